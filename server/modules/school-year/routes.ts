import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { SCHOOL_YEAR_MISSING } from '../../../shared/school-year.ts';
import { ErrorBody } from '../../../shared/schemas/requests.ts';
import { OWN_COMPRESSION, sendJson } from '../../cache/cached-body.ts';
import { httpError } from '../../plugins/errors.ts';

/** The school year (school-year.yaml) and, on the school's today, its next holiday. */
const schoolYear: FastifyPluginAsyncTypebox = async (app) => {
  const { cachePolicy: policy } = app;

  app.get(
    '/bff/school-year',
    {
      ...OWN_COMPRESSION,
      schema: {
        summary:
          "The school year's terms, holidays, examinations and meetings (school-year.yaml), with today's date and the next holiday",
        tags: ['content'],
        response: {
          200: Type.Object(
            {
              today: Type.String(),
              ended: Type.Boolean(),
              next: Type.Union([Type.Object({}, { additionalProperties: true }), Type.Null()]),
            },
            { additionalProperties: true },
          ),
          404: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const answer = request.school.services.schoolYear();
      if (!answer) throw httpError(404, SCHOOL_YEAR_MISSING);
      return sendJson(request, reply, request.school.responses, { policy, ...answer });
    },
  );
};

export default schoolYear;
