import { LogController, type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import pino from 'pino';
import type { Config } from './config.ts';

// Secrets and personal data never reach a log line: the provider token travels only in headers
// we build, visitors' cookies and authorization are dropped, and form bodies are not logged.
const REDACT = ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization', 'headers.cookie', 'token', 'body', 'err.body'];

/** How long a line may wait in the buffer: at low traffic `docker logs -f` shows it within this. */
export const LOG_FLUSH_MS = 1000;

/**
 * Where the running server's lines go: pino's asynchronous destination on stdout (or a file),
 * written in chunks of at least 4 KB, or what is held every LOG_FLUSH_MS (at low traffic a line
 * had waited minutes for its chunk to fill). pino writes what is held when the process exits, and
 * the server flushes it when it closes; a `kill -9` loses at most a second of lines.
 */
export function logDestination(dest: string | number = 1): pino.DestinationStream & { flush(): void; flushSync(): void } {
  return pino.destination({ dest, minLength: 4096, sync: false, periodicFlush: LOG_FLUSH_MS });
}

/** Pino options for the server; `stream` is where lines go (stdout when omitted). */
export function loggerOptions(config: Config, stream?: pino.DestinationStream): FastifyServerOptions['logger'] {
  return { level: config.LOG_LEVEL, redact: { paths: REDACT, censor: '[redacted]' }, ...(stream ? { stream } : {}) };
}

/** Fastify's log controller without its two lines per request: logRequests writes one instead. */
export const withoutFastifyRequestLines = (): LogController => new LogController({ disableRequestLogging: true });

/**
 * One line per request when it ends (instead of Fastify's two): its id, method, route pattern,
 * status and duration; a request the client gave up on is logged as aborted.
 */
export function logRequests(app: FastifyInstance): void {
  const describe = (request: FastifyRequest) => ({ method: request.method, route: request.routeOptions.url ?? 'not-found' });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info({ ...describe(request), status: reply.statusCode, ms: Math.round(reply.elapsedTime) }, 'request');
  });
  // The connection closed before the answer was out (a phone that lost signal mid-download).
  app.addHook('onRequestAbort', async (request) => {
    request.log.warn({ ...describe(request), aborted: true }, 'request aborted');
  });
}
