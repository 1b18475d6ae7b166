import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { encodeBody, type EncodedBody } from './cached-body.ts';
import { BusyError, type Busy } from '../load/busy.ts';

// Two caches, both lru-cache bounded by bytes:
// - UpstreamCache keeps each provider answer (normalized) with stale-while-revalidate,
//   stale-if-error and one upstream call per cold key, all from lru-cache's fetch().
// - ResponseCache keeps the exact bytes (and compressed variants, ETag) of each /bff answer built
//   from a given upstream version, so a hot route does no filtering or serialization.
// Versions change only when a refresh brings different content, so everything derived from a
// version (answers, ETags, rendered pages) stays valid across refreshes that change nothing.

export interface Loaded<T> {
  value: T;
  /** Approximate size on the heap, for the byte bound; estimated from the value's JSON when left out. */
  bytes?: number;
  /** A shorter life than CACHE_TTL_SECONDS, for a value known to be incomplete. */
  ttlMs?: number;
}

export interface CacheEntry<T> extends Loaded<T> {
  bytes: number;
  fetchedAt: number;
  /** Changes whenever a refresh brings different content; keys derived responses. */
  version: number;
  /** Digest of the value, to tell whether a refresh changed anything. */
  digest: string;
}

/** What a normalized value holds on the heap: three times its JSON's length (docs/design.md, Memory). */
function heapBytes(json: string): number {
  return json.length * 3 + 256;
}

export type CacheEvent = 'hit' | 'miss' | 'stale' | 'coalesced' | 'refresh-failed' | 'load-failed';

export interface UpstreamCacheOptions {
  ttlMs: number;
  /** How long past its TTL a stale copy may still be served when the provider fails. */
  staleMs: number;
  maxBytes: number;
  onEvent?: (event: CacheEvent, key: string) => void;
  /** The clock, in ms; tests move it by hand. */
  now?: () => number;
  /** Load shedding: while true, a key with nothing held is refused (BusyError) instead of loaded. */
  busy?: Busy;
}

type Loader = (signal: AbortSignal) => Promise<Loaded<unknown>>;

/**
 * After a failed refresh the stale copy stands in and the provider is asked again only after this
 * long. Without it a provider that fails fast (an HTML error page) would get a call of its own for
 * nearly every request of a stale key: coalescing only joins calls still in flight.
 */
export const RETRY_AFTER_FAILURE_MS = 5000;

/** A get that answers fresh entries only, and leaves a stale one for fetch() to refresh. */
const FRESH_ONLY = { allowStale: false, noDeleteOnStaleGet: true } as const;

/**
 * A fetch for a copy past the stale window: it waits on the provider, and a failure is the
 * caller's error (the copy is dropped) instead of an answer from a copy too old to stand in.
 */
const PAST_STALE_WINDOW = {
  forceRefresh: true,
  allowStale: false,
  allowStaleOnFetchRejection: false,
  noDeleteOnFetchRejection: false,
} as const;

export class UpstreamCache {
  readonly #lru: LRUCache<string, CacheEntry<unknown>, Loader>;
  readonly #opts: UpstreamCacheOptions;
  readonly #now: () => number;
  /**
   * Each key's last failed load, for the requests that joined it: lru-cache gives the error only to
   * the request that started the load, and the others would see no value and no reason. Bounded:
   * with the provider down, any album id is tried.
   */
  readonly #failures = new LRUCache<string, object>({ max: 1000 });
  #version = 0;

  constructor(opts: UpstreamCacheOptions) {
    this.#opts = opts;
    const now = opts.now ?? Date.now;
    this.#now = now;
    this.#lru = new LRUCache<string, CacheEntry<unknown>, Loader>({
      // A hand-moved clock is read every time (lru-cache otherwise reuses a reading for 1 ms).
      ...(opts.now ? { perf: { now }, ttlResolution: 0 } : {}),
      maxSize: opts.maxBytes,
      sizeCalculation: (entry) => Math.max(1, entry.bytes),
      ttl: opts.ttlMs,
      // A stale entry is answered at once and refreshed in the background.
      allowStale: true,
      // A failed refresh keeps (and answers with) the stale entry, inside the stale window (get()).
      // Stryker disable next-line BooleanLiteral: equivalent, lru-cache keeps the entry on a rejection when either this or allowStaleOnFetchRejection is set
      noDeleteOnFetchRejection: true,
      allowStaleOnFetchRejection: true,
      // A load whose key a flood of other keys pushes out before it ends still answers the requests
      // waiting on it with the provider's value (not kept). lru-cache would end them with an
      // "evicted" error, or with the copy that was past its stale window (allowStaleOnFetchAbort).
      ignoreFetchAbort: true,
      fetchMethod: async (key, stale, { context, signal, options }) => {
        try {
          const loaded = await context(signal);
          this.#failures.delete(key);
          if (loaded.ttlMs !== undefined) options.ttl = Math.min(loaded.ttlMs, this.#opts.ttlMs);
          // One serialization gives both the digest and the size estimate.
          const json = JSON.stringify(loaded.value) ?? '';
          const digest = createHash('sha1').update(json).digest('base64url');
          const bytes = loaded.bytes ?? heapBytes(json);
          const version = stale?.digest === digest ? stale.version : ++this.#version;
          return { ...loaded, bytes, fetchedAt: now(), version, digest };
        } catch (err) {
          this.#opts.onEvent?.(stale ? 'refresh-failed' : 'load-failed', key);
          if (err instanceof Object) this.#failures.set(key, err);
          // Inside the stale window (a fetch past it asks for no stand-in) the stale copy is kept
          // as it is, fetchedAt unchanged, and counts as fresh until the next try.
          if (stale && options.allowStaleOnFetchRejection !== false) {
            options.ttl = Math.min(RETRY_AFTER_FAILURE_MS, this.#opts.ttlMs);
            return stale;
          }
          throw err;
        }
      },
    });
  }

  /** The entry for `key` while it is fresh, at once; nothing when it is stale or missing. */
  fresh<T>(key: string): CacheEntry<T> | undefined {
    // One lookup and no status object: a fresh entry needs none of fetch()'s machinery.
    const entry = this.#lru.get(key, FRESH_ONLY);
    if (entry) this.#opts.onEvent?.('hit', key);
    return entry as CacheEntry<T> | undefined;
  }

  /** The entry for `key`, loading it with `load` when missing or stale. */
  async get<T>(key: string, load: (signal: AbortSignal) => Promise<Loaded<T>>): Promise<CacheEntry<T>> {
    const fresh = this.fresh<T>(key);
    if (fresh && !this.#pastStaleWindow(fresh)) return fresh;
    const held = this.#lru.peek(key);
    if (held === undefined && this.#opts.busy?.()) throw new BusyError();
    const tooOld = held !== undefined && this.#pastStaleWindow(held);
    const status: LRUCache.Status<string, CacheEntry<unknown>, Loader> = {};
    const entry = await this.#lru.fetch(key, { context: load as Loader, status, ...(tooOld ? PAST_STALE_WINDOW : {}) });
    const event: CacheEvent =
      status.fetch === 'hit'
        ? 'hit'
        : status.fetch === 'stale'
          ? 'stale'
          : status.fetch === 'inflight'
            ? 'coalesced'
            : 'miss';
    this.#opts.onEvent?.(event, key);
    // With allowStaleOnFetchRejection a failed cold load resolves undefined: surface its error.
    if (!entry) throw status.fetchError ?? this.#failures.get(key) ?? new Error(`cache: no value for ${key}`);
    return entry as CacheEntry<T>;
  }

  /**
   * Loads `key` from the provider now, fresh or not, and waits for it (one call at a time per key,
   * as get()). A failure keeps what is held, as a failed refresh does.
   */
  async reload<T>(key: string, load: (signal: AbortSignal) => Promise<Loaded<T>>): Promise<CacheEntry<T> | undefined> {
    const entry = await this.#lru.fetch(key, { context: load as Loader, forceRefresh: true, allowStale: false });
    return entry as CacheEntry<T> | undefined;
  }

  /** Too old to stand in for a failing provider (CACHE_TTL_SECONDS + CACHE_STALE_SECONDS after its load). */
  #pastStaleWindow(entry: CacheEntry<unknown>): boolean {
    return this.#now() - entry.fetchedAt > this.#opts.ttlMs + this.#opts.staleMs;
  }

  /**
   * Grows whenever any entry's content changes (a new version): what was derived from the cache
   * when it had an older generation may be out of date.
   */
  get generation(): number {
    return this.#version;
  }

  /** True when some provider answer is held (fresh or stale); a load still under way is none. */
  get warm(): boolean {
    // lru-cache counts a pending fetch in `size`; its iterators skip them.
    for (const _ of this.#lru.values()) return true;
    return false;
  }

  get bytes(): number {
    return this.#lru.calculatedSize;
  }

  clear(): void {
    this.#lru.clear();
  }
}

/**
 * What an answer costs besides its bytes (Buffer, ETag, entry, lru-cache's slots; docs/design.md,
 * Memory). The body counts twice, to reserve room for its compressed copies made later.
 */
const ENTRY_OVERHEAD_BYTES = 512;

export class ResponseCache {
  readonly #lru: LRUCache<string, EncodedBody>;

  constructor(maxBytes: number) {
    this.#lru = new LRUCache<string, EncodedBody>({
      maxSize: maxBytes,
      sizeCalculation: (e, key) => e.body.length * 2 + key.length * 2 + ENTRY_OVERHEAD_BYTES,
    });
  }

  /** Whether the answer for `key` at `version` is held (asking does not make it recent). */
  has(key: string, version: string): boolean {
    return this.#lru.has(`${version}\u0000${key}`);
  }

  /** The encoded answer for `key` at upstream `version`, built once per version. */
  get(key: string, version: string, build: () => unknown): EncodedBody {
    const cacheKey = `${version}\u0000${key}`;
    let entry = this.#lru.get(cacheKey);
    if (!entry) {
      entry = encodeBody(build());
      this.#lru.set(cacheKey, entry);
    }
    return entry;
  }
}
