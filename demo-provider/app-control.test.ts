import { describe, expect, it } from 'vitest';
import { ROUTE_KEYS, buildDemoProvider } from './app.ts';
import { CAREER, useTestProvider } from './provider.fixtures.ts';
import { AUTH, NOW, SCHOOL_CODE, SCHOOL_ID, TOKEN, buildTestProvider } from './testing.ts';

const demo = useTestProvider();

describe('call counts', () => {
  it('counts every request per route key before auth and switches, and reset zeroes them', async () => {
    const p = await buildTestProvider({ imageCacheDir: demo.cache.dir });
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
      expect((await demo.provider.app.inject({ method, url })).statusCode).toBe(401);
    }
  });

  it('merge switches, reset them and list submissions', async () => {
    const p = await buildTestProvider({ imageCacheDir: demo.cache.dir });
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
      imageCacheDir: demo.cache.dir,
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
    const a = await buildTestProvider({ imageCacheDir: demo.cache.dir });
    const b = await buildTestProvider({ imageCacheDir: demo.cache.dir });
    expect(a.data).toEqual(b.data);
    const url = `/api/news/all/${SCHOOL_CODE}`;
    expect((await a.app.inject({ url })).body).toBe((await b.app.inject({ url })).body);
    await Promise.all([a.app.close(), b.app.close()]);
  });
});
