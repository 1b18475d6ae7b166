import { LogController, type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { fastifyRequestContext, requestContext } from '@fastify/request-context';
import pino from 'pino';
import type { Config } from '../config.ts';

// No secrets or personal data in logs.
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'token',
  'body',
  'err.body',
];

/** The longest a line waits in the buffer before it is written. */
export const LOG_FLUSH_MS = 1000;

/** pino's asynchronous destination, written in chunks, every LOG_FLUSH_MS and at exit. */
export function logDestination(
  dest: string | number = 1,
): pino.DestinationStream & { flush(): void; flushSync(): void } {
  return pino.destination({ dest, minLength: 4096, sync: false, periodicFlush: LOG_FLUSH_MS });
}

/** Pino options; `stream` defaults to stdout. */
export function loggerOptions(config: Config, stream?: pino.DestinationStream): FastifyServerOptions['logger'] {
  return {
    level: config.LOG_LEVEL,
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: REDACT, censor: '[redacted]' },
    ...(stream ? { stream } : {}),
  };
}

/** Fastify's log controller without its two lines per request (logRequests writes one). */
export const withoutFastifyRequestLines = (): LogController => new LogController({ disableRequestLogging: true });

declare module 'fastify' {
  interface FastifyRequest {
    /** A bounded route name where the pattern says too little ("/*" for every page). */
    routeLabel: string | undefined;
  }
}

/** Longest path, query or user agent a line holds, so long URLs cannot flood the log. */
export const LOG_FIELD_MAX = 200;

const bounded = (text: string) => (text.length > LOG_FIELD_MAX ? `${text.slice(0, LOG_FIELD_MAX)}…` : text);

/** The route for logs and metrics: its label, else its pattern; never a raw path. */
export function routeName(request: FastifyRequest): string {
  return request.routeLabel ?? request.routeOptions.url ?? 'not-found';
}

/** A 4xx answer's `message`, which names the field, never its value. */
function reasonOf(payload: unknown): string | undefined {
  const message =
    payload !== null && typeof payload === 'object' ? (payload as { message?: unknown }).message : undefined;
  return typeof message === 'string' ? bounded(message) : undefined;
}

/** Why each failed request failed: a 4xx's message, a 5xx's cause (noteFailure). */
const reasons = new WeakMap<FastifyRequest, string>();

declare module '@fastify/request-context' {
  interface RequestContextData {
    /** The request a provider call is made for, named in that call's log line. */
    cause: { reqId: string; path: string };
  }
}

/** The request whose work is running now (its id and path), or `background` for timers and reloads. */
export function currentCause(): { reqId: string; path: string } | { cause: 'background' } {
  return requestContext.get('cause') ?? { cause: 'background' };
}

/** What a log line says of a request: method, route, path, query, client; never a header's secret. */
export function describeRequest(request: FastifyRequest) {
  const [path = '', query] = request.url.split(/\?(.*)/s, 2);
  return {
    method: request.method,
    route: routeName(request),
    path: bounded(path),
    ...(query ? { query: bounded(query) } : {}),
    ip: request.ip,
    ua: bounded(request.headers['user-agent'] ?? ''),
  };
}

/** Notes why `request` answers a 5xx, for its log line: the limit that shed it, the provider's error. */
export function noteFailure(request: FastifyRequest, reason: string): void {
  reasons.set(request, bounded(reason));
}

/**
 * One line per request when it ends, with its reason when it failed: `info` below 500, `warn` for
 * a 502/503/504 (the provider, shedding), `error` for any other 5xx (ours). Abandoned ones are
 * logged as aborted.
 */
export async function logRequests(app: FastifyInstance): Promise<void> {
  app.decorateRequest('routeLabel', undefined);
  const pathOf = (request: FastifyRequest) => bounded(request.url.split('?', 1)[0] ?? '');
  await app.register(fastifyRequestContext, {
    defaultStoreValues: (request) => ({ cause: { reqId: request.id, path: pathOf(request) } }),
  });
  // Only JSON answers pass here, before serialization.
  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    if (reply.statusCode >= 400 && reply.statusCode < 500) {
      const reason = reasonOf(payload);
      if (reason) reasons.set(request, reason);
    }
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    const length = Number(reply.getHeader('content-length'));
    const reason = reasons.get(request) ?? (reply.statusCode >= 500 ? 'not noted' : undefined);
    const level = reply.statusCode < 500 ? 'info' : [502, 503, 504].includes(reply.statusCode) ? 'warn' : 'error';
    request.log[level](
      {
        ...describeRequest(request),
        status: reply.statusCode,
        ...(Number.isFinite(length) ? { bytes: length } : {}),
        ms: Math.round(reply.elapsedTime),
        ...(reason ? { reason } : {}),
      },
      'request',
    );
  });
  // The connection closed before the answer was out.
  app.addHook('onRequestAbort', async (request) => {
    request.log.warn({ ...describeRequest(request), aborted: true }, 'request aborted');
  });
}
