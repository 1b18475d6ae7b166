import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { OWN_COMPRESSION, sendJson } from '../cached-body.ts';
import { httpError } from '../errors.ts';
import { ErrorBody } from '../schemas.ts';

// The school's identity and static pages from the content folder (content/README.md), and the
// folder's images. Both answers carry the folder's version in their key, so an edit (with
// CONTENT_WATCH) is served at once with a new ETag.
const content: FastifyPluginAsyncTypebox = async (app) => {
  const { responses, policy } = app.bff;

  app.get(
    '/bff/site',
    {
      ...OWN_COMPRESSION,
      schema: {
        summary: "The school's identity (school.yaml) and the list of its static pages, from the content folder",
        tags: ['content'],
        response: { 200: Type.Object({ version: Type.String() }, { additionalProperties: true }) },
      },
    },
    async (request, reply) => {
      const { school, pages, version } = app.content.current;
      return sendJson(request, reply, responses, {
        policy,
        key: 'site',
        version,
        build: () => ({
          version,
          school,
          pages: [...pages.values()].map(({ slug, title, section, description }) => ({ slug, title, section, description })),
        }),
      });
    },
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
          200: Type.Object({ slug: Type.String(), title: Type.String(), html: Type.String() }, { additionalProperties: true }),
          404: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const { pages, version } = app.content.current;
      const page = pages.get(request.params.slug);
      if (!page) throw httpError(404, 'There is no such page.');
      return sendJson(request, reply, responses, { policy, key: `page:${page.slug}`, version, build: () => page });
    },
  );

  // The web app manifest: the name and colours a phone shows when the site is added to its home screen.
  app.get('/site.webmanifest', { ...OWN_COMPRESSION, schema: { hide: true } }, async (request, reply) => {
    const { school, version } = app.content.current;
    return sendJson(request, reply, responses, {
      policy,
      key: 'manifest',
      version,
      type: 'application/manifest+json; charset=utf-8',
      build: () => ({
        name: school.name,
        short_name: school.shortName ?? school.name,
        description: school.home.description,
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: school.themeColor,
        icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
      }),
    });
  });

  await app.register(fastifyStatic, {
    root: join(app.content.current.dir, 'images'),
    prefix: '/content/images/',
    decorateReply: false,
    index: false,
    // Content files keep their names when edited, so they are revalidated (ETag) after an hour.
    cacheControl: false,
    setHeaders: (res) => {
      res.header('cache-control', 'public, max-age=3600');
    },
  });
};

export default content;
