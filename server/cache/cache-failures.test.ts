import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { BusyError } from '../load/busy.ts';
import { RETRY_AFTER_FAILURE_MS, UpstreamCache } from './cache.ts';
import { clocked } from './cache.fixtures.ts';

// UpstreamCache when loads fail, are joined or are shed, and the events the metrics count.
// Mutants left alive (npm run mutate cache):
// - `status.fetch === 'hit' ? 'hit'` as false: equivalent, get() calls fetch() only when no fresh copy is held.
// - dropping `#failures.delete(key)`, and the text of `cache: no value for <key>`: they show only
//   when a load rejects with a non-object, which no loader does.

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
