// The demo provider the app and switches tests share, built once per test file.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import type { DemoProvider } from './app.ts';
import { buildTestProvider, tempDir } from './testing.ts';

export const CAREER = {
  name: 'Neha Joseph',
  email: 'neha@example.com',
  phone: '9876543210',
  message: 'I would like to apply for the post of PGT Physics.',
};

export interface TestProvider {
  /** Built before the file's tests; a test may close it and put a new one here. */
  provider: DemoProvider;
  /** The image cache folder, removed after the file's tests. */
  cache: Awaited<ReturnType<typeof tempDir>>;
  get(url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  post(url: string, body: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
}

/** Builds a test provider for the calling file's tests, and closes it after them. */
export function useTestProvider(): TestProvider {
  const demo: TestProvider = {
    provider: undefined as unknown as DemoProvider,
    cache: undefined as unknown as TestProvider['cache'],
    get: (url, headers = {}) => demo.provider.app.inject({ method: 'GET', url, headers }),
    post: (url, body, headers = {}) =>
      demo.provider.app.inject({ method: 'POST', url, headers, payload: body as Record<string, unknown> }),
  };

  beforeAll(async () => {
    demo.cache = await tempDir();
    demo.provider = await buildTestProvider({ imageCacheDir: demo.cache.dir });
  });

  afterAll(async () => {
    await demo.provider.app.close();
    await demo.cache.remove();
  });

  return demo;
}

/** Real timers and default switches again after each test. */
export function resetAfterEach(demo: TestProvider): void {
  afterEach(() => {
    vi.useRealTimers();
    demo.provider.reset();
  });
}
