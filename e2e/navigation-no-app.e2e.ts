// The menu where the app does not run: a text page with the menu script alone, and the menu
// without JavaScript at all.
import { describe, expect, test } from 'vitest';
import { baseUrl, DESKTOP, PHONE } from './browser.ts';
import { inContext } from './navigation.ts';
import { useBrowser } from './site.ts';

const browser = useBrowser();

describe('text pages without the app', () => {
  test('/about loads the menu script alone (no React, no router), under the 60 KB budget, and its menu works', async () => {
    await inContext(browser, PHONE, async (page) => {
      const scripts: Array<{ url: string; bytes: number }> = [];
      page.on('response', async (response) => {
        if (response.request().resourceType() !== 'script') return;
        scripts.push({ url: response.url(), bytes: Number((await response.request().sizes()).responseBodySize) });
      });
      await page.goto(`${baseUrl()}/about`, { waitUntil: 'networkidle' });
      const names = scripts.map((s) => new URL(s.url).pathname);
      expect(
        names.some((n) => /\/assets\/text-page-/.test(n)),
        `scripts: ${names.join(', ')}`,
      ).toBe(true);
      expect(
        names.filter((n) => /\/assets\/(index|boot|client|bff-client|jsx-runtime)-/.test(n)),
        'app scripts on a text page',
      ).toEqual([]);
      expect(await page.locator('#router-data').count(), 'router data on a text page').toBe(0);
      const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
      expect(total, `script bytes on /about: ${total}`).toBeLessThan(60 * 1024);

      const toggle = page.getByRole('button', { name: 'Menu' });
      await toggle.tap();
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      const prospectus = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Prospectus' });
      await prospectus.tap();
      expect(await prospectus.getAttribute('aria-expanded')).toBe('true');
      // A plain link: the next page loads in full, with the app where it needs one.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Registration' }).tap();
      await page.waitForURL(`${baseUrl()}/registration`);
      await page.getByRole('link', { name: 'Home' }).first().waitFor({ state: 'attached' });
      expect(await page.locator('main h1').textContent()).toBe('Registration & How to Apply');
    });
  });
});

describe('the menu without JavaScript', () => {
  test("at 360 px the Menu link opens the list, with every group's links under its name", async () => {
    await inContext(browser, { ...PHONE, javaScriptEnabled: false }, async (page) => {
      await page.goto(`${baseUrl()}/news`);
      const nav = page.getByRole('navigation', { name: 'Main' });
      const list = nav.locator('ul.menu');
      expect(await list.isVisible(), 'the list before the Menu link').toBe(false);
      await nav.getByRole('button', { name: 'Menu' }).tap();
      expect(await list.isVisible(), 'the list after the Menu link').toBe(true);
      const fees = nav.getByRole('link', { name: 'Fee Structure' });
      expect(await fees.isVisible(), 'a link inside a group').toBe(true);
      await fees.tap();
      await page.waitForURL(`${baseUrl()}/feestructure`);
      expect(await page.locator('main h1').textContent()).toMatch(/^Fee Structure/);
    });
  });

  test('at 1280 px a group opens on hover and while focus is inside it', async () => {
    await inContext(browser, { ...DESKTOP, javaScriptEnabled: false }, async (page) => {
      await page.goto(`${baseUrl()}/events`);
      const nav = page.getByRole('navigation', { name: 'Main' });
      const rules = nav.getByRole('link', { name: 'Rules', exact: true });
      expect(await rules.isVisible(), 'a group link before any hover').toBe(false);
      await nav.getByRole('button', { name: 'Academics' }).hover();
      expect(await rules.isVisible(), 'the link while its group is hovered').toBe(true);
      await page.mouse.move(640, 700);
      expect(await rules.isVisible(), 'the link once the pointer left').toBe(false);
      await nav.getByRole('button', { name: 'Academics' }).focus();
      expect(await rules.isVisible(), 'the link while its group has focus').toBe(true);
      await page.keyboard.press('Tab');
      expect(await rules.isVisible(), "the link while the group's first link has focus").toBe(true);
    });
  });
});
