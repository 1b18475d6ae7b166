import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { OWN_COMPRESSION, sendJson } from '../../cache/cached-body.ts';
import { ErrorBody } from '../../../shared/schemas/requests.ts';

/** Everything the home page shows in one answer; a failing section is empty and named. */
const home: FastifyPluginAsyncTypebox = async (app) => {
  const { cachePolicy: policy } = app;

  app.get(
    '/bff/home',
    {
      ...OWN_COMPRESSION,
      schema: {
        summary: 'Every home-page section in one round trip',
        tags: ['home'],
        response: {
          200: Type.Object({ degraded: Type.Array(Type.String()) }, { additionalProperties: true }),
          502: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const answer = await request.school.services.home();
      return sendJson(request, reply, request.school.responses, { policy, ...answer });
    },
  );
};

export default home;
