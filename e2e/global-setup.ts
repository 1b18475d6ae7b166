import { createWriteStream, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startSiteProcess } from '../scripts/lib/site-process.ts';
import { TEST_SITE_ENV } from './site-env.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const root = join(import.meta.dirname, '..');

/** Starts the site as `npm start` does (with the settings of site-env.ts), on a free loopback port, for every e2e file. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(join(root, 'client', 'dist', 'index.html'))) {
    throw new Error('client/dist is missing: run `npm run build` before the browser tests');
  }
  mkdirSync(join(root, 'test-results'), { recursive: true });
  const log = createWriteStream(join(root, 'test-results', 'e2e-server.log'));
  const site = await startSiteProcess({ logLevel: 'info', log, env: TEST_SITE_ENV }).catch((err: Error) => {
    throw new Error(`${err.message}; see test-results/e2e-server.log`);
  });
  project.provide('baseUrl', site.base);
  return site.stop;
}
