import { LRUCache } from 'lru-cache';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startHarness, type Harness } from '../testing/harness.ts';

// Caches are bounded by what they count for each entry, and that count covers what a small entry
// really holds. Heap figures after a 40,000-request flood are `npm run bench`'s (bench/volume.ts).

type AnyCache = LRUCache<string, object>;

/** What a small answer was measured to hold in memory (heap and buffers after a full GC). */
const SMALL_ANSWER_HOLDS_BYTES = 580;
/** About 1,260 small answers fit the smallest bound (1 MB): this many overflow it. */
const SEARCHES = 1600;
const MISSES = 200;

describe('cache bounds under a flood of distinct keys', () => {
  let h: Harness;
  /** Every cache written to, with how many writes it took since the last `writesSince()`. */
  const writes = new Map<AnyCache, number>();
  const writesSince = () => {
    const counts = new Map(writes);
    for (const cache of writes.keys()) writes.set(cache, 0);
    return counts;
  };

  beforeAll(async () => {
    const set = LRUCache.prototype.set as (this: AnyCache, ...args: unknown[]) => AnyCache;
    vi.spyOn(LRUCache.prototype, 'set').mockImplementation(function (this: AnyCache, ...args: unknown[]) {
      writes.set(this, (writes.get(this) ?? 0) + 1);
      return set.apply(this, args);
    });
    // The smallest bound allowed (1 MB of answers), so that SEARCHES answers overflow it.
    h = await startHarness({ CACHE_MAX_BYTES: String(1024 * 1024), LOG_LEVEL: 'silent' });
    expect((await h.app.inject('/bff/news?q=warm')).statusCode).toBe(200);
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await h.close();
  });

  /** Every cache within its bounds: entries within `max`, counted size within `maxSize`. */
  const expectAllBounded = () => {
    for (const cache of writes.keys()) {
      if (cache.max > 0) expect(cache.size).toBeLessThanOrEqual(cache.max);
      if (cache.maxSize > 0) expect(cache.calculatedSize).toBeLessThanOrEqual(cache.maxSize);
    }
  };

  it(`holds ${SEARCHES} unique searches within the answers' counted bound, counting what each really holds`, async () => {
    writesSince();
    const statuses: Record<number, number> = {};
    for (let i = 0; i < SEARCHES; i++) {
      const res = await h.app.inject(`/bff/news?q=${i.toString(36)}-${'s'.repeat(i % 40)}`);
      statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
    }
    expect(statuses).toEqual({ 200: SEARCHES });
    const seen = writesSince();
    const [answers, written] = [...seen].sort((a, b) => b[1] - a[1])[0]!;
    expect(written, 'one cache took every answer').toBeGreaterThanOrEqual(SEARCHES);
    // Far more answers than fit: the bound was reached, and older answers left to keep within it.
    expect(answers.size).toBeLessThan(SEARCHES);
    expect(answers.maxSize).toBeLessThanOrEqual(1024 * 1024);
    expect(answers.calculatedSize).toBeLessThanOrEqual(answers.maxSize);
    expect(answers.calculatedSize).toBeGreaterThan(0.75 * answers.maxSize);
    expect(answers.calculatedSize / answers.size).toBeGreaterThanOrEqual(SMALL_ANSWER_HOLDS_BYTES);
    expectAllBounded();
  }, 90_000);

  it(`answers ${MISSES} unpublished files with 404 and holds none of their paths`, async () => {
    writesSince();
    const statuses: Record<number, number> = {};
    // The clock stands still, so the lists' reload (at most one per interval) happens at most once.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      for (let i = 0; i < MISSES; i++) {
        const res = await h.app.inject(`/bff/media/public/Images/news/missing-${i}.jpg${i % 2 ? '?w=320' : ''}`);
        statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
      }
    } finally {
      vi.useRealTimers();
    }
    expect(statuses).toEqual({ 404: MISSES });
    // One reload of the lists writes their sources again; nothing is written or kept per path.
    const written = [...writesSince().values()].reduce((a, b) => a + b, 0);
    expect(written).toBeLessThan(MISSES / 4);
    for (const cache of writes.keys()) {
      expect([...cache.keys()].filter((key) => String(key).includes('missing-'))).toEqual([]);
    }
    expectAllBounded();
  }, 60_000);
});
