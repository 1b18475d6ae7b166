import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { BusyError } from '../load/busy.ts';
import { ResponseCache, RETRY_AFTER_FAILURE_MS, UpstreamCache, type CacheEvent } from './cache.ts';

// Mutants of cache.ts left alive (npm run mutate cache):
// - Equivalent: `status.fetch === 'hit' ? 'hit'` made false. get() calls lru-cache's fetch() only
//   when fresh() found nothing fresh, or for a copy past its stale window, which is force-refreshed
//   ('refresh', counted a miss): fetch() never answers 'hit' there.
// - Equivalent: another string than '' after `JSON.stringify(value) ??`. Only a value JSON cannot
//   write (undefined) gets there, and any constant digests the same way every time.
// - Left: dropping `#failures.delete(key)`, and the text of `cache: no value for <key>`. Both show
//   only when a load rejects with something that is not an object (the error then given to the
//   requests that joined it); no loader does, the provider client throws Errors.

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

describe('UpstreamCache after a failed refresh', () => {
  it('asks a failing provider again only after RETRY_AFTER_FAILURE_MS, however many requests come', async () => {
    const START = 1_000_000;
    let time = START;
    const cache = new UpstreamCache({ ttlMs: 10_000, staleMs: 600_000, maxBytes: 1024 * 1024, now: () => time });
    let calls = 0;
    let up = true;
    const load = async () => {
      calls++;
      if (!up) throw new Error('provider down');
      return { value: 'copy', bytes: 10 };
    };
    await cache.get('news', load);
    up = false;
    time = START + 10_001;
    await cache.get('news', load); // stale: refreshed in the background, which fails
    await sleep(1);
    expect(calls).toBe(2);
    for (let i = 0; i < 50; i++) {
      time += 50;
      expect((await cache.get('news', load)).value).toBe('copy');
      await sleep(0);
    }
    expect(calls).toBe(2);
    time = START + 10_001 + RETRY_AFTER_FAILURE_MS + 1;
    expect((await cache.get('news', load)).value).toBe('copy');
    await sleep(1);
    expect(calls).toBe(3);
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

describe('UpstreamCache reloads and joined failures', () => {
  it('gives every request that joined a failed cold load its error, not an unknown one', async () => {
    const cache = new UpstreamCache({ ttlMs: 60_000, staleMs: 60_000, maxBytes: 1024 * 1024 });
    const failure = new Error('provider said 500');
    const load = async () => {
      await sleep(5);
      throw failure;
    };
    const answers = await Promise.allSettled([
      cache.get('news', load),
      cache.get('news', load),
      cache.reload('news', load),
    ]);
    expect(answers[0]).toEqual({ status: 'rejected', reason: failure });
    expect(answers[1]).toEqual({ status: 'rejected', reason: failure });
  });

  it('reloads a fresh key now and waits for it; a failed reload keeps what was held', async () => {
    const cache = new UpstreamCache({ ttlMs: 60_000, staleMs: 60_000, maxBytes: 1024 * 1024 });
    let n = 0;
    let failing = false;
    const load = async () => {
      if (failing) throw new Error('down');
      return { value: ++n, bytes: 8 };
    };
    expect((await cache.get('k', load)).value).toBe(1);
    expect((await cache.get('k', load)).value).toBe(1);
    expect((await cache.reload('k', load))?.value).toBe(2);
    failing = true;
    expect((await cache.reload('k', load))?.value).toBe(2);
    expect((await cache.get('k', load)).value).toBe(2);
  });
});

/** A cache on a hand-moved clock (not at 0: lru-cache reads a start time of 0 as "no TTL"), with its events and provider calls. */
function clocked(opts: { ttlMs?: number; staleMs?: number; maxBytes?: number; busy?: () => boolean } = {}) {
  const START = 1_000_000;
  let time = START;
  const events: string[] = [];
  const cache = new UpstreamCache({
    ttlMs: opts.ttlMs ?? 1000,
    staleMs: opts.staleMs ?? 60_000,
    maxBytes: opts.maxBytes ?? 1024 * 1024,
    now: () => time,
    onEvent: (event, key) => events.push(`${event} ${key}`),
    ...(opts.busy ? { busy: opts.busy } : {}),
  });
  const provider = { up: true, calls: 0 };
  const load = async () => {
    provider.calls++;
    if (!provider.up) throw new Error('provider down');
    return { value: `copy ${provider.calls}`, bytes: 10 };
  };
  return { cache, provider, load, events, at: (ms: number) => (time = START + ms) };
}

describe('UpstreamCache events (what the metrics count)', () => {
  it('tells a first load, a fresh answer, a stale answer and a request that joined a load in flight apart', async () => {
    const { cache, load, events, at } = clocked();
    expect(cache.fresh('news'), 'nothing held yet').toBeUndefined();
    await cache.get('news', load);
    await cache.get('news', load);
    expect(cache.fresh('news')?.value).toBe('copy 1');
    at(1001);
    expect((await cache.get('news', load)).value, 'answered at once from the stale copy').toBe('copy 1');
    await sleep(0);
    await Promise.all([cache.get('events', load), cache.get('events', load)]);
    expect(events).toEqual(['miss news', 'hit news', 'hit news', 'stale news', 'miss events', 'coalesced events']);
  });

  it('tells a failed first load from a failed refresh of a stale copy', async () => {
    const { cache, provider, load, events, at } = clocked();
    await cache.get('news', load);
    provider.up = false;
    await expect(cache.get('events', load)).rejects.toThrow('provider down');
    at(1001);
    await cache.get('news', load);
    await sleep(0);
    // The order of a background refresh's event and its request's is lru-cache's business.
    expect(events.toSorted()).toEqual([
      'load-failed events',
      'miss events',
      'miss news',
      'refresh-failed news',
      'stale news',
    ]);
  });
});

describe('UpstreamCache byte bound', () => {
  it('under a flood of keys, holds no more than maxBytes and lets the least recently used answer go first', async () => {
    const { cache, provider, load } = clocked({ maxBytes: 25 });
    await cache.get('a', load);
    await cache.get('b', load);
    expect(cache.bytes).toBe(20);
    await cache.get('c', load);
    expect(cache.bytes).toBe(20);
    expect(cache.fresh('a'), 'the oldest answer made room').toBeUndefined();
    expect(cache.fresh('b')?.value).toBe('copy 2');
    await cache.get('a', load);
    expect(provider.calls, 'asked for again').toBe(4);
  });

  it('without a size from the loader, counts three bytes per character of JSON and 256 more', async () => {
    const { cache } = clocked();
    const value = { title: 'Annual day', tags: ['x', 'y'] };
    const entry = await cache.get('news', async () => ({ value }));
    expect(entry.bytes).toBe(JSON.stringify(value).length * 3 + 256);
    expect(cache.bytes).toBe(entry.bytes);
    await cache.get('nothing', async () => ({ value: undefined }));
    expect(cache.bytes, 'a value with no JSON still takes 256').toBe(entry.bytes + 256);
  });

  it('counts an empty answer as taking room', async () => {
    const { cache } = clocked();
    await cache.get('empty', async () => ({ value: [], bytes: 0 }));
    expect(cache.bytes).toBe(1);
    expect(cache.fresh('empty')?.value).toEqual([]);
  });
});

describe('UpstreamCache under a flood of keys while the provider is slow', () => {
  function slowProvider() {
    const answers: Array<(value: string) => void> = [];
    const slow = () =>
      new Promise<{ value: string; bytes: number }>((resolve) =>
        answers.push((value) => resolve({ value, bytes: 10 })),
      );
    const quick = (value: string) => async () => ({ value, bytes: 10 });
    return { slow, quick, answer: (value: string) => answers.forEach((a) => a(value)) };
  }

  it("gives the requests waiting on a first load the provider's answer, even when the flood pushed the key out meanwhile", async () => {
    const { cache } = clocked({ maxBytes: 25 });
    const { slow, quick, answer } = slowProvider();
    const waiting = [cache.get('album:1', slow), cache.get('album:1', slow)];
    for (const key of ['album:2', 'album:3', 'album:4']) await cache.get(key, quick(key));
    answer('album 1');
    for (const entry of await Promise.all(waiting)) expect(entry.value).toBe('album 1');
  });

  it("past the stale window, answers with the provider's new copy, never the one too old to stand in", async () => {
    const { cache, at } = clocked({ ttlMs: 1000, staleMs: 1000, maxBytes: 25 });
    const { slow, quick, answer } = slowProvider();
    await cache.get('album:1', quick('old album 1'));
    at(2001);
    const waiting = cache.get('album:1', slow);
    for (const key of ['album:2', 'album:3']) await cache.get(key, quick(key));
    answer('new album 1');
    expect((await waiting).value).toBe('new album 1');
  });
});

describe('UpstreamCache warm and clear', () => {
  it('is warm once some answer is held, and cold again (with nothing held) after clear()', async () => {
    const { cache, provider, load } = clocked();
    expect(cache.warm).toBe(false);
    await cache.get('news', load);
    expect(cache.warm).toBe(true);
    cache.clear();
    expect(cache.warm).toBe(false);
    expect(cache.bytes).toBe(0);
    expect(cache.fresh('news')).toBeUndefined();
    expect((await cache.get('news', load)).value).toBe('copy 2');
    expect(provider.calls).toBe(2);
  });
});

describe('UpstreamCache under load shedding', () => {
  it('refuses a key it holds nothing for without asking the provider, and keeps answering the keys it holds, stale or not', async () => {
    let busy = false;
    const { cache, provider, load, at } = clocked({ busy: () => busy });
    await cache.get('news', load);
    busy = true;
    await expect(cache.get('events', load)).rejects.toBeInstanceOf(BusyError);
    expect(provider.calls).toBe(1);
    expect((await cache.get('news', load)).value).toBe('copy 1');
    at(1001);
    expect((await cache.get('news', load)).value, 'stale, answered at once').toBe('copy 1');
    busy = false;
    expect((await cache.get('events', load)).value).toMatch(/^copy \d$/);
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

describe('ResponseCache', () => {
  function counted() {
    const builds: string[] = [];
    const build = (text: string) => () => {
      builds.push(text);
      return text;
    };
    return { builds, build };
  }

  it('builds an answer once per key and upstream version', () => {
    const responses = new ResponseCache(1024 * 1024);
    const { builds, build } = counted();
    const first = responses.get('/bff/news', '1', build('news v1'));
    expect(first.body.toString()).toBe('news v1');
    expect(responses.get('/bff/news', '1', build('news v1 again'))).toBe(first);
    expect(responses.get('/bff/news?q=x', '1', build('search v1')).body.toString()).toBe('search v1');
    expect(responses.get('/bff/news', '2', build('news v2')).body.toString()).toBe('news v2');
    expect(builds).toEqual(['news v1', 'search v1', 'news v2']);
  });

  it('says whether an answer is held for a key at a version', () => {
    const responses = new ResponseCache(1024 * 1024);
    expect(responses.has('/bff/search|fee', '1')).toBe(false);
    responses.get('/bff/search|fee', '1', () => 'fees');
    expect(responses.has('/bff/search|fee', '1')).toBe(true);
    expect(responses.has('/bff/search|fee', '2')).toBe(false);
    expect(responses.has('/bff/search|fees', '1')).toBe(false);
  });

  it('serializes a value that is not text as JSON', () => {
    const responses = new ResponseCache(1024 * 1024);
    expect(responses.get('/bff/news', '1', () => ({ items: [1] })).body.toString()).toBe('{"items":[1]}');
  });

  // An answer counts twice its body (room for its compressed copies), its key twice, and 512 bytes
  // of objects around it: what a flood of small unique searches really holds (cache-bounds.test.ts).
  const body = 'x'.repeat(1001);
  const key = (i: number) => `/bff/news?q=${i}`;
  const counts = 2 * body.length + 2 * `7\u0000${key(0)}`.length + 512;

  it('holds two answers in a bound of exactly two', () => {
    const responses = new ResponseCache(2 * counts);
    const { builds, build } = counted();
    responses.get(key(0), '7', build(body));
    responses.get(key(1), '7', build(body));
    responses.get(key(0), '7', build(body));
    responses.get(key(1), '7', build(body));
    expect(builds).toHaveLength(2);
  });

  it('holds one answer in a bound one byte short of two, letting the least recently used go', () => {
    const responses = new ResponseCache(2 * counts - 1);
    const { builds, build } = counted();
    responses.get(key(0), '7', build(body));
    responses.get(key(1), '7', build(body));
    responses.get(key(1), '7', build(body));
    expect(builds).toHaveLength(2);
    responses.get(key(0), '7', build(body));
    expect(builds).toHaveLength(3);
  });
});
