import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ResponseCache } from './cache.ts';

export interface CachePolicy {
  maxAgeSeconds: number;
  staleSeconds: number;
}

/**
 * Route options for routes answered by sendJson: it keeps its own compressed copies, so the
 * compress plugin's per-request hook is left out.
 */
export const OWN_COMPRESSION = { compress: false } as const;

const cacheControls = new WeakMap<CachePolicy, string>();

/** Cache-Control for /bff JSON: a CDN or browser may reuse it, and keep using it while we fail. */
export function cacheControl(policy: CachePolicy): string {
  let value = cacheControls.get(policy);
  if (value === undefined) {
    const { maxAgeSeconds: max, staleSeconds: stale } = policy;
    value = `public, max-age=${max}, stale-while-revalidate=${stale}, stale-if-error=${stale}`;
    cacheControls.set(policy, value);
  }
  return value;
}

function preferredEncoding(accept: string | undefined): 'br' | 'gzip' | null {
  if (!accept) return null;
  const offered = accept
    .toLowerCase()
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || !/^\s*q=0(\.0*)?\s*$/.test(q))
    .map(([name]) => name?.trim());
  if (offered.includes('br')) return 'br';
  if (offered.includes('gzip')) return 'gzip';
  return null;
}

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * Answers with the cached bytes of a body (JSON unless `type` says otherwise) built from upstream
 * data at `version`: ETag and 304, precompressed variants, and the cache policy.
 */
export function sendJson(
  request: FastifyRequest,
  reply: FastifyReply,
  responses: ResponseCache,
  opts: { key: string; version: string; build: () => unknown; policy: CachePolicy; type?: string },
): FastifyReply {
  const entry = responses.get(opts.key, opts.version, opts.build);
  reply
    .header('cache-control', cacheControl(opts.policy))
    .header('etag', entry.etag)
    .header('vary', 'accept-encoding');
  if (etagMatches(request.headers['if-none-match'], entry.etag)) {
    return reply.code(304).send();
  }
  reply.type(opts.type ?? 'application/json; charset=utf-8');
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (encoding && entry.body.length > 1024) {
    return reply.header('content-encoding', encoding).send(responses.compressed(entry, encoding));
  }
  return reply.send(entry.body);
}
