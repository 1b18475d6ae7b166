// The Updates group of the main menu: its lists' pages, and their breadcrumbs naming the group.
import { describe, expect, test } from 'vitest';
import { baseUrl, DESKTOP, PHONE } from './browser.ts';
import { inContext } from './navigation.ts';
import { useBrowser } from './site.ts';
import { waitForContent } from './waits.ts';

const browser = useBrowser();

describe('the Updates group', () => {
  for (const [where, options] of [
    ['360 px', PHONE],
    ['1280 px', DESKTOP],
  ] as const) {
    test(`at ${where} the menu has News, Events, the gallery and both topper lists, and their breadcrumbs name the group`, async () => {
      await inContext(browser, options, async (page) => {
        await page.goto(`${baseUrl()}/about`);
        await waitForContent(page);
        const nav = page.getByRole('navigation', { name: 'Main' });
        if (options === PHONE) await nav.getByRole('button', { name: 'Menu' }).tap();
        await nav.getByRole('button', { name: 'Updates' }).click();
        const links = nav.locator(
          `#${await nav.getByRole('button', { name: 'Updates' }).getAttribute('aria-controls')} a`,
        );
        expect(await links.allTextContents()).toEqual([
          'News',
          'Events',
          'Photo Gallery',
          'Class X Toppers',
          'Class XII Toppers',
        ]);
        for (const link of await links.all())
          expect(await link.isVisible(), `${await link.textContent()} is visible`).toBe(true);
        await nav.getByRole('link', { name: 'Events' }).click();
        await page.waitForURL(`${baseUrl()}/events`);
        await waitForContent(page);
        const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
        expect((await crumbs.textContent())?.replace(/\s+/g, ' ')).toMatch(/Home.*Updates.*Events/);
      });
    });
  }
});
