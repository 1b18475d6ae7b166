// Home's notices and the keyboard: with reduced motion the notices open alone and hold focus, the
// opening closed by keyboard leaves Tab at the top of the page, and axe-core finds nothing.
import type { Page, Route } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations, baseUrl, DESKTOP } from './browser.ts';
import { focusInside, notices, overlay, useHomeData, useHomePages } from './home.ts';
import { waitForContent } from './waits.ts';
import { focusedElement, isFocused } from './keyboard.ts';

const { openPage, openHome } = useHomePages();
const home = useHomeData();

/**
 * Closes the opening overlay as a keyboard user does: Enter once focus is on its Close button.
 * Focus reaches Close a frame after the overlay appears; an Enter before that lands elsewhere.
 */
async function closeOverlayByKeyboard(page: Page): Promise<void> {
  await overlay(page).waitFor();
  const close = overlay(page).getByRole('button', { name: 'Close' });
  await expect.poll(() => isFocused(close), { message: "focus on the overlay's Close button" }).toBe(true);
  await page.keyboard.press('Enter');
  await overlay(page).waitFor({ state: 'detached' });
}

describe('opening: one dialog with the greeting and the notices', () => {
  test('with reduced motion the notices open alone: they page, keep focus inside, close with Escape and give focus back', async () => {
    expect(home.notifications.length, 'notifications in the demo data').toBeGreaterThanOrEqual(2);
    // A keyboard visitor who reached a link while the page's code was still loading: the code is
    // held back (not blocked) until that link has focus, so "focus goes back" has a definite
    // place to go back to. The server-rendered page is usable before the code arrives.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const { page } = await openPage({ ...DESKTOP, reducedMotion: 'reduce' });
    await page.route('**/assets/*.js', async (route: Route) => {
      await released;
      await route.continue();
    });
    await page.goto(`${baseUrl()}/`, { waitUntil: 'commit' });
    // A link on the first screen: focusing one further down scrolls the page, and a scrolled page is
    // never interrupted by the opening (home-opening.e2e.ts).
    const opener = page.getByRole('navigation', { name: 'What parents come for' }).getByRole('link', { name: 'Fees' });
    await opener.focus();
    release();

    const dialog = notices(page);
    await dialog.waitFor({ state: 'visible' });
    expect(await overlay(page).count(), 'the greeting with reduced motion').toBe(0);
    expect(await dialog.getAttribute('aria-labelledby'), 'the dialog is named').toBeTruthy();
    expect(
      await dialog.evaluate((d) => d.contains(document.activeElement)),
      `focus when the dialog opens: ${await focusedElement(page)}`,
    ).toBe(true);

    const title = dialog.locator('.notice-dialog__item-title');
    const position = dialog.locator('.notice-dialog__position');
    const n = home.notifications.length;
    expect(await title.textContent()).toBe(home.notifications[0]!.title);
    expect(await position.textContent()).toBe(`1 of ${n}`);
    await dialog.getByRole('button', { name: 'Next' }).click();
    expect(await title.textContent(), 'after Next').toBe(home.notifications[1]!.title);
    expect(await position.textContent()).toBe(`2 of ${n}`);
    await dialog.getByRole('button', { name: 'Previous' }).click();
    expect(await title.textContent(), 'after Previous').toBe(home.notifications[0]!.title);
    await dialog.getByRole('button', { name: 'Previous' }).click();
    expect(await position.textContent(), 'Previous from the first wraps to the last').toBe(`${n} of ${n}`);

    // Tab and Shift+Tab never reach the page behind: focus stays on the dialog's controls (a
    // native modal <dialog> may hand focus to the browser's own toolbar between two rounds,
    // which leaves the document without focus, never on an element of the page).
    const visited = new Set<string>();
    for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      const where = await focusInside(page, 'dialog.notice-dialog');
      const name = await focusedElement(page);
      expect(where.inside || !where.pageHasFocus, `${key} moved focus out of the dialog to ${name}`).toBe(true);
      if (where.inside) visited.add(name);
    }
    expect([...visited], 'the controls reached by Tab').toEqual(
      expect.arrayContaining(['button "× Close"', 'button "Previous"', 'button "Next"']),
    );

    await dialog.getByRole('button', { name: 'Next' }).focus();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await isFocused(opener), `focus after Escape is on ${await focusedElement(page)}`).toBe(true);
  });

  // With nothing focused before the opening (the usual case), focus must not be left on <body> at
  // the overlay's place at the end of the page, or the next Tab jumps to the footer and a
  // keyboard visitor skips the whole home page.
  test('after the opening is closed by keyboard, Tab starts again from the top of the page', async () => {
    const page = await openHome(DESKTOP);
    await closeOverlayByKeyboard(page);
    await page.keyboard.press('Tab');
    const name = await focusedElement(page);
    const atTop = await page.evaluate(() => {
      const el = document.activeElement!;
      const first = document.querySelector('.home-page button, .home-page a[href], .home-page summary')!;
      return el === first || (el.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
    });
    expect(atTop, `the first Tab after closing the opening went to ${name}, past the whole home page`).toBe(true);
  });

  test('axe-core finds nothing with the notifications dialog open', async () => {
    const page = await openHome({ ...DESKTOP, reducedMotion: 'reduce' });
    await notices(page).waitFor({ state: 'visible' });
    await waitForContent(page, '.home-news__item');
    const violations = await axeViolations(page);
    expect(violations, `axe-core with the notifications open:\n  ${violations.join('\n  ')}`).toEqual([]);
  });
});
