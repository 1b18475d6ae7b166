import { describe, expect, it, vi } from 'vitest';
import { UpstreamCache, type CacheEntry, type CacheEvent } from './cache.ts';
import { withEntry, type Source } from './sources.ts';

const TTL_MS = 200;

/** A source over a real UpstreamCache whose loads are counted and can be made to fail. */
function countedSource() {
  const events: CacheEvent[] = [];
  const cache = new UpstreamCache({ ttlMs: TTL_MS, staleMs: 60_000, maxBytes: 1_000_000, onEvent: (e) => events.push(e) });
  const state = { loads: 0, fail: false };
  const load = async () => {
    state.loads++;
    if (state.fail) throw new Error('provider down');
    return { value: `copy ${state.loads}`, bytes: 10 };
  };
  const source: Source<string> = Object.assign(() => cache.get('list', load), { fresh: () => cache.fresh<string>('list') });
  return { source, state, events };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('withEntry', () => {
  it('answers in the same turn while the cached copy is fresh, without loading', async () => {
    const { source, state, events } = countedSource();
    await source();
    const answer = vi.fn<(entry: CacheEntry<string>) => void>();
    expect(withEntry(source, answer)).toBeUndefined();
    expect(answer).toHaveBeenCalledTimes(1);
    expect(answer.mock.calls[0]?.[0].value).toBe('copy 1');
    expect(state.loads).toBe(1);
    expect(events).toEqual(['miss', 'hit']);
  });

  it('waits for the first load of a cold list, and answers once it is there', async () => {
    const { source, state } = countedSource();
    const answer = vi.fn<(entry: CacheEntry<string>) => void>();
    const pending = withEntry(source, answer);
    expect(pending).toBeInstanceOf(Promise);
    expect(answer).not.toHaveBeenCalled();
    await pending;
    expect(answer.mock.calls.map(([entry]) => entry.value)).toEqual(['copy 1']);
    expect(state.loads).toBe(1);
  });

  it('answers a stale copy through the cache, which refreshes it behind the answer', async () => {
    const { source, state, events } = countedSource();
    await source();
    await pause(TTL_MS + 50);
    expect(source.fresh()).toBeUndefined();
    const answer = vi.fn<(entry: CacheEntry<string>) => void>();
    await withEntry(source, answer);
    expect(answer.mock.calls.map(([entry]) => entry.value)).toEqual(['copy 1']);
    await pause(5);
    expect(state.loads).toBe(2);
    expect(source.fresh()?.value).toBe('copy 2');
    expect(events).toEqual(['miss', 'stale', 'hit']);
  });

  it('passes a failed first load on to the route, without answering', async () => {
    const { source, state } = countedSource();
    state.fail = true;
    const answer = vi.fn();
    await expect(withEntry(source, answer)).rejects.toThrow('provider down');
    expect(answer).not.toHaveBeenCalled();
  });
});
