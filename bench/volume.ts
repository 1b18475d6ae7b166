// Volume runs of what the unit tests check on a few hundred requests: missing files, and the heap
// two floods of 20,000 distinct keys leave.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { startHarness } from '../server/testing/harness.ts';
import type { PartBars } from './bars.ts';

const MB = 1024 * 1024;

/** 200 guessed admission numbers and 20,000 missing paths: all 404, no provider file call, within 20 s. */
async function privateMediaMisses(bars: PartBars): Promise<void> {
  const h = await startHarness({}, { logger: false });
  try {
    const get = (url: string) => h.app.inject({ method: 'GET', url });
    for (const url of ['/bff/home', '/bff/news?year=all']) {
      if ((await get(url)).statusCode !== 200) throw new Error(`${url} did not answer 200`);
    }
    const filesBefore = h.provider.fileRequests.length;
    const statuses = new Map<number, number>();
    const count = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
    const started = performance.now();
    for (let i = 0; i < 200; i++) {
      const admission = `SC20${String(15 + (i % 8)).padStart(2, '0')}-${String(i).padStart(4, '0')}`;
      count((await get(`/bff/media/public/Images/tc/${admission}.jpg`)).statusCode);
    }
    for (let batch = 0; batch < 20; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 1000 }, (_, i) =>
          get(`/bff/media/public/Images/news/missing-${batch}-${i}.jpg${i % 2 ? '?w=320' : ''}`),
        ),
      );
      for (const res of answers) count(res.statusCode);
    }
    const took = performance.now() - started;
    if (statuses.size !== 1 || statuses.get(404) !== 20_200)
      throw new Error(`unpublished files: ${JSON.stringify(Object.fromEntries(statuses))}, not 20,200 404s`);
    const files = h.provider.fileRequests.length - filesBefore;
    if (files > 0) throw new Error(`unpublished files: the provider was asked for ${files} files`);
    bars.atMost('20,200 unpublished-file requests answered 404 (inject)', took, 20_000, 'ms');
  } finally {
    await h.close();
  }
}

interface FillResult {
  responseBound: number;
  searches: { statuses: Record<string, number>; grewBytes: number };
  misses: { statuses: Record<string, number>; grewBytes: number };
}

/** The heap (after full GC) left by 20,000 unique searches and 20,000 404s. */
async function cacheHeap(bars: PartBars): Promise<void> {
  const script = new URL('../server/testing/fill-caches.ts', import.meta.url).pathname;
  const { stdout } = await promisify(execFile)(process.execPath, ['--expose-gc', script], {
    env: { ...process.env, FILL_CACHE_MAX_BYTES: String(16 * MB), FILL_COUNT: '20000' },
    timeout: 300_000,
  });
  const result = JSON.parse(stdout.trim().split('\n').pop()!) as FillResult;
  const expect = (what: string, got: Record<string, number>, status: number) => {
    if (JSON.stringify(got) !== JSON.stringify({ [status]: 20_000 }))
      throw new Error(`${what}: ${JSON.stringify(got)}, not 20,000 ${status}s`);
  };
  expect('unique searches', result.searches.statuses, 200);
  expect('unpublished files', result.misses.statuses, 404);
  const bound = result.responseBound;
  bars.atMost('heap held by 20,000 unique searches', result.searches.grewBytes / MB, (1.5 * bound) / MB, 'MB');
  // The bound must be reached for the figure above to mean anything.
  bars.atLeast(
    'heap held by 20,000 unique searches (the bound reached)',
    result.searches.grewBytes / MB,
    (0.25 * bound) / MB,
    'MB',
  );
  bars.atMost('heap held by 20,000 unpublished-file 404s', result.misses.grewBytes / MB, 1, 'MB');
}

export async function benchVolume(bars: PartBars): Promise<void> {
  await privateMediaMisses(bars);
  await cacheHeap(bars);
}
