import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../config.ts';
import { loggerOptions } from '../observability/logging.ts';
import { startHostileProvider, type HostileProvider } from '../testing/hostile-provider.ts';
import { TEST_APP_OPTIONS } from '../testing/harness.ts';

// The BFF against a provider that sends hostile data (testing/hostile-provider.ts), shared by the
// hostile-provider-*.test.ts files: each case is a way such data once broke, or could break, a page.

export const TOKEN = `hostile-${randomBytes(18).toString('hex')}`;
const INJECTED_ID = 'e1\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:evil\r\nSUMMARY:Injected';
export const SAFE_ID = /^[A-Za-z0-9_-]+$/;
/** Each past 1900-2200 or past what a JavaScript Date can hold or format. */
export const BAD_DATES: Array<[string, string | number]> = [
  ['plus-year', '+275760-09-13T00:00:00Z'],
  ['max-ms', 8.64e15],
  ['past-max-ms', 8.64e15 + 1],
  ['before-1900', '1899-12-31'],
  ['after-2200', '2201-01-01'],
  ['year-9999', '9999-12-31T00:00:00Z'],
  ['minus-1e20', -1e20],
];
export const EVIL = 'public/Images/news/evil.jpg';
export const GOOD = 'public/Images/news/good.jpg';
/** A pupil's certificate: on the provider, linked from no list. */
export const UNPUBLISHED = 'public/Images/tc/SC2019-0142.jpg';
export const HTML = '<html><body><script>alert(document.cookie)</script></body></html>';

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
export const ANNUAL_DAY = `${new Date().getUTCFullYear() + 1}-11-20`;
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

/** Set by useHostileApp() before the tests of the file that calls it run. */
export let provider: HostileProvider;
export let app: App;
export let jpeg: Buffer;
export const logs: string[] = [];

/** Every answer is checked for the rules that hold whatever the request. */
function checked(res: LightMyRequestResponse): LightMyRequestResponse {
  if (res.statusCode >= 400) expect(res.headers['cache-control'], `${res.statusCode} ${res.body}`).toBe('no-store');
  expect(JSON.stringify(res.headers)).not.toContain(TOKEN);
  expect(res.rawPayload.includes(TOKEN)).toBe(false);
  return res;
}
export const get = async (url: string) => checked(await app.inject({ method: 'GET', url }));
export const post = async (url: string, payload: object) => checked(await app.inject({ method: 'POST', url, payload }));

/** The repair warnings the server logged for one provider route. */
export function repairs(route: string): Array<{ id: string; fix: string }> {
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

/** Starts the hostile provider and the app against it for the tests of the calling file. */
export function useHostileApp(): void {
  beforeAll(async () => {
    jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3a7' } })
      .jpeg()
      .toBuffer();
    provider = await startHostileProvider({ token: TOKEN, schoolCode: 'DEMO01' });
    Object.assign(provider.lists, { news, newsAll: news, events, eventsAll: events });
    provider.files.set(GOOD, { type: 'image/jpeg', body: jpeg });
    provider.files.set(EVIL, { type: 'image/x,text/html', body: Buffer.from(HTML) });
    provider.files.set(UNPUBLISHED, { type: 'image/jpeg', body: jpeg });
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      SCHOOL_CODE: 'DEMO01',
      FORM_RATE_LIMIT_MAX: '100',
    });
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
}
