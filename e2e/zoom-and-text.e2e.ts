// Cheap phones zoomed or with large text, on every route: at 200% page zoom (a 180 px viewport) and
// with the root font size doubled at 360 px, no page scrolls sideways, the Menu button is wholly on
// screen, and the opened menu's search box keeps at least 120 px.
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { baseUrl, DESKTOP, horizontalOverflow, overflowCulprits, PHONE, watchErrors, LARGE_TEXT } from './browser.ts';
import { galleryAlbums } from './content.ts';
import { newContext, useBrowser, useTestPages } from './site.ts';
import { CONTENT_OF, dismissHomeDialogs, waitForContent } from './waits.ts';
import { SPEC_ROUTES } from '../client/src/testing/spec-routes.ts';

const album = (await galleryAlbums())[0]!;
const URLS = SPEC_ROUTES.map((path) => (path === '/subGallery' ? `${path}?id=${album.id}` : path));

/** The narrowest search box a parent can still type in and read back. */
const MIN_SEARCH_WIDTH = 120;

interface Case {
  where: string;
  options: BrowserContextOptions;
  script: string | null;
}

// Large text with reduced motion too (200% text with motion is reflow.e2e.ts's).
const CASES: Case[] = [
  { where: '200% zoom (180 px)', options: { ...PHONE, viewport: { width: 180, height: 370 } }, script: null },
  { where: '200% text at 360 px', options: { ...PHONE, reducedMotion: 'reduce' }, script: LARGE_TEXT },
];

/** The Menu button's box against the viewport's width (scroll bars excluded). */
function menuButtonBox(page: Page): Promise<{ left: number; right: number; top: number; width: number }> {
  return page.evaluate(() => {
    const box = document.querySelector('.menu-toggle')!.getBoundingClientRect();
    return { left: box.left, right: box.right - document.documentElement.clientWidth, top: box.top, width: box.width };
  });
}

/** Opens the menu with its button, measures the search box in it, and closes the menu again. */
async function menuSearchWidth(page: Page): Promise<number> {
  const toggle = page.locator('.menu-toggle');
  await toggle.click();
  await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
  const input = page.locator('.menu__item--search .site-search__input');
  await input.waitFor();
  const width = await input.evaluate((el) => el.getBoundingClientRect().width);
  await toggle.click();
  await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
  return width;
}

/**
 * The events page's calendar links whose "·" separator took a line of its own: their item has more
 * lines than the link (one box per line) it follows.
 */
function strandedSeparators(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.calendar-links > li:not(:last-child)')]
      .filter((li) => {
        const lines = Math.round(li.getBoundingClientRect().height / parseFloat(getComputedStyle(li).lineHeight));
        return lines > li.querySelector('a')!.getClientRects().length;
      })
      .map((li) => li.textContent ?? ''),
  );
}

const browser = useBrowser();

describe('200% zoom and 200% text, every route', () => {
  // One page per case, reused route after route.
  const pages: { page: Page; errors: string[]; context: BrowserContext }[] = [];
  beforeAll(async () => {
    for (const { options, script } of CASES) {
      const context = await newContext(browser(), options);
      if (script) await context.addInitScript(script);
      const page = await context.newPage();
      pages.push({ context, page, errors: watchErrors(page) });
    }
  });
  afterAll(async () => {
    await Promise.all(pages.map(({ context }) => context.close()));
  });

  async function check(i: number, url: string): Promise<void> {
    const { page, errors } = pages[i]!;
    const { where } = CASES[i]!;
    errors.length = 0;
    await page.goto(`${baseUrl()}${url}`);
    await waitForContent(page, CONTENT_OF[url.split('?')[0]!]);
    if (url === '/') await dismissHomeDialogs(page);
    const overflow = await horizontalOverflow(page);
    const culprits = overflow > 0 ? await overflowCulprits(page) : [];
    expect(overflow, `${url} scrolls sideways by ${overflow} px at ${where}; widest: ${culprits.join(', ')}`).toBe(0);
    const button = await menuButtonBox(page);
    expect(button.left, `the Menu button's left edge on ${url} at ${where}`).toBeGreaterThanOrEqual(0);
    expect(button.right, `the Menu button past the right edge on ${url} at ${where}`).toBeLessThanOrEqual(0);
    expect(button.top, `the Menu button above the screen on ${url} at ${where}`).toBeGreaterThanOrEqual(0);
    const search = await menuSearchWidth(page);
    expect(search, `the menu's search box on ${url} at ${where}`).toBeGreaterThanOrEqual(MIN_SEARCH_WIDTH);
    if (url === '/events') {
      expect(await page.locator('.calendar-links > li').count(), 'the calendar links').toBe(3);
      expect(await strandedSeparators(page), `"·" alone on a line at ${where}`).toEqual([]);
    }
    expect(errors.join('\n'), `errors on ${url} at ${where}`).toBe('');
  }

  for (const url of URLS) {
    test(url, async () => {
      for (const i of CASES.keys()) await check(i, url);
    });
  }
});

describe('the PDF frame on a laptop', () => {
  const open = useTestPages(browser);

  test('is sized by CSS alone: as wide as its column and 800 px high, with no width or height attribute', async () => {
    const { page } = await open(DESKTOP);
    await page.goto(`${baseUrl()}/feestructure`);
    await waitForContent(page, CONTENT_OF['/feestructure']);
    const frame = await page.locator('iframe.pdf-page__frame').evaluate((el) => ({
      attributes: ['width', 'height'].filter((name) => el.hasAttribute(name)),
      width: el.getBoundingClientRect().width,
      column: el.parentElement!.getBoundingClientRect().width,
      height: el.getBoundingClientRect().height,
    }));
    expect(frame.attributes).toEqual([]);
    expect(frame.width).toBeCloseTo(frame.column, 0);
    expect(frame.height).toBe(800);
  });
});
