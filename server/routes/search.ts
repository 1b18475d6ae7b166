import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OWN_COMPRESSION, sendJson } from '../cached-body.ts';
import { cachedJson, SearchAnswerSchema } from '../response-schemas.ts';
import { ErrorBody, SearchQuery } from '../schemas.ts';

/** Site search for the /search page and for curl: the same answer, cached per query. */
const search: FastifyPluginAsyncTypebox = async (app) => {
  const { services, responses, policy } = app.bff;
  app.get(
    '/bff/search',
    {
      ...OWN_COMPRESSION,
      schema: {
        summary:
          'Search every page, PDF, notice, news item, event and album, grouped by kind, best first, with marked snippets',
        tags: ['content'],
        querystring: SearchQuery,
        response: { 200: cachedJson(SearchAnswerSchema), 400: ErrorBody },
      },
    },
    async (request, reply) => {
      const answer = await services.search(request.query.q);
      return sendJson(request, reply, responses, { policy, ...answer });
    },
  );
};

export default search;
