// The /__demo/* routes, so a provider in another process can be steered and read over HTTP.
import type { FastifyInstance } from 'fastify';
import type { Hook } from './guard.ts';
import { ROUTE_KEYS, mergeSwitches } from './switches.ts';
import type { DemoProvider } from './types.ts';

export interface ControlRoutesDeps extends Pick<DemoProvider, 'switches' | 'reset' | 'callCount' | 'submissions'> {
  checkAuth: Hook;
}

export function registerControlRoutes(app: FastifyInstance, deps: ControlRoutesDeps): void {
  const { checkAuth, switches, reset, callCount, submissions } = deps;
  app.get('/__demo/stats', { onRequest: checkAuth }, async () => ({
    total: callCount(),
    routes: Object.fromEntries(ROUTE_KEYS.map((k) => [k, callCount(k)])),
  }));
  app.post('/__demo/switches', { onRequest: checkAuth }, async (request, reply) => {
    const error = mergeSwitches(switches, request.body ?? {});
    if (error) return reply.code(400).send({ message: error });
    return switches;
  });
  app.post('/__demo/reset', { onRequest: checkAuth }, async () => {
    reset();
    return switches;
  });
  app.get('/__demo/submissions', { onRequest: checkAuth }, async () => submissions);
}
