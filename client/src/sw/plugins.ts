// The service worker's Workbox plugins: what is saved, which copy may be shown, the copy's note, the offline page.
import type { WorkboxPlugin } from 'workbox-core/types.js';
import { isUsableCopy, isWorthKeeping, savedAt } from './freshness.ts';
import { injectNote, savedCopyNote } from './offline-pages.ts';
import type { OfflineWords } from './site-words.ts';

function isHtml(response: Response): boolean {
  return /^text\/html\b/i.test(response.headers.get('content-type') ?? '');
}

/** Saves only a whole 200 whose Cache-Control allows a copy; with `html`, only HTML pages. */
export function keepReusable({ html = false }: { html?: boolean } = {}): WorkboxPlugin {
  return {
    cacheWillUpdate: async ({ response }) =>
      response.status === 200 && isWorthKeeping(response.headers) && (!html || isHtml(response)) ? response : null,
  };
}

/**
 * Bypasses the browser's HTTP cache (conditional request instead): under stale-while-revalidate it
 * would answer with a stale copy that shows without the copy note. Workbox passes no fetch options
 * for navigations, so the request is remade.
 */
export const revalidate: WorkboxPlugin = {
  requestWillFetch: async ({ request }) =>
    request.cache === 'default' || request.cache === 'force-cache'
      ? new Request(request, { cache: 'no-cache' })
      : request,
};

/** Shows a copy only within max-age + stale-if-error of its own headers. */
export function withinStaleWindow(now: () => number = Date.now): WorkboxPlugin {
  return {
    cachedResponseWillBeUsed: async ({ cachedResponse }) =>
      cachedResponse && isUsableCopy(cachedResponse.headers, now()) ? cachedResponse : null,
  };
}

/** A response with the same status and headers and a new HTML body. */
export function withHtml(response: Response, html: string): Response {
  const headers = new Headers(response.headers);
  // The cache holds the body decoded.
  headers.delete('content-length');
  headers.delete('content-encoding');
  return new Response(html, { status: response.status, statusText: response.statusText, headers });
}

export interface NoteSettings {
  /** The school's words for the note (kept by the worker). */
  words: () => Promise<OfflineWords>;
  /** navigator.onLine is false. */
  offline: () => boolean;
  /** Defaults to the device's zone. */
  timeZone?: string;
}

/** A page shown from its copy says so at its top, with its time (NetworkFirst reads the cache only on fallback). */
export function savedCopyNotice({ words, offline, timeZone }: NoteSettings): WorkboxPlugin {
  return {
    cachedResponseWillBeUsed: async ({ cachedResponse }) => {
      if (!cachedResponse || !isHtml(cachedResponse)) return cachedResponse;
      const note = savedCopyNote({
        words: await words(),
        savedAt: savedAt(cachedResponse.headers),
        offline: offline(),
        ...(timeZone ? { timeZone } : {}),
      });
      return withHtml(cachedResponse, injectNote(await cachedResponse.text(), note));
    },
  };
}

/** What the worker tells a page about the data it just answered with. */
export type CopyMessage = { type: 'saved-copy'; note: string } | { type: 'fresh' };

/** The fetching page's client id; navigations have none yet. */
function clientOf(event: Event | undefined): string | null {
  const id = (event as FetchEvent | undefined)?.clientId;
  return id ? id : null;
}

/**
 * The app's own navigations load /bff data: the page is told when that data is a saved copy (with
 * the note, client/src/lib/offline.ts), and again when fresh data comes.
 */
export function announceCopies(
  tell: (clientId: string, message: CopyMessage) => void,
  { words, offline, timeZone }: NoteSettings,
): WorkboxPlugin {
  const copyNote = async (copy: Response): Promise<CopyMessage> => ({
    type: 'saved-copy',
    note: savedCopyNote({
      words: await words(),
      savedAt: savedAt(copy.headers),
      offline: offline(),
      ...(timeZone ? { timeZone } : {}),
    }),
  });
  return {
    cachedResponseWillBeUsed: async ({ cachedResponse, event, state }) => {
      const client = clientOf(event);
      if (cachedResponse && client) {
        tell(client, await copyNote(cachedResponse));
        // A late network answer after the timeout only refreshes the cache.
        if (state) state.answeredFromCopy = true;
      }
      return cachedResponse;
    },
    fetchDidSucceed: async ({ response, event, state }) => {
      const client = clientOf(event);
      if (!response.ok || !client || state?.answeredFromCopy) return response;
      // Offline, an answer can only come from the browser's HTTP cache: still a copy.
      tell(client, offline() ? await copyNote(response) : { type: 'fresh' });
      return response;
    },
  };
}

/** A navigation of the whole tab (not a frame's, not a fetch). */
export function isTopLevelNavigation(request: Request): boolean {
  return request.mode === 'navigate' && request.destination === 'document';
}

/** A failed tab navigation with no copy gets `fallback` (the offline page). */
export function offlineFallback(fallback: (request: Request) => Promise<Response>): WorkboxPlugin {
  return {
    handlerDidError: async ({ request }) => (isTopLevelNavigation(request) ? fallback(request) : undefined),
  };
}

/** A worker-written page: never stored; CSP allows only its inline style. */
export const GENERATED_PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self'; frame-ancestors 'self'",
  'x-content-type-options': 'nosniff',
} as const;

/** A worker-written page, 503 since the site did not answer. */
export function generatedPage(html: string, status = 503): Response {
  return new Response(html, { status, headers: GENERATED_PAGE_HEADERS });
}
