// News and events lists: a search that finds nothing says so, 12 at a time with "Show more", and
// events grouped as upcoming and past with attachments that say their kind and size.
import { describe, expect, test } from 'vitest';
import { baseUrl } from './browser.ts';
import { useParentPages, WIDTHS } from './parents.ts';
import { clickToGrow, CONTENT_OF, waitForContent } from './waits.ts';

const open = useParentPages();

for (const [where, options] of WIDTHS) {
  describe(`at ${where}`, () => {
    test('a search that finds nothing says so beside the placeholder, and "clear filters" brings the list back', async () => {
      const { page } = await open(options);
      await page.goto(`${baseUrl()}/news?year=all&q=zzzqqq`);
      await waitForContent(page, CONTENT_OF['/news']);
      const none = page.locator('.list-status__none');
      expect(await none.textContent()).toBe('No results for “zzzqqq”: clear filters');
      await none.getByRole('button', { name: 'clear filters' }).click();
      await page.waitForURL(`${baseUrl()}/news`);
      await expect.poll(() => page.locator('.news-list > .news-item').count()).toBeGreaterThan(0);
      expect(await none.count()).toBe(0);
    });

    test('news and events show 12 at a time, with "Show more" for the rest', async () => {
      const { page } = await open(options);
      for (const [path, item] of [
        ['/news', '.news-list > .news-item'],
        ['/events', '.event-card'],
      ] as const) {
        await page.goto(`${baseUrl()}${path}?year=all`);
        await waitForContent(page, CONTENT_OF[path]);
        const total = Number((await page.locator('.list-status__count').textContent())!.match(/\d+/)![0]);
        expect(total, `${path}: enough items to page (else this test checks nothing)`).toBeGreaterThan(24);
        expect(await page.locator(item).count(), `${path}: shown at first`).toBe(12);
        expect(await page.locator('.show-more p').textContent()).toMatch(new RegExp(`^Showing 12 of ${total} `));
        await clickToGrow(
          page,
          page.getByRole('button', { name: 'Show 12 more' }),
          () => expect.poll(() => page.locator(item).count(), { message: `${path}: after one "Show more"` }).toBe(24),
          path,
        );
        // Focus on the first item added, so the keyboard reads on from there.
        expect(
          await page.evaluate((sel) => [...document.querySelectorAll(sel)].indexOf(document.activeElement!), item),
          `${path}: focused item`,
        ).toBe(12);
        // Still reachable without scrolling back: the button stays under the list.
        expect(await page.getByRole('button', { name: /^Show \d+ more$/ }).isVisible()).toBe(true);
      }
    });

    test('events: upcoming first under their own heading, then past ones; attachments say their kind and size', async () => {
      const { page } = await open(options);
      await page.goto(`${baseUrl()}/events?year=all`);
      await waitForContent(page, CONTENT_OF['/events']);
      const groups = await page.locator('.events-page__group-heading').allTextContents();
      expect(groups.length, 'at least one group').toBeGreaterThan(0);
      expect(groups.filter((g) => g !== 'Upcoming events' && g !== 'Past events')).toEqual([]);
      if (groups.length === 2) expect(groups).toEqual(['Upcoming events', 'Past events']);
      // Only an event still to come can be added to a calendar.
      const past = page.locator('section', { has: page.getByRole('heading', { name: 'Past events' }) }).last();
      expect(await past.getByRole('link', { name: /^Add to calendar/ }).count(), 'calendar links on past events').toBe(
        0,
      );
      // Sizes come from the provider; a list loaded before it answered has them on a later load.
      const unsized = async () => {
        await page.reload();
        await waitForContent(page, CONTENT_OF['/events']);
        const texts = await page.locator('.event-card__link:not(.event-card__link--calendar)').allTextContents();
        expect(texts.length, 'events with attachments').toBeGreaterThan(0);
        return texts.filter((text) => !/^View attachment \((PDF|image|Word), \d+(\.\d)? (bytes|KB|MB)\)$/.test(text));
      };
      await expect.poll(unsized, { timeout: 120_000, interval: 2000 }).toEqual([]);
    });
  });
}
