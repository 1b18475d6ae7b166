// The news list's year, month and search filters, kept in the URL, with scripts and without. The
// page lists what /bff answers for the same filter: the page and curl users must agree (docs/design.md).
import { describe, expect, test } from 'vitest';
import type { ListPage } from '../shared/types.ts';
import { baseUrl, DESKTOP, PHONE, watchErrors } from './browser.ts';
import { getJson } from './content.ts';
import { listTools, PAGE_SIZE, wordOf } from './lists.ts';
import { REFUSED_SCRIPTS, useBrowser, useTestPage, useTestPages } from './site.ts';
import { CONTENT_OF, waitForContent } from './waits.ts';

const browser = useBrowser();
const t = useTestPage(browser, DESKTOP);
const { here, texts, expectPagedList, select, searchBox } = listTools(t);

describe('news filters', () => {
  test('year, month, "All", search as you type, browser back, and a filter loaded from the URL', async () => {
    const TITLES = '.news-item__title';
    const all = await getJson<ListPage<{ title: string }>>('/bff/news?year=all');
    const titlesFor = async (query: string) =>
      (await getJson<ListPage<{ title: string }>>(`/bff/news?${query}`)).items.map((i) => i.title);

    await t.page.goto(`${baseUrl()}/news`);
    await waitForContent(t.page, CONTENT_OF['/news']);
    const defaultPage = await getJson<ListPage<{ title: string }>>('/bff/news');
    expect(await select('Year').inputValue(), 'the year shown by default').toBe(String(defaultPage.year));
    await expectPagedList(
      TITLES,
      defaultPage.items.map((i) => i.title),
      'the news of the default year',
    );
    expect(await t.page.locator('.list-status__count').textContent(), 'the total count').toBe(
      `${defaultPage.total} news items`,
    );
    const before = await texts(TITLES);

    // A year: the list changes, the URL says so.
    const year = all.years.find((y) => y !== defaultPage.year)!;
    await select('Year').selectOption(String(year));
    await expectPagedList(TITLES, await titlesFor(`year=${year}`), `the news of ${year}`);
    expect(here().searchParams.get('year')).toBe(String(year));
    expect(await texts(TITLES), 'the list after choosing another year').not.toEqual(before);

    // A month of that year.
    const yearPage = await getJson<ListPage<{ title: string }>>(`/bff/news?year=${year}`);
    const month = yearPage.months[0]!;
    await select('Month').selectOption(String(month));
    await expectPagedList(TITLES, await titlesFor(`year=${year}&month=${month}`), `the news of ${year}-${month}`);
    expect(here().searchParams.get('month')).toBe(String(month));

    // Month "All" again.
    await select('Month').selectOption('all');
    await expectPagedList(TITLES, await titlesFor(`year=${year}`), `the news of ${year}, all months`);
    expect(here().searchParams.has('month'), 'month "All" leaves the URL').toBe(false);

    // Search: filters as the letters are typed, without submitting.
    const word = wordOf(yearPage.items[1]?.title ?? yearPage.items[0]!.title);
    const search = searchBox('Search by title');
    await search.pressSequentially(word.slice(0, 3), { delay: 30 });
    await expectPagedList(
      TITLES,
      await titlesFor(`year=${year}&q=${word.slice(0, 3)}`),
      `news of ${year} matching "${word.slice(0, 3)}"`,
    );
    await search.pressSequentially(word.slice(3), { delay: 30 });
    const matching = await titlesFor(`year=${year}&q=${word}`);
    expect(matching.length, `some news of ${year} matches "${word}"`).toBeGreaterThan(0);
    await expectPagedList(TITLES, matching, `news of ${year} matching "${word}"`);
    await expect.poll(() => here().searchParams.get('q'), { message: 'q in the URL' }).toBe(word);

    // Year "All" keeps the search.
    await select('Year').selectOption('all');
    await expectPagedList(TITLES, await titlesFor(`year=all&q=${word}`), `news of all years matching "${word}"`);
    expect(here().searchParams.get('year')).toBe('all');

    // Browser back: the previous filter (that year, that search) comes back, controls included.
    await t.page.goBack();
    await expect.poll(() => here().searchParams.get('year'), { message: 'year after browser back' }).toBe(String(year));
    await expectPagedList(TITLES, matching, 'the list after browser back');
    expect(await select('Year').inputValue()).toBe(String(year));
    expect(await search.inputValue()).toBe(word);

    // The same filter loaded straight from an address.
    const direct = await t.context.newPage();
    const directErrors = watchErrors(direct);
    await direct.goto(`${baseUrl()}/news?year=${year}&q=${encodeURIComponent(word)}`);
    await waitForContent(direct, CONTENT_OF['/news']);
    expect(await direct.getByRole('search').getByLabel('Year', { exact: true }).inputValue()).toBe(String(year));
    expect(await direct.getByRole('searchbox', { name: 'Search by title' }).inputValue()).toBe(word);
    await expectPagedList(TITLES, matching, 'a filter from the address', direct);
    expect(directErrors).toEqual([]);
  });
});

describe('a list on a phone', () => {
  const open = useTestPages(browser);

  test('without scripts the filters are a form: a year chosen and "Show" tapped lists that year\'s news', async () => {
    const opened = await open({ ...PHONE, javaScriptEnabled: false });
    const { page } = opened;
    const all = await getJson<ListPage<{ title: string }>>('/bff/news?year=all');
    const defaultPage = await getJson<ListPage<{ title: string }>>('/bff/news');
    const year = all.years.find((y) => y !== defaultPage.year)!;
    await page.goto(`${baseUrl()}/news`);
    await page.getByRole('search').getByLabel('Year', { exact: true }).selectOption(String(year));
    await page.getByRole('search').getByRole('button', { name: 'Show' }).tap();
    await page.waitForURL((url) => url.searchParams.get('year') === String(year));
    const expected = (await getJson<ListPage<{ title: string }>>(`/bff/news?year=${year}`)).items.map((i) => i.title);
    expect(await texts('.news-item__title', page), `the news of ${year}, as the server rendered them`).toEqual(
      expected.slice(0, PAGE_SIZE),
    );
    expect(await page.getByRole('search').getByLabel('Year', { exact: true }).inputValue()).toBe(String(year));
    opened.expected.push(REFUSED_SCRIPTS);
  });
});
