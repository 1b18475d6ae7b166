import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hasUnsafeEncoding, isPdf, isSafeMediaPath, MEDIA_PREFIX } from './media-path.ts';
import { IMAGE_WIDTHS, isImageWidth } from '../../../shared/media.ts';
import { ImageError, pickFormat, type SizedImage } from './images.ts';
import { etagMatches } from '../../cache/cached-body.ts';
import { fileAnswer, MEDIA_HEADERS, MEDIA_TYPES } from '../../../shared/schemas/responses.ts';
import { ErrorBody } from '../../../shared/schemas/requests.ts';
import { httpError } from '../../plugins/errors.ts';
import type { MediaAccess } from '../../school/school.ts';

// A week: spares phones the bytes, yet a re-upload under the same name shows up.
const MEDIA_CACHE_CONTROL = 'public, max-age=604800, stale-while-revalidate=86400, stale-if-error=604800';
/** A pupil's photo: only the visitor's browser keeps it, for the day's Home. */
const PUPIL_CACHE_CONTROL = 'private, max-age=3600';
const cacheControlFor = (access: MediaAccess) => (access === 'private' ? PUPIL_CACHE_CONTROL : MEDIA_CACHE_CONTROL);

/** The same as for a missing file, so a guess never learns it named a real one. */
const NOT_PUBLISHED = 'No such file.';

/** A resized image (or 304) by the Accept header; a failed resize gets its status. */
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
  if (etagMatches(request.headers['if-none-match'], image.etag)) return reply.code(304).send();
  return reply.type(image.type).send(image.body);
}

const media: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/bff/media/*',
    {
      schema: {
        summary:
          'An image or PDF from the provider (path relative to the provider, e.g. public/Images/news/a.jpg): ' +
          'the original streamed, or with ?w= an image resized to that width, as AVIF, WebP or JPEG by the Accept header',
        tags: ['media'],
        params: Type.Object({ '*': Type.String() }),
        querystring: Type.Object({
          w: Type.Optional(
            Type.String({ pattern: '^\\d{1,4}$', description: `Width: one of ${IMAGE_WIDTHS.join(', ')}` }),
          ),
        }),
        response: {
          200: fileAnswer('The file, or its resized copy (Vary: Accept)', MEDIA_TYPES, MEDIA_HEADERS),
          304: { description: 'The copy named by If-None-Match is current', type: 'null' },
          400: ErrorBody,
          404: ErrorBody,
          413: ErrorBody,
          415: ErrorBody,
          429: ErrorBody,
          502: ErrorBody,
          503: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const rawPath = (request.raw.url ?? '').slice(MEDIA_PREFIX.length).split('?')[0] ?? '';
      const path = request.params['*'];
      if (hasUnsafeEncoding(rawPath) || !isSafeMediaPath(path)) {
        throw httpError(400, 'This file path is not allowed.');
      }
      const width = request.query.w === undefined ? undefined : Number(request.query.w);
      if (width !== undefined && !isImageWidth(width))
        throw httpError(400, `Image width must be one of ${IMAGE_WIDTHS.join(', ')}.`);
      if (width !== undefined && isPdf(path))
        throw httpError(400, 'Only images can be resized; PDFs are served as they are.');
      const access = await request.school.mediaAccess(path);
      if (access === 'refused') throw httpError(404, NOT_PUBLISHED);
      if (width === undefined)
        return request.school.downloads.send(request, reply, path, {
          cacheControl: cacheControlFor(access),
          revalidate: true,
        });
      return sendResized(
        request,
        reply,
        () => request.school.images.get(path, width, pickFormat(request.headers.accept)),
        cacheControlFor(access),
      );
    },
  );

  // The site's download links (/pdf/Medical-Certificate.pdf) map to the provider's PDFs.
  app.get(
    '/pdf/:file',
    {
      schema: {
        summary: 'A PDF from the provider as a download',
        tags: ['media'],
        params: Type.Object({ file: Type.String() }),
        response: {
          200: fileAnswer('The PDF, as an attachment under its own name', ['application/pdf'], MEDIA_HEADERS),
          304: { description: 'The copy named by If-None-Match is current', type: 'null' },
          400: ErrorBody,
          404: ErrorBody,
          429: ErrorBody,
          502: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const rawFile = (request.raw.url ?? '').slice('/pdf/'.length).split('?')[0] ?? '';
      const path = `public/pdf/${request.params.file}`;
      if (hasUnsafeEncoding(rawFile) || !isPdf(path) || !isSafeMediaPath(path)) {
        throw httpError(400, 'This file path is not allowed.');
      }
      const access = await request.school.mediaAccess(path);
      if (access === 'refused') throw httpError(404, NOT_PUBLISHED);
      return request.school.downloads.send(request, reply, path, {
        downloadAs: request.params.file,
        cacheControl: cacheControlFor(access),
        revalidate: true,
      });
    },
  );
};

export default media;
