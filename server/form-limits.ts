import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { BffContext } from './context.ts';

// One budget per form and client address, whichever way the form is sent: as JSON by the page's
// script (/bff/tc, /bff/career) or as the page's own post without scripts (/Tc, /career). A limit
// in each route's config keeps a store per route, which gave an address twice FORM_RATE_LIMIT_MAX
// guesses at a name and admission number.

export interface FormLimits {
  tc: onRequestAsyncHookHandler;
  career: onRequestAsyncHookHandler;
}

const made = new WeakMap<BffContext, FormLimits>();

/** The two forms' rate limits, made once per app (@fastify/rate-limit's handler, with its store). */
export function formLimits(app: FastifyInstance): FormLimits {
  let limits = made.get(app.bff);
  if (!limits) {
    const { config } = app.bff;
    const options = { max: config.FORM_RATE_LIMIT_MAX, timeWindow: config.FORM_RATE_LIMIT_WINDOW_SECONDS * 1000 };
    limits = { tc: app.rateLimit(options), career: app.rateLimit(options) };
    made.set(app.bff, limits);
  }
  return limits;
}
