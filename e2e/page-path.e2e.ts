// The page path: pages come from the rendered-page cache with a bounded key and the configured
// origin, hydrate from the data in the HTML without asking /bff again, and navigate on the
// client through the same loaders (docs/design.md, "How a page reaches a phone").
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startHarness, type Harness } from '../server/testing/harness.ts';
import { baseUrl, DESKTOP } from './browser.ts';
import { useBrowser, useTestPage } from './site.ts';
import { galleryAlbums } from './content.ts';
import { CONTENT_OF, dismissHomeDialogs, waitForContent } from './waits.ts';

const ORIGIN = 'https://www.school.example';

describe('rendered-page cache keys', () => {
  let h: Harness;
  beforeAll(async () => {
    // No load shedding: 4,000 injected requests in a row hardly let the loop reach its timers,
    // which reads as an overloaded loop, and the tests after them got 503s.
    h = await startHarness(
      { PUBLIC_URL: ORIGIN, SHED_EVENT_LOOP_DELAY_MS: '0' },
      { clientDist: join(import.meta.dirname, '..', 'client', 'dist') },
    );
  });
  afterAll(() => h.close());

  async function renders(): Promise<number> {
    const metric = await h.app.metrics.registry.getSingleMetric('bff_page_renders_total')?.get();
    return (metric?.values ?? []).reduce((sum, v) => sum + v.value, 0);
  }

  test('2,000 unread query strings and 2,000 Host headers render / at most once, every answer linking the configured origin', async () => {
    const before = await renders();
    const canonical = new Set<string>();
    const answer = async (url: string, host: string) => {
      const res = await h.app.inject({ url, headers: { host, 'accept-encoding': 'identity' } });
      expect(res.statusCode, url).toBe(200);
      canonical.add(/<link rel="canonical" href="([^"]+)"/.exec(res.body)?.[1] ?? 'none');
    };
    for (let i = 0; i < 2000; i++) await answer(`/?x=${randomBytes(6).toString('hex')}`, 'localhost');
    for (let i = 0; i < 2000; i++) await answer('/', `${randomBytes(6).toString('hex')}.example:${1000 + i}`);
    expect(await renders()).toBeLessThanOrEqual(before + 1);
    expect([...canonical]).toEqual([`${ORIGIN}/`]);
  });

  test('a page answers 304 to its ETag, and a CDN may keep it for the TTL', async () => {
    const first = await h.app.inject({ url: '/topperXII', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=86400, stale-if-error=86400',
    );
    const again = await h.app.inject({
      url: '/topperXII',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd', 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // The br copy's tag is not the plain copy's: a client that cannot read br gets the page itself.
    const plain = await h.app.inject({ url: '/topperXII', headers: { 'if-none-match': String(first.headers.etag) } });
    expect([plain.statusCode, plain.headers['content-encoding']]).toEqual([200, undefined]);
    // Forms and error pages stay out of shared caches.
    expect((await h.app.inject('/Tc')).headers['cache-control']).toBe('no-cache');
    expect((await h.app.inject('/no-such-page')).headers['cache-control']).toBe('no-store');
  });

  test('an unknown album is a 404 with the not-found view in the HTML, before any script runs', async () => {
    const res = await h.app.inject(`/subGallery?id=${randomBytes(12).toString('hex')}`);
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<h2>Album not found</h2>');
    expect(res.body).not.toContain('Loading album');
  });
});

const t = useTestPage(useBrowser(), { ...DESKTOP, reducedMotion: 'reduce' });

/** The /bff data requests a page makes (media is not data). */
function dataRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (pathname.startsWith('/bff/') && !pathname.startsWith('/bff/media/')) seen.push(pathname + search);
  });
  return seen;
}

/** Requests for the router's code (client/src/app/router.tsx's chunk). */
function routerCodeRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/assets\/router-[\w-]+\.js$/.test(pathname)) seen.push(pathname);
  });
  return seen;
}

/** Marks the server's <h1>: after hydration it is still the same element only when the markup matched. */
const MARK_SERVER_HEADING = `document.addEventListener('DOMContentLoaded', () => { window.__serverHeading = document.querySelector('main h1'); });`;

describe('first load', () => {
  test('every list page and an album hydrate the server markup as it is, with no /bff request', async () => {
    const [album] = await galleryAlbums();
    await t.context.addInitScript(MARK_SERVER_HEADING);
    const asked = dataRequests(t.page);
    const routerCode = routerCodeRequests(t.page);
    const pages: Array<[string, string]> = [
      ['/news', CONTENT_OF['/news']!],
      ['/events', CONTENT_OF['/events']!],
      ['/gallery', CONTENT_OF['/gallery']!],
      ['/topperX', CONTENT_OF['/topperX']!],
      ['/topperXII', CONTENT_OF['/topperXII']!],
      [`/subGallery?id=${album!.id}`, CONTENT_OF['/subGallery']!],
    ];
    for (const [url, content] of pages) {
      await t.page.goto(`${baseUrl()}${url}`);
      await waitForContent(t.page, content);
      const kept = await t.page.evaluate(
        () => (window as { __serverHeading?: Element }).__serverHeading === document.querySelector('main h1'),
      );
      expect(kept, `${url}: hydration kept the server's markup`).toBe(true);
    }
    expect(asked, 'data requests on first loads').toEqual([]);
    // The router arrives with the first navigation, not with the page.
    expect(routerCode, "the router's code on first loads").toEqual([]);
  });
});

describe('client-side navigation', () => {
  test('/ → /news → /gallery → an album and back, on the same document; back restores the filters', async () => {
    const asked = dataRequests(t.page);
    const routerCode = routerCodeRequests(t.page);
    const sameDocument = () => t.page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument === true);
    const footerLink = (name: string) => t.page.getByRole('contentinfo').getByRole('link', { name, exact: true });
    await t.page.goto(`${baseUrl()}/`);
    await dismissHomeDialogs(t.page);
    await waitForContent(t.page, CONTENT_OF['/']);
    await t.page.evaluate(() => ((window as { __sameDocument?: boolean }).__sameDocument = true));

    await t.page.getByRole('link', { name: 'View all news' }).click();
    await t.page.waitForURL(`${baseUrl()}/news`);
    await waitForContent(t.page, CONTENT_OF['/news']);
    // The news, and the albums its stories with photos link to.
    const newsData = ['/bff/gallery?year=all', '/bff/news?year=all'];
    expect([...asked].sort(), 'the news page loads its data through /bff').toEqual(newsData);
    // Fetched once for the document: at the first tap (closing the home page's dialogs), or the first navigation.
    expect(routerCode, "the router's code").toHaveLength(1);

    // Filters change the URL, not the data: nothing is fetched again.
    const year = t.page.getByRole('search').getByLabel('Year', { exact: true });
    const years = await year
      .locator('option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    const older = years.filter((y) => y !== 'all').at(-1)!;
    await year.selectOption(older);
    await t.page.waitForURL(`${baseUrl()}/news?year=${older}`);
    expect([...asked].sort(), 'no request for a new filter').toEqual(newsData);

    await footerLink('Photo Gallery').click();
    await t.page.waitForURL(`${baseUrl()}/gallery`);
    await waitForContent(t.page, CONTENT_OF['/gallery']);
    const card = t.page.locator('.gallery-card__link').first();
    const title = (await card.textContent())!.trim();
    await card.click();
    await t.page.waitForURL(/\/subGallery\?id=/);
    await waitForContent(t.page, CONTENT_OF['/subGallery']);
    expect(await t.page.locator('main h1').textContent()).toBe(title);
    expect(asked.slice(newsData.length)).toEqual([
      '/bff/gallery?year=all',
      `/bff/gallery/${new URL(t.page.url()).searchParams.get('id')}`,
    ]);

    await t.page.goBack();
    await t.page.waitForURL(`${baseUrl()}/gallery`);
    await waitForContent(t.page, CONTENT_OF['/gallery']);
    await t.page.goBack();
    await t.page.waitForURL(`${baseUrl()}/news?year=${older}`);
    await waitForContent(t.page, CONTENT_OF['/news']);
    await expect.poll(() => year.inputValue(), { message: 'the year filter after back' }).toBe(older);
    await t.page.goBack();
    await t.page.waitForURL(`${baseUrl()}/news`);
    await expect.poll(() => year.inputValue(), { message: 'the default year after back again' }).not.toBe(older);
    await t.page.goBack();
    await t.page.waitForURL(`${baseUrl()}/`);
    await waitForContent(t.page, CONTENT_OF['/']);
    expect(await sameDocument(), 'every step stayed on the first document').toBe(true);
  });
});
