// What the two home-page test files share: opening Home in a fresh context, its carousels, and
// waiting until the page has nothing left to do.
import type { BrowserContextOptions, Page } from 'playwright-core';
import { baseUrl } from './browser.ts';
import type { TestPage } from './site.ts';

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

export const carousels = (page: Page) => page.locator('.home-page [aria-roledescription="carousel"]');

/** Resolves once the page has nothing left to do (an idle period of its main thread). */
export async function pageIdle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
}
