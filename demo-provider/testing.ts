// Fixtures shared by the demo provider's tests.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildDemoProvider } from './app.ts';
import type { DemoProvider, DemoProviderOptions } from './app.ts';

export const TOKEN = 'test-token-7f3a';
export const SCHOOL_CODE = 'DEMO01';
/** Differs from the code on purpose, so tests notice a route that takes the wrong one. */
export const SCHOOL_ID = 'SCH-4471';
/** 20 August 2026, mid-morning in India: Y = 2026. */
export const NOW = new Date('2026-08-20T05:00:00.000Z');
export const AUTH = { authorization: `Bearer ${TOKEN}`, 'x-school-code': SCHOOL_CODE } as const;

export async function tempDir(): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'demo-provider-test-'));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

export function buildTestProvider(overrides: Partial<DemoProviderOptions> = {}): Promise<DemoProvider> {
  return buildDemoProvider({ token: TOKEN, schoolCode: SCHOOL_CODE, schoolId: SCHOOL_ID, now: NOW, ...overrides });
}
