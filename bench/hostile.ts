// What hostile visitors or a hostile provider cost others: held pages and /healthz timed one at a
// time under refused posts, new searches, or a 20,000-record list sharing one id.
import { randomBytes } from 'node:crypto';
import { setPriority } from 'node:os';
import { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { startDemoProvider } from '../demo-provider/app.ts';
import { startFloods, type Flood } from '../scripts/lib/floods.ts';
import { startSiteProcess, type SiteProcess } from '../scripts/lib/site-process.ts';
import { percentile } from '../scripts/lib/soak/config.ts';
import { startHostileProvider } from '../server/testing/hostile-provider.ts';
import type { PartBars } from './bars.ts';

const FLOOD_SECONDS = 15;

/** The site runs ahead of the floods (nice -5, as in the soak): visitors are other machines in production. */
function ahead(site: SiteProcess): void {
  try {
    setPriority(site.pid, -5);
  } catch (error) {
    console.warn(`hostile: the site runs at nice 0 (nice -5 was refused: ${(error as Error).message})`);
  }
}

/** Times `path` sequentially until `until` resolves; every answer must be 200. */
async function probe(base: string, path: string, until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.finally(() => (done = true));
  const times: number[] = [];
  while (!done) {
    const started = performance.now();
    const res = await fetch(base + path, { headers: { 'accept-encoding': 'br, gzip' } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${path} answered ${res.status} during the probe`);
    times.push(performance.now() - started);
    await sleep(20);
  }
  return times;
}

/** bff_page_renders_total over all statuses. */
async function renders(site: SiteProcess, token: string): Promise<number> {
  const text = await (await fetch(`${site.base}/metrics`, { headers: { authorization: `Bearer ${token}` } })).text();
  return [...text.matchAll(/^bff_page_renders_total\{[^}]*\} (\d+)/gm)].reduce((sum, m) => sum + Number(m[1]), 0);
}

async function floods(bars: PartBars): Promise<void> {
  const token = randomBytes(16).toString('hex');
  const metricsToken = randomBytes(16).toString('hex');
  const provider = await startDemoProvider({ token, schoolCode: 'DEMO01' });
  const site = await startSiteProcess({
    logLevel: 'warn',
    env: {
      NODE_ENV: 'production',
      PROVIDER_URL: provider.url,
      PROVIDER_TOKEN: token,
      TRUST_PROXY: '127.0.0.1',
      METRICS_TOKEN: metricsToken,
    },
  });
  ahead(site);
  try {
    // Held first: the probes time what a reader gets.
    for (const path of ['/', '/bff/news', '/bff/news']) await (await fetch(site.base + path)).arrayBuffer();
    // Idle runs as long as a flood, so both p95s include the site's periodic pauses alike.
    const idle = async (path: string) => probe(site.base, path, sleep(FLOOD_SECONDS * 1000));
    const flooded = async (path: string, name: string, flood: Flood) => {
      const running = startFloods({ base: site.base, floods: { [name]: flood }, patienceMs: 10_000, maxRequests: 1e9 });
      const times = await probe(site.base, path, sleep(FLOOD_SECONDS * 1000));
      const tally = (await running.stop())[name]!;
      return { times, tally };
    };

    const homeIdle = percentile(await idle('/'), 95);
    const before = await renders(site, metricsToken);
    const posts = await flooded('/', 'posts', { kind: 'refused-post', connections: 16, address: '203.0.113.7' });
    const rendered = (await renders(site, metricsToken)) - before;
    const refused = posts.tally.byStatus.get(403) ?? 0;
    if (refused === 0) throw new Error(`refused posts: ${JSON.stringify([...posts.tally.byStatus])}, no 403`);
    bars.atMost(
      `held / p95 beside 16 connections of refused posts (idle ${homeIdle.toFixed(1)} ms)`,
      percentile(posts.times, 95),
      2 * homeIdle,
      'ms',
    );
    bars.atMost(`renders a second during ${refused} refused posts`, rendered / FLOOD_SECONDS, 10, '/s');

    const newsIdle = percentile(await idle('/bff/news'), 95);
    const searches = await flooded('/bff/news', 'searches', {
      kind: 'long-search',
      connections: 8,
      address: '203.0.113.8',
    });
    const health = await flooded('/healthz', 'searches', {
      kind: 'long-search',
      connections: 8,
      address: '203.0.113.9',
    });
    bars.atMost(
      `/bff/news p95 beside 8 connections of new 200-letter searches (idle ${newsIdle.toFixed(1)} ms)`,
      percentile(searches.times, 95),
      2 * newsIdle,
      'ms',
    );
    bars.atMost(
      '/healthz slowest beside 8 connections of new 200-letter searches',
      Math.max(...health.times),
      200,
      'ms',
    );
  } finally {
    await site.stop();
    await provider.close();
  }
}

async function duplicateIds(bars: PartBars): Promise<void> {
  const token = randomBytes(16).toString('hex');
  const provider = await startHostileProvider({ token, schoolCode: 'DEMO01' });
  const records = Array.from({ length: 20_000 }, (_, i) => ({ _id: 'same', title: `Copy ${i}`, date: '2025-03-01' }));
  Object.assign(provider.lists, { newsAll: records, news: records });
  const lines: string[] = [];
  const log = new Writable({
    write(chunk, _enc, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  const site = await startSiteProcess({
    logLevel: 'warn',
    log,
    env: { PROVIDER_URL: provider.url, PROVIDER_TOKEN: token, SCHOOL_CODE: 'DEMO01', CACHE_TTL_SECONDS: '1' },
  });
  ahead(site);
  try {
    // Three list refreshes a second apart, timing /healthz throughout.
    const lists = (async () => {
      for (let i = 0; i < 3; i++) {
        const res = await fetch(`${site.base}/bff/news?year=all`);
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`/bff/news?year=all answered ${res.status}`);
        await sleep(1100);
      }
    })();
    const times = await probe(site.base, '/healthz', lists);
    await lists;
    bars.atMost('/healthz slowest while 20,000 records sharing one id are refreshed', Math.max(...times), 200, 'ms');
    const repair = lines.filter((line) => line.includes('needed repair'));
    if (repair.length === 0) throw new Error('no repair line was logged');
    bars.atMost(
      'longest repair log line (20,000 repairs)',
      Math.max(...repair.map((l) => Buffer.byteLength(l))) / 1024,
      4,
      'KB',
    );
  } finally {
    await site.stop();
    await provider.close();
  }
}

export async function benchHostile(bars: PartBars): Promise<void> {
  await floods(bars);
  await duplicateIds(bars);
}
