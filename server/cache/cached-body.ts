import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants as zlib, gzip, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

// Cacheable bodies (/bff JSON, pages) with a strong ETag and brotli and gzip copies made once, so
// answering costs no serialization, hashing or compression.

export interface EncodedBody {
  body: Buffer;
  /** The identity body's tag. */
  etag: string;
  /** One strong tag per representation, so a 304 never lets a cache serve br to a gzip-only client. */
  etags: { identity: string; br: string; gzip: string };
  gzip?: Buffer;
  br?: Buffer;
}

export interface CachePolicy {
  maxAgeSeconds: number;
  staleSeconds: number;
}

/** Bodies this small go uncompressed (it would save less than the headers cost). */
const MIN_COMPRESS_BYTES = 1024;
const BROTLI = { params: { [zlib.BROTLI_PARAM_QUALITY]: 6 } };
const GZIP = { level: 6 };
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Route options for sendCached routes: bodies carry their own copies, so no compress hook. */
export const OWN_COMPRESSION = { compress: false } as const;

/** Bytes or text as they are, anything else as JSON, with its ETag. */
export function encodeBody(value: unknown): EncodedBody {
  const body = Buffer.isBuffer(value) ? value : Buffer.from(typeof value === 'string' ? value : JSON.stringify(value));
  const hash = createHash('sha1').update(body).digest('base64url').slice(0, 27);
  const etag = `"${hash}"`;
  return { body, etag, etags: { identity: etag, br: `"${hash}-br"`, gzip: `"${hash}-gz"` } };
}

/** Makes both compressed copies now, off the event loop, so no request waits on them. */
export async function precompress(entry: EncodedBody): Promise<EncodedBody> {
  if (entry.body.length > MIN_COMPRESS_BYTES) {
    [entry.br, entry.gzip] = await Promise.all([brotliAsync(entry.body, BROTLI), gzipAsync(entry.body, GZIP)]);
  }
  return entry;
}

/** Past this size a first compression runs off the event loop. */
const ASYNC_COMPRESS_BYTES = 64 * 1024;
const pending = new WeakMap<EncodedBody, Partial<Record<'br' | 'gzip', Promise<Buffer>>>>();

/** A compressed copy made on first request and kept: inline when small, else on zlib's threads. */
function compressed(entry: EncodedBody, encoding: 'br' | 'gzip'): Buffer | Promise<Buffer> {
  const held = entry[encoding];
  if (held) return held;
  if (entry.body.length <= ASYNC_COMPRESS_BYTES) {
    return (entry[encoding] = encoding === 'br' ? brotliCompressSync(entry.body, BROTLI) : gzipSync(entry.body, GZIP));
  }
  const waiting = pending.get(entry) ?? {};
  pending.set(entry, waiting);
  // A failed compression is not kept: the next request tries again.
  return (waiting[encoding] ??= (
    encoding === 'br' ? brotliAsync(entry.body, BROTLI) : gzipAsync(entry.body, GZIP)
  ).then(
    (copy) => (entry[encoding] = copy),
    (error: unknown) => {
      delete waiting[encoding];
      throw error;
    },
  ));
}

const cacheControls = new WeakMap<CachePolicy, string>();

/** Cache-Control for /bff JSON: reusable by CDNs and browsers, also while we fail. */
export function cacheControl(policy: CachePolicy): string {
  let value = cacheControls.get(policy);
  if (value === undefined) {
    const { maxAgeSeconds: max, staleSeconds: stale } = policy;
    value = `public, max-age=${max}, stale-while-revalidate=${stale}, stale-if-error=${stale}`;
    cacheControls.set(policy, value);
  }
  return value;
}

/** Cache-Control for a page: browsers revalidate every visit; a CDN answers for the TTL, absorbing spikes. */
export function pageCacheControl(policy: CachePolicy): string {
  const { maxAgeSeconds: max, staleSeconds: stale } = policy;
  return `public, max-age=0, s-maxage=${max}, stale-while-revalidate=${stale}, stale-if-error=${stale}`;
}

/** Accept-Encoding negotiation, q-values honoured; br first. */
const encodings = new Negotiator({ supportedValues: ['br', 'gzip'] });

/** If-None-Match's weak comparison: any listed tag, W/ or not, or `*`. */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

export interface SendOptions {
  cacheControl: string;
  /** Content type; JSON by default. */
  type?: string;
  status?: number;
}

/** Answers with a cached body: its ETag (or 304) and the copy the client can read. */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: EncodedBody,
  opts: SendOptions,
): FastifyReply | Promise<FastifyReply> {
  const negotiated =
    entry.body.length > MIN_COMPRESS_BYTES
      ? (encodings.negotiate(request.headers['accept-encoding'] ?? '') as 'br' | 'gzip' | null)
      : null;
  const etag = negotiated ? entry.etags[negotiated] : entry.etag;
  reply.header('cache-control', opts.cacheControl).header('etag', etag).header('vary', 'accept-encoding');
  const status = opts.status ?? 200;
  if (status === 200 && etagMatches(request.headers['if-none-match'], etag)) {
    return reply.code(304).send();
  }
  reply.code(status).type(opts.type ?? 'application/json; charset=utf-8');
  if (!negotiated) return reply.send(entry.body);
  reply.header('content-encoding', negotiated);
  const copy = compressed(entry, negotiated);
  return Buffer.isBuffer(copy) ? reply.send(copy) : copy.then((bytes) => reply.send(bytes));
}

/** A cached /bff answer's key, upstream version and builder. */
export interface Answer<T> {
  key: string;
  version: string;
  build: () => T;
  /** Overrides the route's policy (a partial answer should be replaced soon). */
  policy?: CachePolicy;
}

/** Encoded answers by key and upstream version (cache.ts's ResponseCache). */
export interface AnswerStore {
  get(key: string, version: string, build: () => unknown): EncodedBody;
}

/** Answers with the cached body for `key` at `version` (JSON unless `type`). */
export function sendJson(
  request: FastifyRequest,
  reply: FastifyReply,
  responses: AnswerStore,
  opts: Answer<unknown> & { policy: CachePolicy; type?: string },
): FastifyReply | Promise<FastifyReply> {
  const entry = responses.get(opts.key, opts.version, opts.build);
  return sendCached(request, reply, entry, {
    cacheControl: cacheControl(opts.policy),
    ...(opts.type ? { type: opts.type } : {}),
  });
}
