import { createWriteStream, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startSiteProcess } from '../scripts/lib/site-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const root = join(import.meta.dirname, '..');

/** Starts the site exactly as `npm start` does, on a free loopback port, for every e2e file. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(join(root, 'client', 'dist', 'index.html'))) {
    throw new Error('client/dist is missing: run `npm run build` before the browser tests');
  }
  mkdirSync(join(root, 'test-results'), { recursive: true });
  const log = createWriteStream(join(root, 'test-results', 'e2e-server.log'));
  // Every browser test comes from this one address and asks for many pages no one asked for
  // before (filters, albums): as a school's whole audience, not one visitor, it is not rate limited.
  const site = await startSiteProcess({
    logLevel: 'info',
    log,
    env: { PAGE_RENDERS_PER_MINUTE: '100000', PAGE_RENDERS_PER_SECOND: '10000', DOWNLOADS_PER_CLIENT: '1000' },
  }).catch((err: Error) => {
    throw new Error(`${err.message}; see test-results/e2e-server.log`);
  });
  project.provide('baseUrl', site.base);
  return site.stop;
}
