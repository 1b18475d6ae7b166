// The service worker's Workbox plugins: what is saved, which saved copy may still be shown, the
// note on a page shown from its copy, and the offline page when there is no copy.
import type { WorkboxPlugin } from 'workbox-core/types.js';
import { isUsableCopy, isWorthKeeping, savedAt } from './freshness.ts';
import { injectNote, savedCopyNote } from './offline-pages.ts';

function isHtml(response: Response): boolean {
  return /^text\/html\b/i.test(response.headers.get('content-type') ?? '');
}

/**
 * Saves only what could be shown again: a whole 200 answer of this site whose Cache-Control
 * allows a copy (not no-store, not a form page's no-cache), and, with `html`, only HTML pages
 * (not a feed or a file opened in the tab).
 */
export function keepReusable({ html = false }: { html?: boolean } = {}): WorkboxPlugin {
  return {
    cacheWillUpdate: async ({ response }) =>
      response.status === 200 && isWorthKeeping(response.headers) && (!html || isHtml(response)) ? response : null,
  };
}

/**
 * Asks the site itself (a conditional request, 304 when unchanged), not the browser's HTTP cache:
 * pages are max-age=0 with stale-while-revalidate, which the browser's cache would answer with its
 * own stale copy, offline too, and the page would show without saying it is a copy. (Workbox
 * passes no fetch options for navigations, so the request itself is remade.)
 */
export const revalidate: WorkboxPlugin = {
  requestWillFetch: async ({ request }) =>
    request.cache === 'default' || request.cache === 'force-cache'
      ? new Request(request, { cache: 'no-cache' })
      : request,
};

/**
 * Shows a saved copy only within the window the server gave it: no older than max-age plus
 * stale-if-error, from the copy's own Cache-Control and Date headers.
 */
export function withinStaleWindow(now: () => number = Date.now): WorkboxPlugin {
  return {
    cachedResponseWillBeUsed: async ({ cachedResponse }) =>
      cachedResponse && isUsableCopy(cachedResponse.headers, now()) ? cachedResponse : null,
  };
}

/** A response with the same status and headers and a new HTML body. */
export function withHtml(response: Response, html: string): Response {
  const headers = new Headers(response.headers);
  // The body is new, and the cache holds it decoded.
  headers.delete('content-length');
  headers.delete('content-encoding');
  return new Response(html, { status: response.status, statusText: response.statusText, headers });
}

export interface NoteSettings {
  /** Whether the device says it is offline now (navigator.onLine). */
  offline: () => boolean;
  /** The zone the time is told in; the device's own when not given. */
  timeZone?: string;
}

/**
 * A page answered from its saved copy (the network failed or took too long) says so at its top,
 * with the copy's time. Only ever called on a copy about to be shown: NetworkFirst reads the cache
 * only when it falls back.
 */
export function savedCopyNotice({ offline, timeZone }: NoteSettings): WorkboxPlugin {
  return {
    cachedResponseWillBeUsed: async ({ cachedResponse }) => {
      if (!cachedResponse || !isHtml(cachedResponse)) return cachedResponse;
      const note = savedCopyNote({
        savedAt: savedAt(cachedResponse.headers),
        offline: offline(),
        ...(timeZone ? { timeZone } : {}),
      });
      return withHtml(cachedResponse, injectNote(await cachedResponse.text(), note));
    },
  };
}

/** What the worker tells a page about the data it just answered the page's fetch with. */
export type CopyMessage = { type: 'saved-copy'; note: string } | { type: 'fresh' };

/** The page that made a fetch (its client id), when it was one; navigations have none yet. */
function clientOf(event: Event | undefined): string | null {
  const id = (event as FetchEvent | undefined)?.clientId;
  return id ? id : null;
}

/**
 * A page that moves on without reloading (the app's own navigations) gets its data from /bff, not
 * a new HTML page: when that data comes from a saved copy, the page is told, with the note to show
 * at its top (client/src/lib/offline.ts), and told again when fresh data comes, to take it away.
 */
export function announceCopies(
  tell: (clientId: string, message: CopyMessage) => void,
  { offline, timeZone }: NoteSettings,
): WorkboxPlugin {
  const copyNote = (copy: Response): CopyMessage => ({
    type: 'saved-copy',
    note: savedCopyNote({ savedAt: savedAt(copy.headers), offline: offline(), ...(timeZone ? { timeZone } : {}) }),
  });
  return {
    cachedResponseWillBeUsed: async ({ cachedResponse, event, state }) => {
      const client = clientOf(event);
      if (cachedResponse && client) {
        tell(client, copyNote(cachedResponse));
        // The network may still answer after the timeout gave the page this copy: that answer only refreshes the cache.
        if (state) state.answeredFromCopy = true;
      }
      return cachedResponse;
    },
    fetchDidSucceed: async ({ response, event, state }) => {
      const client = clientOf(event);
      if (!response.ok || !client || state?.answeredFromCopy) return response;
      // With no connection, an answer can only have come from the browser's own HTTP cache (still
      // within its max-age): a copy all the same, and the parent is told so.
      tell(client, offline() ? copyNote(response) : { type: 'fresh' });
      return response;
    },
  };
}

/** A navigation of the whole tab (not a frame's, not a fetch). */
export function isTopLevelNavigation(request: Request): boolean {
  return request.mode === 'navigate' && request.destination === 'document';
}

/** When a tab's navigation fails and no copy can stand in: the answer `fallback` makes (the offline page). */
export function offlineFallback(fallback: (request: Request) => Promise<Response>): WorkboxPlugin {
  return {
    handlerDidError: async ({ request }) => (isTopLevelNavigation(request) ? fallback(request) : undefined),
  };
}

/** Headers of a page the worker writes itself: never stored, and a CSP that allows only its own style. */
export const GENERATED_PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self'; frame-ancestors 'self'",
  'x-content-type-options': 'nosniff',
} as const;

/** A page the worker writes (offline, form not sent): 503, as the site could not answer. */
export function generatedPage(html: string, status = 503): Response {
  return new Response(html, { status, headers: GENERATED_PAGE_HEADERS });
}
