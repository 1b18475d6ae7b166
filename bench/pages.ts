// `npm run bench -- pages`: cached pages against cached /bff/news (browser accept-encoding, 32
// connections), then 60 s across nine pages and the resident memory after. The load comes from wrk:
// a JavaScript load generator on the same cores would spend more time reading pages than the server.
import { randomBytes } from 'node:crypto';
import { startProviderProcess } from '../scripts/lib/provider-process.ts';
import { startSiteProcess } from '../scripts/lib/site-process.ts';
import type { PartBars } from './bars.ts';
import { residentMemory } from './site.ts';
import { ACCEPT_ENCODING, needWrk, rotationScript, wrk as runWrk } from './wrk.ts';

const CONNECTIONS = 32;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 60);
const PAGES = ['/', '/news', '/topperXII'];
const NINE_PAGES = ['/', '/news', '/events', '/gallery', '/topperX', '/topperXII', '/about', '/admission', '/contact'];

export async function benchPages(bars: PartBars): Promise<void> {
  needWrk('pages');
  const wrk = (url: string, seconds: number, script?: string) =>
    runWrk(url, seconds, { connections: CONNECTIONS, ...(script ? { script } : {}) });
  // The site as production runs it, and the demo provider in its own process (its drawing is not
  // the site's memory).
  const token = randomBytes(16).toString('hex');
  const metricsToken = randomBytes(16).toString('hex');
  const provider = await startProviderProcess(token);
  const site = await startSiteProcess({
    logLevel: 'info',
    env: {
      NODE_ENV: 'production',
      PROVIDER_URL: provider.url,
      PROVIDER_TOKEN: token,
      PUBLIC_URL: 'https://www.school.example',
      METRICS_TOKEN: metricsToken,
    },
  }).catch(async (err: unknown) => {
    await provider.stop();
    throw err;
  });
  const base = site.base;
  const rss = () => residentMemory(base, metricsToken);
  try {
    // Warm-up: pages rendered and JIT settled first.
    for (const path of ['/bff/news', ...PAGES]) wrk(`${base}${path}`, 2);
    const json = wrk(`${base}/bff/news`, SECONDS);
    console.log(`pages: ${CONNECTIONS} connections, ${SECONDS} s each, accept-encoding: ${ACCEPT_ENCODING}`);
    console.log(
      `  cached GET /bff/news: ${json.rate.toFixed(0)} req/s, p50 ${json.p50.toFixed(2)} ms, p99 ${json.p99.toFixed(2)} ms`,
    );
    for (const path of PAGES) {
      const page = wrk(`${base}${path}`, SECONDS);
      const ratio = page.rate / json.rate;
      console.log(
        `  GET ${path}: ${page.rate.toFixed(0)} req/s, p50 ${page.p50.toFixed(2)} ms, p99 ${page.p99.toFixed(2)} ms, ` +
          `ratio to /bff/news ${ratio.toFixed(2)} (goal 0.8)`,
      );
      bars.atLeast(`GET ${path} req/s over cached /bff/news`, ratio, 0.5, 'x');
      bars.atMost(`GET ${path} p99, ${CONNECTIONS} connections`, page.p99, 50, 'ms');
    }
    const script = rotationScript('school-pages', NINE_PAGES, null);
    const before = await rss();
    const soak = wrk(base, SOAK_SECONDS, script);
    const after = await rss();
    console.log(
      `  ${SOAK_SECONDS} s across ${NINE_PAGES.length} pages: ${soak.rate.toFixed(0)} req/s, p99 ${soak.p99.toFixed(2)} ms; ` +
        `resident memory ${(before / 1e6).toFixed(0)} MB before, ${(after / 1e6).toFixed(0)} MB after (goal 200 MB)`,
    );
    bars.atMost(`resident memory after ${SOAK_SECONDS} s across ${NINE_PAGES.length} pages`, after / 1e6, 300, 'MB');
  } finally {
    await site.stop();
    await provider.stop();
  }
}
