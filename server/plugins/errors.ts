import type { FastifyError } from 'fastify';
import { STATUS_CODES } from 'node:http';

/** An error whose message is safe to show to a visitor. */
export function httpError(statusCode: number, message: string): FastifyError {
  const err = new Error(message) as FastifyError;
  err.statusCode = statusCode;
  err.code = 'BFF_HTTP_ERROR';
  err.name = STATUS_CODES[statusCode] ?? 'Error';
  return err;
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
