// Home's motion: nothing moves by itself (the carousels move when asked, the highlights stand still),
// and with reduced motion the opening has no fireworks.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { DESKTOP, PHONE } from './browser.ts';
import { carousels, notices, pageIdle, showAllOfHome, useHomePages } from './home.ts';
import { dismissHomeDialogs, waitForContent } from './waits.ts';

const { openHome } = useHomePages();

/** Where every element of Home is drawn, and the animations running: what a moving element changes. */
function drawn(page: Page): Promise<{ boxes: string; running: string[] }> {
  return page.evaluate(() => ({
    boxes: [...document.querySelectorAll<HTMLElement>('body *')]
      .map((el) => {
        const box = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        return `${Math.round(box.x)},${Math.round(box.y)},${Math.round(box.width)},${Math.round(box.height)} ${style.transform} ${style.opacity}`;
      })
      .join('\n'),
    running: document
      .getAnimations()
      .filter((a) => a.playState === 'running')
      .map((a) => (a as CSSAnimation).animationName ?? a.constructor.name),
  }));
}

describe('motion', () => {
  for (const [where, options] of [
    ['360 px', PHONE],
    ['1280 px', DESKTOP],
  ] as const) {
    test(`at ${where}, nothing on Home moves during 8 s without input, all of it on screen`, async () => {
      const page = await openHome(options);
      await waitForContent(page, '.home-news__item');
      await dismissHomeDialogs(page);
      // Every block on screen, so nothing waits for being seen to move.
      await showAllOfHome(page);
      await pageIdle(page);
      const before = await drawn(page);
      expect(before.running, 'animations running').toEqual([]);
      await page.waitForTimeout(8000);
      const after = await drawn(page);
      expect(after.running, 'animations running 8 s later').toEqual([]);
      expect(after.boxes === before.boxes, 'every element where it was, as it was').toBe(true);
      expect(await page.getByRole('button', { name: /pause/i }).count(), 'pause buttons: nothing to pause').toBe(0);
    });
  }

  test('with reduced motion: no fireworks at all, the notices open alone', async () => {
    const requests: string[] = [];
    const page = await openHome({ ...DESKTOP, reducedMotion: 'reduce' }, async (p) => {
      p.on('request', (r) => requests.push(new URL(r.url()).pathname));
    });
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
  });
});
