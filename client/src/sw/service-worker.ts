/// <reference lib="webworker" />
// The service worker (/sw.js, scope /): offline revisits. Built alone by vite.sw.config.ts;
// client/src/lib/offline.ts registers it after the page has loaded, when the browser is idle.
//
// - Pages and /bff answers: the network first, for at most 4 s, then the copy saved on the last
//   visit; a page shown from its copy says so, with the copy's time.
// - Hashed assets (/assets/…): from the cache first; their names change with their bytes.
// - PDFs (the fee structure, the calendar, the notices' attachments) and images: the network
//   first, then the saved copy; kept once seen, in bounded caches.
// - A copy is shown only within the window the server gave it (max-age + stale-if-error), and no
//   cache keeps more than its number of entries.
// - A tab's navigation that fails with no copy gets the offline page (503), listing what is saved.
// - Searches (the /search page and /bff/search) are never saved: on a shared family phone they may
//   name a pupil. Offline, the search page gets the offline page.
// - Forms: POST is never saved or replayed (no background sync). A form posted while offline gets
//   a page saying it was not sent (503), instead of the browser's error page.
import { clientsClaim } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly, type Strategy } from 'workbox-strategies';
import { bff, paths } from '../config/paths.ts';
import { isUsableCopy, savedAt } from './freshness.ts';
import { formNotSentPage, offlinePage, pageTitle, shortTitle, type SavedEntry } from './offline-pages.ts';
import {
  announceCopies,
  generatedPage,
  keepReusable,
  offlineFallback,
  revalidate,
  savedCopyNotice,
  withinStaleWindow,
  type CopyMessage,
} from './plugins.ts';

declare const self: ServiceWorkerGlobalScope;

/** How long the network has before a saved copy is shown instead. */
const NETWORK_TIMEOUT_SECONDS = 4;
const DAY = 24 * 60 * 60;

// A new version of a cache's format gets a new name; activation deletes the old ones.
const PREFIX = 'offline-';
const CACHES = {
  pages: `${PREFIX}pages-v1`,
  data: `${PREFIX}data-v1`,
  assets: `${PREFIX}assets-v1`,
  documents: `${PREFIX}documents-v1`,
  images: `${PREFIX}images-v1`,
} as const;

/**
 * The outer bounds of each cache: its number of entries, and an age past which a copy goes
 * whatever its headers say (the server's own window, read from each copy, is usually shorter).
 */
function bounded(maxEntries: number, maxAgeSeconds: number): ExpirationPlugin {
  return new ExpirationPlugin({ maxEntries, maxAgeSeconds, purgeOnQuotaError: true });
}

const offline = () => !self.navigator.onLine;

const pages = new NetworkFirst({
  cacheName: CACHES.pages,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [
    revalidate,
    keepReusable({ html: true }),
    withinStaleWindow(),
    bounded(50, 7 * DAY),
    savedCopyNotice({ offline }),
    offlineFallback((request) => offlineAnswer(request)),
  ],
});

/** A message to one page; a page closed meanwhile is no one to tell. */
function tell(clientId: string, message: CopyMessage): void {
  void self.clients.get(clientId).then((client) => client?.postMessage(message));
}

const data = new NetworkFirst({
  cacheName: CACHES.data,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [keepReusable(), withinStaleWindow(), bounded(80, 7 * DAY), announceCopies(tell, { offline })],
});

const assets = new CacheFirst({
  cacheName: CACHES.assets,
  plugins: [new CacheableResponsePlugin({ statuses: [200] }), bounded(120, 60 * DAY)],
});

const documents = new NetworkFirst({
  cacheName: CACHES.documents,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [
    keepReusable(),
    withinStaleWindow(),
    bounded(20, 30 * DAY),
    offlineFallback((request) => offlineAnswer(request)),
  ],
});

const images = new NetworkFirst({
  cacheName: CACHES.images,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [keepReusable(), withinStaleWindow(), bounded(80, 30 * DAY)],
});

const isPdf = (url: URL) => url.pathname.startsWith('/pdf/') || /\.pdf$/i.test(url.pathname);
const isImage = (url: URL, request: Request) =>
  request.destination === 'image' ||
  /^\/(bff\/media|content\/images)\/.+\.(avif|gif|jpe?g|png|svg|webp)$/i.test(url.pathname);

const searches = new NetworkOnly({
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [offlineFallback((request) => offlineAnswer(request))],
});
const isSearch = (url: URL) => url.pathname === paths.search || url.pathname === bff.search;

// Order matters: the first route that matches answers.
registerRoute(({ url, sameOrigin }) => sameOrigin && isSearch(url), searches);
registerRoute(({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'), assets);
registerRoute(({ url, sameOrigin }) => sameOrigin && isPdf(url), documents);
registerRoute(({ url, request, sameOrigin }) => sameOrigin && isImage(url, request), images);
registerRoute(
  ({ url, sameOrigin }) =>
    sameOrigin &&
    url.pathname.startsWith('/bff/') &&
    !url.pathname.startsWith('/bff/media/') &&
    !url.pathname.startsWith('/bff/docs'),
  data,
);
registerRoute(
  ({ url, request, sameOrigin }) => sameOrigin && request.mode === 'navigate' && !url.pathname.startsWith('/bff/'),
  pages,
);

// A form posted without scripts (TC, career) is a POST navigation: passed to the network as it is,
// and never kept or sent again later. When it cannot leave, the visitor is told, not shown the
// browser's error page.
registerRoute(
  ({ request, sameOrigin }) => sameOrigin && request.mode === 'navigate',
  async ({ request, url }) => {
    try {
      return await fetch(request);
    } catch {
      return generatedPage(formNotSentPage(url.pathname, offline()));
    }
  },
  'POST',
);

/** The usable copies in a cache, newest first, with what the offline page calls them. */
async function savedEntries(
  cacheName: string,
  label: (url: URL, response: Response) => Promise<string>,
): Promise<SavedEntry[]> {
  const cache = await caches.open(cacheName);
  const now = Date.now();
  const entries: SavedEntry[] = [];
  for (const request of await cache.keys()) {
    const response = await cache.match(request);
    if (!response || !isUsableCopy(response.headers, now)) continue;
    const url = new URL(request.url);
    entries.push({
      path: url.pathname + url.search,
      label: await label(url, response),
      savedAt: savedAt(response.headers),
    });
  }
  return entries.sort((a, b) => (b.savedAt?.getTime() ?? 0) - (a.savedAt?.getTime() ?? 0));
}

/** The offline page: what can be opened without a connection (saved pages by title, saved documents). */
async function offlineAnswer(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const [pageList, documentList] = await Promise.all([
    savedEntries(CACHES.pages, async (u, response) => shortTitle(pageTitle(await response.text()) ?? u.pathname)),
    savedEntries(CACHES.documents, async (u) => {
      const name = u.pathname.split('/').pop() ?? u.pathname;
      try {
        return decodeURIComponent(name);
      } catch {
        return name;
      }
    }),
  ]);
  return generatedPage(
    offlinePage({ path: url.pathname + url.search, offline: offline(), pages: pageList, documents: documentList }),
  );
}

/** Runs a request through a strategy and waits until its copy is saved. */
async function save(strategy: Strategy, event: ExtendableEvent, url: string): Promise<Response | undefined> {
  try {
    const [response] = await Promise.all(
      strategy.handleAll({ event, request: new Request(url, { credentials: 'same-origin' }) }),
    );
    return response;
  } catch {
    return undefined;
  }
}

/**
 * The page open when the worker first starts was loaded before it: saved now, with the scripts
 * and styles it names, so the first page seen is there offline too.
 */
async function saveOpenPages(event: ExtendableEvent): Promise<void> {
  // Not yet controlled: clientsClaim() runs beside this.
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of windows) {
    const url = new URL(client.url);
    if (url.origin !== self.location.origin || url.pathname.startsWith('/bff/') || isSearch(url)) continue;
    url.hash = '';
    const response = await save(pages, event, url.href);
    if (!response?.ok || !/^text\/html\b/i.test(response.headers.get('content-type') ?? '')) continue;
    const html = await response.text();
    const files = new Set([...html.matchAll(/\s(?:src|href)="(\/assets\/[^"?#]+)"/g)].map((m) => m[1]!));
    await Promise.all([...files].map((file) => save(assets, event, new URL(file, self.location.origin).href)));
  }
}

self.addEventListener('install', () => {
  // Nothing to fetch before it works: start at once rather than after every tab closes.
  void self.skipWaiting();
});

clientsClaim();

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const current = new Set<string>(Object.values(CACHES));
      for (const name of await caches.keys()) {
        if (name.startsWith(PREFIX) && !current.has(name)) await caches.delete(name);
      }
      await saveOpenPages(event);
    })(),
  );
});
