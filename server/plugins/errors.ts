import { STATUS_CODES } from 'node:http';
import createError from '@fastify/error';
import type { FastifyError, FastifyRequest } from 'fastify';
import { MESSAGES } from '../../shared/messages.ts';
import { FIELD_HINTS } from '../../shared/schemas/requests.ts';
import { BusyError } from '../load/busy.ts';
import { noteFailure } from '../observability/logging.ts';
import { UpstreamError } from '../provider/upstream-error.ts';

/** An error whose message is written for a visitor (status set by httpError). */
export const VisitorError = createError<[string]>('BFF_HTTP_ERROR', '%s', 500);

/** An error whose message is safe to show to a visitor. */
export function httpError(statusCode: number, message: string): FastifyError {
  const err = new VisitorError(message);
  err.statusCode = statusCode;
  err.name = STATUS_CODES[statusCode] ?? 'Error';
  return err;
}

/** A failure's answer; `unexpected` ones are logged. */
export interface Classified {
  status: number;
  message: string;
  unexpected: boolean;
}

/** Why a 5xx happened, for the operator's log line: which limit shed it, or the provider's host and error. */
export function failureReason(error: unknown, request: FastifyRequest): string {
  if (error instanceof BusyError) return `shed: ${error.limit}`;
  if (error instanceof UpstreamError) {
    const how = `${error.kind}${error.status ? ` ${error.status}` : ''}`;
    return `provider ${request.school.provider.host} ${error.route}: ${how}`;
  }
  const { name, code, message } = error as Partial<FastifyError>;
  return `${code ?? name ?? 'error'}: ${String(message ?? error).split('\n', 1)[0]}`;
}

/**
 * Classifies any failure for JSON routes and form pages: shedding 503, provider 502, bad value 400 naming
 * the field, a VisitorError its own status and words, anything else 500 (details only in the log). A
 * 5xx's reason goes to the request's log line.
 */
export function classify(error: FastifyError, request: FastifyRequest, validationMessage?: string): Classified {
  const classified = classifyOnly(error, validationMessage);
  if (classified.status >= 500) noteFailure(request, failureReason(error, request));
  return classified;
}

function classifyOnly(error: FastifyError, validationMessage?: string): Classified {
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
  // Fastify's own refusals (unreadable JSON, unsupported media type) say what was wrong.
  return known(status, error.message);
}

/**
 * Problem details (RFC 9457) plus `statusCode`, `error` and `message`, for clients reading either. No
 * problem types: `about:blank`, with the status phrase as `title`.
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
