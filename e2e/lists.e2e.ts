// The list pages: gallery → album → lightbox → back, and the year/month/session filters and the
// search of news, events, gallery and toppers, kept in the URL. What the page lists is compared
// with what /bff answers for the same filter: the page and curl users must agree (DESIGN §3).
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { dayInZone, formatDate } from '../shared/dates.ts';
import { upcomingThenPast } from '../shared/list-filters.ts';
import type { GalleryAlbum, ListPage, ToppersPage } from '../shared/types.ts';
import { baseUrl, DESKTOP, PHONE, watchErrors } from './browser.ts';
import { useBrowser, useTestPage, useTestPages } from './site.ts';
import { getJson } from './content.ts';
import { clickToGrow, CONTENT_OF, waitForContent } from './waits.ts';
import { isFocused } from './keyboard.ts';

const browser = useBrowser();
const t = useTestPage(browser, DESKTOP);

/** The part of the page's URL after the origin. */
function here(): URL {
  return new URL(t.page.url());
}

async function texts(selector: string, page: Page = t.page): Promise<string[]> {
  return (await page.locator(selector).allTextContents()).map((t) => t.trim());
}

/** Waits until the list shows exactly `expected` (in order), then returns it. */
/** The events page's order (its unit test spells it out). */
function eventsOrder<T extends { date: string | null }>(items: readonly T[]): T[] {
  const { upcoming, past } = upcomingThenPast(items, dayInZone(new Date()));
  return [...upcoming, ...past];
}

async function expectList(selector: string, expected: string[], what: string): Promise<void> {
  await expect.poll(() => texts(selector), { message: what }).toEqual(expected);
}

/** News and events show this many, then "Show more" adds as many again. */
const PAGE_SIZE = 12;

/** A list shown 12 at a time: the first 12, then each "Show more" until the whole list is there. */
async function expectPagedList(selector: string, expected: string[], what: string, page: Page = t.page): Promise<void> {
  const more = page.getByRole('button', { name: /^Show \d+ more$/ });
  const poll = (shown: number) =>
    expect.poll(() => texts(selector, page), { message: `${what}, first ${shown}` }).toEqual(expected.slice(0, shown));
  for (let shown = PAGE_SIZE; ; shown += PAGE_SIZE) {
    if (shown > PAGE_SIZE) await clickToGrow(page, more, () => poll(shown), what);
    else await poll(shown);
    if (shown >= expected.length) break;
  }
  expect(await more.count(), `${what}: no "Show more" once all ${expected.length} show`).toBe(0);
}

function select(label: string) {
  return t.page.getByRole('search').getByLabel(label, { exact: true });
}

function searchBox(label: string) {
  return t.page.getByRole('search').getByRole('searchbox', { name: label });
}

/** A word of a title that is long enough to be distinctive, for the search box. */
function wordOf(title: string): string {
  const words = title.split(/[^A-Za-z]+/).filter((w) => w.length >= 5);
  return (words.sort((a, b) => b.length - a.length)[0] ?? title).toLowerCase();
}

describe('gallery → album → lightbox → back', () => {
  test('an album card opens its album, a photo opens the lightbox, keyboard moves and closes it, back returns', async () => {
    await t.page.goto(`${baseUrl()}/gallery`);
    await waitForContent(t.page, CONTENT_OF['/gallery']);
    const card = t.page.locator('.gallery-card').first();
    const title = (await card.locator('.gallery-card__title').textContent())!.trim();

    // The whole card is the link (the title link's area covers it): click the card's picture area.
    await card.click({ position: { x: 40, y: 40 } });
    await t.page.waitForURL(/\/subGallery\?id=/);
    const id = here().searchParams.get('id')!;
    const album = await getJson<GalleryAlbum>(`/bff/gallery/${id}`);
    expect(album.title, 'the album opened is the card clicked').toBe(title);
    await waitForContent(t.page, CONTENT_OF['/subGallery']);

    expect(await t.page.locator('main h1').textContent()).toBe(album.title);
    const facts = Object.fromEntries(
      await t.page
        .locator('.sub-gallery__facts > div')
        .evaluateAll((rows) =>
          rows.map((row) => [row.querySelector('dt')?.textContent ?? '', row.querySelector('dd')?.textContent ?? '']),
        ),
    );
    expect(facts, 'the album facts').toEqual({
      'Event date': formatDate(album.date),
      'Updated on': formatDate(album.updatedAt),
      'Total photos': String(album.total),
    });
    const thumbs = t.page.locator('.photo-grid__button');
    // Twelve at first, and "Show more" adds the rest twelve at a time.
    expect(await thumbs.count(), 'one thumbnail per photo, up to 12').toBe(Math.min(12, album.photos.length));
    for (let shown = 12; shown < album.photos.length; shown += 12) {
      await clickToGrow(
        t.page,
        t.page.getByRole('button', { name: `Show ${Math.min(12, album.photos.length - shown)} more` }),
        () =>
          expect
            .poll(() => thumbs.count(), { message: `thumbnails after showing more than ${shown}` })
            .toBe(Math.min(shown + 12, album.photos.length)),
        'the album',
      );
    }
    expect(album.photos.length, 'the first album has enough photos to page through').toBeGreaterThanOrEqual(3);

    // Open the second photo.
    const opener = thumbs.nth(1);
    await opener.click();
    const lightbox = t.page.getByRole('dialog');
    await lightbox.waitFor();
    const current = lightbox.locator('.yarl__slide_current img');
    const n = album.photos.length;
    await expect
      .poll(() => current.getAttribute('alt'), { message: 'the photo shown first' })
      .toBe(`Photo 2 of ${n}: ${album.title}`);

    expect(await lightbox.getByRole('button', { name: 'Zoom in' }).count(), 'the lightbox offers zoom').toBe(1);

    await t.page.keyboard.press('ArrowRight');
    await expect
      .poll(() => current.getAttribute('alt'), { message: 'the photo after ArrowRight' })
      .toBe(`Photo 3 of ${n}: ${album.title}`);

    await t.page.keyboard.press('Escape');
    await lightbox.waitFor({ state: 'detached' });
    await expect
      .poll(() => isFocused(opener), { message: 'focus returns to the thumbnail that opened the lightbox' })
      .toBe(true);

    await t.page.getByRole('link', { name: 'Back to gallery' }).click();
    await t.page.waitForURL(`${baseUrl()}/gallery`);
    await waitForContent(t.page, CONTENT_OF['/gallery']);

    // Browser back returns to the album, and back again to the gallery.
    await t.page.goBack();
    await t.page.waitForURL(`${baseUrl()}/subGallery?id=${id}`);
    await expect.poll(() => t.page.locator('main h1').textContent()).toBe(album.title);
    await t.page.goBack();
    await t.page.waitForURL(`${baseUrl()}/gallery`);
    await waitForContent(t.page, CONTENT_OF['/gallery']);
    expect(await texts('.gallery-card__title'), 'the gallery after browser back').toContain(title);
  });

  test('an album address without an id or with an unknown id says so and links back', async () => {
    for (const url of ['/subGallery', '/subGallery?id=000000000000000000000000']) {
      await t.page.goto(`${baseUrl()}${url}`);
      await t.page.getByRole('heading', { name: 'Album not found' }).waitFor();
      expect(await t.page.getByRole('link', { name: 'Back to gallery' }).getAttribute('href'), url).toBe('/gallery');
    }
    // The unknown album is answered 404, which Chromium logs as a failed resource: expected here.
    t.errors = t.errors.filter((e) => !/status of 404/.test(e));
  });
});

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

describe('a list on a phone', () => {
  const open = useTestPages(browser);

  test('opening one photo of an album at 360 px (pixel ratio 2) costs at most 400 KB, its neighbours included, and no original', async () => {
    const { page } = await open(PHONE);
    const albums = await getJson<ListPage<{ id: string }>>('/bff/gallery?year=all');
    await page.goto(`${baseUrl()}/subGallery?id=${albums.items[0]!.id}`);
    await waitForContent(page, CONTENT_OF['/subGallery']);
    // What the grid's thumbnails may still fetch is not the opened photo's cost.
    const thumbnails = new Set(
      await page.locator('main img').evaluateAll((imgs) =>
        (imgs as HTMLImageElement[]).flatMap((img) => [
          img.src,
          ...img.srcset
            .split(',')
            .filter((candidate) => candidate.trim() !== '')
            .map((candidate) => new URL(candidate.trim().split(/\s+/)[0]!, location.href).href),
        ]),
      ),
    );
    const photos: { url: string; bytes: Promise<number> }[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'image' && !thumbnails.has(response.url()))
        photos.push({ url: response.url(), bytes: response.body().then((body) => body.length) });
    });
    await page.locator('.photo-grid__button').nth(1).tap();
    const lightbox = page.getByRole('dialog');
    const shown = lightbox.locator('.yarl__slide_current img');
    await expect
      .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
        message: 'the opened photo is shown',
      })
      .toBe(true);
    // The shown photo is sharp on this screen: at least as wide as the slide in device pixels.
    const { natural, slide } = await shown.evaluate((img: HTMLImageElement) => ({
      natural: img.naturalWidth,
      slide: img.getBoundingClientRect().width * devicePixelRatio,
    }));
    expect(natural, "the photo's width against the slide's, in device pixels").toBeGreaterThanOrEqual(
      Math.min(slide, 1600) - 1,
    );
    // The neighbours the lightbox keeps ready have loaded too.
    await expect
      .poll(
        () =>
          lightbox
            .locator('img')
            .evaluateAll((imgs) => imgs.length >= 2 && (imgs as HTMLImageElement[]).every((img) => img.complete)),
        { message: "the lightbox's photos loaded" },
      )
      .toBe(true);
    const fetched = await Promise.all(photos.map(async (p) => ({ url: new URL(p.url), bytes: await p.bytes })));
    const total = fetched.reduce((sum, p) => sum + p.bytes, 0);
    expect(fetched.length, 'the photo and its neighbours were fetched').toBeGreaterThanOrEqual(2);
    expect(
      fetched
        .filter((p) => p.url.pathname.startsWith('/bff/media/') && !p.url.searchParams.has('w'))
        .map((p) => p.url.pathname),
      'originals fetched',
    ).toEqual([]);
    expect(
      total,
      `bytes for one opened photo: ${fetched.map((p) => `${p.url.pathname.split('/').pop()}${p.url.search} ${p.bytes}`).join(', ')}`,
    ).toBeLessThanOrEqual(400 * 1024);
  });

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
    opened.errors.splice(
      0,
      opened.errors.length,
      ...opened.errors.filter((e) => !/^requestfailed: .*\.js csp$/.test(e)),
    );
  });

  test('/events lays out the cards near the first screen only, and the rest (with their photos) as they are scrolled to', async () => {
    const { page } = await open(PHONE);
    const fetched = new Set<string>();
    page.on('request', (r) => {
      if (r.resourceType() === 'image' && r.url().includes('/bff/media/')) fetched.add(new URL(r.url()).pathname);
    });
    await page.goto(`${baseUrl()}/events`);
    await waitForContent(page, CONTENT_OF['/events']);
    await page.waitForLoadState('load');
    // false for what the browser skips until it comes near the screen (content-visibility: auto)
    const laidOut = (selector: string) =>
      page.locator(selector).evaluateAll((els) => els.map((el) => el.checkVisibility({ contentVisibilityAuto: true })));
    const cards = await laidOut('.event-card > article');
    expect(cards[0], 'the first card').toBe(true);
    expect(cards.at(-1), 'the last card, screens below').toBe(false);
    expect(await laidOut('.site-footer > *'), 'the footer').not.toContain(true);

    const photos = new Set(
      await page
        .locator('.event-card__image')
        .evaluateAll((imgs) =>
          imgs
            .map((img) => new URL((img as HTMLImageElement).src).pathname)
            .filter((path) => path.startsWith('/bff/media/')),
        ),
    );
    expect(photos.size, 'the demo shows more event photos than one phone screen holds').toBeGreaterThan(4);
    expect(fetched.size, `photos fetched at load: ${[...fetched].join(', ')}`).toBeLessThanOrEqual(3);

    // Each card is scrolled to by its box, which it has before it is laid out (its article has none);
    // scrolled far past, it is skipped again.
    const shown = (el: Locator) => el.evaluate((e) => e.checkVisibility({ contentVisibilityAuto: true }));
    for (const [box, el] of [
      ...(await page.locator('.event-card').all()).map((card) => [card, card.locator('> article')] as const),
      [page.locator('.site-footer'), page.locator('.site-footer > *').first()] as const,
    ]) {
      await box.scrollIntoViewIfNeeded();
      await expect.poll(() => shown(el), { message: 'laid out once scrolled to' }).toBe(true);
    }
    await expect
      .poll(() => [...photos].filter((path) => !fetched.has(path)), {
        message: 'photos not fetched after scrolling past every card',
      })
      .toEqual([]);
  });
});
