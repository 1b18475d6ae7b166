// Finding the way on a page: a text page's sections and the pages beside it, a header that fits a
// phone, and a way back to the top of a long page.
import { describe, expect, test } from 'vitest';
import { axeViolations, baseUrl, DESKTOP, PHONE } from './browser.ts';
import { school } from './content.ts';
import { useParentPages, WIDTHS } from './parents.ts';
import { CONTENT_OF, waitForContent } from './waits.ts';

const open = useParentPages();

for (const [where, options] of WIDTHS) {
  describe(`at ${where}`, () => {
    test('a text page lists its sections and the pages beside it: beside the text at 1280, under it on a phone', async () => {
      const { page } = await open(options);
      await page.goto(`${baseUrl()}/about`);
      await waitForContent(page);
      const sections = page.getByRole('navigation', { name: 'On this page' });
      const nearby = page.getByRole('navigation', { name: 'More in About' });
      expect(await nearby.getByRole('link').allTextContents()).toEqual([
        'Introduction',
        'Aims & Objectives',
        'Our Motto',
      ]);
      expect(await nearby.getByRole('link', { name: 'Introduction' }).getAttribute('aria-current')).toBe('page');
      const prose = (await page.locator('.prose').boundingBox())!;
      const aside = (await nearby.boundingBox())!;
      if (options === DESKTOP) {
        // Beside the text, reaching the content's right edge: no blank right third.
        expect(aside.x, 'the list starts right of the text').toBeGreaterThan(prose.x + prose.width);
        const contentRight = await page
          .locator('.page-body')
          .evaluate((el) => el.getBoundingClientRect().right - parseFloat(getComputedStyle(el).paddingRight));
        expect(contentRight - (aside.x + aside.width), 'space left at the right').toBeLessThan(2);
        const first = sections.getByRole('link').first();
        const id = (await first.getAttribute('href'))!.slice(1);
        await first.click();
        await expect
          .poll(() =>
            page.evaluate((target) => Math.round(document.getElementById(target)!.getBoundingClientRect().top), id),
          )
          .toBeLessThan(60);
      } else {
        expect(await sections.isVisible(), 'the sections list on a phone').toBe(false);
        expect(aside.y, 'the nearby pages come after the text').toBeGreaterThan(prose.y + prose.height);
      }
      expect(await axeViolations(page)).toEqual([]);
    });

    test('on a phone the header is one compact row that stays on screen; on a laptop it scrolls away', async () => {
      const { page } = await open(options);
      await page.goto(`${baseUrl()}/news?year=all`);
      await waitForContent(page, CONTENT_OF['/news']);
      await page.evaluate(() => window.scrollTo(0, 2000));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1500);
      const header = (await page.locator('.site-header').boundingBox())!;
      if (options === PHONE) {
        expect(Math.round(header.y), 'the header at the top of the screen').toBe(0);
        expect(header.height, 'a compact header').toBeLessThanOrEqual(64);
        expect(await page.locator('.site-header .brand').innerText()).toBe(school.shortName);
        const menu = page.getByRole('button', { name: 'Menu' });
        await menu.click();
        expect(
          await page.getByRole('link', { name: 'Photo Gallery' }).first().isVisible(),
          'the menu opens from there',
        ).toBe(true);
      } else {
        expect(header.y + header.height, 'the header scrolled away').toBeLessThan(0);
      }
    });

    test('a long page has a way back to the top', async () => {
      const { page } = await open(options);
      await page.goto(`${baseUrl()}/news?year=all`);
      await waitForContent(page, CONTENT_OF['/news']);
      const back = page.getByRole('link', { name: /Back to top/ });
      await back.scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => window.scrollY), 'scrolled down to the link').toBeGreaterThan(500);
      await back.click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });
  });
}
