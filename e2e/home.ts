// What the home-page test files share: opening Home in a fresh context, its data, its dialogs and
// carousels, and waiting until the page has nothing left to do.
import type { BrowserContextOptions, Page } from 'playwright-core';
import { beforeAll } from 'vitest';
import type { HomeData } from '../shared/types.ts';
import { baseUrl } from './browser.ts';
import { getJson } from './content.ts';
import { type TestPage, useBrowser, useTestPages } from './site.ts';
import { waitForImages } from './waits.ts';

export type OpenPage = (options: BrowserContextOptions) => Promise<TestPage>;

/** Opens the home page in a fresh context; `before` runs on the page first (init scripts, routes). */
export function homeOpener(openPage: OpenPage) {
  return async (options: BrowserContextOptions, before?: (page: Page) => Promise<void>): Promise<Page> => {
    const { page } = await openPage(options);
    await before?.(page);
    await page.goto(`${baseUrl()}/`);
    return page;
  };
}

/** Chromium for the test file, fresh pages per test (`openPage`), and Home opened in one (`openHome`). */
export function useHomePages() {
  const openPage = useTestPages(useBrowser());
  return { openPage, openHome: homeOpener(openPage) };
}

/** Home's data as the site serves it (/bff/home), read before the file's first test. */
export function useHomeData(): HomeData {
  const home = {} as HomeData;
  beforeAll(async () => {
    Object.assign(home, await getJson<HomeData>('/bff/home'));
  });
  return home;
}

/** Makes the viewport as tall as Home, so every block is on screen and every shown picture due; waits for them. */
export async function showAllOfHome(page: Page): Promise<void> {
  await page.setViewportSize({
    width: page.viewportSize()!.width,
    height: await page.evaluate(() => document.documentElement.scrollHeight),
  });
  await waitForImages(page, { lazy: true });
}

/** Opens Home (as `openHome` does) with the path of every picture it requests logged into `images`. */
export function logImages(images: string[]) {
  return async (page: Page) => {
    page.on('request', (r) => r.resourceType() === 'image' && images.push(new URL(r.url()).pathname));
  };
}

export const carousels = (page: Page) => page.locator('.home-page [aria-roledescription="carousel"]');
export const overlay = (page: Page) => page.getByRole('dialog', { name: /^Welcome to/ });
export const notices = (page: Page) => page.locator('dialog.notice-dialog');

/** Where keyboard focus is: inside `selector`, or nowhere on the page (the browser's own toolbar). */
export const focusInside = (page: Page, selector: string) =>
  page.evaluate(
    (sel) => ({
      inside: document.querySelector(sel)?.contains(document.activeElement) ?? false,
      pageHasFocus: document.hasFocus(),
    }),
    selector,
  );

/** Each carousel's name and the index and text of its first visible slide. */
export async function firstSlides(page: Page): Promise<string[]> {
  return carousels(page).evaluateAll((list) =>
    list.map((carousel) => {
      const slide = carousel.querySelector('.carousel__slide:not([aria-hidden])');
      return `${carousel.getAttribute('aria-label')}: #${slide?.getAttribute('data-index')} ${slide?.textContent?.trim().slice(0, 40)}`;
    }),
  );
}

/**
 * Resolves once the page has nothing left to do (an idle period of its main thread). A frame is asked
 * for first: headless Chromium runs idle callbacks only around frames, and a still page draws none.
 */
export async function pageIdle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestIdleCallback(resolve))));
}
