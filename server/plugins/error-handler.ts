import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { classify, errorBody, methodNotAllowedBody, notFoundBody, PROBLEM_TYPE } from './errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What a visitor is told when this route's input fails its schema, instead of the field's hint. */
    validationMessage?: string;
  }
}

/**
 * The one error shape for every failure: a provider failure is a 502 with a visitor's message, a
 * bad value a 400 naming the field, and an unexpected error a 500 whose details stay in the log.
 */
export default fp(
  async (app) => {
    app.setErrorHandler(async (error: FastifyError, request, reply) => {
      const { status, message, unexpected } = classify(error, request.routeOptions.config.validationMessage);
      if (unexpected) request.log.error({ err: error }, 'unexpected error');
      if (status === 503) reply.header('retry-after', String(app.config.SHED_RETRY_AFTER_SECONDS));
      // Past a limit the answer waits on a timer: a flood's connections send one a second each
      // instead of hundreds, and cost nothing meanwhile.
      if (status === 429) await sleep(app.config.REFUSAL_DELAY_MS);
      return reply.code(status).send(errorBody(status, message));
    });

    // No error is kept by a browser or a CDN (a default TTL would pin a passing failure), and every
    // answer names its request id, for a visitor's report to find its log lines.
    app.addHook('onSend', (request, reply, payload, done) => {
      reply.header('x-request-id', request.id);
      if (reply.statusCode >= 400) {
        reply.header('cache-control', 'no-store');
        // Every JSON error is a problem document (errorBody); pages keep their HTML.
        const type = reply.getHeader('content-type');
        if (typeof type === 'string' && type.startsWith('application/json')) reply.header('content-type', PROBLEM_TYPE);
      }
      done(null, payload);
    });

    app.setNotFoundHandler(async (request, reply) => unrouted(app, request, reply));
  },
  { name: 'error-handler', dependencies: ['allowed-methods'] },
);

/**
 * A request no route answers (or that the pages' catch-all found no page for): 405 with `Allow`
 * when the path has other methods (GET /bff/career, PUT /bff/news), else 404. A route that takes
 * this very method but has nothing at the path (a file missing under /bff/docs/static/) is a 404.
 */
export function unrouted(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0] ?? '';
  const allowed = app.allowedMethods(path);
  if (allowed.length === 0 || allowed.includes(request.method)) return reply.code(404).send(notFoundBody(path));
  return reply.code(405).header('allow', allowed.join(', ')).send(methodNotAllowedBody(request.method, allowed));
}
