import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentYear } from '../shared/dates.ts';
import { MESSAGES } from '../shared/messages.ts';
import { parseProviderDate } from '../shared/dates.ts';
import type {
  EventItem,
  GalleryAlbum,
  GalleryItem,
  HomeData,
  ListPage,
  NewsItem,
  ToppersPage,
} from '../shared/types.ts';
import { INTERNAL_ERROR_MARKERS } from '../demo-provider/app.ts';
import { MESSY_IDS } from '../demo-provider/seed.ts';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { startHarness, TEST_APP_OPTIONS, type Harness } from './testing/harness.ts';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const thisYear = currentYear();

/** Everything any test received, to prove the token never leaves the server. */
const seen: string[] = [];
function record(res: LightMyRequestResponse): LightMyRequestResponse {
  seen.push(JSON.stringify(res.headers), res.body);
  return res;
}

/** The provider calls that failed, in order, as the server logged them. */
function upstreamFailures(h: Harness): Array<{ upstream: string; outcome: string }> {
  return h.logs
    .map((line) => JSON.parse(line) as { msg?: string; upstream: string; outcome: string })
    .filter((line) => line.msg === 'provider call failed')
    .map(({ upstream, outcome }) => ({ upstream, outcome }));
}

describe('/bff routes against the demo provider', () => {
  let h: Harness;
  const get = async (url: string, headers: Record<string, string> = {}) =>
    record(await h.app.inject({ method: 'GET', url, headers }));
  const post = async (url: string, payload: unknown) =>
    record(await h.app.inject({ method: 'POST', url, payload: payload as object }));

  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  it('answers the home page in one response with every section', async () => {
    const res = await get('/bff/home');
    expect(res.statusCode).toBe(200);
    const home = res.json<HomeData>();
    expect(home.degraded).toEqual([]);
    for (const key of [
      'notifications',
      'highlights',
      'registration',
      'news',
      'events',
      'birthdays',
      'gallery',
    ] as const) {
      expect(home[key].length, key).toBeGreaterThan(0);
    }
    expect(home.notifications.length).toBeGreaterThanOrEqual(3);
    expect(home.highlights.length).toBeGreaterThanOrEqual(5);
    // X has the default session; XII has no toppers for it and falls back to its latest.
    expect(home.toppers.X.session).toBe(`${thisYear - 1}-${thisYear}`);
    expect(home.toppers.XII.session).toBe(`${thisYear - 2}-${thisYear - 1}`);
    expect([home.toppers.X.fellBack, home.toppers.XII.fellBack]).toEqual([false, true]);
    for (const cls of ['X', 'XII'] as const) {
      const marks = home.toppers[cls].items.map((t) => t.marks ?? -1);
      expect(marks).toEqual([...marks].sort((a, b) => b - a));
      expect(home.toppers[cls].items.every((t) => t.class === cls)).toBe(true);
    }
    const media = JSON.stringify(home).match(/"(?:image|photo|attachment)":"[^"]+"/g) ?? [];
    expect(media.length).toBeGreaterThan(10);
    expect(media.every((m) => m.includes('"/bff/media/'))).toBe(true);
  });

  it("shows home's events as a parent needs them: the soonest upcoming first, then the most recent past ones", async () => {
    const today = h.app.schools.all[0]!.clock.today();
    const dates = (await get('/bff/home')).json<HomeData>().events.map((e) => e.date);
    const upcoming = dates.filter((d) => d !== null && d >= today);
    const past = dates.slice(upcoming.length);
    expect(upcoming.length).toBeGreaterThan(0);
    expect(past.length).toBeGreaterThan(0);
    expect(dates.slice(0, upcoming.length)).toEqual(upcoming);
    expect(upcoming).toEqual([...upcoming].sort());
    expect(past).toEqual([...past].sort().reverse());
    expect(past.every((d) => d === null || d < today)).toBe(true);
    // The soonest of all the school's events, not only of those the home page shows.
    const all = (await get('/bff/events?year=all')).json<ListPage<EventItem>>().items.map((e) => e.date);
    expect(upcoming[0]).toBe(all.filter((d) => d !== null && d >= today).sort()[0]);
  });

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

  it('sends cache headers and ETags, and 304 for a matching If-None-Match', async () => {
    const res = await get('/bff/news');
    expect(res.headers['cache-control']).toMatch(/max-age=\d+/);
    expect(res.headers['cache-control']).toMatch(/stale-while-revalidate=\d+/);
    expect(res.headers['cache-control']).toMatch(/stale-if-error=\d+/);
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await get('/bff/news', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const br = await get('/bff/news?year=all', { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
  });

  it('gives the br, gzip and identity bodies their own ETags, and 304 only for the one asked for', async () => {
    const url = '/bff/news?year=all';
    const tags: Record<string, string> = {};
    for (const encoding of ['br', 'gzip', 'identity']) {
      const res = await get(url, { 'accept-encoding': encoding });
      expect(res.headers['content-encoding'] ?? 'identity').toBe(encoding);
      tags[encoding] = res.headers.etag as string;
    }
    expect(new Set(Object.values(tags)).size).toBe(3);
    for (const tag of Object.values(tags)) expect(tag).toMatch(/^"[\w-]+"$/);
    // A cache holding the br copy revalidates for a gzip-only client: it must get the gzip body, not 304.
    const revalidated = await get(url, { 'accept-encoding': 'gzip', 'if-none-match': tags.br! });
    expect([revalidated.statusCode, revalidated.headers['content-encoding'], revalidated.headers.etag]).toEqual([
      200,
      'gzip',
      tags.gzip,
    ]);
    const same = await get(url, { 'accept-encoding': 'gzip', 'if-none-match': `W/${tags.gzip}, ${tags.br}` });
    expect(same.statusCode).toBe(304);
    expect(same.headers.etag).toBe(tags.gzip);
  });

  it('sets security headers everywhere and hides the framework', async () => {
    for (const url of ['/bff/news', '/healthz', '/bff/nope']) {
      const res = await get(url);
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['content-security-policy']).toContain('frame-src');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('answers unknown /bff paths with a JSON 404', async () => {
    const res = await get('/bff/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('serves health, readiness and the OpenAPI document', async () => {
    expect((await get('/healthz')).json()).toMatchObject({ status: 'ok', load: { shedding: false } });
    expect((await get('/readyz')).json()).toEqual({ status: 'ready' });
    const spec = (await get('/bff/docs/json')).json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(spec.openapi).toMatch(/^3\./);
    for (const path of ['/bff/home', '/bff/news', '/bff/gallery/{id}', '/bff/toppers', '/bff/tc', '/bff/career']) {
      expect(Object.keys(spec.paths)).toContain(path);
    }
    const ui = await get('/bff/docs');
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('streams images and PDFs with type, length and long cache headers', async () => {
    const events = (await get('/bff/events?year=all')).json<ListPage<{ image: string | null }>>();
    const image = events.items.find((e) => e.image)!.image!;
    const res = await supertest(h.app.server).get(image);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(Number(res.headers['content-length'])).toBeGreaterThan(50_000);
    expect(res.headers['cache-control']).toMatch(/public, max-age=\d{6,}/);
    const pdf = await supertest(h.app.server).get('/bff/media/public/pdf/Fee-Structure-2025-2026.pdf');
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^inline/);
    const download = await supertest(h.app.server).get('/pdf/Medical-Certificate.pdf');
    expect(download.status).toBe(200);
    expect(download.headers['content-disposition']).toBe('attachment; filename="Medical-Certificate.pdf"');
    expect((download.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await get('/bff/media/public/Images/news/no-such-file.jpg')).statusCode).toBe(404);
  });

  it('refuses hostile media paths with 400 and never asks the provider', async () => {
    const hostile = [
      '/bff/media/../server/config.ts',
      '/bff/media/%2e%2e/%2e%2e/etc/passwd.jpg',
      '/bff/media/public/Images/..%2f..%2fsecret.jpg',
      '/bff/media/public%2FImages%2Fa.jpg',
      '/bff/media/public/Images/a%5c..%5cb.jpg',
      '/bff/media/public/Images/a.jpg%00.png',
      '/bff/media/http://evil.example/a.jpg',
      '/bff/media/https:%2F%2Fevil.example/a.jpg',
      '/bff/media//evil.example/a.jpg',
      '/bff/media/public/Images/a.svg',
      '/bff/media/public/Images/a.html',
      '/bff/media/public/Images/.env.jpg',
      '/bff/media/etc/passwd',
      '/bff/media/public/Images/%252e%252e/a.jpg',
      '/bff/media/C:/windows/a.jpg',
      '/pdf/../../etc/passwd.pdf',
      '/pdf/%2e%2e%2fsecret.pdf',
      '/pdf/photo.jpg',
    ];
    // Over a raw socket: URL parsers in test clients would resolve `%2e%2e` before we see it.
    if (!h.app.server.listening) await h.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = h.app.server.address() as AddressInfo;
    const rawGet = (path: string) =>
      new Promise<{ statusCode: number; body: string }>((resolve, reject) => {
        request({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
          let body = '';
          res.on('data', (c) => (body += c));
          res.on('end', () => resolve({ statusCode: res.statusCode ?? 0, body }));
        })
          .on('error', reject)
          .end();
      });
    const before = h.provider.callCount('image') + h.provider.callCount('pdf');
    for (const url of hostile) {
      const res = await rawGet(url);
      seen.push(res.body);
      // /pdf/:file takes one segment, so a path with slashes matches no route at all: 404.
      const expected = url.startsWith('/pdf/') && url.slice(5).includes('/') ? 404 : 400;
      expect(res.statusCode, url).toBe(expected);
      expect(JSON.parse(res.body)).toMatchObject({ statusCode: expected });
    }
    expect(h.provider.callCount('image') + h.provider.callCount('pdf')).toBe(before);
    expect(h.provider.callCount()).toBeGreaterThan(0);
  });

  it("downloads a known student's TC as tc.jpg, never cached, name not logged", async () => {
    const student = h.provider.tcStudents[0]!;
    const res = await supertest(h.app.server)
      .post('/bff/tc')
      .send({ name: ` ${student.name.toUpperCase()} `, admission: student.admission });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['content-disposition']).toBe('attachment; filename="tc.jpg"');
    expect(res.headers['cache-control']).toBe('no-store');
    expect((res.body as Buffer).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(h.logs.join('\n')).not.toContain(student.name);
    expect(h.logs.join('\n')).not.toContain(student.admission);
  });

  it('answers TC failures with the spec messages', async () => {
    const empty = await post('/bff/tc', { name: '  ', admission: 'SC1' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(MESSAGES.tcEmptyField);
    const missing = await post('/bff/tc', { name: 'Someone' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(MESSAGES.tcEmptyField);
    // A typo is the parent's to fix, not a server failure to retry.
    const unknown = await post('/bff/tc', { name: 'Nobody Known', admission: 'XX-0000' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MESSAGES.tcNotFound);
    expect(unknown.headers['cache-control']).toBe('no-store');
  });

  it('matches admission numbers whatever their case and surrounding spaces', async () => {
    const student = h.provider.tcStudents[0]!;
    const res = await supertest(h.app.server)
      .post('/bff/tc')
      .send({ name: student.name, admission: `  ${student.admission.toLowerCase()} ` });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
  });

  it('refuses markup and control characters in career fields, naming the field, and sends nothing on', async () => {
    const good = {
      name: 'Priya Nair',
      email: 'priya.nair@example.com',
      phone: '+91 98765 43210',
      message: 'Line one\nLine two\tend',
    };
    const before = h.provider.submissions.length;
    for (const [field, value] of [
      ['name', '<img src=x onerror=alert(1)>'],
      ['name', 'Priya\u0000Nair'],
      ['name', 'Priya \u202e'.replace('\u202e', '\u0085')],
      ['email', 'priya\u0007@example.com'],
      ['message', 'Hello\u0000'],
      ['message', '\u001b[31mred'],
    ] as const) {
      // From an address of its own: the form's rate limit is not what this test is about.
      const res = record(
        await h.app.inject({
          method: 'POST',
          url: '/bff/career',
          payload: { ...good, [field]: value },
          remoteAddress: '10.9.0.1',
        }),
      );
      expect(res.statusCode, `${field}: ${JSON.stringify(value)}`).toBe(400);
      expect(res.json().message.toLowerCase(), field).toContain(field === 'email' ? 'e-mail' : field);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    expect(h.provider.submissions.length).toBe(before);
    const ok = record(
      await h.app.inject({ method: 'POST', url: '/bff/career', payload: good, remoteAddress: '10.9.0.2' }),
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['cache-control']).toBe('no-store');
    expect(h.provider.submissions.at(-1)!.message).toBe('Line one\nLine two\tend');
  });

  it('sends a career form to the provider', async () => {
    const form = {
      name: 'Priya Nair',
      email: 'priya.nair@example.com',
      phone: '+91 98765 43210',
      message: 'I would like to apply for the post of PGT Chemistry.',
    };
    const res = await post('/bff/career', form);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.careerSuccess });
    expect(h.provider.submissions.at(-1)).toMatchObject(form);
  });

  it.each([
    [{ name: 'A', email: 'not-an-email', phone: '9876543210', message: 'Hi' }, 'e-mail'],
    [{ name: 'A', email: 'a@example.com', phone: 'call me', message: 'Hi' }, 'phone'],
    [{ name: 'A', email: 'a@example.com', phone: '9876543210' }, 'message'],
    [{ name: '   ', email: 'a@example.com', phone: '9876543210', message: 'Hi' }, 'name'],
    [{ email: 'a@example.com', phone: '9876543210', message: 'Hi' }, 'name'],
  ])('refuses career form %j with 400 naming the %s', async (form, word) => {
    const before = h.provider.submissions.length;
    const res = await post('/bff/career', form);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(word);
    expect(h.provider.submissions.length).toBe(before);
  });

  it('refuses bodies over the form limit with 413', async () => {
    const res = await post('/bff/career', {
      name: 'A',
      email: 'a@example.com',
      phone: '9876543210',
      message: 'x'.repeat(20_000),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ statusCode: 413 });
  });

  it("answers 502 without the provider's text when the provider fails a form", async () => {
    h.provider.switches.failStatus = 500;
    h.provider.switches.only = ['form', 'tc'];
    try {
      const career = await post('/bff/career', {
        name: 'A',
        email: 'a@example.com',
        phone: '9876543210',
        message: 'Hi',
      });
      expect(career.statusCode).toBe(502);
      expect(career.json().message).toBe(MESSAGES.careerFailed);
      const student = h.provider.tcStudents[0]!;
      const tc = await post('/bff/tc', student);
      expect(tc.statusCode).toBe(502);
      expect(tc.json().message).toBe(MESSAGES.tcFailed);
      for (const marker of INTERNAL_ERROR_MARKERS) expect(career.body + tc.body).not.toContain(marker);
    } finally {
      h.provider.reset();
    }
  });

  it('never shows the provider token in a response or a log line', () => {
    expect(seen.length).toBeGreaterThan(50);
    expect(seen.join('\n')).not.toContain(h.token);
    for (const marker of INTERNAL_ERROR_MARKERS) expect(seen.join('\n')).not.toContain(marker);
    const requests = h.logs.map((l) => JSON.parse(l)).filter((l) => l.msg === 'request');
    expect(requests.length).toBeGreaterThan(10);
    expect(requests[0]).toMatchObject({
      reqId: expect.any(String),
      method: 'GET',
      route: expect.any(String),
      status: expect.any(Number),
      ms: expect.any(Number),
    });
    expect(h.logs.join('\n')).not.toContain(h.token);
  });
});

describe('fallback years against a clock', () => {
  it('gallery tries successive earlier years; news keeps this year', async () => {
    // The demo has no album in the year before this one: a visitor then lands two years back.
    const h = await startHarness(
      {},
      { now: () => new Date(`${thisYear - 1}-06-15T06:00:00Z`), providerNow: new Date() },
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

describe('resilience', () => {
  it('makes exactly one upstream call for 200 concurrent requests on a cold key', async () => {
    const h = await startHarness();
    try {
      h.provider.switches.latencyMs = 150;
      const answers = await Promise.all(Array.from({ length: 200 }, () => h.app.inject('/bff/news')));
      expect(answers.every((r) => r.statusCode === 200)).toBe(true);
      expect(new Set(answers.map((r) => r.body)).size).toBe(1);
      expect(h.provider.callCount('newsAll')).toBe(1);
    } finally {
      await h.close();
    }
  });

  it('serves the stale copy when the provider fails after warm-up (stale-if-error)', async () => {
    const h = await startHarness({ CACHE_TTL_SECONDS: '1' });
    try {
      const routes = ['/bff/home', '/bff/news', '/bff/events', '/bff/gallery', '/bff/toppers?class=X'];
      const warm = new Map<string, string>();
      for (const url of routes) warm.set(url, (await h.app.inject(url)).body);
      const gallery = (await h.app.inject('/bff/gallery?year=all')).json<ListPage<{ id: string }>>();
      const albumUrl = `/bff/gallery/${gallery.items[0]!.id}`;
      warm.set(albumUrl, (await h.app.inject(albumUrl)).body);
      await new Promise((r) => setTimeout(r, 1100));
      for (const failure of [{ failStatus: 500 }, { malformedJson: true }, { htmlError: true }]) {
        Object.assign(h.provider.switches, failure);
        for (const [url, body] of warm) {
          const res = await h.app.inject(url);
          expect(res.statusCode, `${url} ${JSON.stringify(failure)}`).toBe(200);
          expect(res.body, url).toBe(body);
        }
        h.provider.reset();
      }
    } finally {
      await h.close();
    }
  });

  it('covers a failing provider for the TTL plus the stale window, and answers the error shape after it', async () => {
    // The window's exact edges are cache.test.ts's (on a clock moved by hand); here, that the settings reach it.
    // Each wait is measured from when every copy was fetched, so it can only be longer than it says.
    // Two servers, so twice a test's usual time allowance.
    const failingAfter = async (staleSeconds: string, waitMs: number) => {
      const h = await startHarness({ CACHE_TTL_SECONDS: '1', CACHE_STALE_SECONDS: staleSeconds });
      const warm = await h.app.inject('/bff/news');
      await h.app.inject('/bff/home');
      await sleep(waitMs);
      h.provider.switches.failStatus = 500;
      return { h, warm };
    };
    const inside = await failingAfter('3600', 1100);
    try {
      const news = await inside.h.app.inject('/bff/news');
      expect([news.statusCode, news.body]).toEqual([200, inside.warm.body]);
      expect((await inside.h.app.inject('/bff/home')).json<HomeData>().degraded).toEqual([]);
    } finally {
      await inside.h.close();
    }
    const past = await failingAfter('1', 2100);
    try {
      const news = await past.h.app.inject('/bff/news');
      expect(news.statusCode).toBe(502);
      const detail = MESSAGES.providerUnavailable;
      expect(news.json()).toEqual({
        type: 'about:blank',
        title: 'Bad Gateway',
        status: 502,
        detail,
        statusCode: 502,
        error: 'Bad Gateway',
        message: detail,
      });
      // Home names the sections instead of failing the whole answer.
      expect((await past.h.app.inject('/bff/home')).json<HomeData>().degraded).toContain('news');
    } finally {
      await past.h.close();
    }
  }, 40_000);

  it('answers from a stale copy without waiting for its refresh (stale-while-revalidate)', async () => {
    // The refresh hangs for longer than the test may run: an answer that waited for it never comes.
    const h = await startHarness({ CACHE_TTL_SECONDS: '1', UPSTREAM_TIMEOUT_MS: '60000' });
    try {
      const first = await h.app.inject('/bff/events');
      expect(h.provider.callCount('eventsAll')).toBe(1);
      await sleep(1100);
      h.provider.switches.hang = true;
      const stale = await h.app.inject('/bff/events');
      expect([stale.statusCode, stale.body]).toEqual([200, first.body]);
      // The refresh went out in the background, and another request joins it instead of calling again.
      await expect.poll(() => h.provider.callCount('eventsAll')).toBe(2);
      expect((await h.app.inject('/bff/events')).body).toBe(first.body);
      expect(h.provider.callCount('eventsAll')).toBe(2);
      expect(upstreamFailures(h)).toEqual([]);
    } finally {
      // The provider first: its close ends the hung refresh, which the BFF's close would wait for.
      await h.provider.close();
      await h.close();
    }
  });

  it('answers 502 (a list) and a degraded home once the upstream timeout fires when the provider hangs', async () => {
    const h = await startHarness({ UPSTREAM_TIMEOUT_MS: '800' });
    try {
      h.provider.switches.hang = true;
      const news = await h.app.inject('/bff/news');
      expect(news.statusCode).toBe(502);
      expect(news.json().message).toBe(MESSAGES.providerUnavailable);
      expect(h.provider.callCount('newsAll')).toBe(1);
      expect(upstreamFailures(h)).toEqual([{ upstream: 'newsAll', outcome: 'timeout' }]);
      const home = await h.app.inject('/bff/home');
      expect(home.statusCode).toBe(200);
      const data = home.json<HomeData>();
      expect(data.degraded.sort()).toEqual([
        'birthdays',
        'events',
        'gallery',
        'highlights',
        'news',
        'notifications',
        'registration',
        'toppers',
      ]);
      expect(data.news).toEqual([]);
      expect(home.headers['cache-control']).toContain('max-age=5');
      expect(upstreamFailures(h).every((f) => f.outcome === 'timeout')).toBe(true);
      expect((await h.app.inject('/readyz')).statusCode).toBe(503);
    } finally {
      await h.close();
    }
  });

  it('bounds a whole upstream call, not each gap: a provider that drips a byte a second is cut at the timeout', async () => {
    // Longer than the drip's one-second gaps, so only the bound on the whole call can end it.
    const h = await startHarness({ UPSTREAM_TIMEOUT_MS: '1500' });
    try {
      // One call to find (and publish) a photo: a warm-up that must beat the short timeout.
      const events = (await h.app.inject('/bff/events?year=all')).json<ListPage<{ image: string | null }>>();
      const photoUrl = events.items.find((e) => e.image)!.image!;
      h.provider.reset();
      h.app.schools.all[0]!.upstream.clear();
      h.logs.length = 0;
      h.provider.switches.drip = true;
      const news = await h.app.inject('/bff/news');
      expect(news.statusCode).toBe(502);
      expect(news.json().message).toBe(MESSAGES.providerUnavailable);
      expect(upstreamFailures(h)).toEqual([{ upstream: 'newsAll', outcome: 'timeout' }]);
      // A resize reads the whole original first: the same deadline holds for it.
      const photo = await h.app.inject(`${photoUrl}?w=320`);
      expect(photo.statusCode).toBe(502);
    } finally {
      await h.close();
    }
  });

  it('knows a refusal from its status: a 404 whose body drips is answered without waiting for the body', async () => {
    // A wait for the dripping body would end at the upstream timeout, as a 502.
    const h = await startHarness({ UPSTREAM_TIMEOUT_MS: '10000' });
    try {
      await h.app.inject('/bff/home');
      h.logs.length = 0;
      h.provider.switches.drip = true;
      // A birthday photo the list names but the provider lacks: published, so the provider is asked.
      const missing = `/bff/media/${h.provider.data.missingPaths[0]!}`;
      expect((await h.app.inject(missing)).statusCode).toBe(404);
      expect((await h.app.inject(`${missing}?w=320`)).statusCode).toBe(404);
      expect(upstreamFailures(h)).toEqual([]);
    } finally {
      await h.close();
    }
  });

  it('refuses a provider answer over the size limit without holding it, and says the provider failed', async () => {
    const h = await startHarness({});
    try {
      h.provider.switches.oversized = true;
      const news = await h.app.inject('/bff/news');
      expect(news.statusCode).toBe(502);
      expect(news.json().message).toBe(MESSAGES.providerUnavailable);
    } finally {
      await h.close();
    }
  });

  it('confirms a career form the provider took (2xx) even when its answer drips, and never one it did not', async () => {
    // A wait for the dripping body would end at the upstream timeout, as a failure.
    const h = await startHarness({ UPSTREAM_TIMEOUT_MS: '10000' });
    const send = () =>
      h.app.inject({
        method: 'POST',
        url: '/bff/career',
        payload: { name: 'Asha', email: 'asha@example.com', phone: '9876543210', message: 'Teaching post' },
      });
    try {
      h.provider.switches.drip = true;
      const dripped = await send();
      expect(dripped.statusCode).toBe(200);
      expect(dripped.json().message).toBe(MESSAGES.careerSuccess);
      expect(h.provider.submissions).toHaveLength(1);
      expect(upstreamFailures(h)).toEqual([]);
      h.provider.reset();
      h.provider.switches.malformedJson = true;
      expect((await send()).statusCode).toBe(200);
      expect(h.provider.submissions).toHaveLength(2);
      h.provider.reset();
      h.provider.switches.htmlError = true;
      const refused = await send();
      expect(refused.statusCode).toBe(502);
      expect(refused.json().message).toBe(MESSAGES.careerFailed);
      expect(h.provider.submissions).toHaveLength(2);
    } finally {
      await h.close();
    }
  });

  it('sheds uncached work while busy: cold lists and resizes get 503 with Retry-After, cached answers keep flowing', async () => {
    let busy = false;
    const h = await startHarness({ SHED_RETRY_AFTER_SECONDS: '7' }, { busy: () => busy });
    try {
      const warm = await h.app.inject('/bff/news');
      expect(warm.statusCode).toBe(200);
      const photoUrl = (await h.app.inject('/bff/home')).json<HomeData>().events.find((e) => e.image)!.image!;
      const calls = h.provider.callCount();
      busy = true;
      expect((await h.app.inject('/bff/news')).statusCode).toBe(200);
      expect((await h.app.inject('/bff/home')).statusCode).toBe(200);
      for (const url of ['/bff/events?year=all', `${photoUrl}?w=320`]) {
        const refused = await h.app.inject(url);
        expect(refused.statusCode, url).toBe(503);
        expect(refused.headers['retry-after'], url).toBe('7');
        expect(refused.json().message).toMatch(/busy/);
      }
      expect(h.provider.callCount()).toBe(calls);
      busy = false;
      expect((await h.app.inject('/bff/events?year=all')).statusCode).toBe(200);
    } finally {
      await h.close();
    }
  });

  it('measures load with @fastify/under-pressure: past a threshold /healthz says busy and uncached work is refused', async () => {
    // A heap limit of one byte is passed at the first sample: the server is busy from then on.
    const h = await startHarness({ SHED_HEAP_USED_BYTES: '1' }, { measureLoad: true });
    try {
      await expect
        .poll(async () => (await h.app.inject('/healthz')).json().status, { timeout: 3000, interval: 100 })
        .toBe('busy');
      const health = (await h.app.inject('/healthz')).json();
      expect(health.load).toMatchObject({ shedding: true, heapUsedBytes: expect.any(Number) });
      const cold = await h.app.inject('/bff/news');
      expect(cold.statusCode).toBe(503);
      expect(cold.headers['retry-after']).toBe('5');
    } finally {
      await h.close();
    }
  });

  it('names only the failing sections of the home page', async () => {
    const h = await startHarness();
    try {
      h.provider.switches.failStatus = 503;
      h.provider.switches.only = ['birthdays', 'topper'];
      const home = (await h.app.inject('/bff/home')).json<HomeData>();
      expect(home.degraded.sort()).toEqual(['birthdays', 'toppers']);
      expect(home.birthdays).toEqual([]);
      expect(home.toppers).toEqual({
        X: { session: null, items: [], fellBack: false },
        XII: { session: null, items: [], fellBack: false },
      });
      expect(home.news.length).toBeGreaterThan(0);
    } finally {
      await h.close();
    }
  });

  it('limits each form to the configured submissions per minute per client', async () => {
    const h = await startHarness({ FORM_RATE_LIMIT_MAX: '3' });
    try {
      const send = () => h.app.inject({ method: 'POST', url: '/bff/tc', payload: { name: '', admission: '' } });
      for (let i = 0; i < 3; i++) expect((await send()).statusCode).toBe(400);
      const limited = await send();
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ statusCode: 429, message: MESSAGES.tooManyRequests });
      // Each form has its own allowance.
      const career = await h.app.inject({ method: 'POST', url: '/bff/career', payload: {} });
      expect(career.statusCode).toBe(400);
    } finally {
      await h.close();
    }
  });
});

describe('what reaches the provider', () => {
  it('adds the token and school code, and passes no visitor cookie or authorization on', async () => {
    const seenHeaders: Array<Record<string, unknown>> = [];
    const spy = Fastify();
    spy.get('/api/news/all/:code', async (request) => {
      seenHeaders.push(request.headers);
      return [];
    });
    const url = await spy.listen({ host: '127.0.0.1', port: 0 });
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', SCHOOL_CODE: 'SCH9' }),
      providerUrl: url,
      providerToken: 'spy-token',
      clientDist: null,
      logger: false,
      ...TEST_APP_OPTIONS,
    });
    try {
      const res = await app.inject({
        url: '/bff/news',
        headers: { cookie: 'session=abc', authorization: 'Bearer visitor' },
      });
      expect(res.statusCode).toBe(200);
      expect(seenHeaders).toHaveLength(1);
      expect(seenHeaders[0]).toMatchObject({ authorization: 'Bearer spy-token', 'x-school-code': 'SCH9' });
      expect(seenHeaders[0]!.cookie).toBeUndefined();
      expect(JSON.stringify(seenHeaders)).not.toContain('visitor');
    } finally {
      await app.close();
      await spy.close();
    }
  });
});
