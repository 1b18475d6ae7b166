// Home's carousels: they move when asked, a slide's pictures load when it is shown, and no focus
// lands in a hidden slide.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { baseUrl, DESKTOP, PHONE } from './browser.ts';
import { REFUSED_SCRIPTS } from './site.ts';
import { carousels, firstSlides, logImages, showAllOfHome, useHomePages } from './home.ts';
import { dismissHomeDialogs, waitForContent } from './waits.ts';
import { focusedElement } from './keyboard.ts';

const { openPage, openHome } = useHomePages();

describe('carousels', () => {
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
      expect(await focusableHidden(page), `focusable in hidden slides at ${where}`).toEqual([]);

      // Each carousel moved on by a tap, as a parent does: the slides it leaves keep their links.
      const before = await firstSlides(page);
      for (const next of await carousels(page).getByRole('button', { name: 'Next slide' }).all()) {
        await next.scrollIntoViewIfNeeded();
        await next.click();
      }
      await expect
        .poll(async () => (await firstSlides(page)).filter((slide, i) => slide !== before[i]).length, {
          message: 'carousels whose first visible slide changed',
        })
        .toBe(before.length);
      const hiddenLinks = await carousels(page).locator('[aria-hidden="true"] a[href]').count();
      expect(hiddenLinks, 'the hidden slides do contain links (else this test checks nothing)').toBeGreaterThan(0);
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

  test('at 360 px, with all of Home on screen, no picture of a slide not yet shown is fetched', async () => {
    const images: string[] = [];
    const page = await openHome(PHONE, logImages(images));
    await waitForContent(page, '.home-news__item');
    await dismissHomeDialogs(page);
    await showAllOfHome(page);
    const shown = await carousels(page)
      .locator('.carousel__slide:not([aria-hidden]) img')
      .evaluateAll((list) => list.map((img) => new URL((img as HTMLImageElement).currentSrc).pathname));
    const waiting = await carousels(page)
      .locator('.carousel__slide[aria-hidden="true"] img')
      .evaluateAll((list) => list.map((img) => new URL((img as HTMLImageElement).src).pathname));
    expect(shown.length, 'pictures in shown slides').toBeGreaterThan(3);
    expect(
      shown.filter((path) => !images.includes(path)),
      'shown pictures not fetched',
    ).toEqual([]);
    expect(waiting.length, 'hidden slides holding pictures (else this checks nothing)').toBeGreaterThan(3);
    expect(
      waiting.filter((path) => images.includes(path) && !shown.includes(path)),
      'pictures of hidden slides fetched',
    ).toEqual([]);
  });

  test('at 360 px without scripts, each carousel shows its first slide, with its picture', async () => {
    const opened = await openPage({ ...PHONE, javaScriptEnabled: false });
    opened.expected.push(REFUSED_SCRIPTS);
    const { page } = opened;
    await page.goto(`${baseUrl()}/`);
    const shown = await carousels(page).evaluateAll((list) =>
      list.map((carousel) => {
        const box = carousel.querySelector('.carousel__viewport')!.getBoundingClientRect();
        carousel.scrollIntoView();
        const viewport = carousel.querySelector('.carousel__viewport')!.getBoundingClientRect();
        const top = document.elementFromPoint(viewport.left + viewport.width / 2, viewport.top + box.height / 2);
        const slide = top?.closest('.carousel__slide');
        const picture = slide?.querySelector('img');
        return `${carousel.getAttribute('aria-label')}: #${slide?.getAttribute('data-index')} ${picture ? (picture.getClientRects().length > 0 ? 'pictured' : 'no picture') : ''}`.trim();
      }),
    );
    expect(shown.length, 'carousels on Home').toBeGreaterThan(3);
    expect(
      shown.filter((line) => !/: #0( pictured)?$/.test(line)),
      'carousels showing another slide',
    ).toEqual([]);
  });

  test("the main slider's next picture is fetched only once a tap shows it", async () => {
    const images: string[] = [];
    const page = await openHome(PHONE, logImages(images));
    await waitForContent(page, '.home-news__item');
    await dismissHomeDialogs(page);
    const hero = page.locator('.home-hero');
    await hero.scrollIntoViewIfNeeded();
    const picture = (index: number) => hero.locator(`.carousel__slide[data-index="${index}"] img`);
    const second = () => picture(1).evaluate((img: HTMLImageElement) => new URL(img.currentSrc || img.src).pathname);
    expect(await picture(1).count(), 'the second slide, not yet shown, holds no picture').toBe(0);
    const before = images.length;
    await hero.getByRole('button', { name: 'Next slide' }).tap();
    await picture(1).waitFor();
    await expect
      .poll(async () => images.slice(before).includes(await second()), { message: 'its picture fetched' })
      .toBe(true);
    expect(await picture(1).evaluate((img: HTMLImageElement) => img.closest('[aria-hidden]') === null)).toBe(true);
  });
});
