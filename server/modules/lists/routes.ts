import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
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
  const { services, responses, policy } = app.bff;
  const names: ListName[] = ['news', 'events', 'gallery'];
  for (const name of names) {
    app.get(
      `/bff/${name}`,
      {
        ...OWN_COMPRESSION,
        schema: {
          summary: `List ${name} with the year fallback, month and search filters`,
          tags: ['lists'],
          querystring: ListQuery,
          response: { 200: cachedJson(listPageSchema(LIST_ITEMS[name])), 400: ErrorBody, 502: ErrorBody },
        },
      },
      async (request, reply) => {
        const { year, month, q } = request.query;
        const answer = await services.list(name, { year: parseYear(year), month: parseMonth(month), q });
        return sendJson(request, reply, responses, { ...answer, policy });
      },
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
        response: { 200: cachedJson(GalleryAlbumSchema), 400: ErrorBody, 404: ErrorBody, 502: ErrorBody },
      },
    },
    async (request, reply) => {
      const answer = await services.album(request.params.id);
      if (!answer) return reply.code(404).send(errorBody(404, 'No gallery album has this id.'));
      return sendJson(request, reply, responses, { ...answer, policy });
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
      const answer = await services.toppers({ class: cls, session, q });
      return sendJson(request, reply, responses, { ...answer, policy });
    },
  );
};

export default lists;
