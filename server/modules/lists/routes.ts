import type { Static } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isSession } from '../../../shared/list-filters.ts';
import type { MonthChoice, YearChoice } from '../../../shared/types.ts';
import { errorBody } from '../../plugins/errors.ts';
import { OWN_COMPRESSION, sendJson } from '../../cache/cached-body.ts';
import {
  cachedJson,
  EventItemSchema,
  GalleryAlbumSchema,
  GalleryItemSchema,
  listPageSchema,
  NewsItemSchema,
  ToppersPageSchema,
} from '../../../shared/schemas/responses.ts';
import { AlbumParams, ErrorBody, FIELD_HINTS, ListQuery, ToppersQuery } from '../../../shared/schemas/requests.ts';
import type { ListName } from '../../../shared/bff-api.ts';

const LIST_ITEMS = { news: NewsItemSchema, events: EventItemSchema, gallery: GalleryItemSchema } as const;

function parseYear(value: string | undefined): YearChoice | undefined {
  return value === undefined || value === 'all' ? value : Number(value);
}

function parseMonth(value: string | undefined): MonthChoice | undefined {
  return value === undefined || value === 'all' ? value : Number(value);
}

/** News, events and gallery: the same filters and fallback over one cached upstream list. */
const lists: FastifyPluginAsyncTypebox = async (app) => {
  const { cachePolicy: policy } = app;
  const list = (name: ListName) =>
    ({
      ...OWN_COMPRESSION,
      schema: {
        summary: `List ${name} with the year fallback, month and search filters`,
        tags: ['lists'],
        querystring: ListQuery,
        response: { 200: cachedJson(listPageSchema(LIST_ITEMS[name])), 400: ErrorBody, 502: ErrorBody },
      },
      handler: async (request: FastifyRequest<{ Querystring: Static<typeof ListQuery> }>, reply: FastifyReply) => {
        const { year, month, q } = request.query;
        const answer = await request.school.services.list(name, { year: parseYear(year), month: parseMonth(month), q });
        return sendJson(request, reply, request.school.responses, { ...answer, policy });
      },
    }) as const;
  app.get('/bff/news', list('news'));
  app.get('/bff/events', list('events'));
  app.get('/bff/gallery', list('gallery'));

  app.get(
    '/bff/gallery/:id',
    {
      ...OWN_COMPRESSION,
      schema: {
        summary: 'One gallery album with all its photos',
        tags: ['lists'],
        params: AlbumParams,
        response: { 200: cachedJson(GalleryAlbumSchema), 400: ErrorBody, 404: ErrorBody, 502: ErrorBody },
      },
    },
    async (request, reply) => {
      const answer = await request.school.services.album(request.params.id);
      if (!answer) return reply.code(404).send(errorBody(404, 'No gallery album has this id.'));
      return sendJson(request, reply, request.school.responses, { ...answer, policy });
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
        response: { 200: cachedJson(ToppersPageSchema), 400: ErrorBody, 502: ErrorBody },
      },
    },
    async (request, reply) => {
      const { class: cls, session, q } = request.query;
      // The pattern admits any two years; a session is two consecutive ones.
      if (session !== undefined && session !== 'all' && !isSession(session)) {
        return reply.code(400).send(errorBody(400, FIELD_HINTS.session!));
      }
      const answer = await request.school.services.toppers({ class: cls, session, q });
      return sendJson(request, reply, request.school.responses, { ...answer, policy });
    },
  );
};

export default lists;
