// What the menu test files share: a fresh page per test on an inner page of the app, a page in a
// context of its own, and a menu button opened by keyboard.
import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl } from './browser.ts';
import { tabTo } from './keyboard.ts';
import { newContext, type TestPage, useTestPage } from './site.ts';
import { waitForContent } from './waits.ts';

/**
 * A fresh context and page per test, started on an inner page of the app (no home-page dialogs in
 * the way; a text page would load the next page in full instead of navigating in the app).
 */
export function freshPage(browser: () => Browser, options: BrowserContextOptions): TestPage {
  return useTestPage(browser, options, async (page) => {
    await page.goto(`${baseUrl()}/news`);
    await waitForContent(page);
  });
}

/** A page in a context of its own (scripts off, another width), closed after `run`. */
export async function inContext(
  browser: () => Browser,
  options: BrowserContextOptions,
  run: (page: Page) => Promise<void>,
): Promise<void> {
  const context = await newContext(browser(), options);
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

/** Tabs to a menu button and presses Enter, as a keyboard user opens it: it is then expanded. */
export async function openByKeyboard(page: Page, button: Locator, what: string): Promise<void> {
  await tabTo(page, button, what);
  await page.keyboard.press('Enter');
  expect(await button.getAttribute('aria-expanded')).toBe('true');
}
