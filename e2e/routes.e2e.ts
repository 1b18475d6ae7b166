// Every route of the site, both aliases and an unknown path, at phone and desktop width:
// status, <title>, <h1>, breadcrumb, no errors, zero axe-core violations, no sideways scrolling.
// Also the PDF pages and the medical certificate download.
import { readFile } from 'node:fs/promises';
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  DESKTOP,
  PHONE,
  axeViolations,
  baseUrl,
  horizontalOverflow,
  overflowCulprits,
  watchErrors,
} from './browser.ts';
import { newContext, useBrowser } from './site.ts';
import { galleryAlbums, loadRoutes, school, words } from './content.ts';
import { CONTENT_OF, dismissHomeDialogs, waitForContent } from './waits.ts';
import { SPEC_ROUTES } from '../client/src/testing/spec-routes.ts';
import type { ShownMeta } from '../client/src/app/routes.ts';

const { documentTitle, findRoute, notFoundMeta, shownMeta } = await loadRoutes();
const album = (await galleryAlbums())[0]!;
const albumId = album.id;
const UNKNOWN = '/no-such-page';

interface Target {
  url: string;
  meta: ShownMeta;
  status: number;
  /** Selector of the page's data (list items, cards, placeholders, frames) to wait for. */
  content: string | undefined;
}

function target(url: string): Target {
  const path = url.split('?')[0]!;
  const entry = findRoute(path);
  if (!entry) throw new Error(`${path} is not in the route table`);
  const meta = shownMeta(entry, entry.path, words);
  // An album's title is its name.
  return {
    url,
    meta: url.includes('?id=') ? { ...meta, title: album.title } : meta,
    status: 200,
    content: CONTENT_OF[path],
  };
}

const targets: Target[] = [
  ...SPEC_ROUTES.map((path) => target(path === '/subGallery' ? `${path}?id=${albumId}` : path)),
  target('/feeStructure'),
  target(`/SubGallery?id=${albumId}`),
  { url: UNKNOWN, meta: shownMeta(notFoundMeta, undefined, words), status: 404, content: '.not-found' },
];

const VIEWPORTS: [string, BrowserContextOptions][] = [
  ['1280 px', DESKTOP],
  ['360 px', PHONE],
];

const browser = useBrowser();

/** The trail as the visitor reads it, e.g. "Home › Academics › Result". */
async function breadcrumbText(page: Page): Promise<string | null> {
  const nav = page.locator('nav[aria-label="Breadcrumb"]');
  if ((await nav.count()) === 0) return null;
  const items = await nav.locator('li').allTextContents();
  return items.map((text) => text.replace('›', '').trim()).join(' › ');
}

/** A tab that visits route after route (one renderer, so axe is compiled once), and its errors. */
interface Tab {
  page: Page;
  errors: string[];
}

async function checkRoute(tab: Tab, where: string, t: Target): Promise<void> {
  const { page } = tab;
  const before = tab.errors.length;
  const errors = () => tab.errors.slice(before);
  const response = await page.goto(`${baseUrl()}${t.url}`);
  expect(response?.status(), `HTTP status of ${t.url}`).toBe(t.status);
  await waitForContent(page, t.content);
  if (t.url === '/') await dismissHomeDialogs(page);

  expect(await page.title(), `<title> of ${t.url}`).toBe(documentTitle(t.meta, school));
  const headings = await page.locator('main h1').allTextContents();
  expect(headings, `the <h1> of ${t.url}`).toEqual([t.meta.banner ? t.meta.title : school.name]);
  const trail = await breadcrumbText(page);
  if (t.meta.banner) {
    const expected = [words.pages['/'], t.meta.section, t.meta.title].filter(Boolean).join(' › ');
    expect(trail, `breadcrumb of ${t.url}`).toBe(expected);
    const current = await page.locator('nav[aria-label="Breadcrumb"] [aria-current="page"]').textContent();
    expect(current, `the breadcrumb's current page on ${t.url}`).toBe(t.meta.title);
  } else {
    expect(trail, `${t.url} has no breadcrumb banner`).toBeNull();
  }
  if (t.status === 404) {
    expect(await page.locator('.not-found').textContent(), 'the 404 page names the address').toContain(UNKNOWN);
  }

  const violations = await axeViolations(page);
  expect(violations, `axe-core on ${t.url} at ${where}:\n  ${violations.join('\n  ')}`).toEqual([]);

  const overflow = await horizontalOverflow(page);
  const culprits = overflow > 0 ? await overflowCulprits(page) : [];
  expect(overflow, `${t.url} scrolls sideways by ${overflow} px at ${where}; widest: ${culprits.join(', ')}`).toBe(0);

  // A 404 page is answered with a real 404 status (an honest one, for search engines), which
  // Chromium logs as a failed resource; that one line is the expected outcome, not an error.
  const unexpected = errors().filter((e) => !(t.status === 404 && /status of 404/.test(e)));
  expect(unexpected, `errors on ${t.url} at ${where}`).toEqual([]);
}

// Each route is checked at both widths at once: axe-core dominates the time and the two pages
// share the machine's two cores better than one after the other.
describe('every route at 1280 px and at 360 px', () => {
  const contexts: BrowserContext[] = [];
  const tabs: Tab[] = [];
  beforeAll(async () => {
    for (const [, options] of VIEWPORTS) {
      const context = await newContext(browser(), options);
      const page = await context.newPage();
      contexts.push(context);
      tabs.push({ page, errors: watchErrors(page) });
    }
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
  });

  for (const t of targets) {
    test(t.url, async () => {
      const results = await Promise.allSettled(VIEWPORTS.map(([where], i) => checkRoute(tabs[i]!, where, t)));
      const failures = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as Error] : []));
      if (failures.length === 1) throw failures[0];
      if (failures.length > 1) throw new Error(failures.map((f) => f.message).join('\n\n'));
    });
  }
});

describe('PDF pages and downloads', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await newContext(browser(), DESKTOP);
  });
  afterAll(async () => {
    await context?.close();
  });

  /** Fetches a URL the way the page's frame or link does and checks that it is a real PDF. */
  async function expectPdf(page: Page, url: string, what: string): Promise<void> {
    const response = await page.request.get(new URL(url, baseUrl()).href);
    expect(response.status(), `status of ${what} (${url})`).toBe(200);
    expect(response.headers()['content-type'], `content type of ${what} (${url})`).toMatch(/^application\/pdf\b/);
    expect((await response.body()).subarray(0, 5).toString('latin1'), `first bytes of ${what} (${url})`).toBe('%PDF-');
  }

  for (const path of ['/feestructure', '/feeStructure', '/calender', '/timetable']) {
    test(`${path} embeds its PDF in an 800 px frame and offers a download`, async () => {
      const page = await context.newPage();
      try {
        await page.goto(`${baseUrl()}${path}`);
        await waitForContent(page, CONTENT_OF[path]);
        const frame = page.locator('main iframe');
        expect(await frame.count(), `iframes on ${path}`).toBe(1);
        const box = await frame.boundingBox();
        expect(box?.height, `rendered height of the frame on ${path}`).toBe(800);
        expect(await frame.getAttribute('title'), `the frame on ${path} has a title`).toBeTruthy();
        const src = await frame.getAttribute('src');
        expect(src, `src of the frame on ${path}`).toBeTruthy();
        await expectPdf(page, src!, `the frame on ${path}`);

        const link = page.getByRole('link', { name: /^Download PDF/ });
        expect(await link.getAttribute('href'), `the download link on ${path} points at the framed PDF`).toBe(src);
        const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
        expect(download.suggestedFilename(), `file name of the download on ${path}`).toMatch(/\.pdf$/);
        expect(await download.failure(), `the download on ${path} completes`).toBeNull();
      } finally {
        await page.close();
      }
    });
  }

  test('/pdf/Medical-Certificate.pdf answers a PDF download, linked from the Download menu', async () => {
    const page = await context.newPage();
    try {
      await page.goto(`${baseUrl()}/about`);
      await waitForContent(page);
      await expectPdf(page, `${baseUrl()}/pdf/Medical-Certificate.pdf`, 'the medical certificate');
      const response = await page.request.get(`${baseUrl()}/pdf/Medical-Certificate.pdf`);
      expect(response.headers()['content-disposition'], 'the medical certificate is sent as a download').toMatch(
        /^attachment/,
      );

      await page.getByRole('button', { name: 'Download' }).click();
      const link = page.locator('a[href="/pdf/Medical-Certificate.pdf"]');
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      expect(download.suggestedFilename()).toBe('Medical-Certificate.pdf');
      const file = await download.path();
      expect(
        (await readFile(file)).subarray(0, 5).toString('latin1'),
        'the downloaded medical certificate is a PDF',
      ).toBe('%PDF-');
    } finally {
      await page.close();
    }
  });
});

test('a known address in the wrong letter case gets the 404 page, which offers the right one', async () => {
  const context = await newContext(browser(), DESKTOP);
  try {
    const page = await context.newPage();
    const response = await page.goto(`${baseUrl()}/topperx`);
    expect(response?.status(), 'addresses are case-sensitive').toBe(404);
    const offer = page.locator('.not-found').getByRole('link', { name: '/topperX' });
    await offer.click();
    await page.waitForURL(`${baseUrl()}/topperX`);
    await waitForContent(page, CONTENT_OF['/topperX']);
    expect(await page.locator('main h1').textContent()).toBe(words.pages['/topperX']);
  } finally {
    await context.close();
  }
});
