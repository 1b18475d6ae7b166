import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { currentYear } from '../shared/dates.ts';
import type { EventItem, HomeData, ListPage } from '../shared/types.ts';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { TEST_APP_OPTIONS } from './testing/harness.ts';
import { responseRecorder } from './testing/recorder.ts';

// The lists, media and forms routes have their tests beside them (modules/*/routes.test.ts); the
// provider's failures, the cache's stale answers and load shedding theirs in provider/, cache/, load/.
const thisYear = currentYear();

/** Everything any test here received, to prove the token never leaves the server. */
const { expectNothingLeaked, useHarness } = responseRecorder();

describe('/bff routes against the demo provider', () => {
  const { h, get } = useHarness();

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
    // The demo's notices are dated: the admission notice first, the rest newest first.
    const [admission, ...rest] = home.notifications.map((n) => n.date ?? '');
    expect(admission).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(rest).toEqual([...rest].sort().reverse());
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
      // JSON is never a page: it may load and run nothing, and needs no document headers.
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(res.headers['x-frame-options'], url).toBeUndefined();
      expect(res.headers['x-powered-by'], url).toBeUndefined();
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

  it('never shows the provider token in a response or a log line', () => {
    expectNothingLeaked(38);
    const requests = h.logs.map((l) => JSON.parse(l)).filter((l) => l.msg === 'request');
    expect(requests.length).toBeGreaterThan(10);
    expect(requests[0]).toMatchObject({
      reqId: expect.any(String),
      method: 'GET',
      route: expect.any(String),
      status: expect.any(Number),
      ms: expect.any(Number),
    });
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
