/// <reference lib="webworker" />
// The service worker (/sw.js, scope /), built by vite.sw.config.ts, registered by client/src/lib/offline.ts.
// - Pages, /bff, PDFs, images: network first (4 s), then the saved copy, marked as a copy.
// - Hashed /assets/: cache first (names change with bytes).
// - Copies are shown only within max-age + stale-if-error; every cache is bounded.
// - A failed navigation with no copy gets the offline page (503).
// - Searches are never saved (a shared phone may name a pupil).
// - POSTs are never saved or replayed; one sent offline gets a "not sent" page (503).
// - Its own pages are in the school's words, kept from /bff/site/offline (kept-words.ts).
// - The pages open when it starts are saved from the browser's own copies, never downloaded twice.
import { clientsClaim } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly, type Strategy } from 'workbox-strategies';
import { bff, paths } from '../config/paths.ts';
import { isUsableCopy, savedAt } from './freshness.ts';
import { formNotSentPage, offlinePage, pageTitle, shortTitle, type SavedEntry } from './offline-pages.ts';
import { wordsStore } from './kept-words.ts';
import { HeldCopy } from './held-copy.ts';
import { saveOpenPages } from './open-pages.ts';
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

/** Network time before the saved copy is shown. */
const NETWORK_TIMEOUT_SECONDS = 4;
const DAY = 24 * 60 * 60;

// A changed cache format or /bff shape (data v3: /bff/site's date formats) gets a new name; activation deletes old ones.
const PREFIX = 'offline-';
const CACHES = {
  pages: `${PREFIX}pages-v1`,
  data: `${PREFIX}data-v3`,
  assets: `${PREFIX}assets-v1`,
  documents: `${PREFIX}documents-v1`,
  images: `${PREFIX}images-v1`,
  words: `${PREFIX}words-v1`,
} as const;

/** A cache's entry count and a hard age limit (each copy's own window is usually shorter). */
function bounded(maxEntries: number, maxAgeSeconds: number): ExpirationPlugin {
  return new ExpirationPlugin({ maxEntries, maxAgeSeconds, purgeOnQuotaError: true });
}

const offline = () => !self.navigator.onLine;

// The school's words for the worker's own pages (kept-words.ts).
const schoolWords = wordsStore({ cacheName: CACHES.words, url: bff.siteOffline });

// Shared with the held copies of open-pages.ts, so each cache has one bound.
const pagesBound = bounded(50, 7 * DAY);
const assetsKept = new CacheableResponsePlugin({ statuses: [200] });
const assetsBound = bounded(120, 60 * DAY);

const pages = new NetworkFirst({
  cacheName: CACHES.pages,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [
    revalidate,
    schoolWords.refreshDaily,
    keepReusable({ html: true }),
    withinStaleWindow(),
    pagesBound,
    savedCopyNotice({ words: schoolWords.read, offline }),
    offlineFallback((request) => offlineAnswer(request)),
  ],
});

/** A message to one page, if still open. */
function tell(clientId: string, message: CopyMessage): void {
  void self.clients.get(clientId).then((client) => client?.postMessage(message));
}

const data = new NetworkFirst({
  cacheName: CACHES.data,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [
    keepReusable(),
    withinStaleWindow(),
    bounded(80, 7 * DAY),
    announceCopies(tell, { words: schoolWords.read, offline }),
  ],
});

const assets = new CacheFirst({
  cacheName: CACHES.assets,
  plugins: [assetsKept, assetsBound],
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

// The first matching route answers.
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

// A form posted without scripts: to the network as is, never kept or resent; on failure, a "not sent" page.
registerRoute(
  ({ request, sameOrigin }) => sameOrigin && request.mode === 'navigate',
  async ({ request, url }) => {
    try {
      return await fetch(request);
    } catch {
      return generatedPage(formNotSentPage(url.pathname, offline(), await schoolWords.read()));
    }
  },
  'POST',
);

/** A cache's usable copies, newest first, labelled. */
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

/** The offline page, listing saved pages (by title) and documents. */
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
    offlinePage({
      words: await schoolWords.read(),
      path: url.pathname + url.search,
      offline: offline(),
      pages: pageList,
      documents: documentList,
    }),
  );
}

/** Runs a request through a strategy until its copy is saved. */
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

// The pages open when the worker starts are saved from the browser's copies, not downloaded again.
const heldPages = new HeldCopy({ cacheName: CACHES.pages, plugins: [keepReusable({ html: true }), pagesBound] });
const heldAssets = new HeldCopy({ cacheName: CACHES.assets, plugins: [assetsKept, assetsBound] });
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

self.addEventListener('install', () => {
  // Nothing to precache: start at once, not after every tab closes.
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
      await Promise.all([
        saveOpenPages({
          // Not yet controlled: clientsClaim() runs beside this.
          windows: () => self.clients.matchAll({ type: 'window', includeUncontrolled: true }),
          origin: self.location.origin,
          skip: (url) => url.pathname.startsWith('/bff/') || isSearch(url),
          savePage: (url) => save(heldPages, event, url),
          saveAsset: (url) => save(heldAssets, event, url),
          pause: nextTask,
        }),
        schoolWords.refresh(),
      ]);
    })(),
  );
});
