import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { UpstreamCache } from './cache.ts';

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
