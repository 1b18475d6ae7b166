import { STATUS_CODES } from 'node:http';
import createError from '@fastify/error';
import type { FastifyError } from 'fastify';
import { MESSAGES } from '../../shared/messages.ts';
import { FIELD_HINTS } from '../../shared/schemas/requests.ts';
import { BusyError } from '../load/busy.ts';
import { UpstreamError } from '../provider/upstream-error.ts';

/** An error whose message is written for a visitor (its status is set by httpError). */
export const VisitorError = createError<[string]>('BFF_HTTP_ERROR', '%s', 500);

/** An error whose message is safe to show to a visitor. */
export function httpError(statusCode: number, message: string): FastifyError {
  const err = new VisitorError(message);
  err.statusCode = statusCode;
  err.name = STATUS_CODES[statusCode] ?? 'Error';
  return err;
}

/** What a failure is answered with; `unexpected` ones are logged with their details. */
export interface Classified {
  status: number;
  message: string;
  unexpected: boolean;
}

/**
 * Every failure, classified once for the JSON routes and the form pages alike: shedding is a 503,
 * a provider failure a 502, a bad value a 400 naming the field, a refusal written for the visitor
 * its own status and words, and anything else a 500 whose details stay in the log.
 */
export function classify(error: FastifyError, validationMessage?: string): Classified {
  const known = (status: number, message: string) => ({ status, message, unexpected: false });
  if (error instanceof BusyError) return known(503, error.message);
  if (error instanceof UpstreamError) return known(502, MESSAGES.providerUnavailable);
  if (error instanceof VisitorError) return known(error.statusCode ?? 500, error.message);
  if (error.validation) {
    const first = error.validation[0];
    const field =
      (first?.params as { missingProperty?: string } | undefined)?.missingProperty ??
      first?.instancePath.split('/').filter(Boolean).pop() ??
      '';
    const fallback = `Invalid ${error.validationContext ?? 'input'}${field ? ` (${field})` : ''}.`;
    return known(400, validationMessage ?? FIELD_HINTS[field] ?? fallback);
  }
  const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
  if (status >= 500) return { status, message: MESSAGES.serverFault, unexpected: true };
  if (status === 413) return known(413, MESSAGES.formTooLarge);
  if (status === 429) return known(429, MESSAGES.tooManyRequests);
  // Fastify's own refusals (unreadable JSON, an unsupported media type) say what was wrong.
  return known(status, error.message);
}

/**
 * Problem details (RFC 9457) with the BFF's older names kept beside them, so clients that read
 * `message` and those that read `detail` both work. No problem types are defined: `about:blank`
 * says the status is all there is to know, and `title` is then its phrase.
 */
export function errorBody(statusCode: number, message: string) {
  const title = STATUS_CODES[statusCode] ?? 'Error';
  return { type: 'about:blank', title, status: statusCode, detail: message, statusCode, error: title, message };
}

/** The media type of every error body (error-handler.ts sets it). */
export const PROBLEM_TYPE = 'application/problem+json; charset=utf-8';

/** The JSON 404 of a path that is neither a page nor a file nor an API route. */
export function notFoundBody(path: string) {
  return errorBody(404, `No such ${path.startsWith('/bff') ? 'API route' : 'page or file'}: ${path}`);
}

/** The 405 of a known path asked with a method it does not take. */
export function methodNotAllowedBody(method: string, allowed: readonly string[]) {
  return errorBody(405, `${method} is not used here; this address takes ${allowed.join(', ')}.`);
}
