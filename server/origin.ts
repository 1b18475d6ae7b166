import type { FastifyRequest } from 'fastify';
import type { Config } from './config.ts';

/** Absolute links: the configured public origin, else the one the request came in on. */
export function publicOrigin(config: Config, request: FastifyRequest): string {
  return config.PUBLIC_URL ?? `${request.protocol}://${request.host}`;
}
