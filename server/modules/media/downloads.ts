import { pipeline, Transform, type TransformCallback } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { normalizeIP } from '@fastify/rate-limit';
import { LRUCache } from 'lru-cache';
import { etagMatches } from '../../cache/cached-body.ts';
import { httpError } from '../../plugins/errors.ts';
import { ContentTags } from './media-tags.ts';
import { mediaTypeFor } from './media-path.ts';
import type { ProviderClient, ProviderStream } from '../../provider/client.ts';
import { discardBody } from '../../provider/request.ts';

// Provider files passed through as they arrive. Each holds a connection while the visitor reads, so an
// address may hold only a few, and every download ends at a size and a total time.

export interface DownloadLimits {
  /** Downloads open at once per address; the next gets 429. */
  perClient: number;
  /** Largest file; a larger one is refused or cut. */
  maxBytes: number;
  /** The longest a whole download may take. */
  maxMs: number;
  /** The Retry-After of a 429. */
  retryAfterSeconds: number;
}

export interface DownloadOptions {
  /** Bounds the wait for the file's headers (client.deadline()). */
  deadline?: AbortSignal;
  /** Sent as an attachment under this name. */
  downloadAs?: string;
  /** Shown inline, saved under this name. */
  inlineAs?: string;
  cacheControl: string;
  /** Answers conditional requests with 304 (the provider's validators, else ours). Never for a TC. */
  revalidate?: boolean;
}

/** A visitor's validators longer than this are not passed on to the provider. */
const MAX_CONDITION_LENGTH = 512;

/** The visitor's conditional headers, so the provider can answer 304 itself. */
function conditions(request: FastifyRequest): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of ['if-none-match', 'if-modified-since'] as const) {
    const value = request.headers[name];
    if (typeof value === 'string' && value.length <= MAX_CONDITION_LENGTH) out[name] = value;
  }
  return out;
}

/** Files the provider lacks, remembered a while. */
const MAX_MISSING = 1000;
const MISSING_TTL_MS = 10 * 60 * 1000;

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Passes up to `max` bytes; past it the download fails and the visitor's copy is cut. */
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

  /** Downloads open now. */
  get open(): number {
    let total = 0;
    for (const n of this.#open.values()) total += n;
    return total;
  }

  /** Streams a provider file unbuffered; failures become 404 or 502, redirects are refused. */
  async send(request: FastifyRequest, reply: FastifyReply, path: string, opts: DownloadOptions): Promise<FastifyReply> {
    const { upstream } = await this.#ask(request, reply, path, opts);
    if (upstream.status === 304 && opts.revalidate) {
      discardBody(upstream.body);
      return this.#notModified(reply, opts, header(upstream.headers.etag), header(upstream.headers['last-modified']));
    }
    const { type, declared } = this.#usable(request, path, upstream);
    const etag = header(upstream.headers.etag);
    if (etag) reply.header('etag', etag);
    const lastModified = header(upstream.headers['last-modified']);
    if (lastModified) reply.header('last-modified', lastModified);
    const fileName = (opts.downloadAs ?? opts.inlineAs ?? path.split('/').pop()!).replace(/[^A-Za-z0-9._ ()-]/g, '_');
    reply
      .type(type)
      .header('cache-control', opts.cacheControl)
      .header('content-disposition', `${opts.downloadAs ? 'attachment' : 'inline'}; filename="${fileName}"`);
    // Any error (a limit, the provider dropping, the visitor leaving) ends both sides.
    const limited = pipeline(upstream.body, new ByteLimit(this.#limits.maxBytes), () => {});
    const ownTags = opts.revalidate && !etag && !lastModified;
    const known = ownTags ? this.#tags.get(path) : undefined;
    if (known && etagMatches(request.headers['if-none-match'], known)) {
      // The visitor holds a copy: read the file here and 304 unless it changed.
      const { tag, bytes } = await this.#tags.read(path, limited);
      if (tag === known) return this.#notModified(reply, opts, tag, undefined);
      return reply.header('etag', tag).send(bytes);
    }
    if (declared !== null) reply.header('content-length', declared);
    if (known) reply.header('etag', known);
    return reply.send(ownTags ? pipeline(limited, this.#tags.learn(path), () => {}) : limited);
  }

  /** Admits the visitor and asks the provider for the file (the answer not yet checked); `release` ends the admission early. */
  async #ask(
    request: FastifyRequest,
    reply: FastifyReply,
    path: string,
    opts: Pick<DownloadOptions, 'deadline' | 'revalidate'>,
  ): Promise<{ upstream: ProviderStream; release: () => void }> {
    if (this.#missing.has(path)) throw httpError(404, 'No such file.');
    // An IPv6 /64 is one visitor, as for the rate limits.
    const release = this.#admit(normalizeIP(request.ip), reply);
    const abort = new AbortController();
    reply.raw.once('close', () => abort.abort());
    // The provider has UPSTREAM_TIMEOUT_MS to start sending; then the visitor paces the body, up to maxMs.
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
    return { upstream, release };
  }

  /** The provider's answer as a file to pass on, else 404 (remembered) or 502. */
  #usable(request: FastifyRequest, path: string, upstream: ProviderStream): { type: string; declared: number | null } {
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
    return { type, declared };
  }

  /**
   * A file read whole, for a page to hold (a found TC): null when larger than `maxBytes`, which the
   * caller then streams. Failures as send's.
   */
  async read(
    request: FastifyRequest,
    reply: FastifyReply,
    path: string,
    opts: { deadline?: AbortSignal; maxBytes: number },
  ): Promise<{ type: string; bytes: Buffer } | null> {
    const { upstream, release } = await this.#ask(request, reply, path, opts);
    try {
      const { type, declared } = this.#usable(request, path, upstream);
      const chunks: Buffer[] = [];
      let size = declared ?? 0;
      if (size <= opts.maxBytes) {
        size = 0;
        for await (const chunk of upstream.body as AsyncIterable<Buffer>) {
          size += chunk.length;
          if (size > opts.maxBytes) break;
          chunks.push(chunk);
        }
      }
      if (size > opts.maxBytes) {
        discardBody(upstream.body);
        return null;
      }
      return { type, bytes: Buffer.concat(chunks) };
    } finally {
      // Read (or dropped): the connection is free for the caller's next ask.
      release();
    }
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

  /** Counts a download against its address until it closes or is released; refuses one over the cap. */
  #admit(address: string, reply: FastifyReply): () => void {
    const open = this.#open.get(address) ?? 0;
    if (open >= this.#limits.perClient) {
      reply.header('retry-after', String(this.#limits.retryAfterSeconds));
      throw httpError(429, 'Too many downloads at once from your connection. Please wait for one to finish.');
    }
    this.#open.set(address, open + 1);
    let held = true;
    const release = () => {
      if (!held) return;
      held = false;
      const left = (this.#open.get(address) ?? 1) - 1;
      if (left > 0) this.#open.set(address, left);
      else this.#open.delete(address);
    };
    reply.raw.once('close', release);
    return release;
  }
}
