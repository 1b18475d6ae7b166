import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { OWN_COMPRESSION, sendJson } from '../../cache/cached-body.ts';
import { ErrorBody } from '../../../shared/schemas/requests.ts';

/** Everything the home page shows in one answer; a failing section is empty and named. */
const home: FastifyPluginAsyncTypebox = async (app) => {
  const { services, responses, policy } = app.bff;

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
      const answer = await services.home();
      return sendJson(request, reply, responses, { policy, ...answer });
    },
  );

  app.get(
    '/bff/admissions',
    {
      ...OWN_COMPRESSION,
      schema: {
        summary: "Whether registration is open today (school.yaml's window) and the provider's registration notice",
        tags: ['home'],
        response: { 200: Type.Object({ sentences: Type.Array(Type.String()) }, { additionalProperties: true }) },
      },
    },
    async (request, reply) => sendJson(request, reply, responses, { policy, ...(await services.admissions()) }),
  );
};

export default home;
