import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { ApiRequestError, type BffApi } from '@shared/bff-api.ts';
import { MESSAGES } from '@shared/messages.ts';
import { bff } from '@/config/paths.ts';
import { getJson, withQuery } from './api.ts';

function nullWhenMissing(error: unknown): null {
  if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) return null;
  throw error;
}

/** The /bff routes for browser loaders; a replaced navigation cancels its requests. */
function browserApi(signal: AbortSignal): BffApi {
  return {
    site: () => getJson(bff.site, signal),
    home: () => getJson(bff.home, signal),
    admissions: () => getJson(bff.admissions, signal),
    list: (name, query) => getJson(withQuery(bff[name], { year: query.year, month: query.month, q: query.q }), signal),
    toppers: (query) =>
      getJson(withQuery(bff.toppers, { class: query.class, session: query.session, q: query.q }), signal),
    album: (id) => getJson<Awaited<ReturnType<BffApi['album']>>>(bff.album(id), signal).catch(nullWhenMissing),
    page: (slug) => getJson<Awaited<ReturnType<BffApi['page']>>>(bff.page(slug), signal).catch(nullWhenMissing),
    search: (q) => getJson(withQuery(bff.search, { q }), signal),
    schoolYear: () => getJson<Awaited<ReturnType<BffApi['schoolYear']>>>(bff.schoolYear, signal).catch(nullWhenMissing),
  };
}

/**
 * A loader failure with its status (the page's status on the server), as a Response the router
 * unwraps itself, so loaders need no router code.
 */
export function routeError(status: number, body: unknown = null, statusText = ''): Response {
  return body === null
    ? new Response(null, { status, statusText })
    : new Response(JSON.stringify(body), { status, statusText, headers: { 'content-type': 'application/json' } });
}

/** The server's loader context (createStaticHandler's requestContext). */
export interface ServerLoadContext {
  bff: BffApi;
}

function isServerContext(context: unknown): context is ServerLoadContext {
  return typeof context === 'object' && context !== null && 'bff' in context;
}

/**
 * Runs a loader against the server's services or, in the browser, /bff; a failure becomes a route
 * error with its status and a message fit for a visitor.
 */
export async function loadFrom<T>(
  { context, request }: LoaderFunctionArgs,
  load: (api: BffApi) => Promise<T>,
): Promise<T> {
  const api = isServerContext(context) ? context.bff : browserApi(request.signal);
  try {
    return await load(api);
  } catch (error) {
    // By name: the server throws its own copy of the class.
    if (error instanceof Error && error.name === 'ApiRequestError') {
      const { status, fromServer, message } = error as ApiRequestError;
      throw routeError(status, { message: fromServer ? message : MESSAGES.providerUnavailable });
    }
    // fetch's network failure (message varies by browser): a retryable 503.
    if (error instanceof TypeError && !request.signal.aborted) {
      throw routeError(503, { message: MESSAGES.connectionFailed });
    }
    throw error;
  }
}

/** For loaders that ignore the query: a new filter reloads nothing (a same-URL retry still does). */
export function keepOnNewFilters({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  const onlyQueryChanged = currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search;
  return onlyQueryChanged ? false : defaultShouldRevalidate;
}
