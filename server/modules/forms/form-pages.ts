import { setTimeout as sleep } from 'node:timers/promises';
import formBody from '@fastify/formbody';
import { LRUCache } from 'lru-cache';
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { FORM_PAGES, type FormReply } from '../../../shared/form-reply.ts';
import { CAREER_FIELD_MESSAGES, inSchoolWords, MESSAGES } from '../../../shared/messages.ts';
import type { Words } from '../../../shared/words.ts';
import { encodeBody, precompress, sendCached, type EncodedBody } from '../../cache/cached-body.ts';
import { classify, errorBody, httpError, VisitorError, type Classified } from '../../plugins/errors.ts';
import { formChecker } from './form-fields.ts';
import { formLimits, type FormLimits } from './form-limits.ts';
import { escapeHtml } from '../../content/html-escape.ts';
import { formSubmissions, readCertificate, sendCertificate } from './form-submissions.ts';
import { CareerBody, TcBody } from '../../../shared/schemas/requests.ts';
import type { SchoolPages } from '../pages/ssr.ts';
import { perSchool } from '../../school/per-school.ts';
import type { School } from '../../school/school.ts';

// Form posts without scripts, answered with the page (for TC, the page holding the certificate). Same
// schemas and rate limits as the JSON API; nothing of the body is logged or cached.

const NO_FIELD_ERRORS = {} as const;
const HTML = 'text/html; charset=utf-8';

/** A found TC up to this size is shown in the TC page (as a data: URL); a larger one is sent alone. */
export const PAGE_TC_MAX_BYTES = 1024 * 1024;

/** Percent-encoded Hindi or Malayalam takes 9 bytes a letter: a 3,000-character message needs ~27 KB. */
const FORM_PAGE_BODY_LIMIT = 32 * 1024;

const careerFields: Readonly<Record<string, Readonly<Record<string, string>>>> = CAREER_FIELD_MESSAGES;
const checkCareer = formChecker<CareerBody>(
  CareerBody,
  (field, value) => (value?.trim() ? careerFields.invalid : careerFields.empty)?.[field] ?? MESSAGES.formUnreadable,
);
const checkTc = formChecker<TcBody>(TcBody, (_field, value) =>
  value?.trim() ? MESSAGES.tcFieldTooLong : MESSAGES.tcEmptyField,
);

/**
 * A post not from our own page, by Sec-Fetch-Site (same-site is another school on the vendor's domain) or
 * Origin ("null" or another host). Without either header the rate limit covers it.
 */
function fromAnotherSite(request: FastifyRequest, publicHost: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site !== 'same-origin' && site !== 'none';
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  try {
    const from = new URL(origin);
    // The Host header as a URL would read it (a default port dropped).
    const own = new URL(`${from.protocol}//${request.host}`).host;
    return from.host !== own && from.host !== publicHost;
  } catch {
    // "null" and anything else that is no URL.
    return true;
  }
}

/** The confirmation alone, in the school's words, for when no page can be rendered after sending. */
const sentAlone = (words: Words) =>
  `<!doctype html><html lang="${escapeHtml(words.lang)}"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(words.forms.career.sentTitle)}</title><p>${escapeHtml(words.forms.messages.careerThanks)} <a href="/">${escapeHtml(words.pages['/'])}</a></p></html>`;

/** A form's answer in the school's words (the checks and refusals say it in English, as /bff answers). */
function inWords(formReply: FormReply, words: Words): FormReply {
  const say = (text: string) => inSchoolWords(text, words.forms);
  const fieldErrors = Object.fromEntries(
    Object.entries(formReply.fieldErrors).map(([field, text]) => [field, say(text)]),
  );
  return { ...formReply, fieldErrors, ...(formReply.message ? { message: say(formReply.message) } : {}) };
}

/** A failure as the form's page tells it: any body unreadable as a form is one message. */
function formRefusal(error: FastifyError, request: FastifyRequest): Classified {
  const classified = classify(error, request);
  const unreadable = !(error instanceof VisitorError) && (classified.status === 400 || classified.status === 415);
  return unreadable ? { status: 400, message: MESSAGES.formUnreadable, unexpected: false } : classified;
}

/** A known refusal; anything else is rethrown to the error handler. */
function visitorRefusal(err: unknown, request: FastifyRequest): Classified {
  const classified = formRefusal(err as FastifyError, request);
  if (classified.unexpected) throw err;
  return classified;
}

const formPages: FastifyPluginAsync<{ pagesOf: (school: School) => SchoolPages }> = async (app, { pagesOf }) => {
  const { config } = app;
  const submissionsOf = perSchool((school) => formSubmissions(school.provider));
  const limits = formLimits(app);
  await app.register(formBody, { bodyLimit: FORM_PAGE_BODY_LIMIT });

  /** A form page rendered for this answer, counted in bff_page_renders_total. */
  const render = async (school: School, path: string, status: number, formReply: FormReply) => {
    const html = await pagesOf(school).renderer.formPage(path, inWords(formReply, school.content.current.words));
    app.metrics.pageRendered(status);
    return html;
  };
  const answer = async (reply: FastifyReply, path: string, status: number, formReply: FormReply) => {
    const html = await render(reply.request.school, path, status, formReply);
    return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  };

  // A refusal's page is the same for everyone: made once a minute per kind, so refused posts cost no renders.
  const refusalPages = new LRUCache<
    string,
    EncodedBody,
    { school: School; path: string; status: number; message: string }
  >({
    max: 64,
    ttl: 60_000,
    fetchMethod: async (_key, _stale, { context }) =>
      precompress(
        encodeBody(
          await render(context.school, context.path, context.status, {
            sent: false,
            values: {},
            fieldErrors: NO_FIELD_ERRORS,
            message: context.message,
          }),
        ),
      ),
  });

  /** The page again with what went wrong, nothing of the body. */
  const failed = (path: string) => async (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const known = formRefusal(error, request);
    if (known.unexpected) request.log.error({ err: error }, 'unexpected error answering a form');
    if (known.status === 503) reply.header('retry-after', String(config.SHED_RETRY_AFTER_SECONDS));
    // Cross-site and over-limit posts wait on a timer, which slows a flood's connections at no cost.
    if (known.status === 403 || known.status === 429) await sleep(config.REFUSAL_DELAY_MS);
    try {
      const context = { school: request.school, path, ...known };
      const key = `${request.school.code}|${path}|${known.status}|${known.message}`;
      const page = await refusalPages.fetch(key, { context });
      if (!page) throw new Error('no refusal page');
      return sendCached(request, reply, page, { status: known.status, cacheControl: 'no-store', type: HTML });
    } catch {
      // No page could be rendered (render line full): the plain error answer.
      return reply.code(known.status).header('cache-control', 'no-store').send(errorBody(known.status, known.message));
    }
  };

  /** The TC page holding the found certificate, to see, download and print; without a render spared, the image alone. */
  const certificatePage = async (
    reply: FastifyReply,
    { type, bytes }: { type: string; bytes: Buffer },
    { values, name }: { values: Readonly<Record<string, string>>; name: string },
  ) => {
    reply.header('x-robots-tag', 'noindex, nofollow');
    const certificate = { url: `data:${type};base64,${bytes.toString('base64')}`, name };
    try {
      return await answer(reply, FORM_PAGES.tc, 200, { sent: true, values, fieldErrors: NO_FIELD_ERRORS, certificate });
    } catch {
      return reply
        .code(200)
        .header('cache-control', 'no-store')
        .header('content-disposition', 'inline; filename="tc.jpg"')
        .type(type)
        .send(bytes);
    }
  };

  const sameSiteOnly = async (request: FastifyRequest) => {
    if (fromAnotherSite(request, new URL(request.school.publicUrl).host))
      throw httpError(403, MESSAGES.formFromAnotherSite);
  };
  const route = (path: string, limit: FormLimits[keyof FormLimits]) => ({
    bodyLimit: FORM_PAGE_BODY_LIMIT,
    onRequest: [sameSiteOnly, limit],
    schema: { hide: true },
    errorHandler: failed(path),
  });

  app.post(
    '/career' satisfies typeof FORM_PAGES.career,
    route(FORM_PAGES.career, limits.career),
    async (request, reply) => {
      const { values, fieldErrors, body } = checkCareer(request.body);
      if (!body) return answer(reply, FORM_PAGES.career, 400, { sent: false, values, fieldErrors });
      try {
        await submissionsOf(request.school).apply(body, request.log);
      } catch (err) {
        const { status, message } = visitorRefusal(err, request);
        // What was typed stays, to be sent again.
        return answer(reply, FORM_PAGES.career, status, { sent: false, values, fieldErrors: NO_FIELD_ERRORS, message });
      }
      try {
        return await answer(reply, FORM_PAGES.career, 200, { sent: true, values: {}, fieldErrors: NO_FIELD_ERRORS });
      } catch {
        // Sent but no render spared: a busy answer would make the applicant send it again.
        return reply
          .code(200)
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(sentAlone(request.school.content.current.words));
      }
    },
  );

  app.post('/Tc' satisfies typeof FORM_PAGES.tc, route(FORM_PAGES.tc, limits.tc), async (request, reply) => {
    const { values, fieldErrors: wrong, body } = checkTc(request.body);
    try {
      if (!body) throw httpError(400, Object.values(wrong)[0] ?? MESSAGES.tcEmptyField);
      const deadline = request.school.provider.deadline();
      const path = await submissionsOf(request.school).findCertificate(body, request.log, deadline);
      const { downloads } = request.school;
      const found = await readCertificate(downloads, request, reply, path, { deadline, maxBytes: PAGE_TC_MAX_BYTES });
      // Too large for a page: the image alone, shown inline, the name for when it is saved.
      if (!found) return await sendCertificate(downloads, request, reply, path, { deadline, inlineAs: 'tc.jpg' });
      return await certificatePage(reply, found, { values, name: body.name?.trim() ?? '' });
    } catch (err) {
      const { status, message } = visitorRefusal(err, request);
      // The parent's details stay, to be checked rather than typed again.
      const fieldErrors = body
        ? status === 400
          ? Object.fromEntries(['name', 'admission'].filter((f) => !values[f]?.trim()).map((f) => [f, message]))
          : {}
        : wrong;
      return answer(reply, FORM_PAGES.tc, status, { sent: false, values, fieldErrors, message });
    }
  });
};

export default formPages;
