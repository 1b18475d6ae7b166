import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { MESSAGES } from '../../../shared/messages.ts';
import { perSchool } from '../../school/per-school.ts';
import { formLimits } from './form-limits.ts';
import { formSubmissions, sendCertificate } from './form-submissions.ts';
import { fileAnswer } from '../../../shared/schemas/responses.ts';
import { CareerBody, ErrorBody, FORM_BODY_LIMIT, TcBody } from '../../../shared/schemas/requests.ts';

// The forms' JSON API for their pages' scripts (form-submissions.ts does the work).

const forms: FastifyPluginAsyncTypebox = async (app) => {
  const submissionsOf = perSchool((school) => formSubmissions(school.provider));
  const limits = formLimits(app);

  app.post(
    '/bff/tc',
    {
      bodyLimit: FORM_BODY_LIMIT,
      // Any malformed TC input, missing field or not, gets the spec's one message.
      onRequest: limits.tc,
      config: { validationMessage: MESSAGES.tcEmptyField },
      schema: {
        summary: 'Download a transfer certificate (TC) image by student name and admission number',
        tags: ['forms'],
        body: TcBody,
        response: {
          200: fileAnswer('The certificate, as an attachment named tc.jpg; never kept by a cache', ['image/jpeg'], {
            'cache-control': { type: 'string', description: 'no-store' },
            'content-disposition': { type: 'string', description: 'attachment; filename="tc.jpg"' },
          }),
          400: ErrorBody,
          404: ErrorBody,
          413: ErrorBody,
          429: ErrorBody,
          502: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      // The lookup and the certificate's headers share one UPSTREAM_TIMEOUT_MS.
      const { provider, downloads } = request.school;
      const deadline = provider.deadline();
      const path = await submissionsOf(request.school).findCertificate(request.body, request.log, deadline);
      return sendCertificate(downloads, request, reply, path, { deadline, downloadAs: 'tc.jpg' });
    },
  );

  app.post(
    '/bff/career',
    {
      bodyLimit: FORM_BODY_LIMIT,
      onRequest: limits.career,
      schema: {
        summary: 'Send a career application',
        tags: ['forms'],
        body: CareerBody,
        response: {
          200: Type.Object({ message: Type.String() }),
          400: ErrorBody,
          413: ErrorBody,
          429: ErrorBody,
          502: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      await submissionsOf(request.school).apply(request.body, request.log);
      return { message: MESSAGES.careerSuccess };
    },
  );
};

export default forms;
