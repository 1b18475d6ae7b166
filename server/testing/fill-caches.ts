// Run by cache-bounds.test.ts with --expose-gc: fills the server's caches over HTTP (inject keeps
// each request's objects alive here, which would hide what the caches hold) and prints, as JSON,
// how much heap and buffer memory each flood left behind after a full collection.
import { Agent, request } from 'undici';
import type { AddressInfo } from 'node:net';
import { startHarness } from './harness.ts';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with --expose-gc');
const held = () => {
  gc();
  gc();
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
};

const cacheMaxBytes = Number(process.env.FILL_CACHE_MAX_BYTES);
const count = Number(process.env.FILL_COUNT);
const h = await startHarness({ CACHE_MAX_BYTES: String(cacheMaxBytes), LOG_LEVEL: 'silent' });
await h.app.listen({ host: '127.0.0.1', port: 0 });
const { port } = h.app.server.address() as AddressInfo;
const agent = new Agent({ connections: 8 });

async function flood(url: (i: number) => string, n: number): Promise<Record<number, number>> {
  const statuses: Record<number, number> = {};
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < n) {
        const res = await request(`http://127.0.0.1:${port}${url(next++)}`, { dispatcher: agent });
        await res.body.dump();
        statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
      }
    }),
  );
  return statuses;
}

// Warm: the lists loaded, the code paths compiled, a few answers held.
await flood((i) => `/bff/news?q=warm-${i}`, 500);
await flood((i) => `/bff/media/public/Images/news/warm-${i}.jpg`, 500);
const before = held();
const searches = await flood((i) => `/bff/news?q=${i.toString(36)}-${'s'.repeat(i % 40)}`, count);
const afterSearches = held();
const misses = await flood((i) => `/bff/media/public/Images/news/missing-${i}.jpg${i % 2 ? '?w=320' : ''}`, count);
const afterMisses = held();
console.log(
  JSON.stringify({
    responseBound: Math.max(1024 * 1024, Math.floor(cacheMaxBytes / 4)),
    searches: { statuses: searches, grewBytes: afterSearches - before },
    misses: { statuses: misses, grewBytes: afterMisses - afterSearches },
  }),
);
await agent.close();
await h.close();
