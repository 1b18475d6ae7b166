// Reaching the school and seeing its pages: the contact page's map and links, images that keep
// their space while loading, no broken images, and full-page screenshots of representative
// routes at phone and desktop width (test-results/screenshots/, for review).
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { baseUrl, DESKTOP, PHONE, watchErrors } from './browser.ts';
import { newContext, useBrowser } from './site.ts';
import { galleryAlbums, school } from './content.ts';
import { CONTENT_OF, dismissHomeDialogs, waitForContent } from './waits.ts';

const SCREENSHOTS = join(import.meta.dirname, '..', 'test-results', 'screenshots');
const albumId = (await galleryAlbums())[0]!.id;

const browser = useBrowser();
const contexts = new Map<string, BrowserContext>();
beforeAll(async () => {
  await mkdir(SCREENSHOTS, { recursive: true });
});
afterAll(async () => {
  await Promise.all([...contexts.values()].map((c) => c.close()));
});

async function contextFor(name: string, options: BrowserContextOptions): Promise<BrowserContext> {
  let context = contexts.get(name);
  if (!context) {
    context = await newContext(browser(), options);
    contexts.set(name, context);
  }
  return context;
}

/** Opens a page with its data loaded (and the home page's opening dialogs closed). */
async function open(context: BrowserContext, url: string): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(`${baseUrl()}${url}`);
  await waitForContent(page, CONTENT_OF[url.split('?')[0]!]);
  if (url === '/') await dismissHomeDialogs(page);
  return { page, errors };
}

/**
 * Scrolls through the page so that lazy images load, then waits for every image to finish,
 * except lazy ones in hidden carousel slides, which load only when their slide comes round.
 */
async function loadAllImages(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise(requestAnimationFrame);
    }
    window.scrollTo(0, 0);
  });
  await page.waitForFunction(() =>
    [...document.images].every(
      (img) => img.complete || (img.loading === 'lazy' && img.closest('[aria-hidden="true"]')),
    ),
  );
  // decoding="async" images can be loaded yet not painted: wait for their decoding too.
  await page.evaluate(() =>
    Promise.all(
      [...document.images]
        .filter((img) => img.complete && img.naturalWidth > 0)
        .map((img) => img.decode().catch(() => undefined)),
    ),
  );
}

describe('contact page', () => {
  test('the map frame has a title; address, phone and e-mail are there and linked', async () => {
    const { page, errors } = await open(await contextFor('desktop', DESKTOP), '/contact');
    try {
      const map = page.locator('main iframe');
      expect(await map.count(), 'map frames').toBe(1);
      expect(await map.getAttribute('title'), 'the map frame title').toBe(school.map!.title);
      expect(await map.getAttribute('src'), 'the map source').toBe(school.map!.embedUrl);
      // The frame cannot load on this offline machine: the plain link is the way in there.
      expect(await page.getByRole('link', { name: /Open in maps/ }).getAttribute('href')).toBe(school.map!.linkUrl);

      const text = (await page.locator('main').textContent()) ?? '';
      for (const line of school.address.lines) expect(text, 'the address').toContain(line);
      expect(await page.locator(`main a[href="tel:${school.phone.tel}"]`).textContent()).toBe(school.phone.display);
      expect(await page.locator(`main a[href="mailto:${school.email}"]`).textContent()).toBe(school.email);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe('images keep their space while loading', () => {
  const LIST_PAGES = ['/', '/news', '/events', '/gallery', `/subGallery?id=${albumId}`, '/topperX', '/topperXII'];
  for (const url of LIST_PAGES) {
    test(`${url}: every image has width and height attributes`, async () => {
      const { page, errors } = await open(await contextFor('desktop', DESKTOP), url);
      try {
        const images = await page.locator('img').evaluateAll((list) =>
          list.map((img) => ({
            src: img.getAttribute('src'),
            width: Number(img.getAttribute('width')),
            height: Number(img.getAttribute('height')),
          })),
        );
        expect(images.length, `images on ${url}`).toBeGreaterThan(0);
        const unsized = images.filter((img) => !(img.width > 0 && img.height > 0)).map((img) => img.src);
        expect(unsized, `images on ${url} without width/height`).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });
  }
});

describe('representative pages: no broken image, full-page screenshots', () => {
  const ROUTES = [
    '/',
    '/news',
    '/events',
    '/gallery',
    `/subGallery?id=${albumId}`,
    '/topperXII',
    '/Tc',
    '/career',
    '/contact',
    '/admission',
  ];
  // Reduced motion keeps the carousels still, so the screenshots show whole slides.
  const WIDTHS: [string, BrowserContextOptions][] = [
    ['1280', { ...DESKTOP, reducedMotion: 'reduce' }],
    ['360', { ...PHONE, reducedMotion: 'reduce' }],
  ];

  async function shoot(width: string, options: BrowserContextOptions, url: string): Promise<void> {
    const { page, errors } = await open(await contextFor(width, options), url);
    try {
      await loadAllImages(page);
      const broken = await page.evaluate(() =>
        [...document.images]
          .filter((img) => img.complete && img.naturalWidth === 0)
          .map((img) => img.currentSrc || img.src),
      );
      expect(broken, `broken images on ${url} at ${width} px`).toEqual([]);
      const name = url.replace(/\?.*$/, '').replace(/^\/$/, '/home').slice(1).toLowerCase();
      await page.screenshot({ path: join(SCREENSHOTS, `${name}-${width}.png`), fullPage: true });
      expect(errors, `errors on ${url} at ${width} px`).toEqual([]);
    } finally {
      await page.close();
    }
  }

  for (const url of ROUTES) {
    test(url, async () => {
      // Both widths at once: the two pages share the two cores better than one after the other.
      const results = await Promise.allSettled(WIDTHS.map(([width, options]) => shoot(width, options, url)));
      const failures = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as Error] : []));
      if (failures.length > 0)
        throw failures.length === 1 ? failures[0] : new Error(failures.map((f) => f.message).join('\n\n'));
    });
  }
});
