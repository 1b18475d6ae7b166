import { describe, expect, it } from 'vitest';
import { currentYear, parseProviderDate } from '../../../shared/dates.ts';
import type {
  EventItem,
  GalleryAlbum,
  GalleryItem,
  HomeData,
  ListPage,
  NewsItem,
  ToppersPage,
} from '../../../shared/types.ts';
import { MESSY_IDS } from '../../../demo-provider/seed.ts';
import { startHarness } from '../../testing/harness.ts';
import { responseRecorder } from '../../testing/recorder.ts';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const thisYear = currentYear();

/** Everything the list tests receive, checked for the token by this file's last test. */
const { record, watch, expectNothingLeaked, useHarness } = responseRecorder();

describe('fallback years against a clock', () => {
  it('gallery tries successive earlier years; news keeps this year', async () => {
    // The demo has no album in the year before this one: a visitor then lands two years back.
    const h = watch(
      await startHarness({}, { now: () => new Date(`${thisYear - 1}-06-15T06:00:00Z`), providerNow: new Date() }),
    );
    try {
      const gallery = record(await h.app.inject('/bff/gallery')).json<ListPage<unknown>>();
      expect(gallery).toMatchObject({ year: thisYear - 2, fellBack: true });
      expect(gallery.total).toBeGreaterThan(0);
      const news = record(await h.app.inject('/bff/news?year=1999')).json<ListPage<unknown>>();
      expect(news).toMatchObject({ year: news.years[0], fellBack: true });
    } finally {
      await h.close();
    }
  });
});

describe('/bff routes against the demo provider', () => {
  const { h, get } = useHarness();

  it('lists news with the year fallback shape, newest first, ISO dates, no duplicate ids', async () => {
    const res = await get('/bff/news');
    expect(res.statusCode).toBe(200);
    const page = res.json<ListPage<NewsItem>>();
    expect(page.year).toBe(thisYear);
    expect(page.fellBack).toBe(false);
    expect(page.total).toBe(page.items.length);
    expect(page.years.length).toBeGreaterThanOrEqual(3);
    expect(page.years).toEqual([...page.years].sort((a, b) => b - a));
    const all = (await get('/bff/news?year=all')).json<ListPage<NewsItem>>();
    expect(all.total).toBeGreaterThanOrEqual(40);
    expect(new Set(all.items.map((n) => n.id)).size).toBe(all.items.length);
    for (const n of all.items) expect(n.date === null || ISO_DAY.test(n.date)).toBe(true);
    const dated = all.items.filter((n) => n.date).map((n) => n.date!);
    expect(dated).toEqual([...dated].sort().reverse());
  });

  it('gives each attachment its size, from one HEAD request to the provider, by the next refresh at the latest', async () => {
    // The demo provider draws each photo on its first request, so the first list may come before the sizes.
    const h = await startHarness({ CACHE_TTL_SECONDS: '1' });
    try {
      const sized = async () => {
        const items = (await h.app.inject('/bff/news?year=all'))
          .json<ListPage<NewsItem>>()
          .items.filter((n) => n.attachment);
        expect(items.length).toBeGreaterThan(0);
        return items.filter((n) => !(n.attachmentSize && n.attachmentSize > 0)).map((n) => n.attachment);
      };
      await expect.poll(sized, { timeout: 30_000, interval: 500 }).toEqual([]);
    } finally {
      await h.close();
    }
  }, 40_000);

  it('repairs each messy record of the demo provider instead of failing', async () => {
    const byId = <T extends { id: string }>(items: T[], id: string) => items.find((i) => i.id === id);
    const news = (await get('/bff/news?year=all')).json<ListPage<NewsItem>>().items;
    expect(byId(news, MESSY_IDS.newsWithoutAttachments)).toMatchObject({ attachment: null });
    // No date or fromDate: the upload time stands in, so the item still sorts and filters.
    const undated = h.provider.data.news.find((n) => n._id === MESSY_IDS.newsEmptyDate)!;
    expect(byId(news, MESSY_IDS.newsEmptyDate)?.date).toBe(parseProviderDate(undated.createdAt));
    const dayFirst = h.provider.data.news.find((n) => n._id === MESSY_IDS.newsDayFirstDate)!;
    const [d, m, y] = String(dayFirst.date).split('/');
    expect(byId(news, MESSY_IDS.newsDayFirstDate)?.date).toBe(`${y}-${m}-${d}`);
    expect(news.filter((n) => n.id.startsWith(MESSY_IDS.newsSharedId)).map((n) => n.id)).toEqual(
      expect.arrayContaining([MESSY_IDS.newsSharedId, `${MESSY_IDS.newsSharedId}-2`]),
    );
    const toppers = [
      ...(await get('/bff/toppers?class=X&session=all')).json<ToppersPage>().items,
      ...(await get('/bff/toppers?class=XII&session=all')).json<ToppersPage>().items,
    ];
    expect(byId(toppers, MESSY_IDS.topperDivisionString)?.marks).toBe(92.6);
    expect(byId(toppers, MESSY_IDS.topperDivisionNA)?.marks).toBeNull();
    expect(byId(toppers, MESSY_IDS.topperClassPadded)?.class).toBe('XII');
    const events = (await get('/bff/events?year=all')).json<ListPage<EventItem>>().items;
    expect(byId(events, MESSY_IDS.eventEmptyImages)?.image).toBeNull();
    expect(byId(events, MESSY_IDS.eventMissingTime)?.time).toBe('');
    const gallery = (await get('/bff/gallery?year=all')).json<ListPage<GalleryItem>>().items;
    expect(byId(gallery, MESSY_IDS.galleryNullAttachments)).toMatchObject({ image: null, photoCount: 0 });
    // A birthday photo the provider does not have is dropped, so no phone asks for it.
    const birthdays = (await get('/bff/home')).json<HomeData>().birthdays;
    expect(byId(birthdays, MESSY_IDS.birthdayMissingPhoto)).toMatchObject({ photo: null });
    expect(birthdays.filter((b) => b.photo).length).toBeGreaterThan(3);
    expect(h.logs.join('\n')).toContain('provider sent records that needed repair');
  });

  it('filters by month and search, and reports the months that have items', async () => {
    const all = (await get('/bff/news?year=all')).json<ListPage<NewsItem>>();
    const year = all.years[1]!;
    const inYear = (await get(`/bff/news?year=${year}`)).json<ListPage<NewsItem>>();
    const month = inYear.months[0]!;
    const inMonth = (await get(`/bff/news?year=${year}&month=${month}`)).json<ListPage<NewsItem>>();
    expect(inMonth.total).toBeGreaterThan(0);
    expect(inMonth.items.every((n) => Number(n.date!.slice(5, 7)) === month)).toBe(true);
    const word = all.items[0]!.title.split(' ')[0]!.toUpperCase();
    const searched = (await get(`/bff/news?year=all&q=${encodeURIComponent(word)}`)).json<ListPage<NewsItem>>();
    expect(searched.total).toBeGreaterThan(0);
    expect(searched.items.every((n) => n.title.toUpperCase().includes(word))).toBe(true);
    const none = (await get('/bff/news?year=all&q=zzzz-no-such-title')).json<ListPage<NewsItem>>();
    expect(none).toMatchObject({ total: 0, items: [] });
  });

  it.each([
    ['/bff/news?year=abc', 'year'],
    ['/bff/news?year=20245', 'year'],
    ['/bff/events?month=13', 'month'],
    ['/bff/gallery?month=0', 'month'],
    [`/bff/news?q=${'x'.repeat(101)}`, 'search'],
    ['/bff/toppers', 'class'],
    ['/bff/toppers?class=XI', 'class'],
    ['/bff/toppers?class=X&session=2024-25', 'session'],
    // Two years apart: not a session, so not silently answered with the fallback.
    ['/bff/toppers?class=XII&session=2024-2026', 'session'],
    ['/bff/gallery/not%20an%20id', 'album'],
  ])('refuses %s with 400 naming the %s', async (url, word) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(res.json().message).toContain(word);
  });

  it('lists events and PhotoGallery albums only', async () => {
    const events = (await get('/bff/events?year=all')).json<ListPage<{ venue: string; image: string | null }>>();
    expect(events.total).toBeGreaterThanOrEqual(30);
    expect(events.items.some((e) => e.venue)).toBe(true);
    expect(events.items.some((e) => e.image === null)).toBe(true);
    const gallery = (await get('/bff/gallery?year=all')).json<ListPage<{ id: string; photoCount: number }>>();
    const raw = h.provider.data.gallery as Array<{ _id: string; category: string }>;
    const photoIds = new Set(raw.filter((g) => g.category === 'PhotoGallery').map((g) => g._id));
    expect(gallery.total).toBe(photoIds.size);
    expect(gallery.total).toBeGreaterThanOrEqual(9);
    expect(gallery.items.every((g) => photoIds.has(g.id))).toBe(true);
  });

  it('answers one album, 404 for an unknown id', async () => {
    const gallery = (await get('/bff/gallery?year=all')).json<ListPage<{ id: string; photoCount: number }>>();
    const first = gallery.items.find((g) => g.photoCount > 0)!;
    const res = await get(`/bff/gallery/${first.id}`);
    expect(res.statusCode).toBe(200);
    const album = res.json<GalleryAlbum>();
    expect(album).toMatchObject({ id: first.id, total: first.photoCount });
    expect(album.photos).toHaveLength(album.total);
    expect(album.photos.every((p) => p.startsWith('/bff/media/'))).toBe(true);
    const before = h.provider.callCount('subGallery');
    for (const id of ['ffffffffffffffffffffffff', 'abc', 'not-a-mongo-id']) {
      const missing = await get(`/bff/gallery/${id}`);
      expect(missing.statusCode, id).toBe(404);
      expect(missing.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    }
    // Ids missing from the album list never reach the provider.
    expect(h.provider.callCount('subGallery')).toBe(before);
  });

  it('lists toppers by class and session with the fallback', async () => {
    const x = (await get('/bff/toppers?class=X')).json<ToppersPage>();
    expect(x).toMatchObject({ session: `${thisYear - 1}-${thisYear}`, fellBack: false });
    expect(x.items.length).toBeGreaterThanOrEqual(10);
    expect(x.sessions.length).toBeGreaterThanOrEqual(3);
    const xii = (await get('/bff/toppers?class=XII')).json<ToppersPage>();
    expect(xii).toMatchObject({ session: xii.sessions[0], fellBack: true });
    const all = (await get('/bff/toppers?class=XII&session=all')).json<ToppersPage>();
    expect(all.items.length).toBeGreaterThanOrEqual(20);
    // Marks arrive as numbers even where the provider sent strings; unreadable ones are null.
    expect(all.items.every((t) => t.marks === null || typeof t.marks === 'number')).toBe(true);
    const name = all.items[0]!.name.slice(0, 3).toLowerCase();
    const found = (await get(`/bff/toppers?class=XII&session=all&q=${name}`)).json<ToppersPage>();
    expect(found.items.every((t) => t.name.toLowerCase().includes(name))).toBe(true);
  });

  it('never shows the provider token in a response or a log line', () => {
    expectNothingLeaked(72);
  });
});
