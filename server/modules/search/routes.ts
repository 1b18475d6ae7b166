import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES } from '../../../shared/messages.ts';
import { OWN_COMPRESSION, sendJson } from '../../cache/cached-body.ts';
import { httpError } from '../../plugins/errors.ts';
import { cachedJson, SearchAnswerSchema } from '../../../shared/schemas/responses.ts';
import { ErrorBody, SearchQuery } from '../../../shared/schemas/requests.ts';

/**
 * Site search for the /search page and for curl: the same answer, cached per query. An answer not
 * yet held costs a search of the whole index, so one address may have only PAGE_RENDERS_PER_MINUTE
 * of them a minute, as with new pages; answers already held cost nothing and are never counted.
 */
const search: FastifyPluginAsyncTypebox = async (app) => {
  const { cachePolicy: policy, config } = app;
  const perAddress = app.createRateLimit({ max: config.PAGE_RENDERS_PER_MINUTE, timeWindow: 60_000 });
  app.get(
    '/bff/search',
    {
      ...OWN_COMPRESSION,
      schema: {
        summary:
          'Search every page, PDF, notice, news item, event and album, grouped by kind, best first, with marked snippets',
        tags: ['content'],
        querystring: SearchQuery,
        response: { 200: cachedJson(SearchAnswerSchema), 400: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const answer = await request.school.services.search(request.query.q);
      if (!request.school.responses.has(answer.key, answer.version)) {
        const own = await perAddress(request);
        if (!own.isAllowed && own.isExceeded) {
          app.metrics.rateLimited('/bff/search');
          reply.header('retry-after', String(own.ttlInSeconds));
          throw httpError(429, MESSAGES.tooManySearches);
        }
      }
      return sendJson(request, reply, request.school.responses, { policy, ...answer });
    },
  );
};

export default search;
