import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { OWN_COMPRESSION, sendJson } from '../../cache/cached-body.ts';

/** Whether registration is open today, and the provider's registration notice. */
const admissions: FastifyPluginAsyncTypebox = async (app) => {
  const { cachePolicy: policy } = app;

  app.get(
    '/bff/admissions',
    {
      ...OWN_COMPRESSION,
      schema: {
        summary: "Whether registration is open today (school.yaml's window) and the provider's registration notice",
        tags: ['admissions'],
        response: { 200: Type.Object({ sentences: Type.Array(Type.String()) }, { additionalProperties: true }) },
      },
    },
    async (request, reply) =>
      sendJson(request, reply, request.school.responses, { policy, ...(await request.school.services.admissions()) }),
  );
};

export default admissions;
