// The main menu by keyboard (disclosure pattern): desktop dropdowns and the phone menu button.
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { baseUrl, DESKTOP, PHONE } from './browser.ts';
import { newContext, useBrowser, useTestPage } from './site.ts';
import { waitForContent } from './waits.ts';
import { focusedElement, isFocused, tabTo } from './keyboard.ts';

const browser = useBrowser();

/**
 * A fresh context and page per test, started on an inner page of the app (no home-page dialogs in
 * the way; a text page would load the next page in full instead of navigating in the app).
 */
function freshPage(options: typeof DESKTOP) {
  return useTestPage(browser, options, async (page) => {
    await page.goto(`${baseUrl()}/news`);
    await waitForContent(page);
  });
}

/** A page in a context of its own (scripts off, another width), closed after `run`. */
async function inContext(options: BrowserContextOptions, run: (page: Page) => Promise<void>): Promise<void> {
  const context = await newContext(browser(), options);
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

async function headingOf(page: Page): Promise<string | null> {
  return page.locator('main h1').textContent();
}

describe('menu by keyboard at 1280 px', () => {
  const s = freshPage(DESKTOP);

  test('the skip link is the first stop and moves focus to the page', async () => {
    const { page } = s;
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    expect(await isFocused(skip), `first Tab stop is ${await focusedElement(page)}`).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id), 'focus after the skip link').toBe('main');
  });

  test('Enter opens a group, Escape closes it and focus returns to its button; a link followed by keyboard changes the page', async () => {
    const { page } = s;
    const nav = page.getByRole('navigation', { name: 'Main' });
    const academics = nav.getByRole('button', { name: 'Academics' });
    const panel = nav.locator(`#${await academics.getAttribute('aria-controls')}`);
    await tabTo(page, academics, 'the Academics menu button');
    expect(await academics.getAttribute('aria-expanded')).toBe('false');
    expect(await panel.isVisible(), 'the Academics list before opening').toBe(false);

    await page.keyboard.press('Enter');
    expect(await academics.getAttribute('aria-expanded'), 'aria-expanded after Enter').toBe('true');
    expect(await panel.isVisible(), 'the Academics list after Enter').toBe(true);
    expect(await panel.getByRole('link').allTextContents()).toEqual([
      'Infrastructure',
      'Result',
      'Outfit',
      'Fee Structure',
      'Co-Curricular',
      'Examination & Promotion',
      'Rules',
      'Attendance & Leave',
      'Calendar',
    ]);

    await page.keyboard.press('Escape');
    expect(await academics.getAttribute('aria-expanded'), 'aria-expanded after Escape').toBe('false');
    expect(await panel.isVisible(), 'the Academics list after Escape').toBe(false);
    expect(await isFocused(academics), `focus after Escape is on ${await focusedElement(page)}`).toBe(true);

    await page.keyboard.press('Enter');
    expect(await panel.isVisible(), 'the Academics list opened again').toBe(true);
    await tabTo(page, panel.getByRole('link', { name: 'Result' }), 'the Result link', 2);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl()}/result`);
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Result');
    expect(await academics.getAttribute('aria-expanded'), 'the group closes after the navigation').toBe('false');
    expect(await panel.isVisible()).toBe(false);
    // The layout moves focus to the new page's title so that screen readers announce it.
    expect(await focusedElement(page), 'focus after following the link').toBe('h1 "Result"');
    expect(await page.title()).toMatch(/^Result \| /);
  });

  test('tabbing out of an open group closes it', async () => {
    const { page } = s;
    const nav = page.getByRole('navigation', { name: 'Main' });
    const about = nav.getByRole('button', { name: 'About' });
    await tabTo(page, about, 'the About menu button');
    await page.keyboard.press('Enter');
    expect(await about.getAttribute('aria-expanded')).toBe('true');
    // Three links, then the next group's button.
    await tabTo(page, nav.getByRole('button', { name: 'Academics' }), 'the Academics button after the About links', 4);
    expect(await about.getAttribute('aria-expanded'), 'About after tabbing past its last link').toBe('false');
  });
});

describe('menu at 360 px', () => {
  const s = freshPage(PHONE);

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
      // The group below the open one: a press on it used to close Academics first, moving it up
      // from under the finger before the press ended, so that press opened nothing.
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
      await nav.getByRole('link', { name: 'Admission & Withdrawals' })[how]();
      await page.waitForURL(`${baseUrl()}/admission`);
    });
  }

  test('the open menu can be walked with Tab, a group opened, and a link navigates and closes the menu', async () => {
    const { page } = s;
    const nav = page.getByRole('navigation', { name: 'Main' });
    const toggle = nav.getByRole('button', { name: 'Menu' });
    await tabTo(page, toggle, 'the Menu button');
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');

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
    const admission = nav.getByRole('link', { name: 'Admission & Withdrawals' });
    await tabTo(page, admission, 'the Admission & Withdrawals link', 4);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl()}/admission`);
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Admission & Withdrawals');
    expect(await toggle.getAttribute('aria-expanded'), 'the menu closes after the navigation').toBe('false');
    expect(await nav.locator('ul.menu').isVisible(), 'the menu list after the navigation').toBe(false);
    expect(await headingOf(page)).toBe('Admission & Withdrawals');
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

describe('text pages without the app', () => {
  test('/about loads the menu script alone (no React, no router), under the 60 KB budget, and its menu works', async () => {
    await inContext(PHONE, async (page) => {
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
      expect(await page.locator('main h1').textContent()).toBe('Admissions & Registration');
    });
  });
});

describe('the menu without JavaScript', () => {
  test("at 360 px the Menu link opens the list, with every group's links under its name", async () => {
    await inContext({ ...PHONE, javaScriptEnabled: false }, async (page) => {
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
    await inContext({ ...DESKTOP, javaScriptEnabled: false }, async (page) => {
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

describe('the Updates group', () => {
  for (const [where, options] of [
    ['360 px', PHONE],
    ['1280 px', DESKTOP],
  ] as const) {
    test(`at ${where} the menu has News, Events, the gallery and both topper lists, and their breadcrumbs name the group`, async () => {
      await inContext(options, async (page) => {
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
