import { join } from 'node:path';
import send from '@fastify/send';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import { IMAGE_WIDTHS, isImageWidth } from '../../../shared/media.ts';
import { OWN_COMPRESSION, sendJson } from '../../cache/cached-body.ts';
import { offlineSiteData, siteData, type SiteContent } from '../../content/load-content.ts';
import { httpError } from '../../plugins/errors.ts';
import { ImageResizer, pickFormat } from '../media/images.ts';
import { folderOriginals } from '../media/originals.ts';
import { isSvgLogo, MANIFEST_ICONS } from '../icons/routes.ts';
import { sendResized } from '../media/routes.ts';
import { fileAnswer, MEDIA_TYPES } from '../../../shared/schemas/responses.ts';
import { ErrorBody } from '../../../shared/schemas/requests.ts';
import { perSchool } from '../../school/per-school.ts';
import { MIN_BUDGET, type School } from '../../school/school.ts';
import { siteDescription } from '../../../shared/school-parts.ts';

// Edited files keep their names, so revalidate (ETag) after an hour.
const CONTENT_IMAGE_CACHE_CONTROL = 'public, max-age=3600';
/** A file under images/: plain names and folders, no dot segments, nothing hidden. */
const IMAGE_PATH = /^(?!.*(^|\/)\.)[A-Za-z0-9_][A-Za-z0-9_./-]*$/;

// The content folder's identity, static pages and images (content/README.md). Answers are keyed by the
// folder's version, so an edit is served at once with a new ETag.
const content: FastifyPluginAsyncTypebox = async (app) => {
  const { cachePolicy: policy } = app;
  const imagesDir = (school: School) => join(school.content.current.dir, 'images');
  // The folder's photos are few: a quarter of the image budget holds every width.
  const resizerOf = perSchool(
    (school) =>
      new ImageResizer(folderOriginals(imagesDir(school)), {
        maxBytes: Math.max(MIN_BUDGET, Math.floor(school.budget.imageBytes / 4)),
        onEvent: school.metrics.cache,
        busy: app.busy,
      }),
  );

  /** A JSON answer made from the content folder alone, kept until the folder changes. */
  const fromFolder = (path: string, summary: string, build: (content: SiteContent) => object) =>
    app.get(
      path,
      {
        ...OWN_COMPRESSION,
        schema: {
          summary,
          tags: ['content'],
          response: { 200: Type.Object({ version: Type.String() }, { additionalProperties: true }) },
        },
      },
      async (request, reply) => {
        const content = request.school.content.current;
        return sendJson(request, reply, request.school.responses, {
          policy,
          key: path,
          version: content.version,
          build: () => build(content),
        });
      },
    );

  fromFolder(
    '/bff/site',
    "The school's identity (school.yaml) and the list of its static pages, from the content folder",
    siteData,
  );
  fromFolder(
    '/bff/site/offline',
    "What the service worker's own pages need of /bff/site: the offline words, the language, the school's name, theme colour and phone",
    offlineSiteData,
  );

  app.get(
    '/bff/pages/:slug',
    {
      ...OWN_COMPRESSION,
      schema: {
        summary: 'One static page (pages/<slug>.md): its title, section, description and its text as sanitized HTML',
        tags: ['content'],
        params: Type.Object({ slug: Type.String({ pattern: '^[A-Za-z0-9-]{1,64}$' }) }),
        response: {
          200: Type.Object(
            { slug: Type.String(), title: Type.String(), html: Type.String() },
            { additionalProperties: true },
          ),
          404: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const { pages, version } = request.school.content.current;
      const page = pages.get(request.params.slug);
      if (!page) throw httpError(404, 'There is no such page.');
      return sendJson(request, reply, request.school.responses, {
        policy,
        key: `page:${page.slug}`,
        version,
        build: () => page,
      });
    },
  );

  // The web app manifest: what a phone shows for the site on its home screen.
  app.get('/site.webmanifest', { ...OWN_COMPRESSION, schema: { hide: true } }, async (request, reply) => {
    const current = request.school.content.current;
    const { school, version } = current;
    return sendJson(request, reply, request.school.responses, {
      policy,
      key: 'manifest',
      version,
      type: 'application/manifest+json; charset=utf-8',
      build: () => ({
        name: school.name,
        short_name: school.shortName ?? school.name,
        description: siteDescription(school),
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: school.themeColor,
        icons: [
          ...(isSvgLogo(current) ? [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }] : []),
          ...MANIFEST_ICONS,
        ],
      }),
    });
  });

  app.get(
    '/content/images/*',
    {
      schema: {
        summary:
          "A file of the content folder's images/ (crest, slides, management photos): as it is, or with ?w= a photo " +
          'resized to that width, as AVIF, WebP or JPEG by the Accept header, like /bff/media',
        tags: ['content'],
        params: Type.Object({ '*': Type.String() }),
        querystring: Type.Object({
          w: Type.Optional(
            Type.String({ pattern: '^\\d{1,4}$', description: `Width: one of ${IMAGE_WIDTHS.join(', ')}` }),
          ),
        }),
        response: {
          200: fileAnswer(
            'The image, or its resized copy (Vary: Accept)',
            [...MEDIA_TYPES.filter((t) => t.startsWith('image/')), 'image/svg+xml'],
            {
              'cache-control': { type: 'string', description: 'public for an hour' },
              etag: { type: 'string', description: 'If-None-Match gets 304' },
              'last-modified': { type: 'string', description: "The file's, for a copy as it is" },
            },
          ),
          304: { description: 'The copy named by If-None-Match is current', type: 'null' },
          400: ErrorBody,
          404: ErrorBody,
          413: ErrorBody,
          415: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const file = request.params['*'];
      if (!IMAGE_PATH.test(file)) throw httpError(404, 'No such file.');
      // The typed reply knows only JSON shapes; file bytes go through the plain one.
      const raw = reply as FastifyReply;
      if (request.query.w === undefined) {
        const sent = await send(request.raw, encodeURI(file), {
          root: imagesDir(request.school),
          dotfiles: 'deny',
          index: false,
          cacheControl: false,
        });
        // A folder, hidden file or path outside images/ is as missing as an absent file.
        if (sent.type !== 'file') throw httpError(404, 'No such file.');
        raw.code(sent.statusCode).headers(sent.headers).header('cache-control', CONTENT_IMAGE_CACHE_CONTROL);
        return raw.send(sent.stream);
      }
      const width = Number(request.query.w);
      if (!isImageWidth(width)) throw httpError(400, `Image width must be one of ${IMAGE_WIDTHS.join(', ')}.`);
      // The folder's version keeps a replaced photo from getting its old copies.
      const resize = () =>
        resizerOf(request.school).get(
          file,
          width,
          pickFormat(request.headers.accept),
          request.school.content.current.version,
        );
      return sendResized(request, raw, resize, CONTENT_IMAGE_CACHE_CONTROL);
    },
  );
};

export default content;
