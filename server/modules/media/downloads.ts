import { pipeline, Transform, type TransformCallback } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { normalizeIP } from '@fastify/rate-limit';
import { LRUCache } from 'lru-cache';
import { etagMatches } from '../../cache/cached-body.ts';
import { httpError } from '../../plugins/errors.ts';
import { ContentTags } from './media-tags.ts';
import { mediaTypeFor } from './media-path.ts';
import type { ProviderClient } from '../../provider/client.ts';
import { discardBody } from '../../provider/request.ts';

// Provider files passed through to visitors as they arrive (originals and PDFs). Each holds one of
// the provider client's download connections for as long as the visitor takes to read it, so one
// address may hold only a few at a time (40 slow readers from one address had taken the whole
// pool, and every other visitor's photo waited for a connection until it failed), and every
// download ends at a size and a total time, whatever the provider or the visitor does.

export interface DownloadLimits {
  /** Downloads one client address may have open at once; the next gets 429. */
  perClient: number;
  /** Largest file passed through; a larger one is refused, or cut where it passes this. */
  maxBytes: number;
  /** The longest a download may take from start to last byte. */
  maxMs: number;
  /** The Retry-After of a 429. */
  retryAfterSeconds: number;
}

export interface DownloadOptions {
  /** Until the file's headers arrive (client.deadline(); shared when an earlier call used part of it). */
  deadline?: AbortSignal;
  /** Sent as an attachment with this file name instead of inline. */
  downloadAs?: string;
  /** Shown inline, under this file name when saved (by default the provider's). */
  inlineAs?: string;
  cacheControl: string;
  /**
   * Answers conditional requests with 304: the provider's validators passed on (and the visitor's
   * forwarded to it), or our own when it has none. Public files only, never a child's TC.
   */
  revalidate?: boolean;
}

/** A visitor's validators longer than this are not passed on to the provider. */
const MAX_CONDITION_LENGTH = 512;

/** The visitor's conditional headers, for the provider to answer 304 itself when it can. */
function conditions(request: FastifyRequest): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of ['if-none-match', 'if-modified-since'] as const) {
    const value = request.headers[name];
    if (typeof value === 'string' && value.length <= MAX_CONDITION_LENGTH) out[name] = value;
  }
  return out;
}

/** Files the provider said it lacks, by count: a page that keeps linking one costs one call a while. */
const MAX_MISSING = 1000;
const MISSING_TTL_MS = 10 * 60 * 1000;

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Passes bytes on until `max` have gone by; past it the download fails (and the visitor's copy is cut). */
class ByteLimit extends Transform {
  #left: number;
  constructor(max: number) {
    super();
    this.#left = max;
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.#left -= chunk.length;
    if (this.#left < 0) done(new Error('download larger than its limit'));
    else done(null, chunk);
  }
}

export class Downloads {
  readonly #client: ProviderClient;
  readonly #limits: DownloadLimits;
  readonly #open = new Map<string, number>();
  readonly #missing = new LRUCache<string, true>({ max: MAX_MISSING, ttl: MISSING_TTL_MS });
  readonly #tags = new ContentTags();

  constructor(client: ProviderClient, limits: DownloadLimits) {
    this.#client = client;
    this.#limits = limits;
  }

  /** Downloads open now, over every address. */
  get open(): number {
    let total = 0;
    for (const n of this.#open.values()) total += n;
    return total;
  }

  /**
   * Streams one provider file to the visitor without buffering it. Provider failures become a
   * plain 404 or 502; redirects are refused, never followed.
   */
  async send(request: FastifyRequest, reply: FastifyReply, path: string, opts: DownloadOptions): Promise<FastifyReply> {
    if (this.#missing.has(path)) throw httpError(404, 'No such file.');
    // One home's or phone network's IPv6 /64 is one visitor, as the rate limits count it.
    this.#admit(normalizeIP(request.ip), reply);
    const abort = new AbortController();
    reply.raw.once('close', () => abort.abort());
    // The provider has UPSTREAM_TIMEOUT_MS to start sending; after that the visitor's own speed
    // paces the body, up to the download's total time.
    const deadline = opts.deadline ?? this.#client.deadline();
    const stopWaiting = () => abort.abort(deadline.reason);
    deadline.addEventListener('abort', stopWaiting, { once: true });
    let upstream;
    try {
      upstream = await this.#client.stream(
        path,
        AbortSignal.any([abort.signal, AbortSignal.timeout(this.#limits.maxMs)]),
        {
          download: true,
          ...(opts.revalidate ? { conditional: conditions(request) } : {}),
        },
      );
    } finally {
      deadline.removeEventListener('abort', stopWaiting);
    }
    if (upstream.status === 304 && opts.revalidate) {
      discardBody(upstream.body);
      return this.#notModified(reply, opts, header(upstream.headers.etag), header(upstream.headers['last-modified']));
    }
    if (upstream.status === 404 || upstream.status === 410) {
      discardBody(upstream.body);
      this.#missing.set(path, true);
      throw httpError(404, 'No such file.');
    }
    const type = mediaTypeFor(path, header(upstream.headers['content-type']));
    const length = header(upstream.headers['content-length']);
    const declared = length && /^\d+$/.test(length) ? Number(length) : null;
    if (upstream.status !== 200 || !type || (declared !== null && declared > this.#limits.maxBytes)) {
      discardBody(upstream.body);
      request.log.warn(
        { route: 'image', status: upstream.status, type: header(upstream.headers['content-type']), bytes: declared },
        'provider media unusable',
      );
      throw httpError(502, 'The file could not be fetched right now.');
    }
    const etag = header(upstream.headers.etag);
    if (etag) reply.header('etag', etag);
    const lastModified = header(upstream.headers['last-modified']);
    if (lastModified) reply.header('last-modified', lastModified);
    const fileName = (opts.downloadAs ?? opts.inlineAs ?? path.split('/').pop()!).replace(/[^A-Za-z0-9._ ()-]/g, '_');
    reply
      .type(type)
      .header('cache-control', opts.cacheControl)
      .header('content-disposition', `${opts.downloadAs ? 'attachment' : 'inline'}; filename="${fileName}"`);
    // An error on the way (the size or time limit, the provider dropping) ends the visitor's copy short.
    // pipeline ends both on any error, and a visitor who leaves ends the provider's side too.
    const limited = pipeline(upstream.body, new ByteLimit(this.#limits.maxBytes), () => {});
    const ownTags = opts.revalidate && !etag && !lastModified;
    const known = ownTags ? this.#tags.get(path) : undefined;
    if (known && etagMatches(request.headers['if-none-match'], known)) {
      // The visitor holds a copy: read the provider's bytes here (its link is fast, the visitor's
      // may not be) and answer 304 unless the file changed, then send the new bytes read.
      const { tag, bytes } = await this.#tags.read(path, limited);
      if (tag === known) return this.#notModified(reply, opts, tag, undefined);
      return reply.header('etag', tag).send(bytes);
    }
    if (declared !== null) reply.header('content-length', declared);
    if (known) reply.header('etag', known);
    return reply.send(ownTags ? pipeline(limited, this.#tags.learn(path), () => {}) : limited);
  }

  #notModified(
    reply: FastifyReply,
    opts: DownloadOptions,
    etag: string | undefined,
    lastModified: string | undefined,
  ): FastifyReply {
    if (etag) reply.header('etag', etag);
    if (lastModified) reply.header('last-modified', lastModified);
    return reply.code(304).header('cache-control', opts.cacheControl).send();
  }

  /** Counts a download against its address until the answer closes; refuses one over the cap. */
  #admit(address: string, reply: FastifyReply): void {
    const open = this.#open.get(address) ?? 0;
    if (open >= this.#limits.perClient) {
      reply.header('retry-after', String(this.#limits.retryAfterSeconds));
      throw httpError(429, 'Too many downloads at once from your connection. Please wait for one to finish.');
    }
    this.#open.set(address, open + 1);
    reply.raw.once('close', () => {
      const left = (this.#open.get(address) ?? 1) - 1;
      if (left > 0) this.#open.set(address, left);
      else this.#open.delete(address);
    });
  }
}
