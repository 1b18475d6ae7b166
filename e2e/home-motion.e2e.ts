// Home's motion: reduced motion stops the fireworks, carousels and tickers; otherwise the carousels
// on screen advance and those off screen wait. How soon is bench/animations.ts.
import { describe, expect, test } from 'vitest';
import { DESKTOP } from './browser.ts';
import { carousels, firstSlides, notices, useHomePages } from './home.ts';
import { dismissHomeDialogs, waitForContent } from './waits.ts';

const { openHome } = useHomePages();

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
    // The main slider at the top of the screen; the gallery, far below, stays off it.
    await page
      .locator('.home-hero')
      .evaluate((hero) => window.scrollTo(0, hero.getBoundingClientRect().top + window.scrollY - 100));
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
