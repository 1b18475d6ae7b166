import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { RETRY_AFTER_FAILURE_MS, UpstreamCache, type CacheEvent } from './cache.ts';
import { clocked } from './cache.fixtures.ts';

// UpstreamCache freshness: versions, the stale window and each entry's life.
// Equivalent mutant left alive (npm run mutate cache): another string than '' after
// `JSON.stringify(value) ??`, reached only by undefined, which any constant digests the same way.

describe('UpstreamCache versions', () => {
  it('keeps the version (and the generation) when a refresh brings the same content, and moves both when it changes', async () => {
    const cache = new UpstreamCache({ ttlMs: 20, staleMs: 60_000, maxBytes: 1024 * 1024 });
    let items = ['a', 'b'];
    const load = async () => ({ value: [...items], bytes: 10 });

    const first = await cache.get('news', load);
    const generation = cache.generation;

    await sleep(30);
    await cache.get('news', load); // stale: answered at once, refreshed in the background
    await sleep(5);
    const same = await cache.get('news', load);
    expect(same.fetchedAt).toBeGreaterThan(first.fetchedAt);
    expect(same.version).toBe(first.version);
    expect(cache.generation).toBe(generation);

    items = ['a', 'b', 'c'];
    await sleep(30);
    await cache.get('news', load);
    await sleep(5);
    const changed = await cache.get('news', load);
    expect(changed.value).toEqual(['a', 'b', 'c']);
    expect(changed.version).not.toBe(first.version);
    expect(cache.generation).toBeGreaterThan(generation);
  });
});

describe('UpstreamCache stale window', () => {
  // TTL 1 s and a stale window of 5 s: a failing provider is covered until 6 s after the last load.
  function setup() {
    // Not 0: lru-cache reads a start time of 0 as "no TTL".
    const START = 1_000_000;
    let time = START;
    const events: CacheEvent[] = [];
    const cache = new UpstreamCache({
      ttlMs: 1000,
      staleMs: 5000,
      maxBytes: 1024 * 1024,
      now: () => time,
      onEvent: (e) => events.push(e),
    });
    const provider = { up: true, loads: 0 };
    const load = async () => {
      provider.loads++;
      if (!provider.up) throw new Error('provider down');
      return { value: `copy ${provider.loads}`, bytes: 10 };
    };
    return { cache, provider, load, events, at: (ms: number) => (time = START + ms) };
  }

  it('answers the stale copy while the provider fails inside the window, up to its last millisecond', async () => {
    const { cache, provider, load, events, at } = setup();
    await cache.get('news', load);
    provider.up = false;
    for (const ms of [1001, 3000, 6000]) {
      at(ms);
      expect((await cache.get('news', load)).value, `at ${ms} ms`).toBe('copy 1');
      await sleep(1);
    }
    expect(events).toContain('refresh-failed');
  });

  it('past the window, waits on the provider: its failure is the answer, and its recovery the new copy', async () => {
    const { cache, provider, load, at } = setup();
    await cache.get('news', load);
    provider.up = false;
    at(3000);
    await cache.get('news', load);
    await sleep(1);
    at(6001);
    await expect(cache.get('news', load)).rejects.toThrow('provider down');
    // The copy is gone: later requests do not fall back to it either.
    await expect(cache.get('news', load)).rejects.toThrow('provider down');
    provider.up = true;
    const fresh = await cache.get('news', load);
    expect(fresh.value).toMatch(/^copy \d+$/);
    expect(fresh.value).not.toBe('copy 1');
  });
});

describe('UpstreamCache entries with a life of their own', () => {
  it('asks again after the shorter life a load gives an incomplete value', async () => {
    const START = 1_000_000;
    let time = START;
    const cache = new UpstreamCache({ ttlMs: 60_000, staleMs: 60_000, maxBytes: 1024 * 1024, now: () => time });
    let loads = 0;
    const load = async () =>
      ++loads === 1 ? { value: 'partial', bytes: 10, ttlMs: 5000 } : { value: 'whole', bytes: 10 };
    await cache.get('news', load);
    time = START + 4000;
    expect(cache.fresh('news')?.value, 'fresh inside its own life').toBe('partial');
    time = START + 5001;
    expect(cache.fresh('news'), 'stale after it').toBeUndefined();
    await cache.get('news', load);
    await sleep(1);
    expect((await cache.get('news', load)).value).toBe('whole');
    time = START + 5001 + 30_000;
    expect(cache.fresh('news')?.value, 'a whole value keeps the usual TTL').toBe('whole');
  });
});

describe('UpstreamCache lives and retries shorter than the defaults', () => {
  it('never keeps a value longer than its TTL, even when its load asks for a longer life', async () => {
    const { cache, at } = clocked({ ttlMs: 1000 });
    await cache.get('news', async () => ({ value: 'v', bytes: 10, ttlMs: 60_000 }));
    at(999);
    expect(cache.fresh('news')?.value).toBe('v');
    at(1001);
    expect(cache.fresh('news')).toBeUndefined();
  });

  it('with a TTL shorter than RETRY_AFTER_FAILURE_MS, asks a failing provider again after the TTL', async () => {
    const { cache, provider, load, at } = clocked({ ttlMs: 1000 });
    expect(RETRY_AFTER_FAILURE_MS).toBeGreaterThan(2000);
    await cache.get('news', load);
    provider.up = false;
    at(1001);
    await cache.get('news', load);
    await sleep(0);
    expect(provider.calls).toBe(2);
    at(2000);
    await cache.get('news', load);
    await sleep(0);
    expect(provider.calls, 'still within the TTL after the failure').toBe(2);
    at(2002);
    expect((await cache.get('news', load)).value).toBe('copy 1');
    await sleep(0);
    expect(provider.calls).toBe(3);
  });

  it('does not let a failed refresh carry a copy past its stale window', async () => {
    // The failed refresh at 1001 keeps the copy another TTL (to 2001), but its window ends at 1500.
    const { cache, provider, load, at } = clocked({ ttlMs: 1000, staleMs: 500 });
    await cache.get('news', load);
    provider.up = false;
    at(1001);
    expect((await cache.get('news', load)).value).toBe('copy 1');
    await sleep(0);
    at(1400);
    expect((await cache.get('news', load)).value).toBe('copy 1');
    at(1600);
    await expect(cache.get('news', load)).rejects.toThrow('provider down');
  });
});
