import { describe, expect, it } from 'vitest';
import { MAX_JSON_BYTES } from '../server/provider/client.ts';
import { INTERNAL_ERROR_MARKERS, OVERSIZED_BYTES, defaultSwitches, mergeSwitches } from './app.ts';
import type { DemoProvider } from './app.ts';
import { resetAfterEach, useTestProvider } from './provider.fixtures.ts';
import { AUTH, SCHOOL_CODE, SCHOOL_ID, buildTestProvider } from './testing.ts';

const demo = useTestProvider();
resetAfterEach(demo);

const NEWS_ALL = `/api/news/all/${SCHOOL_CODE}`;
const TOPPERS = `/api/topper/${SCHOOL_ID}`;
const get = (url: string) => demo.get(url, AUTH);

describe('switches', () => {
  it('start at their defaults', () => {
    expect(demo.provider.switches).toEqual({
      latencyMs: 0,
      hang: false,
      failStatus: null,
      failRate: 0,
      malformedJson: false,
      htmlError: false,
      drip: false,
      oversized: false,
      only: [],
    });
    expect(defaultSwitches()).toEqual(demo.provider.switches);
  });

  it("oversized answers 200 with a JSON body past the BFF's 2 MB limit", async () => {
    demo.provider.switches.oversized = true;
    const res = await get(NEWS_ALL);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeGreaterThan(MAX_JSON_BYTES);
    expect(res.rawPayload.length).toBeLessThanOrEqual(OVERSIZED_BYTES);
    expect(res.body.startsWith('[0,0,')).toBe(true);
  });

  it('failStatus answers that status with internal-looking text on every request', async () => {
    demo.provider.switches.failStatus = 502;
    for (let i = 0; i < 3; i++) {
      const res = await get(NEWS_ALL);
      expect(res.statusCode).toBe(502);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json().message).toContain('db password');
      for (const marker of INTERNAL_ERROR_MARKERS) expect(res.body).toContain(marker);
    }
  });

  it('failRate fails that share of requests with 500, deterministically', async () => {
    const run = async (p: DemoProvider): Promise<number[]> => {
      p.switches.failRate = 0.5;
      const statuses: number[] = [];
      for (let i = 0; i < 40; i++) statuses.push((await p.app.inject({ url: NEWS_ALL })).statusCode);
      return statuses;
    };
    const first = await run(demo.provider);
    const failures = first.filter((s) => s === 500).length;
    expect(new Set(first)).toEqual(new Set([200, 500]));
    expect(failures).toBeGreaterThan(8);
    expect(failures).toBeLessThan(32);

    // Same sequence from a fresh provider and after reset().
    const other = await buildTestProvider({ imageCacheDir: demo.cache.dir });
    expect(await run(other)).toEqual(first);
    await other.app.close();
    demo.provider.reset();
    expect(await run(demo.provider)).toEqual(first);

    demo.provider.switches.failStatus = 503;
    const statuses = new Set<number>();
    for (let i = 0; i < 20; i++) statuses.add((await get(NEWS_ALL)).statusCode);
    expect(statuses).toEqual(new Set([200, 503]));

    demo.provider.switches.failRate = 1;
    expect((await get(NEWS_ALL)).statusCode).toBe(503);
  });

  it('malformedJson answers 200 with a truncated JSON body', async () => {
    const normal = await get(NEWS_ALL);
    demo.provider.switches.malformedJson = true;
    for (const url of [
      NEWS_ALL,
      TOPPERS,
      `/api/news/${SCHOOL_ID}`,
      `/api/subGallery?id=${demo.provider.data.gallery[0]!._id}`,
    ]) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(() => JSON.parse(res.body)).toThrow();
    }
    const truncated = await get(NEWS_ALL);
    expect(normal.body.startsWith(truncated.body)).toBe(true);
    expect(truncated.body.length).toBeLessThan(normal.body.length);
    // Even a file route answers a broken JSON document instead of the file.
    const pdf = await get('/public/pdf/Fee-Structure-2026-2027.pdf');
    expect(pdf.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(() => JSON.parse(pdf.body)).toThrow();
  });

  it('htmlError answers 503 with an HTML page', async () => {
    demo.provider.switches.htmlError = true;
    const res = await get(NEWS_ALL);
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<html>');
    expect(() => JSON.parse(res.body)).toThrow();
  });

  it('only limits the switches to the listed route keys', async () => {
    demo.provider.switches.htmlError = true;
    demo.provider.switches.only = ['newsAll', 'subGallery'];
    expect((await get(NEWS_ALL)).statusCode).toBe(503);
    expect((await get(TOPPERS)).statusCode).toBe(200);
    expect((await get(`/api/news/${SCHOOL_ID}`)).statusCode).toBe(200);
    expect((await get('/api/subGallery?id=nope')).statusCode).toBe(503);
  });

  it('leave the control routes alone', async () => {
    demo.provider.switches.htmlError = true;
    demo.provider.switches.failStatus = 500;
    const res = await demo.provider.app.inject({ url: '/__demo/stats', headers: AUTH });
    expect(res.statusCode).toBe(200);
  });

  it('still check auth first on AUTH routes', async () => {
    demo.provider.switches.htmlError = true;
    expect((await demo.provider.app.inject({ url: TOPPERS })).statusCode).toBe(401);
  });

  it('mergeSwitches checks every field before changing any', () => {
    const s = defaultSwitches();
    expect(mergeSwitches(s, { failRate: 0.25, failStatus: 504, only: ['image'] })).toBeNull();
    expect(s).toMatchObject({ failRate: 0.25, failStatus: 504, only: ['image'] });
    expect(mergeSwitches(s, { failStatus: null, latencyMs: 'slow' })).toMatch(/latencyMs/);
    expect(s.failStatus).toBe(504);
    expect(mergeSwitches(s, null)).toMatch(/object/);
  });
});
