// Offline revisits (client/src/sw): on a phone, the pages a parent has seen (Home, the news, the fee
// structure) open again without a connection from the copies the service worker saved, each saying
// it is a saved copy and when it was saved; a page not seen gets the offline page, which lists what
// is saved; and a form posted offline says it was not sent, instead of the browser's error page.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { axeViolations, baseUrl, PHONE, watchErrors } from './browser.ts';
import { newContext, useBrowser } from './site.ts';
import { dismissHomeDialogs, waitForContent } from './waits.ts';

const browser = useBrowser();
const SHOTS = join(import.meta.dirname, '..', 'test-results', 'offline');

/** The note on a page shown from its copy, as a reader gets it. */
const SAVED_NOTE = /^You are offline\. This is the copy saved on \d{1,2} [A-Z][a-z]{2} \d{4} at \d{2}:\d{2}\.$/;

/** The pages visited while connected: their path, what the page shows, and what the offline page calls them. */
const VISITED = [
  {
    path: '/',
    content: '.home-news__item',
    shows: { role: 'heading', name: 'Latest News' },
    listed: "St. Columba's Diocesan School",
  },
  {
    path: '/news',
    content: '.news-list > .news-item',
    shows: { role: 'heading', name: 'News', level: 1 },
    listed: 'News',
  },
  {
    path: '/feestructure',
    content: 'iframe.pdf-page__frame',
    shows: { role: 'heading', name: /^Fee Structure/, level: 1 },
    listed: /^Fee Structure/,
  },
] as const;

let context: BrowserContext;
let page: Page;
let errors: string[];

/**
 * What the browser logs for the 503 pages (offline page, form not sent) this test asks for, and for a
 * lazy picture never scrolled to while online (a news story's photo), which no copy can hold.
 */
const OFFLINE_NOISE =
  /^console: Failed to load resource: (the server responded with a status of 503|net::ERR_FAILED)|^requestfailed: \S+\/bff\/media\/\S+\.(jpe?g|png|webp|avif)(\?\S*)? net::ERR_FAILED \(on /;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  context = await newContext(browser(), { ...PHONE, serviceWorkers: 'allow' });
  page = await context.newPage();
  errors = watchErrors(page);

  await page.goto(`${baseUrl()}/`);
  await waitForContent(page, VISITED[0].content);
  await dismissHomeDialogs(page);
  // The worker is registered after the load event, once the page is idle, and takes the page over.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // Home was loaded before the worker existed: it saves the open page when it starts.
  await page.waitForFunction(async () => (await caches.match(location.href)) !== undefined, undefined, {
    polling: 200,
  });

  for (const { path, content } of VISITED.slice(1)) {
    await page.goto(`${baseUrl()}${path}`);
    await waitForContent(page, content);
  }
  // The fee structure's PDF, shown in its frame, is saved too (a document that opens offline).
  await page.waitForFunction(
    async () => (await caches.match(document.querySelector('iframe')!.src)) !== undefined,
    undefined,
    { polling: 200 },
  );
});

afterAll(async () => {
  await context?.close();
  const unexpected = (errors ?? []).filter((e) => !OFFLINE_NOISE.test(e));
  if (unexpected.length > 0)
    throw new Error(`console errors, page errors or failed requests:\n${unexpected.join('\n')}`);
});

describe('offline', () => {
  beforeAll(() => context.setOffline(true));
  afterAll(() => context.setOffline(false));

  test('each page seen opens from its saved copy, with its content and a note saying when it was saved', async () => {
    for (const { path, content, shows } of VISITED) {
      const response = await page.goto(`${baseUrl()}${path}`);
      expect(response?.status(), path).toBe(200);
      expect(response?.fromServiceWorker(), path).toBe(true);
      // Live too: the app's code came from the saved copies, and hydration kept the note.
      await waitForContent(page, content);
      const { role, ...name } = shows;
      await expect
        .poll(() => page.getByRole(role, name).first().isVisible(), { message: `${path} shows its content` })
        .toBe(true);
      const note = page.getByRole('status').filter({ hasText: 'copy saved on' });
      expect(await note.isVisible(), `${path}: the saved-copy note is on screen`).toBe(true);
      expect((await note.innerText()).replace(/\s+/g, ' ').trim(), path).toMatch(SAVED_NOTE);
      expect(await note.boundingBox().then((box) => box!.y), `${path}: the note is at the top`).toBeLessThan(80);
      if (path === '/news') {
        expect(await axeViolations(page), 'axe on a saved copy').toEqual([]);
        await page.screenshot({ path: `${SHOTS}/saved-copy-news-360.png` });
      }
      if (path === '/feestructure') await page.screenshot({ path: `${SHOTS}/saved-copy-fees-360.png` });
    }
  });

  test('a page not seen gets the offline page (503), which lists the saved pages by title and the saved PDF', async () => {
    const response = await page.goto(`${baseUrl()}/about`);
    expect(response?.status()).toBe(503);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('You are offline');
    expect(await page.getByText('This page was not saved on this device').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/about');
    expect(await page.getByRole('banner').innerText(), "the school's name heads it").not.toBe('');
    expect(await page.getByRole('link', { name: /^Call / }).getAttribute('href')).toMatch(/^tel:\+?\d{6,15}$/);

    const pages = page.getByRole('list').first();
    expect(await page.getByRole('heading', { name: 'Pages you can open offline' }).isVisible()).toBe(true);
    for (const { path, listed } of VISITED) {
      const link = pages.getByRole('link', { name: listed, exact: typeof listed === 'string' });
      expect(await link.getAttribute('href'), `${path} listed as "${listed}"`).toBe(path);
    }
    expect(await pages.getByRole('listitem').count(), 'only the pages seen').toBe(VISITED.length);
    expect(
      await pages.getByText(/^Saved on \d{1,2} [A-Z][a-z]{2} \d{4} at \d{2}:\d{2}$/).count(),
      'each with its time',
    ).toBe(VISITED.length);
    expect(await page.getByRole('heading', { name: 'Documents you can open offline' }).isVisible()).toBe(true);
    const pdf = page.getByRole('link', { name: /^Fee-Structure.*\.pdf$/ });
    expect(await pdf.getAttribute('href')).toMatch(/^\/bff\/media\/public\/pdf\/Fee-Structure[^/]*\.pdf$/);
    expect(await axeViolations(page), 'axe on the offline page').toEqual([]);
    await page.screenshot({ path: `${SHOTS}/offline-page-360.png`, fullPage: true });

    // A saved page opens from the list.
    await pages.getByRole('link', { name: 'News', exact: true }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'News', level: 1 }).isVisible()).toBe(true);
  });
});

describe('moving on without reloading, offline', () => {
  /** Menu, Updates, then a page of the group: as a parent taps through on the phone (the app's own navigation, no reload). */
  async function tapThroughMenu(name: string, content: string) {
    await page.getByRole('button', { name: 'Menu' }).tap();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Updates' }).tap();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).tap();
    await page.waitForURL(new RegExp(`/${name.toLowerCase()}$`));
    await waitForContent(page, content);
  }

  test('a page reached from the menu with data from a saved copy says so, and fresh data takes the note away', async () => {
    // Connected: News, then Events and News again from the menu, so their /bff answers are saved.
    await page.goto(`${baseUrl()}/news`);
    await waitForContent(page, '.news-list > .news-item');
    await tapThroughMenu('Events', '.event-grid > .event-card, .events-page__empty');
    await tapThroughMenu('News', '.news-list > .news-item');
    const note = page.getByRole('status').filter({ hasText: 'copy saved on' });
    expect(await note.count(), 'no note while the data is fresh').toBe(0);

    await context.setOffline(true);
    try {
      await tapThroughMenu('Events', '.event-grid > .event-card, .events-page__empty');
      await expect.poll(() => note.isVisible(), { message: 'the note after a navigation offline' }).toBe(true);
      expect((await note.innerText()).replace(/\s+/g, ' ').trim()).toMatch(SAVED_NOTE);
    } finally {
      await context.setOffline(false);
    }
    await tapThroughMenu('News', '.news-list > .news-item');
    await expect.poll(() => note.count(), { message: 'the note once fresh data came' }).toBe(0);
  });
});

describe('a form posted without scripts while offline', () => {
  test('says it was not sent and nothing was kept (503), and nothing of it is saved', async () => {
    await page.goto(`${baseUrl()}/career`);
    await waitForContent(page, 'form.career-form');
    await page.getByLabel('Name').fill('Lalitha Iyer');
    await page.getByLabel('Email').fill('lalitha@example.org');
    await page.getByLabel('Phone No.').fill('9876543210');
    await page.getByLabel('Your Message').fill('I would like to apply for the post of music teacher.');
    await context.setOffline(true);
    try {
      // form.submit() posts the form as the browser does before the page's scripts have arrived.
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === 'POST' && r.request().isNavigationRequest()),
        page.locator('form.career-form').evaluate((form: HTMLFormElement) => form.submit()),
      ]);
      expect(response.status()).toBe(503);
      await expect
        .poll(() => page.getByRole('heading', { name: 'Your form was not sent', level: 1 }).isVisible())
        .toBe(true);
      expect(await page.getByText('Nothing was sent, and nothing you typed was kept.').isVisible()).toBe(true);
      expect(await page.getByText('Please send it again when you are connected.').isVisible()).toBe(true);
      expect(await page.getByRole('link', { name: 'Open the form again' }).getAttribute('href')).toBe('/career');
      await page.screenshot({ path: `${SHOTS}/form-not-sent-360.png` });
      const kept = await page.evaluate(async () => {
        const found: string[] = [];
        for (const name of await caches.keys()) {
          for (const request of await (await caches.open(name)).keys())
            if (new URL(request.url).pathname === '/career') found.push(`${name} ${request.method}`);
        }
        return found;
      });
      expect(kept, 'copies of the career page or its post').toEqual([]);
    } finally {
      await context.setOffline(false);
    }
  });
});

describe('searches on a shared phone', () => {
  test('are never saved: not the search page, not its answer, and the offline page does not list them', async () => {
    await page.goto(`${baseUrl()}/search?q=${encodeURIComponent('Aarav Sharma SC2019-0142')}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).first().isVisible()).toBe(true);
    // A search from the page's own box, as a parent makes it with scripts on.
    await page.goto(`${baseUrl()}/search?q=fee`);
    await waitForContent(page, '.search-hit');
    const saved = await page.evaluate(async () => {
      const found: string[] = [];
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys()) found.push(new URL(request.url).pathname);
      return found;
    });
    expect(saved.length, 'other pages are saved').toBeGreaterThan(0);
    expect(saved.filter((path) => path === '/search' || path === '/bff/search')).toEqual([]);
    await context.setOffline(true);
    try {
      // A search not made before (one made is in the browser's own HTTP cache, as any page).
      const response = await page.goto(`${baseUrl()}/search?q=uniform`);
      expect(response?.status()).toBe(503);
      const body = await page.locator('body').innerText();
      expect(body).toMatch(/saved/i);
      expect(body).not.toMatch(/Aarav|Search \(/);
    } finally {
      await context.setOffline(false);
    }
  });
});
