import { UpstreamCache } from './cache.ts';

/** A cache on a hand-moved clock (not at 0: lru-cache reads a start time of 0 as "no TTL"), with its events and provider calls. */
export function clocked(opts: { ttlMs?: number; staleMs?: number; maxBytes?: number; busy?: () => boolean } = {}) {
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
