import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { buildListPage, buildToppersPage } from '../../shared/list-filters.ts';
import type { Dated, MonthChoice, YearChoice } from '../../shared/types.ts';
import { withEntry, type Source } from '../sources.ts';
import { OWN_COMPRESSION, sendJson } from '../reply-json.ts';
import { AlbumParams, ErrorBody, ListQuery, ToppersQuery } from '../schemas.ts';

const ListPageSchema = Type.Object({
  items: Type.Array(Type.Any()),
  total: Type.Integer(),
  year: Type.Union([Type.Integer(), Type.Literal('all')]),
  years: Type.Array(Type.Integer()),
  months: Type.Array(Type.Integer()),
  fellBack: Type.Boolean(),
});

function parseYear(value: string | undefined): YearChoice | undefined {
  return value === undefined || value === 'all' ? value : Number(value);
}

function parseMonth(value: string | undefined): MonthChoice | undefined {
  return value === undefined || value === 'all' ? value : Number(value);
}

/** News, events and gallery: the same filters and fallback over one cached upstream list. */
const lists: FastifyPluginAsyncTypebox = async (app) => {
  const { sources, responses, policy, thisYear } = app.bff;
  const routes: Array<{ path: string; name: string; source: Source<Dated[]> }> = [
    { path: '/bff/news', name: 'news', source: sources.newsAll },
    { path: '/bff/events', name: 'events', source: sources.eventsAll },
    { path: '/bff/gallery', name: 'gallery', source: sources.galleryAll },
  ];
  for (const { path, name, source } of routes) {
    app.get(
      path,
      {
        ...OWN_COMPRESSION,
        schema: {
          summary: `List ${name} with the year fallback, month and search filters`,
          tags: ['lists'],
          querystring: ListQuery,
          response: { 200: ListPageSchema, 400: ErrorBody, 502: ErrorBody },
        },
      },
      (request, reply) =>
        withEntry(source, (entry) => {
          const year = thisYear();
          const { q } = request.query;
          const query = { year: parseYear(request.query.year), month: parseMonth(request.query.month), q };
          return sendJson(request, reply, responses, {
            key: `${path}|${query.year ?? ''}|${query.month ?? ''}|${q?.trim().toLowerCase() ?? ''}|${year}`,
            version: `${name}:${entry.version}`,
            build: () => buildListPage(entry.value, query, year),
            policy,
          });
        }),
    );
  }

  app.get(
    '/bff/gallery/:id',
    {
      ...OWN_COMPRESSION,
      schema: {
        summary: 'One gallery album with all its photos',
        tags: ['lists'],
        params: AlbumParams,
        response: { 400: ErrorBody, 404: ErrorBody, 502: ErrorBody },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      // The cached album list already says which ids exist: unknown ones are answered without a
      // provider call (vendors often answer a bad id with a 500), and cannot fill the cache.
      const known = await sources.galleryAll().then(
        (list) => list.value.some((album) => album.id === id),
        () => true,
      );
      const entry = known ? await sources.album(id) : null;
      if (!entry?.value) {
        return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'No gallery album has this id.' });
      }
      const album = entry.value;
      return sendJson(request, reply, responses, {
        key: `/bff/gallery/${album.id}`,
        version: `album:${entry.version}`,
        build: () => album,
        policy,
      });
    },
  );

  app.get(
    '/bff/toppers',
    {
      ...OWN_COMPRESSION,
      schema: {
        summary: 'Toppers of class X or XII for a session (with the session fallback), marks descending',
        tags: ['lists'],
        querystring: ToppersQuery,
        response: { 400: ErrorBody, 502: ErrorBody },
      },
    },
    (request, reply) =>
      withEntry(sources.toppers, (entry) => {
        const year = thisYear();
        const { class: cls, session, q } = request.query;
        return sendJson(request, reply, responses, {
          key: `/bff/toppers|${cls}|${session ?? ''}|${q?.trim().toLowerCase() ?? ''}|${year}`,
          version: `topper:${entry.version}`,
          build: () => buildToppersPage(entry.value, { class: cls, session, q }, year),
          policy,
        });
      }),
  );
};

export default lists;
