import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { builtSite } from '../modules/pages/built-site.fixtures.ts';
import { STAND_IN_ENTRY } from '../modules/pages/ssr.fixtures.ts';
import { startHarness, type Harness, type HarnessExtra } from '../testing/harness.ts';

// A built site whose /news page shows the news list (502 when it fails), so pages fail as JSON does.
const root = builtSite(
  'school-failures-',
  '<!doctype html><head><title>School</title></head><div id="root"></div>',
  STAND_IN_ENTRY,
);
afterAll(() => rmSync(root, { recursive: true, force: true }));
const withPages = (extra: HarnessExtra = {}) => startHarness({}, { clientDist: join(root, 'dist'), ...extra });

interface Line {
  level: number;
  reqId?: string;
  time: string;
  msg: string;
  path?: string;
  status?: number;
  reason?: string;
}

/** The request lines of `path`, parsed. */
const requestLines = (h: Harness, path: string) =>
  h.logs.map((line) => JSON.parse(line) as Line).filter((line) => line.msg === 'request' && line.path === path);

describe('what the log says about a failed request', () => {
  it('gives each 5xx a reason at warn: the provider host and error for JSON and pages alike', async () => {
    const h = await withPages();
    try {
      h.provider.switches.failStatus = 503;
      expect((await h.app.inject('/bff/news')).statusCode).toBe(502);
      expect((await h.app.inject('/news')).statusCode).toBe(502);
      const [json] = requestLines(h, '/bff/news');
      expect(json).toMatchObject({ level: 40, status: 502 });
      expect(json!.reason).toMatch(/^provider 127\.0\.0\.1:\d+ newsAll: status 503$/);
      const [page] = requestLines(h, '/news');
      expect(page).toMatchObject({ level: 40, status: 502, reason: 'provider newsAll: status 503' });
      // Times are ISO 8601, readable without a converter.
      expect(json!.time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      expect(h.logs.join('\n')).not.toContain(h.token);
    } finally {
      await h.close();
    }
  });

  it('names the request that caused a failed provider call, and the provider', async () => {
    const h = await startHarness();
    try {
      h.provider.switches.failStatus = 503;
      expect((await h.app.inject('/bff/events')).statusCode).toBe(502);
      const [request] = requestLines(h, '/bff/events');
      const calls = h.logs.map((line) => JSON.parse(line) as Line).filter((l) => l.msg === 'provider call failed');
      expect(calls).not.toHaveLength(0);
      for (const call of calls)
        expect(call).toMatchObject({
          reqId: request!.reqId,
          path: '/bff/events',
          provider: expect.stringMatching(/^127\.0\.0\.1:\d+$/),
        });
    } finally {
      await h.close();
    }
  });

  it('names the limit that shed a request', async () => {
    const h = await withPages({ busy: () => true });
    try {
      const list = await h.app.inject('/bff/gallery');
      const page = await h.app.inject('/news');
      expect([list.statusCode, page.statusCode]).toEqual([503, 503]);
      expect(requestLines(h, '/bff/gallery')[0]).toMatchObject({ level: 40, reason: 'shed: load (SHED_*)' });
      expect(requestLines(h, '/news')[0]).toMatchObject({ level: 40, reason: 'shed: load (SHED_*)' });
    } finally {
      await h.close();
    }
  });

  it('logs an answered request at info, without a reason', async () => {
    const h = await startHarness();
    try {
      expect((await h.app.inject('/bff/news')).statusCode).toBe(200);
      const [line] = requestLines(h, '/bff/news');
      expect(line).toMatchObject({ level: 30, status: 200 });
      expect(line!.reason).toBeUndefined();
    } finally {
      await h.close();
    }
  });
});
