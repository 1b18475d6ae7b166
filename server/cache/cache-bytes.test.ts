import { describe, expect, it } from 'vitest';
import { clocked } from './cache.fixtures.ts';

// UpstreamCache memory: the byte bound under a flood of keys, and clear().

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
