import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';

// Two caches, both lru-cache bounded by bytes:
// - UpstreamCache keeps each provider answer (normalized) with stale-while-revalidate,
//   stale-if-error and one upstream call per cold key, all from lru-cache's fetch().
// - ResponseCache keeps the exact bytes (and compressed variants, ETag) of each /bff answer built
//   from a given upstream version, so a hot route does no filtering or serialization.

export interface Loaded<T> {
  value: T;
  /** Approximate size, for the byte bound. */
  bytes: number;
}

export interface CacheEntry<T> extends Loaded<T> {
  fetchedAt: number;
  /** Changes whenever the value is replaced; keys derived responses. */
  version: number;
}

export type CacheEvent = 'hit' | 'miss' | 'stale' | 'coalesced' | 'refresh-failed' | 'load-failed';

export interface UpstreamCacheOptions {
  ttlMs: number;
  /** How long past its TTL a stale copy may still be served when the provider fails. */
  staleMs: number;
  maxBytes: number;
  onEvent?: (event: CacheEvent, key: string) => void;
}

type Loader = (signal: AbortSignal) => Promise<Loaded<unknown>>;

/** A get that answers fresh entries only, and leaves a stale one for fetch() to refresh. */
const FRESH_ONLY = { allowStale: false, noDeleteOnStaleGet: true } as const;

export class UpstreamCache {
  readonly #lru: LRUCache<string, CacheEntry<unknown>, Loader>;
  readonly #opts: UpstreamCacheOptions;
  #version = 0;

  constructor(opts: UpstreamCacheOptions) {
    this.#opts = opts;
    this.#lru = new LRUCache<string, CacheEntry<unknown>, Loader>({
      maxSize: opts.maxBytes,
      sizeCalculation: (entry) => Math.max(1, entry.bytes),
      ttl: opts.ttlMs,
      // A stale entry is answered at once and refreshed in the background.
      allowStale: true,
      // A failed refresh keeps (and answers with) the stale entry.
      noDeleteOnFetchRejection: true,
      allowStaleOnFetchRejection: true,
      allowStaleOnFetchAbort: true,
      fetchMethod: async (key, stale, { options, context, signal }) => {
        try {
          const loaded = await context(signal);
          return { ...loaded, fetchedAt: Date.now(), version: ++this.#version };
        } catch (err) {
          if (stale) {
            this.#opts.onEvent?.('refresh-failed', key);
            // Past the stale window the copy is too old to stand in for the provider.
            if (Date.now() - stale.fetchedAt > this.#opts.ttlMs + this.#opts.staleMs) {
              options.allowStaleOnFetchRejection = false;
            }
          } else {
            this.#opts.onEvent?.('load-failed', key);
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
    if (fresh) return fresh;
    const status: LRUCache.Status<string, CacheEntry<unknown>, Loader> = {};
    const entry = await this.#lru.fetch(key, { context: load as Loader, status });
    const event: CacheEvent =
      status.fetch === 'hit' ? 'hit' : status.fetch === 'stale' ? 'stale' : status.fetch === 'inflight' ? 'coalesced' : 'miss';
    this.#opts.onEvent?.(event, key);
    // With allowStaleOnFetchRejection a failed cold load resolves undefined: surface its error.
    if (!entry) throw status.fetchError ?? new Error(`cache: no value for ${key}`);
    return entry as CacheEntry<T>;
  }

  /** True when some provider answer is held (fresh or stale). */
  get warm(): boolean {
    return this.#lru.size > 0;
  }

  get bytes(): number {
    return this.#lru.calculatedSize;
  }

  clear(): void {
    this.#lru.clear();
  }
}

export interface EncodedBody {
  body: Buffer;
  etag: string;
  gzip?: Buffer;
  br?: Buffer;
}

export class ResponseCache {
  readonly #lru: LRUCache<string, EncodedBody>;

  constructor(maxBytes: number) {
    this.#lru = new LRUCache<string, EncodedBody>({
      maxSize: maxBytes,
      // Counted at insert, before compressed variants exist: reserve room for them up front.
      sizeCalculation: (e) => e.body.length * 2 + 64,
    });
  }

  /** The encoded answer for `key` at upstream `version`, built once per version. */
  get(key: string, version: string, build: () => unknown): EncodedBody {
    const cacheKey = `${version}\u0000${key}`;
    let entry = this.#lru.get(cacheKey);
    if (!entry) {
      entry = encode(build());
      this.#lru.set(cacheKey, entry);
    }
    return entry;
  }

  /** A compressed variant, made on first request for it and kept with the entry. */
  compressed(entry: EncodedBody, encoding: 'br' | 'gzip'): Buffer {
    if (encoding === 'br') {
      entry.br ??= brotliCompressSync(entry.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 6 } });
      return entry.br;
    }
    entry.gzip ??= gzipSync(entry.body, { level: 6 });
    return entry.gzip;
  }
}

/** A text body as it is, anything else as JSON. */
export function encode(value: unknown): EncodedBody {
  const body = Buffer.from(typeof value === 'string' ? value : JSON.stringify(value));
  const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
  return { body, etag };
}
