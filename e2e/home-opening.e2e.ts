// Home's opening: one dialog with the greeting over the fireworks and the notices, once per visitor,
// the same on a slow phone, never over a page being scrolled, drawn without a worker too.
import type { Page, Route } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations, baseUrl, DESKTOP, PHONE } from './browser.ts';
import { focusInside, overlay, pageIdle, useHomeData, useHomePages } from './home.ts';
import { openingDecided } from './site.ts';
import { waitForContent } from './waits.ts';
import { focusedElement, isFocused } from './keyboard.ts';

const { openHome } = useHomePages();
const home = useHomeData();

/** The show's canvas as the page shows it: how many of its pixels are painted, and a digest of them. */
async function showFrame(page: Page): Promise<{ painted: number; digest: number }> {
  return page.locator('.fireworks-overlay canvas').evaluate((canvas: HTMLCanvasElement) => {
    // The worker draws on the canvas's offscreen twin; the canvas shows the last frame it committed.
    const copy = document.createElement('canvas');
    copy.width = canvas.width;
    copy.height = canvas.height;
    const ctx = copy.getContext('2d')!;
    ctx.drawImage(canvas, 0, 0);
    const { data } = ctx.getImageData(0, 0, copy.width, copy.height);
    let painted = 0;
    let digest = 0;
    for (let i = 3; i < data.length; i += 4) {
      if (data[i] === 0) continue;
      painted += 1;
      digest = (Math.imul(digest, 31) + i + data[i - 3]!) | 0;
    }
    return { painted, digest };
  });
}

describe('opening: one dialog with the greeting and the notices', () => {
  test('the greeting over the fireworks carries the notices, admission first, and one Close ends it; the page is then free', async () => {
    const requests: string[] = [];
    const workers: string[] = [];
    const page = await openHome(PHONE, async (p) => {
      p.on('request', (r) => requests.push(new URL(r.url()).pathname));
      p.on('worker', (w) => workers.push(new URL(w.url()).pathname));
    });
    await overlay(page).waitFor();
    await page.locator('.fireworks-overlay canvas').waitFor();
    // The show is drawn by a worker: sparks appear on its canvas and move from frame to frame, and
    // the tsparticles engine for browsers without OffscreenCanvas is never fetched.
    await expect
      .poll(async () => (await showFrame(page)).painted, { message: 'sparks on the canvas' })
      .toBeGreaterThan(0);
    const first = await showFrame(page);
    await expect
      .poll(async () => (await showFrame(page)).digest, { message: 'the sparks move' })
      .not.toBe(first.digest);
    expect(
      workers.some((p) => /fireworks-worker/.test(p)),
      `workers started: ${workers.join(', ')}`,
    ).toBe(true);
    expect(
      requests.filter((p) => /fireworks-particles/.test(p)),
      'the main-thread engine',
    ).toEqual([]);
    const close = overlay(page).getByRole('button', { name: 'Close' });
    await expect
      .poll(() => isFocused(close), { message: `focus with the overlay open is on ${await focusedElement(page)}` })
      .toBe(true);

    // The notices are in the same dialog, the one about admission first; a parent pages through them.
    const card = overlay(page).getByRole('region', { name: 'Notifications' });
    const title = card.locator('.notice-dialog__item-title');
    expect(await title.textContent()).toBe(home.notifications[0]!.title);
    expect(home.notifications[0]!.title, 'the first notice is about admission').toMatch(/admission/i);
    await card.getByRole('button', { name: 'Next' }).click();
    expect(await title.textContent(), 'after Next').toBe(home.notifications[1]!.title);

    // Tab never reaches the page behind (it is inert while the overlay is open).
    for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      const where = await focusInside(page, '.fireworks-overlay');
      expect(
        where.inside || !where.pageHasFocus,
        `${key} moved focus out of the overlay to ${await focusedElement(page)}`,
      ).toBe(true);
    }
    const violations = await axeViolations(page);
    expect(violations, `axe-core with the overlay open:\n  ${violations.join('\n  ')}`).toEqual([]);

    // Once the show ends, what is left is the greeting and the notices, not a blank screen.
    await expect
      .poll(async () => (await showFrame(page)).painted, { message: 'the show ended', timeout: 120_000 })
      .toBe(0);
    expect(
      await overlay(page)
        .getByText(/^Welcome to/)
        .isVisible(),
      'the greeting after the show',
    ).toBe(true);
    expect(await card.isVisible(), 'the notices after the show').toBe(true);

    await close.click();
    await overlay(page).waitFor({ state: 'detached' });
    expect(await page.locator('canvas').count(), 'canvases after Close').toBe(0);
    // Nothing else opens: one dismissal was the whole cost of the first visit.
    await pageIdle(page);
    expect(await page.locator('.fireworks-overlay, dialog[open]').count(), 'dialogs after Close').toBe(0);
    expect(await page.locator('body > [inert]').count(), 'parts of the page left inert after Close').toBe(0);
    expect(
      requests.some((p) => /fireworks/.test(p)),
      'the fireworks code was loaded for the overlay',
    ).toBe(true);
  });

  for (const [where, options] of [
    ['360 px', PHONE],
    ['1280 px', DESKTOP],
  ] as const) {
    test(`at ${where} the opening shows once: not again on a reload nor on a link back to Home`, async () => {
      const page = await openHome(options);
      await overlay(page).waitFor();
      await overlay(page).getByRole('button', { name: 'Close' }).click();
      await overlay(page).waitFor({ state: 'detached' });

      await page.reload();
      await waitForContent(page, '.home-news__item');
      await openingDecided(page);
      expect(await page.locator('.fireworks-overlay, dialog[open]').count(), 'dialogs after a reload').toBe(0);

      await page.goto(`${baseUrl()}/news`);
      await waitForContent(page);
      await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }).click();
      await waitForContent(page, '.home-news__item');
      await openingDecided(page);
      expect(await page.locator('.fireworks-overlay, dialog[open]').count(), 'dialogs on a link back to Home').toBe(0);
    });
  }

  /** Home whose app script arrives only once `ready` says so (a slow connection). */
  const slowHome = (ready: (p: Page) => Promise<unknown>) =>
    openHome(PHONE, async (p) => {
      await p.route(/\/assets\/client-[^/]+\.js$/, async (route: Route) => {
        await ready(p);
        await route.continue();
      });
    });

  test('a phone whose page starts 4 s after it showed its text still gets the opening once', async () => {
    const page = await slowHome((p) => p.waitForTimeout(4000));
    await overlay(page).waitFor();
    expect(await overlay(page).isVisible()).toBe(true);
  });

  test('nothing opens over a page the parent has started scrolling; the notices are in the page', async () => {
    // The parent scrolls while the app's script is still on its way.
    const page = await slowHome(async (p) => {
      await p.locator('.home-highlights').waitFor();
      await p.evaluate(() => window.scrollBy(0, 600));
    });
    await waitForContent(page, '.home-news__item');
    await openingDecided(page);
    expect(await page.locator('.fireworks-overlay, dialog[open]').count(), 'dialogs over a scrolled page').toBe(0);
    // A parent taps the folded notices and reads the first one.
    await page.getByText(`Notifications (${home.notifications.length})`).click();
    expect(await page.locator('.home-notices').getByText(home.notifications[0]!.title).isVisible()).toBe(true);
  });

  test('without OffscreenCanvas the tsparticles engine draws the show on the page instead', async () => {
    const requests: string[] = [];
    const page = await openHome(DESKTOP, async (p) => {
      p.on('request', (r) => requests.push(new URL(r.url()).pathname));
      await p.addInitScript(() => {
        // As in browsers that cannot hand a canvas to a worker.
        Reflect.deleteProperty(HTMLCanvasElement.prototype, 'transferControlToOffscreen');
      });
    });
    await page
      .locator('.fireworks-overlay canvas#home-fireworks, .fireworks-overlay #home-fireworks canvas')
      .first()
      .waitFor();
    expect(
      requests.some((p) => /fireworks-particles/.test(p)),
      'the main-thread engine was loaded',
    ).toBe(true);
    expect(
      requests.some((p) => /fireworks-worker/.test(p)),
      'the worker',
    ).toBe(false);
  });
});
