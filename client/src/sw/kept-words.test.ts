// @vitest-environment node
import type { WorkboxPlugin } from 'workbox-core/types.js';
import { describe, expect, it } from 'vitest';
import { WORDS_REFRESH_MS, wordsStore } from './kept-words.ts';
import { ENGLISH_OFFLINE, type OfflineWords } from './site-words.ts';

const HINDI: OfflineWords = {
  lang: 'hi',
  text: { ...ENGLISH_OFFLINE.text, offlinePageTitle: 'आप ऑफ़लाइन हैं' },
  dates: { ...ENGLISH_OFFLINE.dates, short: { ...ENGLISH_OFFLINE.dates.short, november: 'नव॰' } },
  school: { name: 'St. Columba', themeColor: '#1d3a6b', phone: { display: '03642 507788', tel: '+913642507788' } },
};
const SITE = '/bff/site/offline';

/** Cache Storage holding responses by key, per cache name. */
function fakeCaches(): CacheStorage {
  const all = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    const entries = all.get(name) ?? new Map<string, Response>();
    all.set(name, entries);
    return {
      match: async (key: string) => entries.get(key)?.clone(),
      put: async (key: string, response: Response) => void entries.set(key, response),
    } as unknown as Cache;
  };
  return { open } as unknown as CacheStorage;
}

/** A store whose /bff/site/offline answers `answer()`, counting the asks, at a settable time. */
function setUp(caches = fakeCaches()) {
  const clock = { now: Date.parse('2026-11-26T04:10:00Z') };
  const asked: RequestInit[] = [];
  let answer: () => Response = () =>
    Response.json({
      version: 'v',
      school: { ...HINDI.school, email: 'x@y.z' },
      words: { lang: 'hi', offline: HINDI.text, dates: { short: HINDI.dates.short } },
    });
  const store = wordsStore({
    cacheName: 'offline-words-v1',
    url: SITE,
    caches,
    fetch: async (url, init) => {
      expect(url).toBe(SITE);
      asked.push(init);
      return answer();
    },
    now: () => clock.now,
  });
  return { store, caches, clock, asked, answers: (next: () => Response) => (answer = next) };
}

describe('the kept words', () => {
  it("are English until the school's are kept, then the school's with its name, colour and phone, asked for with the cookies", async () => {
    const { store, asked } = setUp();
    expect(await store.read()).toEqual(ENGLISH_OFFLINE);
    await store.refresh();
    expect(asked).toEqual([{ credentials: 'same-origin', cache: 'no-cache' }]);
    expect(await store.read()).toEqual(HINDI);
  });

  it('stay as they are when the site fails or answers something else, and are English when malformed', async () => {
    const { store, caches, answers } = setUp();
    await store.refresh();
    answers(() => new Response('down', { status: 503 }));
    await store.refresh();
    answers(() => new Response('<html>', { headers: { 'content-type': 'text/html' } }));
    await store.refresh();
    expect(await store.read()).toEqual(HINDI);
    const cache = await caches.open('offline-words-v1');
    await cache.put('/__offline-words', Response.json({ words: { lang: 'hi"', offline: ['x'] } }));
    expect(await store.read()).toEqual(ENGLISH_OFFLINE);
    await cache.put('/__offline-words', new Response('not json'));
    expect(await store.read()).toEqual(ENGLISH_OFFLINE);
  });
});

describe('refreshDaily', () => {
  const page = () => new Response('<p>', { headers: { 'content-type': 'text/html' } });
  async function navigate(plugin: WorkboxPlugin, response = page()) {
    const waited: Array<Promise<unknown>> = [];
    const event = { waitUntil: (p: Promise<unknown>) => void waited.push(p) } as unknown as ExtendableEvent;
    const shown = await plugin.fetchDidSucceed!({ request: new Request('https://school.test/'), response, event });
    await Promise.all(waited);
    return { shown, waited: waited.length };
  }

  it('asks after a page at most once a day, also after the worker restarts, keeping the worker until done', async () => {
    const { store, caches, clock, asked } = setUp();
    const first = page();
    const { shown, waited } = await navigate(store.refreshDaily, first);
    expect(shown).toBe(first);
    expect(waited).toBe(1);
    expect(asked).toHaveLength(1);
    clock.now += WORDS_REFRESH_MS - 60_000;
    await navigate(store.refreshDaily);
    const restarted = setUp(caches);
    restarted.clock.now = clock.now;
    await navigate(restarted.store.refreshDaily);
    expect(asked).toHaveLength(1);
    expect(restarted.asked).toHaveLength(0);
    restarted.clock.now += 60_000;
    await navigate(restarted.store.refreshDaily);
    expect(restarted.asked).toHaveLength(1);
  });

  it('asks once for pages loaded together, and not after a failed page', async () => {
    const { store, asked } = setUp();
    await navigate(store.refreshDaily, new Response('', { status: 500 }));
    expect(asked).toHaveLength(0);
    await Promise.all([navigate(store.refreshDaily), navigate(store.refreshDaily)]);
    expect(asked).toHaveLength(1);
  });
});
