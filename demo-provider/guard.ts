// The onRequest chain of every provider route: count the call, check the token where the route
// wants it, then apply the switches.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RouteKey } from './switches.ts';

export type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** The onRequest hooks of one route: its key for counting and switches, and whether it needs auth. */
export type Guard = (key: RouteKey, auth: boolean) => Hook[];

/** Applies the switches before a route runs; answers the request itself when they say so. */
export type Misbehave = (key: RouteKey, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/** Compares digests so neither the token's content nor its length leaks through timing. */
function sameSecret(given: string | undefined, expected: string): boolean {
  return typeof given === 'string' && timingSafeEqual(digest(given), digest(expected));
}

/** 401 unless the request carries the bearer token and the school's x-school-code header. */
export function bearerAuth(token: string, schoolCode: string): Hook {
  return async (request, reply) => {
    const header = request.headers['x-school-code'];
    if (!sameSecret(request.headers.authorization, `Bearer ${token}`) || header !== schoolCode) {
      return reply.code(401).send({ message: 'Unauthorized' });
    }
    return undefined;
  };
}

export interface CallLog {
  /** Counts a request to a route; a file download (GET of an image or PDF) also logs its URL. */
  record(key: RouteKey, request: FastifyRequest): void;
  /** Counts a request no route matched. */
  recordUnmatched(): void;
  /** Requests received, all or of one route key. */
  callCount(routeKey?: string): number;
  /** File download URLs in order; the same array until the provider goes away. */
  fileRequests: string[];
  /** Counters to zero and fileRequests emptied in place. */
  reset(): void;
}

export function createCallLog(): CallLog {
  const counts = new Map<string, number>();
  const fileRequests: string[] = [];
  let unmatched = 0;
  return {
    record(key, request) {
      counts.set(key, (counts.get(key) ?? 0) + 1);
      if ((key === 'image' || key === 'pdf') && request.method === 'GET') fileRequests.push(request.url);
    },
    recordUnmatched() {
      unmatched += 1;
    },
    callCount(routeKey) {
      if (routeKey !== undefined) return counts.get(routeKey) ?? 0;
      let total = unmatched;
      for (const n of counts.values()) total += n;
      return total;
    },
    fileRequests,
    reset() {
      counts.clear();
      fileRequests.length = 0;
      unmatched = 0;
    },
  };
}

/** Count first, so a refused or failed request still counts; then auth, then the switches. */
export function createGuard(calls: CallLog, checkAuth: Hook, misbehave: Misbehave): Guard {
  return (key, auth) => {
    const count: Hook = async (request) => calls.record(key, request);
    const switched: Hook = (request, reply) => misbehave(key, request, reply);
    return auth ? [count, checkAuth, switched] : [count, switched];
  };
}
