import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { Agent, request } from 'undici';
import type { DemoProvider } from '../demo-provider/app.ts';
import { TEST_SITE_ENV } from '../e2e/site-env.ts';
import { launchChromium } from '../scripts/lib/chromium.ts';
import { startSiteProcess } from '../scripts/lib/site-process.ts';
import { startHarness } from '../server/testing/harness.ts';

/** The BFF on a demo provider, listening on loopback, for the benchmarks' load. */
export async function startBenchSite(): Promise<{ base: string; provider: DemoProvider; close(): Promise<void> }> {
  // The tests' harness with the built client, no log capture, and production's guards and timeouts.
  const harness = await startHarness(
    { SHED_EVENT_LOOP_DELAY_MS: '1000', UPSTREAM_TIMEOUT_MS: '5000' },
    { clientDist: undefined, logger: false, measureLoad: true },
  );
  const base = await harness.app.listen({ host: '127.0.0.1', port: 0 });
  return { base, provider: harness.provider, close: () => harness.close() };
}

/** The built site as `npm start` runs it on the tests' content, with Chromium, for `use`; both stopped after. */
export async function withSiteAndBrowser<T>(use: (base: string, browser: Browser) => Promise<T>): Promise<T> {
  if (!existsSync(join(import.meta.dirname, '..', 'client', 'dist', 'index.html'))) {
    throw new Error('client/dist is missing: run `npm run build` first');
  }
  const site = await startSiteProcess({ logLevel: 'warn', env: TEST_SITE_ENV });
  let browser: Browser | undefined;
  try {
    browser = await launchChromium();
    return await use(site.base, browser);
  } finally {
    await browser?.close();
    await site.stop();
  }
}

/** The site process's /metrics text. */
export async function readMetrics(base: string, metricsToken: string): Promise<string> {
  // A fresh connection each time: blocked in wrk past the keep-alive timeout, a pooled one is closed.
  const agent = new Agent();
  try {
    const res = await request(`${base}/metrics`, {
      headers: { authorization: `Bearer ${metricsToken}` },
      dispatcher: agent,
    });
    return await res.body.text();
  } finally {
    await agent.close();
  }
}

/** The site process's resident memory in bytes, from /metrics. */
export async function residentMemory(base: string, metricsToken: string): Promise<number> {
  return Number(/^process_resident_memory_bytes (\S+)/m.exec(await readMetrics(base, metricsToken))?.[1]);
}
