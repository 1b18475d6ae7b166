// The main menu by keyboard at 1280 px (disclosure pattern): the skip link, the dropdown groups.
import { describe, expect, test } from 'vitest';
import { baseUrl, DESKTOP } from './browser.ts';
import { focusedElement, isFocused, tabTo } from './keyboard.ts';
import { freshPage, openByKeyboard } from './navigation.ts';
import { useBrowser } from './site.ts';

const browser = useBrowser();

describe('menu by keyboard at 1280 px', () => {
  const s = freshPage(browser, DESKTOP);

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
      'Holidays & Dates',
      'Calendar (PDF)',
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
    await openByKeyboard(page, about, 'the About menu button');
    // Three links, then the next group's button.
    await tabTo(page, nav.getByRole('button', { name: 'Academics' }), 'the Academics button after the About links', 4);
    expect(await about.getAttribute('aria-expanded'), 'About after tabbing past its last link').toBe('false');
  });
});
