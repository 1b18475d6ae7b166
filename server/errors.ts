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

export function errorBody(statusCode: number, message: string) {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
}

/** The JSON 404 of a path that is neither a page nor a file nor an API route. */
export function notFoundBody(path: string) {
  return errorBody(404, `No such ${path.startsWith('/bff') ? 'API route' : 'page or file'}: ${path}`);
}
