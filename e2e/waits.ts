// Waits that match what a parent sees: the page's real content, its images, Home's opening closed,
// a target held still before a press.
import type { Locator, Page } from 'playwright-core';
import { reactCommits } from './site.ts';

/** Every selector that marks content still on its way: busy regions, skeleton cards, lazy routes. */
const LOADING =
  'main[aria-busy="true"], main [aria-busy="true"], main [class*="--skeleton"], main [class*="__loading"]';

/**
 * Waits until the page is live and shows its real content: hydrated (a text page, loaded without
 * the app and its router data, once its menu script ran), a <h1> in <main>, nothing busy
 * or skeletal left, and (when given) at least one element matching `content` (list items, cards
 * or placeholders). Pages must come from a context made by `newContext`.
 */
export async function waitForContent(page: Page, content?: string): Promise<void> {
  await page.waitForFunction(
    ({ loading, content }) =>
      (((window as { __e2eReactCommits?: number }).__e2eReactCommits ?? 0) > 0 ||
        (document.getElementById('router-data') === null && document.documentElement.classList.contains('js-menu'))) &&
      document.querySelector('main h1') !== null &&
      document.querySelector(loading) === null &&
      (content === null || document.querySelector(content) !== null),
    { loading: LOADING, content: content ?? null },
  );
}

/** What each data page shows once its data is in: entries, or the spec's placeholder when empty. */
export const CONTENT_OF: Record<string, string> = {
  '/': '.home-news__item',
  '/news': '.news-list > .news-item',
  '/events': '.event-grid > .event-card, .events-page__empty',
  '/gallery': '.gallery-grid > .gallery-card',
  '/subGallery': '.photo-grid__button, .sub-gallery__empty',
  '/SubGallery': '.photo-grid__button, .sub-gallery__empty',
  '/topperX': '.topper-grid > .topper-card',
  '/topperXII': '.topper-grid > .topper-card',
  '/feestructure': 'iframe.pdf-page__frame',
  '/feeStructure': 'iframe.pdf-page__frame',
  '/calender': 'iframe.pdf-page__frame',
  '/calendar': '.school-year__month',
  '/timetable': 'iframe.pdf-page__frame',
  '/Tc': 'form.tc-form',
  '/career': 'form.career-form',
};

/**
 * Waits until every image in <main> has loaded or failed (for screenshots and size checks); lazy ones
 * too when `lazy` is set, for a page already all on screen. Unlike "network idle", no request elsewhere
 * (a worker, a slow host) can hold it up.
 */
export async function waitForImages(page: Page, { lazy = false } = {}): Promise<void> {
  await page.waitForFunction(
    (all) =>
      [...document.querySelectorAll<HTMLImageElement>('main img')].every(
        // A lazy picture not drawn (display: none) is never fetched.
        (img) => img.complete || (img.loading === 'lazy' && (!all || img.getClientRects().length === 0)),
      ),
    lazy,
  );
}

/**
 * The home page opens with one dialog on a first visit, however slow the host (in a fresh context): the
 * greeting over the fireworks with the notices, or the notices alone with reduced motion. Closes it
 * the way a visitor does, and waits until the page behind is usable.
 */
export async function dismissHomeDialogs(page: Page): Promise<void> {
  const opening = page.locator('.fireworks-overlay, dialog.notice-dialog[open]').first();
  await opening.waitFor();
  await opening.getByRole('button', { name: 'Close' }).first().click();
  await opening.waitFor({ state: 'detached' });
}
/**
 * Scrolls `target` into the middle of the screen (clear of a sticky header) and waits until it has
 * held still there for a few frames. The list items that scrolling brings near the screen are laid
 * out a frame or two later (content-visibility: auto), and their real heights move what is below
 * them: a press aimed before that lands elsewhere.
 */
export async function holdStillInView(target: Locator, frames = 5): Promise<void> {
  await target.evaluate(async (el, frames) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const inMiddle = (box: DOMRect) => box.top >= innerHeight * 0.15 && box.bottom <= innerHeight * 0.85;
    // A target the page cannot scroll to the middle (near its end) is taken where it settles.
    for (let round = 0; round < 3; round++) {
      if (!inMiddle(el.getBoundingClientRect())) el.scrollIntoView({ block: 'center', behavior: 'instant' });
      let last = '';
      for (let still = 0; still < frames;) {
        await frame();
        const r = el.getBoundingClientRect();
        const now = `${r.x} ${r.y} ${r.width} ${r.height}`;
        still = now === last ? still + 1 : 0;
        last = now;
      }
      if (inMiddle(el.getBoundingClientRect())) return;
    }
  }, frames);
}

/**
 * Clicks "Show more", as a parent does once the page is live and the button is still under the
 * pointer, and waits until `grown` passes; fails with what the page then showed.
 */
export async function clickToGrow(
  page: Page,
  button: Locator,
  grown: () => Promise<void>,
  what: string,
): Promise<void> {
  await page.waitForFunction(() => ((window as { __e2eReactCommits?: number }).__e2eReactCommits ?? 0) > 0);
  await holdStillInView(button);
  const commitsBeforeClick = await reactCommits(page);
  await button.click();
  try {
    await grown();
  } catch (error) {
    const shown = await page.evaluate(() => ({
      url: location.href,
      count: document.querySelector('.show-more p')?.textContent,
      button: document.querySelector('.show-more button')?.textContent ?? null,
      focused: document.activeElement?.outerHTML.slice(0, 120),
    }));
    const state = { ...shown, commitsBeforeClick, commitsNow: await reactCommits(page) };
    throw new Error(`${what}: the list did not grow after "Show more" (${JSON.stringify(state)})`, { cause: error });
  }
}
