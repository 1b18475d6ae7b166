import formBody from '@fastify/formbody';
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { FORM_PAGES, type FormReply } from '../../shared/form-reply.ts';
import { CAREER_FIELD_MESSAGES, MESSAGES } from '../../shared/messages.ts';
import { BusyError } from '../busy.ts';
import { errorBody, httpError } from '../errors.ts';
import { formChecker } from '../form-fields.ts';
import { formSubmissions, sendCertificate } from '../form-submissions.ts';
import { CareerBody, FORM_BODY_LIMIT, TcBody } from '../schemas.ts';
import type { PageRenderer } from '../ssr.ts';

// The forms' own pages take their posts: a visitor whose scripts have not arrived (or failed)
// submits the form as HTML does, in the request's body (never in the URL), and is answered with
// the page itself: the confirmation, or the form refilled with a message beside each wrong field.
// For TC the answer is the certificate itself, shown in the browser. Same schemas, rate limits and
// body limit as the JSON API the scripts use; nothing of the body is logged or cached.

const NO_FIELD_ERRORS = {} as const;

const careerFields: Readonly<Record<string, Readonly<Record<string, string>>>> = CAREER_FIELD_MESSAGES;
const checkCareer = formChecker<CareerBody>(CareerBody, (field, value) =>
  (value?.trim() ? careerFields.invalid : careerFields.empty)?.[field] ?? MESSAGES.formUnreadable,
);
const checkTc = formChecker<TcBody>(TcBody, () => MESSAGES.tcEmptyField);

/** Refusals before the form is read (too many, too large, not a form): the page with the message alone. */
function refusal(error: FastifyError): { status: number; message: string } | null {
  if (error instanceof BusyError) return { status: 503, message: error.message };
  const status = error.statusCode ?? 500;
  if (status === 429) return { status, message: MESSAGES.tooManyRequests };
  if (status === 413) return { status, message: MESSAGES.formTooLarge };
  if (status === 415 || status === 400) return { status: 400, message: MESSAGES.formUnreadable };
  return null;
}

/** A refusal written for the visitor (httpError); anything else is thrown on, to the route's error handler. */
function visitorRefusal(err: unknown): { status: number; message: string } {
  const error = err as FastifyError;
  if (error.code !== 'BFF_HTTP_ERROR') throw err;
  return { status: error.statusCode ?? 502, message: error.message };
}

const formPages: FastifyPluginAsync<{ renderer: PageRenderer }> = async (app, { renderer }) => {
  const { client, config, downloads } = app.bff;
  const submissions = formSubmissions(client);
  await app.register(formBody, { bodyLimit: FORM_BODY_LIMIT });
  const rateLimit = { max: config.FORM_RATE_LIMIT_MAX, timeWindow: config.FORM_RATE_LIMIT_WINDOW_SECONDS * 1000 };

  const answer = async (reply: FastifyReply, path: string, status: number, formReply: FormReply) => {
    const html = await renderer.formPage(path, formReply);
    return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  };

  /** A refusal or a fault of ours: the page again, with what went wrong, and nothing of the body. */
  const failed = (path: string) => async (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    let known = refusal(error);
    if (!known) {
      const status = error.statusCode ?? 500;
      if (error.code === 'BFF_HTTP_ERROR' && status < 500) known = { status, message: error.message };
      else {
        if (error.code !== 'BFF_HTTP_ERROR') request.log.error({ err: error }, 'unexpected error answering a form');
        known = { status: status >= 500 ? status : 500, message: error.code === 'BFF_HTTP_ERROR' ? error.message : MESSAGES.serverFault };
      }
    }
    if (known.status === 503) reply.header('retry-after', String(config.SHED_RETRY_AFTER_SECONDS));
    try {
      return await answer(reply, path, known.status, { sent: false, values: {}, fieldErrors: NO_FIELD_ERRORS, message: known.message });
    } catch {
      // Not even the page could be rendered (the render line is full): the plain error answer.
      return reply.code(known.status).header('cache-control', 'no-store').send(errorBody(known.status, known.message));
    }
  };

  const route = (path: string) => ({
    bodyLimit: FORM_BODY_LIMIT,
    config: { rateLimit },
    schema: { hide: true },
    errorHandler: failed(path),
  });

  app.post(FORM_PAGES.career, route(FORM_PAGES.career), async (request, reply) => {
    const { values, fieldErrors, body } = checkCareer(request.body);
    if (!body) return answer(reply, FORM_PAGES.career, 400, { sent: false, values, fieldErrors });
    try {
      await submissions.apply(body, request.log);
    } catch (err) {
      const { status, message } = visitorRefusal(err);
      // What was typed stays, to be sent again in a moment.
      return answer(reply, FORM_PAGES.career, status, { sent: false, values, fieldErrors: NO_FIELD_ERRORS, message });
    }
    return answer(reply, FORM_PAGES.career, 200, { sent: true, values: {}, fieldErrors: NO_FIELD_ERRORS });
  });

  app.post(FORM_PAGES.tc, route(FORM_PAGES.tc), async (request, reply) => {
    const { values, body } = checkTc(request.body);
    try {
      if (!body) throw httpError(400, MESSAGES.tcEmptyField);
      const deadline = client.deadline();
      const path = await submissions.findCertificate(body, request.log, deadline);
      // Shown in the browser, which offers to save or print it; named for when it is saved.
      return await sendCertificate(downloads, request, reply, path, { deadline, inlineAs: 'tc.jpg' });
    } catch (err) {
      const { status, message } = visitorRefusal(err);
      // The parent's details stay in the form, to be checked rather than typed again.
      const fieldErrors = status === 400 ? Object.fromEntries(['name', 'admission'].filter((f) => !values[f]?.trim()).map((f) => [f, message])) : {};
      return answer(reply, FORM_PAGES.tc, status, { sent: false, values, fieldErrors, message });
    }
  });
};

export default formPages;
