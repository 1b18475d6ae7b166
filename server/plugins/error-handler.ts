import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { classify, errorBody, methodNotAllowedBody, notFoundBody, PROBLEM_TYPE } from './errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What a visitor is told when this route's input fails its schema (instead of the field's hint). */
    validationMessage?: string;
  }
}

/** One error shape for every failure (classify() in errors.ts); unexpected ones are logged. */
export default fp(
  async (app) => {
    app.setErrorHandler(async (error: FastifyError, request, reply) => {
      const { status, message, unexpected } = classify(error, request, request.routeOptions.config.validationMessage);
      if (unexpected) request.log.error({ err: error }, 'unexpected error');
      if (status === 503) reply.header('retry-after', String(app.config.SHED_RETRY_AFTER_SECONDS));
      // A 429 waits on a timer, which slows a flood's connections at no cost.
      if (status === 429) await sleep(app.config.REFUSAL_DELAY_MS);
      return reply.code(status).send(errorBody(status, message));
    });

    // No error is cached (a TTL would pin a passing failure); every answer names its request id for reports.
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
 * A request no route answers: 405 with `Allow` when the path takes other methods (GET /bff/career),
 * else 404 (also when the method is taken but nothing is at the path).
 */
export function unrouted(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0] ?? '';
  const allowed = app.allowedMethods(path);
  if (allowed.length === 0 || allowed.includes(request.method)) return reply.code(404).send(notFoundBody(path));
  return reply.code(405).header('allow', allowed.join(', ')).send(methodNotAllowedBody(request.method, allowed));
}
