// The home page (spec section 2 "Home", section 4 states, section 9 timings): its blocks in order,
// the opening (the greeting and the notices in one dialog), reduced motion, the carousels' hidden clones,
// and the tickers' pause. Animations are checked to start and stop; how soon is bench/animations.ts.
import type { Page, Route } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import type { HomeData } from '../shared/types.ts';
import { axeViolations, baseUrl, DESKTOP, PHONE } from './browser.ts';
import { carousels, homeOpener, pageIdle } from './home.ts';
import { openingDecided, realFirstPaint, useBrowser, useTestPages } from './site.ts';
import { getJson } from './content.ts';
import { dismissHomeDialogs, waitForContent } from './waits.ts';
import { focusedElement, isFocused } from './keyboard.ts';

const browser = useBrowser();
let home: HomeData;
beforeAll(async () => {
  home = await getJson<HomeData>('/bff/home');
});

const openPage = useTestPages(browser);

/** A fresh context and the home page in it, loaded with its data. */
const openHome = homeOpener(openPage);

const overlay = (page: Page) => page.getByRole('dialog', { name: /^Welcome to/ });
const notices = (page: Page) => page.locator('dialog.notice-dialog');

/**
 * Closes the opening overlay as a keyboard user does: Enter once focus is on its Close button.
 * The overlay is in the page a moment before focus reaches Close (it moves after the first frame);
 * an Enter in between lands on whatever had focus, in CI twice a link that left Home.
 */
async function closeOverlayByKeyboard(page: Page): Promise<void> {
  await overlay(page).waitFor();
  const close = overlay(page).getByRole('button', { name: 'Close' });
  await expect.poll(() => isFocused(close), { message: "focus on the overlay's Close button" }).toBe(true);
  await page.keyboard.press('Enter');
  await overlay(page).waitFor({ state: 'detached' });
}

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

/** Each carousel's name and the index and text of its first visible slide. */
async function firstSlides(page: Page): Promise<string[]> {
  return carousels(page).evaluateAll((list) =>
    list.map((carousel) => {
      const slide = carousel.querySelector('.carousel__slide:not([aria-hidden])');
      return `${carousel.getAttribute('aria-label')}: #${slide?.getAttribute('data-index')} ${slide?.textContent?.trim().slice(0, 40)}`;
    }),
  );
}

describe('blocks', () => {
  test('every block is there, in the order of the spec, with its heading and its link', async () => {
    const page = await openHome(DESKTOP);
    await waitForContent(page, '.home-news__item');
    await dismissHomeDialogs(page);

    // The blocks of the spec, after the welcome at the top (the school's name and two links, no <h2>).
    const sections = await page
      .locator('.home-page > section:not(.home-intro), .home-page > div > section')
      .evaluateAll((list) =>
        list.map((section) => {
          const heading = section.querySelector('h2')!;
          const box = heading.getBoundingClientRect();
          return {
            heading: heading.textContent?.trim() ?? '',
            // A heading kept for screen readers only (the slider's and the quick links') is 1 px.
            shown: box.width > 1 && box.height > 1,
            links: [...section.querySelectorAll('a[href^="/"]')].map((a) => a.getAttribute('href')),
          };
        }),
      );
    const expected: [RegExp, boolean, string | null][] = [
      [/^Highlights$/, true, null],
      [/^Online Registration$/, true, null],
      [/./, false, null], // the image slider
      [/./, false, '/feestructure'], // the quick-link buttons
      [/^At a glance$/, true, '/feestructure'],
      [/^Latest News$/, true, '/news'],
      [/^About Us$/, true, '/about'],
      [/^Events$/, true, '/events'],
      [/^Toppers of Class X\b(?! ?I)/, true, '/topperX'],
      [/^Happy Birthday$/, true, null],
      [/^Toppers of Class XII\b/, true, '/topperXII'],
      [/^School Management$/, true, null],
      [/^Photo Gallery$/, true, '/gallery'],
    ];
    const outline = sections.map((s) => s.heading).join(' | ');
    expect(sections.length, `home blocks: ${outline}`).toBe(expected.length);
    expected.forEach(([heading, shown, link], i) => {
      const section = sections[i]!;
      expect(section.heading, `block ${i + 1} of: ${outline}`).toMatch(heading);
      expect(section.shown, `the heading "${section.heading}" is ${shown ? '' : 'not '}shown on screen`).toBe(shown);
      if (link) expect(section.links, `the "${section.heading}" block links to ${link}`).toContain(link);
    });

    // The slider has 8 slides (the page comes with the first two, the rest join at the first
    // move); the quick links are the spec's seven.
    const heroSlides = page.locator('.home-hero .carousel__slide');
    expect(await heroSlides.first().getAttribute('aria-label'), 'the first slide of the main slider').toBe('1 of 8');
    await page.locator('.home-hero').getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => heroSlides.count(), { message: 'slides in the main slider' }).toBe(8);
    // The spec's seven, less the three whose addresses the example school has not set (payment,
    // portal help, alumnae form): no tile leads nowhere or says "coming soon".
    expect(await page.locator('.home-quick li').count(), 'quick-link tiles').toBe(4);
    const quick = page.locator('.home-quick a');
    const quickHrefs = await quick.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(quickHrefs.filter((h) => h.startsWith('tel:')).length, 'a phone-call quick link').toBe(1);
    expect(quickHrefs, 'quick links to the calendar and the fee structure').toEqual(
      expect.arrayContaining(['/calender', '/feestructure']),
    );
    expect(await page.locator('.home-quick a[href="/feestructure"]').textContent()).toContain('2025-2026');

    // Management: patron, manager, principal and vice principal, with photos.
    const roles = await page.locator('.home-management .home-card__role').allTextContents();
    expect(roles).toEqual(['Patron', 'Manager', 'Principal', 'Vice Principal']);
    expect(await page.locator('.home-management img').count()).toBe(4);

    // The demo data fills every list block (no placeholders).
    expect(
      await page.locator('.home-page .home-card--placeholder').count(),
      'placeholder cards with data present',
    ).toBe(0);
  });
});

describe('opening: one dialog with the greeting and the notices', () => {
  /** Where keyboard focus is: inside the opening overlay, or nowhere on the page (the browser's own toolbar). */
  const focusInside = (page: Page, selector: string) =>
    page.evaluate(
      (sel) => ({
        inside: document.querySelector(sel)?.contains(document.activeElement) ?? false,
        pageHasFocus: document.hasFocus(),
      }),
      selector,
    );

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

    // The show ends (rockets for 8 s of its own time, then the last sparks fade), and what is left is
    // the greeting and the notices, not a blank screen.
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
    test(`at ${where} the opening shows once a day: not again on a reload nor on a link back to Home`, async () => {
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

  test('nothing opens over text the visitor has read for more than 3 s; the notices are in the page', async () => {
    // The app's script arrives once the page has shown its text for 3.5 s (a slow connection).
    const page = await openHome(PHONE, async (p) => {
      await realFirstPaint(p);
      await p.route(/\/assets\/client-[^/]+\.js$/, async (route: Route) => {
        await p.waitForFunction(() => {
          const paint = performance.getEntriesByName('first-contentful-paint')[0];
          return paint !== undefined && performance.now() - paint.startTime > 3500;
        });
        await route.continue();
      });
    });
    await waitForContent(page, '.home-news__item');
    await openingDecided(page);
    expect(await page.locator('.fireworks-overlay, dialog[open]').count(), 'dialogs after a late start').toBe(0);
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
    const opener = page.getByRole('link', { name: 'View all news' });
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

describe('motion', () => {
  test('with reduced motion: no fireworks at all, and no carousel advances while those of a page without it all do', async () => {
    const requests: string[] = [];
    const page = await openHome({ ...DESKTOP, reducedMotion: 'reduce' }, async (p) => {
      p.on('request', (r) => requests.push(new URL(r.url()).pathname));
    });
    // The notices open at once when there is no overlay to wait for: by then it would have shown.
    await notices(page).waitFor({ state: 'visible' });
    await waitForContent(page, '.home-news__item');
    expect(await page.locator('.fireworks-overlay').count(), 'fireworks overlay').toBe(0);
    expect(await page.locator('canvas').count(), 'canvases').toBe(0);
    expect(
      requests.filter((p) => /fireworks/.test(p)),
      'fireworks code downloaded',
    ).toEqual([]);
    await page.keyboard.press('Escape');
    await notices(page).waitFor({ state: 'hidden' });

    expect(await carousels(page).count(), 'carousels on the home page').toBe(6);
    const before = await firstSlides(page);
    // Nothing moves for as long as every carousel of a page without reduced motion, all of them on
    // a screen tall enough, takes to move: the window shows that motion would have been seen.
    const moving = await openHome(DESKTOP);
    await waitForContent(moving, '.home-news__item');
    await dismissHomeDialogs(moving);
    await moving.mouse.move(1, 1);
    await moving.setViewportSize({
      width: 1280,
      height: await moving.evaluate(() => document.documentElement.scrollHeight),
    });
    const movingBefore = await firstSlides(moving);
    await expect
      .poll(async () => (await firstSlides(moving)).filter((slide, i) => slide !== movingBefore[i]).length, {
        message: 'carousels without reduced motion whose first visible slide changed',
      })
      .toBe(movingBefore.length);
    expect(await firstSlides(page), 'first visible slides with reduced motion meanwhile').toEqual(before);
    expect(
      await carousels(page).evaluateAll((list) => list.map((c) => c.getAttribute('data-playing'))),
      'carousels playing',
    ).toEqual(Array(6).fill('false'));
    const animations = await page
      .locator('.ticker__track')
      .evaluateAll((list) => list.map((t) => getComputedStyle(t).animationName));
    expect(animations, 'ticker animations').toEqual(['none', 'none']);
  });

  test('without reduced motion the carousels on screen advance, and those off screen wait', async () => {
    const page = await openHome(DESKTOP);
    await waitForContent(page, '.home-news__item');
    await dismissHomeDialogs(page);
    await page.mouse.move(1, 1);
    await page.evaluate(() => window.scrollTo(0, 0));
    const playing = () =>
      carousels(page).evaluateAll((list) =>
        list.map((c) => `${c.getAttribute('aria-label')}: ${c.getAttribute('data-playing')}`),
      );
    // The gallery, at the bottom of the page, is off screen: it does not move for nobody.
    await expect.poll(playing).toContain('Life at school: true');
    expect(await playing()).toContain('Photo Gallery: false');
    const slideOf = async (label: string) => (await firstSlides(page)).find((slide) => slide.startsWith(`${label}:`));
    const [slider, gallery] = [await slideOf('Life at school'), await slideOf('Photo Gallery')];
    // The main slider moves every 3 s and the gallery would every 2 s: once the slider has moved,
    // a playing gallery would have too.
    await expect.poll(() => slideOf('Life at school'), { message: 'the main slider, on screen' }).not.toBe(slider);
    expect(await slideOf('Photo Gallery'), 'the gallery, off screen, meanwhile').toBe(gallery);
    expect(await playing()).toContain('Photo Gallery: false');
  });
});

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
    // From the top, as after a fresh load (where focus lands after the dialogs is tested above).
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
