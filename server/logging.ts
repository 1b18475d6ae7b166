import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';
import type { Metrics } from './metrics.ts';

// Secrets and personal data never reach a log line: the provider token travels only in headers
// we build, visitors' cookies and authorization are dropped, and form bodies are not logged.
// Explicit paths only: wildcard paths are checked on every line and cost a tenth of a cached
// route's throughput.
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'token',
  'body',
  'err.body',
];

export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.LOG_LEVEL,
    redact: { paths: REDACT, censor: '[redacted]' },
  };
}

/**
 * Each finished request: one JSON log line (id, method, route, status, duration) instead of
 * Fastify's two, and its count and duration in the metrics, from the one place Fastify already
 * calls for every request.
 */
export class RequestObserver extends LogController {
  readonly #metrics: Metrics;

  constructor(metrics: Metrics) {
    super();
    this.#metrics = metrics;
  }

  override incomingRequest(): void {}

  override requestCompleted(_error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const route = request.routeOptions.url ?? 'not-found';
    const ms = reply.elapsedTime;
    this.#metrics.request(request.method, route, reply.statusCode, ms / 1000);
    request.log.info({ method: request.method, route, status: reply.statusCode, ms: Math.round(ms) }, 'request');
  }
}
