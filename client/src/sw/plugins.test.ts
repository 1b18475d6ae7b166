// @vitest-environment node
import type { WorkboxPlugin } from 'workbox-core/types.js';
import { describe, expect, it } from 'vitest';
import { ENGLISH_OFFLINE } from './site-words.ts';
import {
  announceCopies,
  generatedPage,
  isTopLevelNavigation,
  keepReusable,
  offlineFallback,
  revalidate,
  savedCopyNotice,
  withinStaleWindow,
} from './plugins.ts';

const SAVED = Date.parse('2026-11-26T04:10:00Z');
const PAGE_CC = 'public, max-age=0, s-maxage=60, stale-while-revalidate=86400, stale-if-error=86400';
const page = (
  body = '<html><body><div id="root"><main id="main"><h1>News</h1></main></div></body></html>',
  extra: Record<string, string> = {},
) =>
  new Response(body, {
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': PAGE_CC,
      date: new Date(SAVED).toUTCString(),
      'content-length': String(body.length),
      ...extra,
    },
  });

// The plugins' callbacks take more than they read; the tests pass what they read.
type Args = Record<string, unknown>;
const call = async (plugin: WorkboxPlugin, name: keyof WorkboxPlugin, args: Args) =>
  (plugin[name] as unknown as (a: Args) => Promise<Response | null | undefined>)(args);

describe('keepReusable', () => {
  it('saves a 200 the server lets be reused, and only HTML where asked', async () => {
    const plugin = keepReusable({ html: true });
    expect(await call(plugin, 'cacheWillUpdate', { response: page() })).toBeInstanceOf(Response);
    const feed = new Response('<rss/>', {
      headers: { 'content-type': 'application/rss+xml', 'cache-control': PAGE_CC },
    });
    expect(await call(plugin, 'cacheWillUpdate', { response: feed })).toBeNull();
    expect(await call(keepReusable(), 'cacheWillUpdate', { response: feed })).toBe(feed);
  });

  it("never saves an error, a no-store answer (a form's reply, a TC) or a form page (no-cache)", async () => {
    const plugin = keepReusable();
    const answer = (status: number, cc: string) => new Response('x', { status, headers: { 'cache-control': cc } });
    expect(await call(plugin, 'cacheWillUpdate', { response: answer(503, PAGE_CC) })).toBeNull();
    expect(await call(plugin, 'cacheWillUpdate', { response: answer(404, 'no-store') })).toBeNull();
    expect(await call(plugin, 'cacheWillUpdate', { response: answer(200, 'no-store') })).toBeNull();
    expect(await call(plugin, 'cacheWillUpdate', { response: answer(200, 'no-cache') })).toBeNull();
  });
});

describe('withinStaleWindow', () => {
  it('lets a copy be used within max-age + stale-if-error of its Date, and not after', async () => {
    let now = SAVED + 60_000;
    const plugin = withinStaleWindow(() => now);
    const copy = page();
    expect(await call(plugin, 'cachedResponseWillBeUsed', { cachedResponse: copy })).toBe(copy);
    now = SAVED + 86_401_000;
    expect(await call(plugin, 'cachedResponseWillBeUsed', { cachedResponse: copy })).toBeNull();
    expect(await call(plugin, 'cachedResponseWillBeUsed', { cachedResponse: undefined })).toBeNull();
  });
});

describe('savedCopyNotice', () => {
  it("puts the note with the copy's time before the root, keeping status and headers but the length", async () => {
    const plugin = savedCopyNotice({
      words: async () => ENGLISH_OFFLINE,
      offline: () => true,
      timeZone: 'Asia/Kolkata',
    });
    const shown = (await call(plugin, 'cachedResponseWillBeUsed', { cachedResponse: page() }))!;
    expect(shown.status).toBe(200);
    expect(shown.headers.get('cache-control')).toBe(PAGE_CC);
    expect(shown.headers.get('content-length')).toBeNull();
    const html = await shown.text();
    expect(html).toMatch(
      /<body><p class="saved-copy" role="status" [^>]*><strong>You are offline\.<\/strong> This is the copy saved on <time datetime="2026-11-26T04:10:00.000Z">26 Nov 2026 at 09:40<\/time>\.<\/p><div id="root">/,
    );
  });

  it('says the site is not answering when the device is online, and leaves anything but HTML alone', async () => {
    const plugin = savedCopyNotice({ words: async () => ENGLISH_OFFLINE, offline: () => false, timeZone: 'UTC' });
    const shown = (await call(plugin, 'cachedResponseWillBeUsed', { cachedResponse: page() }))!;
    expect(await shown.text()).toContain('<strong>The site is not answering.</strong> This is the copy saved on');
    const json = new Response('{}', { headers: { 'content-type': 'application/json' } });
    expect(await call(plugin, 'cachedResponseWillBeUsed', { cachedResponse: json })).toBe(json);
  });
});

describe('offlineFallback', () => {
  // Request's mode and destination cannot be set from outside a browser; a stand-in has them.
  const navigation = (destination: string) =>
    ({ mode: 'navigate', destination, url: 'http://site.test/career' }) as unknown as Request;

  it("answers a failed navigation of the tab with the fallback, not a frame's or a fetch", async () => {
    const plugin = offlineFallback(async () => generatedPage('<p>offline</p>'));
    const answer = (await call(plugin, 'handlerDidError', { request: navigation('document') }))!;
    expect(answer.status).toBe(503);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await answer.text()).toBe('<p>offline</p>');
    expect(await call(plugin, 'handlerDidError', { request: navigation('iframe') })).toBeUndefined();
    expect(
      await call(plugin, 'handlerDidError', { request: new Request('http://site.test/bff/news') }),
    ).toBeUndefined();
    expect(isTopLevelNavigation(navigation('document'))).toBe(true);
  });
});

describe('revalidate', () => {
  it("makes a request that would take the HTTP cache's stale copy ask the site (no-cache), and leaves others alone", async () => {
    const asked = (await call(revalidate, 'requestWillFetch', {
      request: new Request('http://site.test/news'),
    }))! as unknown as Request;
    expect(asked.cache).toBe('no-cache');
    expect(asked.url).toBe('http://site.test/news');
    const reload = new Request('http://site.test/news', { cache: 'reload' });
    expect(await call(revalidate, 'requestWillFetch', { request: reload })).toBe(reload);
  });
});

describe('announceCopies', () => {
  const told: Array<[string, unknown]> = [];
  let connected = false;
  const plugin = announceCopies((id, message) => told.push([id, message]), {
    words: async () => ENGLISH_OFFLINE,
    offline: () => !connected,
    timeZone: 'UTC',
  });
  const data = () =>
    new Response('{}', {
      headers: { 'content-type': 'application/json', 'cache-control': PAGE_CC, date: new Date(SAVED).toUTCString() },
    });

  it("tells the page whose fetch a saved copy answered, with the note and the copy's time", async () => {
    told.length = 0;
    const copy = data();
    expect(
      await call(plugin, 'cachedResponseWillBeUsed', { cachedResponse: copy, event: { clientId: 'tab-1' }, state: {} }),
    ).toBe(copy);
    expect(told).toHaveLength(1);
    const [id, message] = told[0]! as [string, { type: string; note: string }];
    expect([id, message.type]).toEqual(['tab-1', 'saved-copy']);
    expect(message.note).toContain('You are offline.');
    expect(message.note).toContain('26 Nov 2026 at 04:10');
  });

  it('tells it data is fresh again, unless the page was already given the copy; tells no one without a page', async () => {
    connected = true;
    told.length = 0;
    await call(plugin, 'fetchDidSucceed', { response: data(), event: { clientId: 'tab-1' }, state: {} });
    expect(told).toEqual([['tab-1', { type: 'fresh' }]]);
    told.length = 0;
    const state = {};
    await call(plugin, 'cachedResponseWillBeUsed', { cachedResponse: data(), event: { clientId: 'tab-2' }, state });
    await call(plugin, 'fetchDidSucceed', { response: data(), event: { clientId: 'tab-2' }, state });
    expect(told.map(([, m]) => (m as { type: string }).type)).toEqual(['saved-copy']);
    told.length = 0;
    await call(plugin, 'cachedResponseWillBeUsed', { cachedResponse: data(), event: { clientId: '' }, state: {} });
    await call(plugin, 'fetchDidSucceed', {
      response: new Response('x', { status: 502 }),
      event: { clientId: 'tab-1' },
      state: {},
    });
    await call(plugin, 'cachedResponseWillBeUsed', { cachedResponse: null, event: { clientId: 'tab-1' }, state: {} });
    expect(told).toEqual([]);
  });

  it("calls an answer a copy when the device is offline (the browser's HTTP cache gave it), and fresh when online", async () => {
    let offline = true;
    told.length = 0;
    const watching = announceCopies((id, message) => told.push([id, message]), {
      words: async () => ENGLISH_OFFLINE,
      offline: () => offline,
      timeZone: 'UTC',
    });
    await call(watching, 'fetchDidSucceed', { response: data(), event: { clientId: 'tab-3' }, state: {} });
    offline = false;
    await call(watching, 'fetchDidSucceed', { response: data(), event: { clientId: 'tab-3' }, state: {} });
    expect(told.map(([, m]) => (m as { type: string }).type)).toEqual(['saved-copy', 'fresh']);
    expect((told[0]![1] as { note: string }).note).toContain('26 Nov 2026 at 04:10');
  });
});
