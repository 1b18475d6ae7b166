import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { MESSAGES } from '../../../shared/messages.ts';
import type { Config } from '../../config.ts';
import { httpError } from '../../plugins/errors.ts';

// One budget per form and address (an IPv6 /64), shared by the JSON routes and the form pages: one store,
// not one per route. TC lookups also have a ceiling over all addresses (TC_LOOKUPS_PER_MINUTE), so many
// addresses cannot guess their way through the pupils.

export interface FormLimits {
  tc: onRequestAsyncHookHandler;
  career: onRequestAsyncHookHandler;
}

const made = new WeakMap<Config, FormLimits>();

/** The two forms' rate limits, made once per app (one store each). */
export function formLimits(app: FastifyInstance): FormLimits {
  const { config } = app;
  let limits = made.get(config);
  if (!limits) {
    const options = { max: config.FORM_RATE_LIMIT_MAX, timeWindow: config.FORM_RATE_LIMIT_WINDOW_SECONDS * 1000 };
    const perAddressTc = app.rateLimit(options);
    const everyoneTc = app.createRateLimit({
      max: config.TC_LOOKUPS_PER_MINUTE,
      timeWindow: 60_000,
      // One count per school for every address (the school's provider is what it spares).
      keyGenerator: (request) => `${request.school.code} every address`,
    });
    let warnedUntil = 0;
    const tc = async function (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
      await perAddressTc.call(this, request, reply);
      const all = await everyoneTc(request);
      if (all.isAllowed || !all.isExceeded) return;
      app.metrics.rateLimited('tc (every address)');
      if (Date.now() >= warnedUntil) {
        warnedUntil = Date.now() + all.ttl;
        request.log.warn(
          { ceiling: config.TC_LOOKUPS_PER_MINUTE },
          'TC lookups from every address together reached TC_LOOKUPS_PER_MINUTE; refusing them for the rest of the minute',
        );
      }
      reply.header('retry-after', String(all.ttlInSeconds));
      throw httpError(429, MESSAGES.tcCeiling);
    };
    limits = { tc, career: app.rateLimit(options) };
    made.set(config, limits);
  }
  return limits;
}
