// The filters of the events, gallery and topper lists, kept in the URL. The page lists what /bff
// answers for the same filter: the page and curl users must agree (docs/design.md).
import { describe, expect, test } from 'vitest';
import type { ListPage, ToppersPage } from '../shared/types.ts';
import { baseUrl, DESKTOP } from './browser.ts';
import { getJson } from './content.ts';
import { eventsOrder, listTools, wordOf } from './lists.ts';
import { useBrowser, useTestPage } from './site.ts';
import { CONTENT_OF, waitForContent } from './waits.ts';

const t = useTestPage(useBrowser(), DESKTOP);
const { here, expectList, expectPagedList, select, searchBox } = listTools(t);

describe('filters of the other lists', () => {
  for (const { path, api, titles, count, order, paged } of [
    // The page shows upcoming events first, then past ones (its unit test has the order).
    {
      path: '/events',
      api: '/bff/events',
      titles: '.event-card__title',
      count: (n: number) => `${n} events`,
      order: eventsOrder,
      paged: true,
    },
    // Spec: the gallery "shows count of categories".
    {
      path: '/gallery',
      api: '/bff/gallery',
      titles: '.gallery-card__title a',
      count: (n: number) => `Total categories: ${n}`,
      order: undefined,
      paged: false,
    },
  ]) {
    test(`${path}: year and search are applied and kept in the URL`, async () => {
      const expectShown = paged ? expectPagedList : expectList;
      const titlesFor = async (query: string) => {
        const items = (await getJson<ListPage<{ title: string; date: string | null }>>(`${api}?${query}`)).items;
        return (order ? order(items) : items).map((i) => i.title);
      };
      await t.page.goto(`${baseUrl()}${path}`);
      await waitForContent(t.page, CONTENT_OF[path]);
      const shown = await getJson<ListPage<{ title: string; date: string | null }>>(api);
      expect(await select('Year').inputValue()).toBe(String(shown.year));
      await expectShown(
        titles,
        (order ? order(shown.items) : shown.items).map((i) => i.title),
        `${path} by default`,
      );
      expect(await t.page.locator('.list-status__count').textContent(), `the count on ${path}`).toBe(
        count(shown.total),
      );

      const year = shown.years.find((y) => y !== shown.year)!;
      await select('Year').selectOption(String(year));
      await expectShown(titles, await titlesFor(`year=${year}`), `${path} in ${year}`);
      expect(here().searchParams.get('year')).toBe(String(year));

      const yearItems = await titlesFor(`year=${year}`);
      const word = wordOf(yearItems[0]!);
      await searchBox('Search by title').fill(word);
      await expectShown(titles, await titlesFor(`year=${year}&q=${word}`), `${path} in ${year} matching "${word}"`);
      await expect.poll(() => here().searchParams.get('q')).toBe(word);
    });
  }

  test('/events shows the fallback picture for an event without photos', async () => {
    const all =
      await getJson<ListPage<{ title: string; image: string | null; date: string | null }>>('/bff/events?year=all');
    const bare = all.items.find((i) => i.image === null);
    expect(bare, 'the demo data has an event without photos').toBeDefined();
    await t.page.goto(`${baseUrl()}/events?year=${bare!.date!.slice(0, 4)}&q=${encodeURIComponent(bare!.title)}`);
    await waitForContent(t.page, CONTENT_OF['/events']);
    const img = t.page.locator('.event-card').filter({ hasText: bare!.title }).locator('img');
    expect(await img.getAttribute('src')).toMatch(/placeholder/);
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), {
        message: 'the fallback picture loads',
      })
      .toBe(true);
  });

  for (const cls of ['X', 'XII'] as const) {
    test(`/topper${cls}: the session shown is selected, another session and a name search apply`, async () => {
      const NAMES = '.topper-card__name';
      const namesFor = async (query: string) =>
        (await getJson<ToppersPage>(`/bff/toppers?class=${cls}&${query}`)).items.map((i) => i.name);
      const shown = await getJson<ToppersPage>(`/bff/toppers?class=${cls}`);
      await t.page.goto(`${baseUrl()}/topper${cls}`);
      await waitForContent(t.page, CONTENT_OF[`/topper${cls}`]);

      expect(await select('Session').inputValue(), `the session selected on /topper${cls}`).toBe(shown.session);
      await expectList(
        NAMES,
        shown.items.map((i) => i.name),
        `/topper${cls} by default`,
      );
      const notice = t.page.locator('.filter-bar__notice');
      if (shown.fellBack) {
        // Class XII of the demo data has no results for the default session: the latest is shown, and said.
        expect(await notice.textContent(), 'the fallback notice').toContain(`showing ${shown.session}`);
      } else {
        expect(await notice.count(), 'no fallback notice').toBe(0);
      }

      const other = shown.sessions.find((s) => s !== shown.session)!;
      await select('Session').selectOption(other);
      await expectList(NAMES, await namesFor(`session=${other}`), `/topper${cls} in ${other}`);
      expect(here().searchParams.get('session')).toBe(other);

      await select('Session').selectOption('all');
      const everyone = await namesFor('session=all');
      await expectList(NAMES, everyone, `/topper${cls}, all sessions`);
      const first = everyone[0]!.split(' ')[0]!;
      await searchBox('Search by name').fill(first.toLowerCase());
      await expectList(
        NAMES,
        await namesFor(`session=all&q=${first.toLowerCase()}`),
        `/topper${cls} named like "${first}"`,
      );
      await expect.poll(() => here().searchParams.get('q')).toBe(first.toLowerCase());
    });
  }

  test('/topperXII is the class with the fallback in the demo data', async () => {
    // Guards the test above: without a fallback case it would not check the notice at all.
    expect((await getJson<ToppersPage>('/bff/toppers?class=XII')).fellBack).toBe(true);
  });
});
