import { LogController, type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import pino from 'pino';
import type { Config } from '../config.ts';

// Secrets and personal data never reach a log line: the provider token travels only in headers
// we build, visitors' cookies and authorization are dropped, and form bodies are not logged.
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'token',
  'body',
  'err.body',
];

/** How long a line may wait in the buffer: at low traffic `docker logs -f` shows it within this. */
export const LOG_FLUSH_MS = 1000;

/**
 * Where the running server's lines go: pino's asynchronous destination on stdout (or a file),
 * written in chunks of at least 4 KB, or what is held every LOG_FLUSH_MS (at low traffic a line
 * had waited minutes for its chunk to fill). pino writes what is held when the process exits, and
 * the server flushes it when it closes; a `kill -9` loses at most a second of lines.
 */
export function logDestination(
  dest: string | number = 1,
): pino.DestinationStream & { flush(): void; flushSync(): void } {
  return pino.destination({ dest, minLength: 4096, sync: false, periodicFlush: LOG_FLUSH_MS });
}

/** Pino options for the server; `stream` is where lines go (stdout when omitted). */
export function loggerOptions(config: Config, stream?: pino.DestinationStream): FastifyServerOptions['logger'] {
  return { level: config.LOG_LEVEL, redact: { paths: REDACT, censor: '[redacted]' }, ...(stream ? { stream } : {}) };
}

/** Fastify's log controller without its two lines per request: logRequests writes one instead. */
export const withoutFastifyRequestLines = (): LogController => new LogController({ disableRequestLogging: true });

declare module 'fastify' {
  interface FastifyRequest {
    /** A bounded name for the request's route where its pattern says too little ("/*" for every page). */
    routeLabel: string | undefined;
  }
}

/** Longest path, query or user agent a line holds: a flood of long URLs must not flood the log. */
export const LOG_FIELD_MAX = 200;

const bounded = (text: string) => (text.length > LOG_FIELD_MAX ? `${text.slice(0, LOG_FIELD_MAX)}…` : text);

/** The request's route for logs and metrics: its label, else its pattern; one name per route, never a raw path. */
export function routeName(request: FastifyRequest): string {
  return request.routeLabel ?? request.routeOptions.url ?? 'not-found';
}

/** Why a 4xx answer refused the request: its body's `message`, which names the field, never its value. */
function reasonOf(payload: unknown): string | undefined {
  const message =
    payload !== null && typeof payload === 'object' ? (payload as { message?: unknown }).message : undefined;
  return typeof message === 'string' ? bounded(message) : undefined;
}

/**
 * One line per request when it ends (instead of Fastify's two): its id, method, route (pattern or
 * label), path and query (bounded), status, bytes, duration, the client's address (as TRUST_PROXY
 * lets Fastify read it), its user agent, and for a 4xx the reason given; a request the client gave
 * up on is logged as aborted.
 */
export function logRequests(app: FastifyInstance): void {
  app.decorateRequest('routeLabel', undefined);
  const reasons = new WeakMap<FastifyRequest, string>();
  const describe = (request: FastifyRequest) => {
    const [path = '', query] = request.url.split(/\?(.*)/s, 2);
    return {
      method: request.method,
      route: routeName(request),
      path: bounded(path),
      ...(query ? { query: bounded(query) } : {}),
      ip: request.ip,
      ua: bounded(request.headers['user-agent'] ?? ''),
    };
  };
  // Read before serialization, from the object the route answered with: only JSON answers pass here.
  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    if (reply.statusCode >= 400 && reply.statusCode < 500) {
      const reason = reasonOf(payload);
      if (reason) reasons.set(request, reason);
    }
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    const length = Number(reply.getHeader('content-length'));
    const reason = reasons.get(request);
    request.log.info(
      {
        ...describe(request),
        status: reply.statusCode,
        ...(Number.isFinite(length) ? { bytes: length } : {}),
        ms: Math.round(reply.elapsedTime),
        ...(reason ? { reason } : {}),
      },
      'request',
    );
  });
  // The connection closed before the answer was out (a phone that lost signal mid-download).
  app.addHook('onRequestAbort', async (request) => {
    request.log.warn({ ...describe(request), aborted: true }, 'request aborted');
  });
}
