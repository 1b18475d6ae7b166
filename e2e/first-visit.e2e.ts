// A first visit on a slow connection: the page paints from its HTML alone (its stylesheet inline,
// nothing in the head that holds the paint back), and the service worker, once it starts, saves the
// page from the browser's own copy instead of downloading it a second time.
import type { Response } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { baseUrl, PHONE } from './browser.ts';
import { useBrowser, useTestPages } from './site.ts';
import { dismissHomeDialogs, waitForContent } from './waits.ts';

const browser = useBrowser();
const open = useTestPages(browser);

/** The head's elements that hold the first paint back until they arrive. */
const BLOCKING = `
  link[rel~="stylesheet"]:not([media="print"]):not([disabled]),
  script:not([type="module"]):not([type="application/json"]):not([type="application/ld+json"]):not([async]):not([defer]),
  link[rel~="preload"][as="font"]
`;

describe('the first paint', () => {
  for (const path of ['/', '/news', '/about']) {
    test(`${path}: the HTML carries its stylesheet inline and nothing in the head blocks the paint`, async () => {
      const { page } = await open(PHONE);
      // The HTML as sent, before any script ran.
      const response = await page.request.get(`${baseUrl()}${path}`);
      await page.setContent(await response.text(), { waitUntil: 'commit' });
      expect(await page.locator('head').locator(BLOCKING).count(), 'render-blocking elements in the head').toBe(0);
      const css = await page.locator('head style').allTextContents();
      expect(
        css.some((text) => text.includes('.main-nav') && text.includes('.site-footer')),
        'the site stylesheet in a <style>',
      ).toBe(true);
    });
  }
});

describe('the service worker on a first visit', () => {
  test('Home is downloaded once: the worker saves the copy the browser holds', async () => {
    const { context, page } = await open({ ...PHONE, serviceWorkers: 'allow' });
    // Each answer the server sends has an id of its own (x-request-id); a copy from the browser's
    // HTTP cache carries the id of the answer it copies.
    const answers: { by: string; id: string | null }[] = [];
    context.on('response', (response: Response) => {
      if (new URL(response.url()).pathname !== '/') return;
      const by = response.request().serviceWorker() ? 'worker' : 'page';
      void response.headerValue('x-request-id').then((id) => answers.push({ by, id }));
    });
    await page.goto(`${baseUrl()}/`);
    await waitForContent(page);
    await dismissHomeDialogs(page);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // Home was open before the worker existed: it saves it when it starts.
    await page.waitForFunction(async () => (await caches.match(location.href)) !== undefined, undefined, {
      polling: 200,
    });
    // The worker's answer is reported beside its cache write, not before it: waited for, not read once.
    await expect
      .poll(() => answers.map((a) => a.by).sort(), { message: 'who asked for Home' })
      .toEqual(['page', 'worker']);
    expect(new Set(answers.map((a) => a.id)).size, 'answers from the server for Home').toBe(1);
  });
});
