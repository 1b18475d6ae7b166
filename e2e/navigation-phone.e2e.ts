// The main menu at 360 px: the menu button, its groups by tap, click and keyboard.
import type { Route } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { baseUrl, PHONE } from './browser.ts';
import { focusedElement, isFocused, tabTo } from './keyboard.ts';
import { freshPage, openByKeyboard } from './navigation.ts';
import { useBrowser, useTestPages } from './site.ts';
import { waitForContent } from './waits.ts';

const browser = useBrowser();

describe('menu at 360 px', () => {
  const s = freshPage(browser, PHONE);

  test('the menu button toggles aria-expanded and the menu', async () => {
    const { page } = s;
    const toggle = page.getByRole('button', { name: 'Menu' });
    const menu = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await menu.isVisible(), 'the menu before the button is pressed').toBe(false);
    await toggle.tap();
    expect(await toggle.getAttribute('aria-expanded'), 'after one tap').toBe('true');
    expect(await menu.isVisible(), 'the menu after one tap').toBe(true);
    await toggle.tap();
    expect(await toggle.getAttribute('aria-expanded'), 'after a second tap').toBe('false');
    expect(await menu.isVisible(), 'the menu after a second tap').toBe(false);
  });

  for (const how of ['tap', 'click'] as const) {
    test(`one ${how} opens any group, whatever was open before, and nothing moves under the finger`, async () => {
      const { page } = s;
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('button', { name: 'Menu' })[how]();
      const academics = nav.getByRole('button', { name: 'Academics' });
      await academics[how]();
      expect(await academics.getAttribute('aria-expanded'), 'Academics after one press').toBe('true');
      // A press on a group below the open one opens it without closing Academics first, which would
      // move it from under the finger before the press ends.
      for (const name of ['Prospectus', 'Download']) {
        const group = nav.getByRole('button', { name });
        await group.scrollIntoViewIfNeeded();
        const before = (await group.boundingBox())!;
        await group[how]();
        expect(await group.getAttribute('aria-expanded'), `${name} after one ${how}`).toBe('true');
        const after = (await group.boundingBox())!;
        expect(Math.abs(after.y - before.y), `${name} moved on screen (px)`).toBeLessThanOrEqual(1);
        expect(await nav.getByRole('link', { name: 'Fee Structure' }).isVisible(), 'Academics stays open').toBe(true);
      }
      // A link in a group below still takes one press.
      await nav.getByRole('link', { name: 'Admission & Withdrawal Rules' })[how]();
      await page.waitForURL(`${baseUrl()}/admission`);
    });
  }

  test('the open menu can be walked with Tab, a group opened, and a link navigates and closes the menu', async () => {
    const { page } = s;
    const nav = page.getByRole('navigation', { name: 'Main' });
    const toggle = nav.getByRole('button', { name: 'Menu' });
    await openByKeyboard(page, toggle, 'the Menu button');

    // The search box and its button first, then every top-level entry in order, each visible when focused.
    const expected = [
      'input ""',
      'button "Search"',
      'a "Home"',
      'button "Updates"',
      'button "About"',
      'button "Academics"',
      'button "Prospectus"',
      'button "School Online"',
      'button "Download"',
      'button "Contact"',
    ];
    const stops: string[] = [];
    for (let i = 0; i < expected.length; i++) {
      await page.keyboard.press('Tab');
      stops.push(await focusedElement(page));
      const visible = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        const box = el?.getBoundingClientRect();
        return !!box && box.width > 0 && box.height > 0 && box.right <= window.innerWidth + 0.5;
      });
      expect(visible, `${stops.at(-1)} is on screen when focused`).toBe(true);
    }
    expect(stops, 'Tab order through the open menu').toEqual(expected);

    // Back to Prospectus, open it, and follow a link with Enter.
    const prospectus = nav.getByRole('button', { name: 'Prospectus' });
    await prospectus.focus();
    await page.keyboard.press('Enter');
    expect(await prospectus.getAttribute('aria-expanded')).toBe('true');
    const admission = nav.getByRole('link', { name: 'Admission & Withdrawal Rules' });
    await tabTo(page, admission, 'the Admission & Withdrawal Rules link', 4);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl()}/admission`);
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Admission & Withdrawal Rules');
    expect(await toggle.getAttribute('aria-expanded'), 'the menu closes after the navigation').toBe('false');
    expect(await nav.locator('ul.menu').isVisible(), 'the menu list after the navigation').toBe(false);
    expect(await page.locator('main h1').textContent()).toBe('Admission & Withdrawal Rules');
  });

  test('Escape closes the open menu and puts focus back on the menu button', async () => {
    const { page } = s;
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.tap();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).focus();
    await page.keyboard.press('Escape');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await isFocused(toggle), `focus after Escape is on ${await focusedElement(page)}`).toBe(true);
  });
});

describe('menu at 360 px while the page loads', () => {
  const open = useTestPages(browser);

  // A slow phone shows the page seconds before its scripts run: the scripts are held back here.
  for (const path of ['/news', '/about']) {
    test(`${path}: a tap on Menu before the scripts run opens it, and it stays as shown once they take over`, async () => {
      const { page } = await open(PHONE);
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/assets/*.js', async (route: Route) => {
        await released;
        await route.continue();
      });
      await page.goto(`${baseUrl()}${path}`, { waitUntil: 'commit' });
      const toggle = page.getByRole('button', { name: 'Menu' });
      const menu = page.locator('#main-menu');
      await toggle.tap();
      expect(await menu.isVisible(), 'the menu after a tap without scripts').toBe(true);
      // Without scripts each group shows its links; the reader may be about to tap one.
      const fees = menu.getByRole('link', { name: 'Fee Structure' }).first();
      const before = await fees.boundingBox();

      release();
      await waitForContent(page);
      expect(await toggle.getAttribute('aria-expanded'), 'the menu once the scripts run').toBe('true');
      expect(await menu.isVisible(), 'the menu once the scripts run').toBe(true);
      expect(await fees.boundingBox(), 'a link in a group once the scripts run: where it was').toEqual(before);
      await toggle.tap();
      expect(await menu.isVisible(), 'the menu after a second tap').toBe(false);
    });
  }
});
