import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { discardBody, type ProviderClient } from '../provider/client.ts';
import { hasUnsafeEncoding, isPdf, isSafeMediaPath, MEDIA_PREFIX, mediaTypeFor } from '../media-path.ts';
import { IMAGE_WIDTHS, isImageWidth } from '../../shared/media.ts';
import { ImageError, pickFormat, type SizedImage } from '../images.ts';
import { ErrorBody } from '../schemas.ts';
import { httpError } from '../errors.ts';

// Provider files change rarely and keep their path; a week is long enough to spare phones the
// bytes and short enough that a re-upload under the same name shows up.
const MEDIA_CACHE_CONTROL = 'public, max-age=604800, stale-while-revalidate=86400, stale-if-error=604800';

/** The same answer as a file the provider does not have: nothing tells a guess that it named a real file. */
const NOT_PUBLISHED = 'No such file.';

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export interface StreamOptions {
  /** Until the file's headers arrive (client.deadline(); shared when an earlier call used part of it). */
  deadline?: AbortSignal;
  /** Sent as an attachment with this file name instead of inline. */
  downloadAs?: string;
  cacheControl?: string;
}

/**
 * Streams one provider file to the visitor without buffering it. Provider failures become a
 * plain 404 or 502; redirects are refused, never followed.
 */
export async function streamMedia(
  client: ProviderClient,
  log: FastifyBaseLogger,
  reply: FastifyReply,
  path: string,
  opts: StreamOptions = {},
): Promise<FastifyReply> {
  const abort = new AbortController();
  reply.raw.once('close', () => abort.abort());
  // The provider has UPSTREAM_TIMEOUT_MS to start sending; after that the visitor's own speed
  // paces the body (the pool's idle limit still ends a stalled one).
  const deadline = opts.deadline ?? client.deadline();
  const stopWaiting = () => abort.abort(deadline.reason);
  deadline.addEventListener('abort', stopWaiting, { once: true });
  let upstream;
  try {
    upstream = await client.stream(path, abort.signal, { download: true });
  } finally {
    deadline.removeEventListener('abort', stopWaiting);
  }
  if (upstream.status === 404 || upstream.status === 410) {
    discardBody(upstream.body);
    throw httpError(404, 'No such file.');
  }
  const type = mediaTypeFor(path, header(upstream.headers['content-type']));
  if (upstream.status !== 200 || !type) {
    upstream.body.destroy();
    log.warn({ route: 'image', status: upstream.status, type: header(upstream.headers['content-type']) }, 'provider media unusable');
    throw httpError(502, 'The file could not be fetched right now.');
  }
  const length = header(upstream.headers['content-length']);
  if (length && /^\d+$/.test(length)) reply.header('content-length', length);
  const etag = header(upstream.headers.etag);
  if (etag) reply.header('etag', etag);
  const lastModified = header(upstream.headers['last-modified']);
  if (lastModified) reply.header('last-modified', lastModified);
  const fileName = (opts.downloadAs ?? path.split('/').pop()!).replace(/[^A-Za-z0-9._ ()-]/g, '_');
  reply
    .type(type)
    .header('cache-control', opts.cacheControl ?? MEDIA_CACHE_CONTROL)
    .header('content-disposition', `${opts.downloadAs ? 'attachment' : 'inline'}; filename="${fileName}"`);
  return reply.send(upstream.body);
}

/** A resized image (or its 304), by the Accept header; a resize that cannot be done gets its status. */
export async function sendResized(
  request: FastifyRequest,
  reply: FastifyReply,
  resize: () => Promise<SizedImage>,
  cacheControl: string,
): Promise<FastifyReply> {
  let image;
  try {
    image = await resize();
  } catch (err) {
    if (err instanceof ImageError) throw httpError(err.statusCode, err.message);
    throw err;
  }
  reply.header('vary', 'accept').header('cache-control', cacheControl).header('etag', image.etag);
  if (request.headers['if-none-match'] === image.etag) return reply.code(304).send();
  return reply.type(image.type).send(image.body);
}

const media: FastifyPluginAsyncTypebox = async (app) => {
  const { client, images, mediaAllowed } = app.bff;

  app.get(
    `${MEDIA_PREFIX}*`,
    {
      schema: {
        summary:
          'An image or PDF from the provider (path relative to the provider, e.g. public/Images/news/a.jpg): ' +
          'the original streamed, or with ?w= an image resized to that width, as AVIF, WebP or JPEG by the Accept header',
        tags: ['media'],
        params: Type.Object({ '*': Type.String() }),
        querystring: Type.Object({
          w: Type.Optional(Type.String({ pattern: '^\\d{1,4}$', description: `Width: one of ${IMAGE_WIDTHS.join(', ')}` })),
        }),
        response: { 400: ErrorBody, 404: ErrorBody, 413: ErrorBody, 415: ErrorBody, 502: ErrorBody },
      },
    },
    async (request, reply) => {
      const rawPath = (request.raw.url ?? '').slice(MEDIA_PREFIX.length).split('?')[0] ?? '';
      const path = request.params['*'];
      if (hasUnsafeEncoding(rawPath) || !isSafeMediaPath(path)) {
        throw httpError(400, 'This file path is not allowed.');
      }
      const width = request.query.w === undefined ? undefined : Number(request.query.w);
      if (width !== undefined && !isImageWidth(width)) throw httpError(400, `Image width must be one of ${IMAGE_WIDTHS.join(', ')}.`);
      if (width !== undefined && isPdf(path)) throw httpError(400, 'Only images can be resized; PDFs are served as they are.');
      if (!(await mediaAllowed(path))) throw httpError(404, NOT_PUBLISHED);
      if (width === undefined) return streamMedia(client, request.log, reply, path);
      return sendResized(request, reply, () => images.get(path, width, pickFormat(request.headers.accept)), MEDIA_CACHE_CONTROL);
    },
  );

  // The site's own download links (spec: /pdf/Medical-Certificate.pdf) map to the provider's PDFs.
  app.get(
    '/pdf/:file',
    {
      schema: {
        summary: 'A PDF from the provider as a download',
        tags: ['media'],
        params: Type.Object({ file: Type.String() }),
        response: { 400: ErrorBody, 404: ErrorBody, 502: ErrorBody },
      },
    },
    async (request, reply) => {
      const rawFile = (request.raw.url ?? '').slice('/pdf/'.length).split('?')[0] ?? '';
      const path = `public/pdf/${request.params.file}`;
      if (hasUnsafeEncoding(rawFile) || !isPdf(path) || !isSafeMediaPath(path)) {
        throw httpError(400, 'This file path is not allowed.');
      }
      if (!(await mediaAllowed(path))) throw httpError(404, NOT_PUBLISHED);
      return streamMedia(client, request.log, reply, path, { downloadAs: request.params.file });
    },
  );
};

export default media;
