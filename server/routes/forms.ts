import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { MESSAGES } from '../../shared/messages.ts';
import { httpError } from '../errors.ts';
import { isPdf, isSafeMediaPath } from '../media-path.ts';
import { UpstreamError } from '../provider/upstream-error.ts';
import { CareerBody, ErrorBody, TcBody } from '../schemas.ts';

// The two forms. Both carry personal data: nothing of the body is logged or cached, and the
// provider's own error text never reaches the visitor.
const FORM_BODY_LIMIT = 8 * 1024;

const forms: FastifyPluginAsyncTypebox = async (app) => {
  const { client, config, downloads } = app.bff;
  const rateLimit = {
    max: config.FORM_RATE_LIMIT_MAX,
    timeWindow: config.FORM_RATE_LIMIT_WINDOW_SECONDS * 1000,
  };

  app.post(
    '/bff/tc',
    {
      bodyLimit: FORM_BODY_LIMIT,
      // Any malformed TC input, missing field or not, gets the spec's one message.
      config: { rateLimit, validationMessage: MESSAGES.tcEmptyField },
      schema: {
        summary: 'Download a transfer certificate (TC) image by student name and admission number',
        tags: ['forms'],
        body: TcBody,
        response: {
          200: Type.String({ description: 'image/jpeg bytes, as an attachment named tc.jpg', contentMediaType: 'image/jpeg' }),
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
      const name = request.body.name?.trim() ?? '';
      // Admission numbers are printed in capitals; a parent may type them in any case.
      const admission = request.body.admission?.trim().toUpperCase() ?? '';
      if (!name || !admission) throw httpError(400, MESSAGES.tcEmptyField);
      let answer: unknown;
      // The lookup and the certificate's headers share one UPSTREAM_TIMEOUT_MS: the parent waits for one answer.
      const deadline = client.deadline();
      try {
        answer = await client.json('tc', client.paths.tc, { name, admission }, deadline);
      } catch (err) {
        if (!(err instanceof UpstreamError)) throw err;
        request.log.warn({ route: 'tc', kind: err.kind, status: err.status }, 'provider TC lookup failed');
        throw httpError(502, MESSAGES.tcFailed);
      }
      const path = typeof answer === 'string' ? answer.trim().replace(/^\/+/, '') : '';
      if (!path) {
        // The usual "no such student" answer (a 404 or an empty one): the parent's details, not
        // our server, so the parent is told to check them. Logged without the name or number.
        request.log.info({ route: 'tc', found: false }, 'TC not issued');
        throw httpError(404, MESSAGES.tcNotFound);
      }
      if (!isSafeMediaPath(path) || isPdf(path)) {
        request.log.warn({ route: 'tc' }, 'provider answered a TC lookup with an unusable path');
        throw httpError(502, MESSAGES.tcFailed);
      }
      try {
        return await downloads.send(request, reply, path, { downloadAs: 'tc.jpg', cacheControl: 'no-store', deadline });
      } catch (err) {
        request.log.warn({ route: 'tc', kind: (err as UpstreamError).kind }, 'TC image download failed');
        throw httpError(502, MESSAGES.tcDownloadFailed);
      }
    },
  );

  app.post(
    '/bff/career',
    {
      bodyLimit: FORM_BODY_LIMIT,
      config: { rateLimit },
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
      const { name, email, phone, message } = request.body;
      try {
        await client.submit('form', client.paths.form, {
          name: name.trim(),
          email: email.trim(),
          phone: phone.trim(),
          message: message.trim(),
        });
      } catch (err) {
        if (!(err instanceof UpstreamError)) throw err;
        request.log.warn({ route: 'form', kind: err.kind, status: err.status }, 'provider refused a career form');
        throw httpError(502, MESSAGES.careerFailed);
      }
      return { message: MESSAGES.careerSuccess };
    },
  );
};

export default forms;
