import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { MESSAGES } from '../../../shared/messages.ts';
import type { Config } from '../../config.ts';
import { httpError } from '../../plugins/errors.ts';

// One budget per form and client address (an IPv6 address by its /64, as @fastify/rate-limit keys
// it), whichever way the form is sent: as JSON by the page's script (/bff/tc, /bff/career) or as
// the page's own post without scripts (/Tc, /career). A limit in each route's config kept a store
// per route, which gave an address twice FORM_RATE_LIMIT_MAX guesses at a name and admission number.
// TC lookups also have a ceiling over every address together (TC_LOOKUPS_PER_MINUTE): many
// addresses, each under its own budget, cannot guess their way through the school's pupils.

export interface FormLimits {
  tc: onRequestAsyncHookHandler;
  career: onRequestAsyncHookHandler;
}

const made = new WeakMap<Config, FormLimits>();

/** The two forms' rate limits, made once per app (@fastify/rate-limit's handler, with its store). */
export function formLimits(app: FastifyInstance): FormLimits {
  const { config } = app;
  let limits = made.get(config);
  if (!limits) {
    const options = { max: config.FORM_RATE_LIMIT_MAX, timeWindow: config.FORM_RATE_LIMIT_WINDOW_SECONDS * 1000 };
    const perAddressTc = app.rateLimit(options);
    const everyoneTc = app.createRateLimit({
      max: config.TC_LOOKUPS_PER_MINUTE,
      timeWindow: 60_000,
      // Stryker disable next-line StringLiteral: one key for every request is what matters, not its text.
      keyGenerator: () => 'every address',
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
