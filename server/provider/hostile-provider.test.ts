import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import type { LightMyRequestResponse } from 'fastify';
import ICAL from 'ical.js';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/messages.ts';
import type { EventItem, HomeData, ListPage, NewsItem } from '../../shared/types.ts';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../config.ts';
import { loggerOptions } from '../observability/logging.ts';
import { startHostileProvider, type HostileProvider } from '../testing/hostile-provider.ts';
import { TEST_APP_OPTIONS } from '../testing/harness.ts';

// The BFF against a provider that sends hostile data (testing/hostile-provider.ts): each case
// here is a way such data once broke, or could break, a page or a visitor's browser.

const TOKEN = `hostile-${randomBytes(18).toString('hex')}`;
const INJECTED_ID = 'e1\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:evil\r\nSUMMARY:Injected';
const SAFE_ID = /^[A-Za-z0-9_-]+$/;
/** Each past 1900-2200 or past what a JavaScript Date can hold or format. */
const BAD_DATES: Array<[string, string | number]> = [
  ['plus-year', '+275760-09-13T00:00:00Z'],
  ['max-ms', 8.64e15],
  ['past-max-ms', 8.64e15 + 1],
  ['before-1900', '1899-12-31'],
  ['after-2200', '2201-01-01'],
  ['year-9999', '9999-12-31T00:00:00Z'],
  ['minus-1e20', -1e20],
];
const EVIL = 'public/Images/news/evil.jpg';
const GOOD = 'public/Images/news/good.jpg';
/** A pupil's certificate: on the provider, linked from no list. */
const UNPUBLISHED = 'public/Images/tc/SC2019-0142.jpg';
const HTML = '<html><body><script>alert(document.cookie)</script></body></html>';

const news = [
  ...BAD_DATES.map(([name, date]) => ({ _id: `n-${name}`, title: `News ${name}`, description: 'Junk date', date })),
  { _id: 'n-good', title: 'Sports day results', description: 'Results', date: '2025-03-14' },
  {
    _id: 'n-evil',
    title: 'Circular',
    description: 'See attachment',
    date: '2025-03-10',
    attachments: [{ path: EVIL }],
  },
  { _id: 'n-photo', title: 'Science fair', description: 'Photo', date: '2025-03-05', attachments: [GOOD] },
];
/** Next year's: the feed carries upcoming events and those of the past year only. */
const ANNUAL_DAY = `${new Date().getUTCFullYear() + 1}-11-20`;
const events = [
  {
    _id: INJECTED_ID,
    title: 'Annual Day',
    description: 'Celebration',
    date: ANNUAL_DAY,
    time: '10:00 AM',
    venue: 'Hall',
  },
  ...BAD_DATES.map(([name, date]) => ({ _id: `e-${name}`, title: `Event ${name}`, description: 'Junk date', date })),
];

let provider: HostileProvider;
let app: App;
let jpeg: Buffer;
const logs: string[] = [];

/** Every answer is checked for the rules that hold whatever the request. */
function checked(res: LightMyRequestResponse): LightMyRequestResponse {
  if (res.statusCode >= 400) expect(res.headers['cache-control'], `${res.statusCode} ${res.body}`).toBe('no-store');
  expect(JSON.stringify(res.headers)).not.toContain(TOKEN);
  expect(res.rawPayload.includes(TOKEN)).toBe(false);
  return res;
}
const get = async (url: string) => checked(await app.inject({ method: 'GET', url }));
const post = async (url: string, payload: object) => checked(await app.inject({ method: 'POST', url, payload }));

/** The repair warnings the server logged for one provider route. */
function repairs(route: string): Array<{ id: string; fix: string }> {
  return logs
    .map(
      (line) =>
        JSON.parse(line) as {
          msg?: string;
          level?: number;
          route?: string;
          repaired?: Array<{ id: string; fix: string }>;
        },
    )
    .filter(
      (line) => line.msg === 'provider sent records that needed repair' && line.level === 40 && line.route === route,
    )
    .flatMap((line) => line.repaired ?? []);
}

beforeAll(async () => {
  jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3a7' } })
    .jpeg()
    .toBuffer();
  provider = await startHostileProvider({ token: TOKEN, schoolCode: 'DEMO01' });
  Object.assign(provider.lists, { news, newsAll: news, events, eventsAll: events });
  provider.files.set(GOOD, { type: 'image/jpeg', body: jpeg });
  provider.files.set(EVIL, { type: 'image/x,text/html', body: Buffer.from(HTML) });
  provider.files.set(UNPUBLISHED, { type: 'image/jpeg', body: jpeg });
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', SCHOOL_CODE: 'DEMO01', FORM_RATE_LIMIT_MAX: '100' });
  const stream = new Writable({
    write(chunk, _enc, done) {
      logs.push(String(chunk));
      done();
    },
  });
  app = await buildApp({
    config,
    providerUrl: provider.url,
    providerToken: TOKEN,
    clientDist: null,
    watchContent: false,
    logger: loggerOptions(config, stream),
    ...TEST_APP_OPTIONS,
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await provider?.close();
});

describe('calendar injection through an event id', () => {
  it('keeps the id to safe characters in /bff/events', async () => {
    const res = await get('/bff/events?year=all');
    expect(res.statusCode).toBe(200);
    const page = res.json<ListPage<EventItem>>();
    const annual = page.items.find((e) => e.title === 'Annual Day');
    expect(annual?.id).toMatch(SAFE_ID);
    expect(page.items.every((e) => SAFE_ID.test(e.id))).toBe(true);
  });

  it('gives /events.ics one event and no injected lines', async () => {
    const res = await get('/events.ics');
    expect(res.statusCode).toBe(200);
    expect(res.body.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(res.body).not.toContain('SUMMARY:Injected');
    expect(res.body).not.toContain('UID:evil');
    const vevents = new ICAL.Component(ICAL.parse(res.body))
      .getAllSubcomponents('vevent')
      .map((c) => new ICAL.Event(c));
    expect(vevents.map((e) => e.summary)).toEqual(['Annual Day']);
    expect(vevents[0]!.uid).not.toMatch(/[\r\n]/);
  });
});

describe('dates a JavaScript Date cannot hold', () => {
  it.each(['/bff/news?year=all', '/bff/events?year=all', '/news.xml', '/events.ics', '/bff/home'])(
    '%s answers 200',
    async (url) => {
      expect((await get(url)).statusCode).toBe(200);
    },
  );

  it('keeps the items with date null, and a good date as it was', async () => {
    const newsPage = (await get('/bff/news?year=all')).json<ListPage<NewsItem>>();
    const eventsPage = (await get('/bff/events?year=all')).json<ListPage<EventItem>>();
    for (const [name] of BAD_DATES) {
      expect(newsPage.items.find((n) => n.id === `n-${name}`)?.date, name).toBeNull();
      expect(eventsPage.items.find((e) => e.id === `e-${name}`)?.date, name).toBeNull();
    }
    expect(newsPage.items.find((n) => n.id === 'n-good')?.date).toBe('2025-03-14');
    expect(eventsPage.items.find((e) => e.title === 'Annual Day')?.date).toBe(ANNUAL_DAY);
    const home = (await get('/bff/home')).json<HomeData>();
    expect(home.degraded).toEqual([]);
    expect(home.news.find((n) => n.id === 'n-good')?.date).toBe('2025-03-14');
    expect(home.news.filter((n) => n.id.startsWith('n-') && n.date === null).length).toBeGreaterThan(0);
    expect((await get('/news.xml')).body).toContain('Sports day results');
  });

  it('logs a warning naming each repaired record', async () => {
    await get('/bff/home');
    for (const route of ['news', 'newsAll', 'events', 'eventsAll']) {
      const ids = repairs(route)
        .filter((r) => r.fix === 'unreadable date')
        .map((r) => r.id);
      const prefix = route.startsWith('news') ? 'n-' : 'e-';
      expect(ids, route).toEqual(expect.arrayContaining(BAD_DATES.map(([name]) => `${prefix}${name}`)));
    }
  });
});

describe('provider files passed on to visitors', () => {
  it('passes a real JPEG on, whole or resized', async () => {
    const res = await get(`/bff/media/${GOOD}`);
    expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'image/jpeg']);
    expect(res.rawPayload.equals(jpeg)).toBe(true);
    const resized = await get(`/bff/media/${GOOD}?w=320`);
    expect([resized.statusCode, resized.headers['content-type']]).toEqual([200, 'image/jpeg']);
  });

  it.each(['image/x,text/html', 'text/html', 'image/svg+xml', 'application/pdf'])(
    'refuses a .jpg sent as %s',
    async (type) => {
      provider.files.set(EVIL, { type, body: Buffer.from(HTML) });
      for (const url of [`/bff/media/${EVIL}`, `/bff/media/${EVIL}?w=320`]) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(502);
        expect(String(res.headers['content-type']), url).not.toMatch(/html|^text\/|svg/);
        expect(res.body, url).not.toContain('<script');
      }
      // A real image under that type is refused too: the provider's own type says it is not one.
      provider.files.set(EVIL, { type, body: jpeg });
      expect((await get(`/bff/media/${EVIL}?w=320`)).statusCode).toBe(502);
      expect((await get(`/bff/media/${EVIL}`)).statusCode).toBe(502);
    },
  );

  it('answers 404 for a file no list links, without asking the provider for it', async () => {
    for (const url of [`/bff/media/${UNPUBLISHED}`, `/bff/media/${UNPUBLISHED}?w=320`]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
    expect(provider.requests.filter((r) => r.includes('SC2019-0142'))).toEqual([]);
  });
});

describe('forms', () => {
  const career = {
    name: 'Asha Verma',
    email: 'asha@example.com',
    phone: '+91 98765 43210',
    message: 'I would like to teach.',
  };
  const careerForms = () => provider.forms.filter((f) => f.route === 'form');

  it.each(['<img src=x onerror=alert(1)>', 'Asha\u0000Verma'])(
    'refuses the name %j before the provider sees it',
    async (name) => {
      const res = await post('/bff/career', { ...career, name });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/\bname\b/i);
      expect(careerForms()).toEqual([]);
    },
  );

  it('sends a good career form on', async () => {
    const res = await post('/bff/career', career);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.careerSuccess });
    expect(careerForms().map((f) => f.body)).toEqual([career]);
  });

  it('passes a TC 404 on as "not found", never cached', async () => {
    provider.tc = { status: 404, body: { message: 'No record found' } };
    const res = await post('/bff/tc', { name: 'Asha Verma', admission: 'SC2019-0142' });
    expect(res.statusCode).toBe(404);
    expect(res.json<{ message: string }>().message).toBe(MESSAGES.tcNotFound);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('refuses a TC answer that climbs out of the media folders, fetching nothing', async () => {
    provider.tc = { status: 200, body: { data: '../../etc/passwd' } };
    const before = provider.requests.length;
    const res = await post('/bff/tc', { name: 'Asha Verma', admission: 'SC2019-0142' });
    expect(res.statusCode).toBe(502);
    expect(res.json<{ message: string }>().message).toBe(MESSAGES.tcFailed);
    expect(res.body).not.toContain('passwd');
    expect(provider.requests.slice(before)).toEqual(['POST /api/tc/DEMO01']);
  });
});

describe('the provider token', () => {
  it('went on every provider call and into no log line', async () => {
    expect(provider.requests.length).toBeGreaterThan(0);
    expect(provider.unauthorized).toBe(0);
    expect(logs.join('')).not.toContain(TOKEN);
  });
});
