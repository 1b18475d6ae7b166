import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';

const Status = Type.Object({
  status: Type.String(),
  reason: Type.Optional(Type.String()),
  down: Type.Optional(Type.Record(Type.String(), Type.String(), { description: 'Parts that are down without making the site unready' })),
  load: Type.Optional(
    Type.Object({
      eventLoopDelayMs: Type.Number(),
      heapUsedBytes: Type.Number(),
      shedding: Type.Boolean({ description: 'True while uncached work is refused with 503 (SHED_* settings)' }),
    }),
  ),
});

const health: FastifyPluginAsyncTypebox = async (app) => {
  const { cache, sources, down } = app.bff;
  // What is down is worth knowing, but the site still serves pages without it.
  const details = () => (down.size > 0 ? { down: Object.fromEntries(down) } : {});

  // Alive while busy: a restart would only lose the cache. The status says it is shedding load.
  app.get('/healthz', { schema: { summary: 'Liveness, and whether load is being shed', tags: ['health'], response: { 200: Status } } }, async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    const usage = app.memoryUsage();
    const shedding = app.isUnderPressure();
    return {
      status: shedding ? 'busy' : 'ok',
      load: { eventLoopDelayMs: Math.round(usage.eventLoopDelay * 10) / 10, heapUsedBytes: usage.heapUsed, shedding },
    };
  });

  // Ready when the configuration was accepted (it was, or we would not be running) and either
  // the provider answers or a cached copy can stand in for it.
  app.get(
    '/readyz',
    { schema: { summary: 'Readiness: provider reachable or cache warm', tags: ['health'], response: { 200: Status, 503: Status } } },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      if (cache.warm) return { status: 'ready', ...details() };
      try {
        await sources.highlights();
        return { status: 'ready', ...details() };
      } catch {
        return reply.code(503).send({ status: 'unready', reason: 'provider unreachable and nothing cached yet', ...details() });
      }
    },
  );
};

export default health;
