// The school's words for the worker's pages, kept in one Cache Storage entry so they are there offline.
// Asked for from /bff/site/offline at activation, then after a page comes from the network if a day old: the
// kept entry's date counts across worker restarts. Read back checked (site-words.ts), else English.
import type { WorkboxPlugin } from 'workbox-core/types.js';
import { ENGLISH_OFFLINE, keptWords, offlineWordsFrom, type OfflineWords } from './site-words.ts';

const KEY = '/__offline-words';
export const WORDS_REFRESH_MS = 24 * 60 * 60 * 1000;

export interface WordsStoreOptions {
  /** The cache holding the one entry (listed in the worker's CACHES, else activation deletes it). */
  cacheName: string;
  /** Where the school's words are: /bff/site/offline. */
  url: string;
  /** The worker's; injected by tests. */
  caches?: CacheStorage;
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
  now?: () => number;
}

export interface WordsStore {
  /** The kept words, else English. */
  read: () => Promise<OfflineWords>;
  /** Asks for the words and keeps them; a failure keeps what is kept. */
  refresh: () => Promise<void>;
  /** Refreshes when the kept words are a day old (or missing), at most one ask a day per worker. */
  refreshIfOld: () => Promise<void>;
  /** After a page came from the network: refreshIfOld, without delaying the page. */
  refreshDaily: WorkboxPlugin;
}

export function wordsStore({
  cacheName,
  url,
  caches = globalThis.caches,
  fetch = (input, init) => globalThis.fetch(input, init),
  now = Date.now,
}: WordsStoreOptions): WordsStore {
  // This worker's last ask, failed ones too; a new worker starts from the kept entry's date.
  let askedAt = 0;
  let checking: Promise<void> | undefined;

  const kept = async () => (await caches.open(cacheName)).match(KEY);

  async function read(): Promise<OfflineWords> {
    try {
      const entry = await kept();
      return entry ? offlineWordsFrom(await entry.json()) : ENGLISH_OFFLINE;
    } catch {
      return ENGLISH_OFFLINE;
    }
  }

  async function refresh(): Promise<void> {
    askedAt = now();
    try {
      // A conditional request: the browser's HTTP cache could hold an older answer.
      const answer = await fetch(url, { credentials: 'same-origin', cache: 'no-cache' });
      if (!answer.ok) return;
      const body = JSON.stringify(keptWords(offlineWordsFrom(await answer.json())));
      const headers = { 'content-type': 'application/json', date: new Date(now()).toUTCString() };
      await (await caches.open(cacheName)).put(KEY, new Response(body, { headers }));
    } catch {
      // Offline or not JSON: the words kept (or English) stay.
    }
  }

  function refreshIfOld(): Promise<void> {
    if (now() - askedAt < WORDS_REFRESH_MS) return Promise.resolve();
    checking ??= (async () => {
      try {
        askedAt = Math.max(askedAt, Date.parse((await kept())?.headers.get('date') ?? '') || 0);
      } catch {
        // No cache: ask.
      }
      if (now() - askedAt >= WORDS_REFRESH_MS) await refresh();
    })().finally(() => {
      checking = undefined;
    });
    return checking;
  }

  const refreshDaily: WorkboxPlugin = {
    fetchDidSucceed: async ({ response, event }) => {
      if (!response.ok) return response;
      const done = refreshIfOld();
      try {
        // Keeps the worker running until the words are kept.
        event.waitUntil(done);
      } catch {
        // The event is over: the ask goes on while the worker does.
      }
      return response;
    },
  };

  return { read, refresh, refreshIfOld, refreshDaily };
}
