import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { setTimeout as delay } from 'node:timers/promises';
import { Type } from '@sinclair/typebox';
import { noteFailure } from '../../observability/logging.ts';
import { describeFile } from '../../school/provider-files.ts';

const Status = Type.Object({
  status: Type.String(),
  reason: Type.Optional(Type.String()),
  down: Type.Optional(
    Type.Record(Type.String(), Type.String(), { description: 'Parts that are down without making the site unready' }),
  ),
  load: Type.Optional(
    Type.Object({
      eventLoopDelayMs: Type.Number(),
      heapUsedBytes: Type.Number(),
      shedding: Type.Boolean({ description: 'True while uncached work is refused with 503 (SHED_* settings)' }),
    }),
  ),
});

/** How long /readyz waits for the provider when cached copies can answer anyway. */
const WARM_PROBE_WAIT_MS = 1000;

const health: FastifyPluginAsyncTypebox = async (app) => {
  const { down } = app;
  // Reported, but the site still serves without it.
  const details = (more: Record<string, string> = {}) => {
    const all = { ...Object.fromEntries(down), ...more };
    return Object.keys(all).length > 0 ? { down: all } : {};
  };

  // Alive while shedding: a restart would only lose the cache.
  app.get(
    '/healthz',
    { schema: { summary: 'Liveness, and whether load is being shed', tags: ['health'], response: { 200: Status } } },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      const usage = app.memoryUsage();
      const shedding = app.isUnderPressure();
      return {
        status: shedding ? 'busy' : 'ok',
        load: { eventLoopDelayMs: Math.round(usage.eventLoopDelay * 10) / 10, heapUsedBytes: usage.heapUsed, shedding },
      };
    },
  );

  // Ready when the provider answers or a cached copy can stand in.
  app.get(
    '/readyz',
    {
      schema: {
        summary: 'Readiness: provider reachable or cache warm',
        tags: ['health'],
        response: { 200: Status, 503: Status },
      },
    },
    async (request, reply) => {
      const { upstream, sources, providerState, probeProvider, providerFiles } = request.school;
      reply.header('cache-control', 'no-store');
      // The provider failing while cached copies stand in, or files the content links to that it lacks: ready, but said.
      const providerDown = (standIn: boolean): Record<string, string> => {
        const down: Record<string, string> = {};
        const failure = providerState.failure;
        if (failure) {
          const how = `${failure.outcome}${failure.status ? ` ${failure.status}` : ''}`;
          const copies = standIn ? '; cached copies answer' : '';
          down.provider = `${request.school.provider.host} fails (${failure.route}: ${how})${copies}`;
        }
        const missing = providerFiles.missing;
        if (missing.length > 0) down.files = `the provider has no ${missing.map(describeFile).join(', ')}`;
        return down;
      };
      const unready = (reason: string) => {
        noteFailure(request, `unready: ${reason}`);
        return reply.code(503).send({ status: 'unready', reason, ...details(providerDown(false)) });
      };
      // A public list and one needing the token, so a wrong token shows here. `warm` is read first: the
      // probe's own call would count.
      const warm = upstream.warm;
      // Cached lists ask the provider nothing, so it is also probed itself (at most every few seconds).
      const probe = Promise.all([sources.highlights(), sources.notifications(), probeProvider()]).then(
        () => true,
        () => false,
      );
      // With copies to stand in, a slow provider is waited on only briefly.
      const answered = await (warm ? Promise.race([probe, delay(WARM_PROBE_WAIT_MS, false, { ref: false })]) : probe);
      // Answers to public lists prove nothing about the token.
      const refused = providerState.rejectedUncovered();
      if (refused.length > 0)
        return unready(
          `the provider refuses the token (PROVIDER_TOKEN, SCHOOL_CODE) for ${refused.join(', ')}, and nothing cached stands in`,
        );
      if (answered || warm) return { status: 'ready', ...details(providerDown(warm)) };
      return unready('provider unreachable and nothing cached yet');
    },
  );
};

export default health;
