import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { ApiRequestError, type BffApi } from '@shared/bff-api.ts';
import { MESSAGES } from '@shared/messages.ts';
import { bff } from '@/config/paths.ts';
import { getJson, withQuery } from './api.ts';

function nullWhenMissing(error: unknown): null {
  if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) return null;
  throw error;
}

/** The /bff routes over the network: what loaders use in the browser (a navigation that is replaced cancels its requests). */
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
  };
}

/**
 * A loader's failure with its status, for the router to show as a route error (on the server, the
 * page's status): a Response, which the router unwraps itself (its JSON body becomes the error's
 * data), so loaders need none of the router's code.
 */
export function routeError(status: number, body: unknown = null, statusText = ''): Response {
  return body === null
    ? new Response(null, { status, statusText })
    : new Response(JSON.stringify(body), { status, statusText, headers: { 'content-type': 'application/json' } });
}

/** What the server hands its loaders (createStaticHandler's requestContext). */
export interface ServerLoadContext {
  bff: BffApi;
}

function isServerContext(context: unknown): context is ServerLoadContext {
  return typeof context === 'object' && context !== null && 'bff' in context;
}

/**
 * Runs a loader's calls against the server's services while rendering, or the /bff routes in the
 * browser, and turns a failure into a route error with its status (the server answers the page
 * with it) and a message a visitor may read.
 */
export async function loadFrom<T>(
  { context, request }: LoaderFunctionArgs,
  load: (api: BffApi) => Promise<T>,
): Promise<T> {
  const api = isServerContext(context) ? context.bff : browserApi(request.signal);
  try {
    return await load(api);
  } catch (error) {
    // By name: the server's services throw the server's copy of the class, not this bundle's.
    if (error instanceof Error && error.name === 'ApiRequestError') {
      const { status, fromServer, message } = error as ApiRequestError;
      throw routeError(status, { message: fromServer ? message : MESSAGES.providerUnavailable });
    }
    // fetch's network failure (its message differs from browser to browser): a failed load too,
    // which the visitor can try again once the connection is back.
    if (error instanceof TypeError && !request.signal.aborted) {
      throw routeError(503, { message: MESSAGES.connectionFailed });
    }
    throw error;
  }
}

/**
 * For loaders that read nothing from the query: the page filters what it has, so a new filter in
 * the URL loads nothing again (a retry, the same URL, still does).
 */
export function keepOnNewFilters({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  const onlyQueryChanged = currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search;
  return onlyQueryChanged ? false : defaultShouldRevalidate;
}
