import { readdir } from 'node:fs/promises';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '../server/content/load-content.ts';
import { MESSY_IDS, ROUTE_KEYS, TC_STUDENTS, buildDemoProvider } from './app.ts';
import type { DemoProvider } from './app.ts';
import { AUTH, NOW, SCHOOL_CODE, SCHOOL_ID, TOKEN, buildTestProvider, tempDir } from './testing.ts';

// The PDFs both example schools' content folders name (their pdfs: paths).
const { school } = await loadContent(new URL('../content', import.meta.url).pathname);

let provider: DemoProvider;
let cache: Awaited<ReturnType<typeof tempDir>>;

beforeAll(async () => {
  cache = await tempDir();
  provider = await buildTestProvider({ imageCacheDir: cache.dir });
});

afterAll(async () => {
  await provider.app.close();
  await cache.remove();
});

function get(url: string, headers: Record<string, string> = {}) {
  return provider.app.inject({ method: 'GET', url, headers });
}

function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  return provider.app.inject({ method: 'POST', url, headers, payload: body as Record<string, unknown> });
}

const CAREER = {
  name: 'Neha Joseph',
  email: 'neha@example.com',
  phone: '9876543210',
  message: 'I would like to apply for the post of PGT Physics.',
};

describe('auth', () => {
  const authRoutes = [
    ['GET', `/api/topper/${SCHOOL_ID}`],
    ['GET', `/api/notification/${SCHOOL_ID}`],
    ['GET', `/api/onlineRegistration/${SCHOOL_ID}`],
    ['POST', `/api/form/${SCHOOL_CODE}/dif`],
  ] as const;

  it.each(authRoutes)('%s %s answers 401 without the right token and school code', async (method, url) => {
    const attempts: Record<string, string>[] = [
      {},
      { authorization: `Bearer ${TOKEN}` },
      { 'x-school-code': SCHOOL_CODE },
      { authorization: 'Bearer wrong', 'x-school-code': SCHOOL_CODE },
      { authorization: TOKEN, 'x-school-code': SCHOOL_CODE },
      { authorization: `Bearer ${TOKEN}x`, 'x-school-code': SCHOOL_CODE },
      { authorization: `Bearer ${TOKEN}`, 'x-school-code': 'OTHER' },
    ];
    for (const headers of attempts) {
      const res = await provider.app.inject({
        method,
        url,
        headers,
        ...(method === 'POST' ? { payload: CAREER } : {}),
      });
      expect(res.statusCode, JSON.stringify(headers)).toBe(401);
      expect(res.json()).toEqual({ message: 'Unauthorized' });
    }
    const ok = await provider.app.inject({
      method,
      url,
      headers: AUTH,
      ...(method === 'POST' ? { payload: CAREER } : {}),
    });
    expect(ok.statusCode).toBe(200);
  });

  it.each([
    `/api/highlight/${SCHOOL_ID}`,
    `/api/birthdays/${SCHOOL_ID}`,
    `/api/events/${SCHOOL_ID}`,
    `/api/news/${SCHOOL_ID}`,
    `/api/gallery/${SCHOOL_ID}`,
    `/api/gallery/All/${SCHOOL_CODE}`,
    `/api/news/all/${SCHOOL_CODE}`,
    `/api/events/All/${SCHOOL_CODE}`,
    `/public/pdf/Medical-Certificate.pdf`,
  ])('%s answers without any headers, even a wrong token', async (url) => {
    expect((await get(url)).statusCode).toBe(200);
    expect((await get(url, { authorization: 'Bearer nope' })).statusCode).toBe(200);
  });
});

describe('lists', () => {
  // Both wrappers on purpose; this table is the contract the BFF codes against.
  const routes = [
    ['topper', `/api/topper/${SCHOOL_ID}`, 'bare', () => provider.data.toppers],
    ['notification', `/api/notification/${SCHOOL_ID}`, 'data', () => provider.data.notifications],
    ['highlight', `/api/highlight/${SCHOOL_ID}`, 'bare', () => provider.data.highlights],
    ['birthdays', `/api/birthdays/${SCHOOL_ID}`, 'bare', () => provider.data.birthdays],
    ['onlineRegistration', `/api/onlineRegistration/${SCHOOL_ID}`, 'data', () => provider.data.onlineRegistration],
    ['galleryAll', `/api/gallery/All/${SCHOOL_CODE}`, 'data', () => provider.data.gallery],
    ['newsAll', `/api/news/all/${SCHOOL_CODE}`, 'bare', () => provider.data.news],
    ['eventsAll', `/api/events/All/${SCHOOL_CODE}`, 'bare', () => provider.data.events],
  ] as const;

  it.each(routes)('%s answers %s with every seeded record', async (_key, url, wrapper, records) => {
    const res = await get(url, AUTH);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = res.json();
    if (wrapper === 'bare') expect(Array.isArray(body)).toBe(true);
    else expect(Object.keys(body)).toEqual(['data']);
    expect(wrapper === 'bare' ? body : body.data).toEqual(JSON.parse(JSON.stringify(records())));
  });

  it.each([
    ['news', `/api/news/${SCHOOL_ID}`, 10, () => provider.data.news],
    ['events', `/api/events/${SCHOOL_ID}`, 12, () => provider.data.events],
    ['gallery', `/api/gallery/${SCHOOL_ID}`, 12, () => provider.data.gallery],
  ] as const)('home %s answers { data } with the %i newest', async (_key, url, count, records) => {
    const body = (await get(url)).json() as { data: Array<{ _id: string; date: string }> };
    expect(body.data).toHaveLength(count);
    const times = body.data.map((r) => Date.parse(r.date));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const newestOutside = records()
      .filter((r) => !body.data.some((d) => d._id === r._id))
      .map((r) => Date.parse(r.date))
      .filter((t) => !Number.isNaN(t));
    expect(Math.max(...newestOutside)).toBeLessThanOrEqual(Math.min(...times));
  });

  it('home events lead with the upcoming ones', async () => {
    const body = (await get(`/api/events/${SCHOOL_ID}`)).json() as { data: Array<{ date: string }> };
    expect(Date.parse(body.data[0]!.date)).toBeGreaterThan(NOW.getTime());
  });

  it.each([
    `/api/topper/${SCHOOL_CODE}`,
    `/api/notification/WRONG`,
    `/api/highlight/${SCHOOL_CODE}`,
    `/api/birthdays/x`,
    `/api/events/${SCHOOL_CODE}`,
    `/api/news/${SCHOOL_CODE}`,
    `/api/onlineRegistration/${SCHOOL_CODE}`,
    `/api/gallery/${SCHOOL_CODE}`,
    `/api/gallery/All/${SCHOOL_ID}`,
    `/api/news/all/${SCHOOL_ID}`,
    `/api/events/All/${SCHOOL_ID}`,
  ])('%s (wrong school) answers 404 JSON', async (url) => {
    const res = await get(url, AUTH);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'School not found' });
  });

  it('answers unknown routes with 404 JSON', async () => {
    const res = await get('/api/nothing/here');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('subGallery', () => {
  it('answers { data: item } for a known id, of any category', async () => {
    for (const item of provider.data.gallery) {
      const res = await get(`/api/subGallery?id=${item._id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: JSON.parse(JSON.stringify(item)) });
    }
    const messy = (await get(`/api/subGallery?id=${MESSY_IDS.galleryNullAttachments}`)).json() as {
      data: { attachments: null };
    };
    expect(messy.data.attachments).toBeNull();
  });

  it('answers 404 for an unknown or missing id', async () => {
    for (const url of ['/api/subGallery?id=0123456789abcdef01234567', '/api/subGallery', '/api/subGallery?id=']) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Gallery not found' });
    }
  });

  it('answers 500 with a Mongoose CastError for a malformed id', async () => {
    for (const id of ['not-an-id', '123', 'zzzzzzzzzzzzzzzzzzzzzzzz']) {
      const res = await get(`/api/subGallery?id=${id}`);
      expect(res.statusCode).toBe(500);
      expect(res.json()).toMatchObject({ name: 'CastError', kind: 'ObjectId', path: '_id', value: id });
    }
    const twice = await get('/api/subGallery?id=a&id=b');
    expect(twice.statusCode).toBe(500);
  });
});

describe('TC', () => {
  const url = `/api/tc/${SCHOOL_CODE}`;

  it('finds each known student by admission and name, ignoring case and outer spaces', async () => {
    expect(TC_STUDENTS.length).toBe(3);
    expect(provider.tcStudents).toBe(TC_STUDENTS);
    for (const s of TC_STUDENTS) {
      for (const name of [s.name, `  ${s.name.toUpperCase()} `, s.name.toLowerCase()]) {
        const res = await post(url, { name, admission: ` ${s.admission} ` });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ data: `public/Images/tc/${s.admission}.jpg` });
      }
    }
  });

  it('answers 404 "No record found" otherwise', async () => {
    const s = TC_STUDENTS[0]!;
    for (const body of [
      { name: 'Someone Else', admission: s.admission },
      { name: s.name, admission: 'SC0000-0000' },
      { name: s.name, admission: TC_STUDENTS[1]!.admission },
      { name: '', admission: '' },
      { name: s.name },
      {},
    ]) {
      const res = await post(url, body);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'No record found' });
    }
  });

  it('answers 404 for a wrong school code', async () => {
    const s = TC_STUDENTS[0]!;
    expect((await post(`/api/tc/${SCHOOL_ID}`, s)).statusCode).toBe(404);
  });

  it('serves the certificate image at the returned path, never cacheable', async () => {
    const s = TC_STUDENTS[2]!;
    const path = ((await post(url, s)).json() as { data: string }).data;
    const res = await get(`/api/image/${path}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.height! > meta.width!).toBe(true);
  });
});

describe('career form', () => {
  const url = `/api/form/${SCHOOL_CODE}/dif`;

  it('stores each submission in order with receivedAt', async () => {
    const before = provider.submissions.length;
    const second = { ...CAREER, name: 'Rahul Masih' };
    expect((await post(url, CAREER, AUTH)).json()).toEqual({ message: 'Form submitted' });
    const res = await post(url, second, AUTH);
    expect(res.statusCode).toBe(200);
    const stored = provider.submissions.slice(before);
    expect(stored.map(({ receivedAt: _r, ...rest }) => rest)).toEqual([CAREER, second]);
    for (const s of stored) expect(Date.parse(s.receivedAt)).not.toBeNaN();
  });

  it('answers 400 for a missing or blank field and stores nothing', async () => {
    const before = provider.submissions.length;
    for (const field of ['name', 'email', 'phone', 'message'] as const) {
      const { [field]: _omit, ...missing } = CAREER;
      const res = await post(url, missing, AUTH);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(field);
      expect((await post(url, { ...CAREER, [field]: '  ' }, AUTH)).statusCode).toBe(400);
      expect((await post(url, { ...CAREER, [field]: 42 }, AUTH)).statusCode).toBe(400);
    }
    expect(provider.submissions.length).toBe(before);
  });

  it('answers 404 for a wrong school code', async () => {
    expect((await post(`/api/form/${SCHOOL_ID}/dif`, CAREER, AUTH)).statusCode).toBe(404);
  });
});

describe('files', () => {
  it('serves a gallery photo as a camera-size JPEG with its length, also under the school prefix', async () => {
    const path = provider.data.gallery.find((g) => g.attachments?.length)!.attachments![0]!;
    const res = await get(`/api/image/${path}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.rawPayload.length).toBeGreaterThanOrEqual(150 * 1024);
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1600, 1067]);

    const prefixed = await get(`/api/image/${SCHOOL_ID}/${path}`);
    expect(prefixed.statusCode).toBe(200);
    expect(prefixed.rawPayload.equals(res.rawPayload)).toBe(true);
    // Cached on disk under the configured directory, with no temporary files left behind.
    const files = await readdir(cache.dir);
    expect(files.some((f) => f.endsWith('.jpg'))).toBe(true);
    expect(files.some((f) => f.endsWith('.tmp'))).toBe(false);
  });

  it('serves a topper photo as an 800x1000 portrait and a notification poster as PNG', async () => {
    const portrait = await get(`/api/image/${provider.data.toppers[0]!.attachments[0]}`);
    const meta = await sharp(portrait.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 800, 1000]);
    expect(portrait.rawPayload.length).toBeGreaterThanOrEqual(150 * 1024);

    const png = provider.data.notifications.flatMap((n) => n.image).find((p) => p.endsWith('.png'))!;
    const poster = await get(`/api/image/${png}`);
    expect(poster.headers['content-type']).toBe('image/png');
    expect((await sharp(poster.rawPayload).metadata()).format).toBe('png');
  });

  it('answers 404 for unknown files and the deliberately missing birthday photo', async () => {
    for (const url of [
      `/api/image/${provider.data.missingPaths[0]}`,
      '/api/image/public/Images/gallery/nope.jpg',
      '/api/image/public/pdf/nope.pdf',
      '/api/image/../../etc/passwd',
      '/api/image/public/Images/..%2F..%2Fetc/passwd',
      `/api/image/OTHER/${provider.data.toppers[0]!.attachments[0]}`,
      '/public/pdf/nope.pdf',
      '/public/pdf/../Images/tc/SC2019-0142.jpg',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
    }
  });

  it.each(Object.values(school.pdfs).map((p) => p.path))(
    'serves %s, the path the site embeds, as a valid PDF',
    async (path) => {
      const res = await get(`/api/image/${path}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const doc = await PDFDocument.load(res.rawPayload);
      expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
      expect(doc.getTitle()).toBeTruthy();
      // The same file answers at the vendor's second location.
      const direct = await get(`/${path}`);
      expect(direct.rawPayload.equals(res.rawPayload)).toBe(true);
    },
  );

  it('serves the registration notice and the circulars the records reference as PDFs', async () => {
    const paths = [
      provider.data.onlineRegistration[0]!.attachments[0]!,
      provider.data.news.flatMap((n) => n.attachments ?? []).find((p) => p.startsWith('public/pdf/news/'))!,
      provider.data.events.flatMap((e) => e.attachments).find((p) => p.startsWith('public/pdf/events/'))!,
    ];
    // The tests' clock is August 2026: the notice is about the window of January 2027.
    expect(paths[0]).toBe('public/pdf/Online-Registration-2027.pdf');
    for (const path of paths) {
      const res = await get(`/api/image/${path}`);
      expect(res.statusCode, path).toBe(200);
      expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      await PDFDocument.load(res.rawPayload);
    }
  });

  it('serves the medical certificate as a fillable form', async () => {
    const res = await get('/public/pdf/Medical-Certificate.pdf');
    const doc = await PDFDocument.load(res.rawPayload);
    const names = doc
      .getForm()
      .getFields()
      .map((f) => f.getName());
    expect(names).toContain('student_name');
    expect(names.length).toBeGreaterThanOrEqual(8);
  });
});

describe('call counts', () => {
  it('counts every request per route key before auth and switches, and reset zeroes them', async () => {
    const p = await buildTestProvider({ imageCacheDir: cache.dir });
    await p.app.inject({ url: `/api/topper/${SCHOOL_ID}` });
    await p.app.inject({ url: `/api/topper/${SCHOOL_ID}`, headers: AUTH });
    await p.app.inject({ url: `/api/topper/WRONG`, headers: AUTH });
    p.switches.htmlError = true;
    await p.app.inject({ url: `/api/news/all/${SCHOOL_CODE}` });
    await p.app.inject({ url: '/not/a/route' });
    expect(p.callCount('topper')).toBe(3);
    expect(p.callCount('newsAll')).toBe(1);
    expect(p.callCount('news')).toBe(0);
    expect(p.callCount()).toBe(5);
    // Control routes are not provider traffic.
    const stats = await p.app.inject({ url: '/__demo/stats', headers: AUTH });
    expect(stats.json()).toEqual({
      total: 5,
      routes: Object.fromEntries(ROUTE_KEYS.map((k) => [k, k === 'topper' ? 3 : k === 'newsAll' ? 1 : 0])),
    });
    expect(p.callCount()).toBe(5);

    p.switches.htmlError = false;
    await p.app.inject({ method: 'POST', url: `/api/form/${SCHOOL_CODE}/dif`, headers: AUTH, payload: CAREER });
    p.reset();
    expect(p.callCount()).toBe(0);
    expect(p.callCount('topper')).toBe(0);
    expect(p.switches.htmlError).toBe(false);
    expect(p.submissions).toHaveLength(1);
    await p.app.close();
  });
});

describe('control routes', () => {
  it('need the token and school code', async () => {
    for (const [method, url] of [
      ['GET', '/__demo/stats'],
      ['POST', '/__demo/switches'],
      ['POST', '/__demo/reset'],
      ['GET', '/__demo/submissions'],
    ] as const) {
      expect((await provider.app.inject({ method, url })).statusCode).toBe(401);
    }
  });

  it('merge switches, reset them and list submissions', async () => {
    const p = await buildTestProvider({ imageCacheDir: cache.dir });
    const set = await p.app.inject({
      method: 'POST',
      url: '/__demo/switches',
      headers: AUTH,
      payload: { latencyMs: 5, only: ['news'] },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ latencyMs: 5, only: ['news'], hang: false });
    expect(p.switches.latencyMs).toBe(5);

    for (const bad of [
      { latencyMs: -1 },
      { failRate: 2 },
      { failStatus: 200 },
      { only: ['nope'] },
      { hang: 'yes' },
      { bogus: 1 },
      [1],
    ]) {
      const res = await p.app.inject({
        method: 'POST',
        url: '/__demo/switches',
        headers: AUTH,
        payload: bad as object,
      });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    // A rejected patch changes nothing, even in fields it named validly.
    await p.app.inject({
      method: 'POST',
      url: '/__demo/switches',
      headers: AUTH,
      payload: { hang: true, failRate: 5 },
    });
    expect(p.switches.hang).toBe(false);

    await p.app.inject({ method: 'POST', url: `/api/form/${SCHOOL_CODE}/dif`, headers: AUTH, payload: CAREER });
    const reset = await p.app.inject({ method: 'POST', url: '/__demo/reset', headers: AUTH });
    expect(reset.json()).toMatchObject({ latencyMs: 0, only: [] });
    expect(p.switches.latencyMs).toBe(0);
    const subs = await p.app.inject({ url: '/__demo/submissions', headers: AUTH });
    expect(subs.json()).toMatchObject([CAREER]);
    await p.app.close();
  });

  it('are absent when control is false', async () => {
    const p = await buildDemoProvider({
      token: TOKEN,
      schoolCode: SCHOOL_CODE,
      now: NOW,
      control: false,
      imageCacheDir: cache.dir,
    });
    expect((await p.app.inject({ url: '/__demo/stats', headers: AUTH })).statusCode).toBe(404);
    // schoolId defaults to the school code.
    expect((await p.app.inject({ url: `/api/highlight/${SCHOOL_CODE}` })).statusCode).toBe(200);
    await p.app.close();
  });
});

describe('options', () => {
  it('refuses to build without a token or school code', async () => {
    await expect(buildDemoProvider({ token: '', schoolCode: SCHOOL_CODE })).rejects.toThrow(/token/);
    await expect(buildDemoProvider({ token: TOKEN, schoolCode: '' })).rejects.toThrow(/schoolCode/);
  });

  it('gives identical answers from two builds with the same now', async () => {
    const a = await buildTestProvider({ imageCacheDir: cache.dir });
    const b = await buildTestProvider({ imageCacheDir: cache.dir });
    expect(a.data).toEqual(b.data);
    const url = `/api/news/all/${SCHOOL_CODE}`;
    expect((await a.app.inject({ url })).body).toBe((await b.app.inject({ url })).body);
    await Promise.all([a.app.close(), b.app.close()]);
  });
});
