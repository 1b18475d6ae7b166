// Home's carousels and tickers: no focus in hidden slides or clones, and the tickers pause while
// hovered or focused.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { DESKTOP, PHONE } from './browser.ts';
import { carousels, firstSlides, useHomePages } from './home.ts';
import { dismissHomeDialogs, waitForContent } from './waits.ts';
import { focusedElement } from './keyboard.ts';

const { openHome } = useHomePages();

describe('carousels and tickers', () => {
  const HIDDEN_FOCUSABLE =
    '[aria-hidden="true"] a[href], [aria-hidden="true"] button, [aria-hidden="true"] [tabindex]:not([tabindex="-1"])';

  /** Elements inside aria-hidden (off-screen) slides that focus can reach. */
  async function focusableHidden(page: Page): Promise<string[]> {
    return carousels(page).evaluateAll(
      (list, selector) =>
        list.flatMap((carousel) =>
          [...carousel.querySelectorAll<HTMLElement>(selector)]
            .filter((el) => el.tabIndex >= 0 && !el.closest('[inert]'))
            .map(
              (el) =>
                `${carousel.getAttribute('aria-label')}: ${el.tagName.toLowerCase()} "${el.textContent?.trim().slice(0, 30)}"`,
            ),
        ),
      HIDDEN_FOCUSABLE,
    );
  }

  for (const [where, options] of [
    ['1280 px', DESKTOP],
    ['360 px', PHONE],
  ] as const) {
    test(`no focusable element inside hidden slides at ${where}, before and after the slides move`, async () => {
      const page = await openHome(options);
      await waitForContent(page, '.home-news__item');
      await dismissHomeDialogs(page);
      await page.mouse.move(1, 1);
      const hiddenLinks = await carousels(page).locator('[aria-hidden="true"] a[href]').count();
      expect(hiddenLinks, 'the hidden slides do contain links (else this test checks nothing)').toBeGreaterThan(0);
      expect(await focusableHidden(page), `focusable in hidden slides at ${where}`).toEqual([]);

      // The main slider on screen (below the next holiday on a phone), where slides move.
      await page.locator('.home-hero').scrollIntoViewIfNeeded();
      const before = await firstSlides(page);
      await expect
        .poll(async () => (await firstSlides(page)).join() !== before.join(), { message: 'slides moved' })
        .toBe(true);
      expect(await focusableHidden(page), `focusable in hidden slides after a move at ${where}`).toEqual([]);
    });
  }

  test('Tab through the whole page never lands in a hidden slide', async () => {
    const page = await openHome(DESKTOP);
    await waitForContent(page, '.home-news__item');
    await dismissHomeDialogs(page);
    // From the top, as after a fresh load (home-notices.e2e.ts tests where focus lands after the dialogs).
    await page.getByRole('link', { name: 'Skip to content' }).focus();
    const footer = page.locator('footer');
    const stops: string[] = [];
    for (let i = 0; i < 150 && !(await footer.evaluate((f) => f.contains(document.activeElement))); i++) {
      await page.keyboard.press('Tab');
      const state = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const box = el.getBoundingClientRect();
        return { hidden: el.closest('[aria-hidden="true"]') !== null, size: box.width * box.height };
      });
      const name = await focusedElement(page);
      stops.push(name);
      expect(state.hidden, `Tab stop ${i + 1} (${name}) is inside an aria-hidden slide`).toBe(false);
      expect(state.size, `Tab stop ${i + 1} (${name}) has no size on screen`).toBeGreaterThan(0);
    }
    expect(
      await footer.evaluate((f) => f.contains(document.activeElement)),
      `Tab reached the footer; stops: ${stops.join(' → ')}`,
    ).toBe(true);
    expect(stops.length, `Tab stops before the footer: ${stops.join(' → ')}`).toBeGreaterThan(30);
  });

  test('the tickers pause while hovered and while something inside has focus', async () => {
    const page = await openHome(DESKTOP);
    await waitForContent(page, '.home-news__item');
    await dismissHomeDialogs(page);
    await page.mouse.move(1, 1);

    for (const block of ['.home-highlights', '.home-news']) {
      const viewport = page.locator(`${block} .ticker__viewport`);
      const track = viewport.locator('.ticker__track');
      const playState = () => track.evaluate((t) => getComputedStyle(t).animationPlayState);
      expect(await track.evaluate((t) => getComputedStyle(t).animationName), `${block} ticker animates`).not.toBe(
        'none',
      );
      expect(await playState(), `${block} ticker before hovering`).toBe('running');
      await viewport.hover();
      await expect.poll(playState, { message: `${block} ticker while hovered` }).toBe('paused');
      await page.mouse.move(1, 1);
      await expect.poll(playState, { message: `${block} ticker after the mouse left` }).toBe('running');
    }

    const highlights = page.locator('.home-highlights .ticker__viewport');
    const track = highlights.locator('.ticker__track');
    const link = highlights.locator('a').first();
    expect(await link.count(), 'the highlights ticker has a link to focus').toBe(1);
    await link.focus();
    await expect
      .poll(() => track.evaluate((t) => getComputedStyle(t).animationPlayState), {
        message: 'highlights while a link inside has focus',
      })
      .toBe('paused');
    await page.getByRole('link', { name: 'Skip to content' }).focus();
    await expect
      .poll(() => track.evaluate((t) => getComputedStyle(t).animationPlayState), {
        message: 'highlights after focus left',
      })
      .toBe('running');
  });
});
