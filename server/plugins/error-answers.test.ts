import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../testing/harness.ts';

// What every answer says about itself: errors are never kept by a browser or a CDN, and each
// answer names its request id, which is a client's own only when it is short and plain.
describe('error answers and request ids', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  it('marks every 4xx and 5xx no-store, whichever part of the server answers it', async () => {
    h.provider.switches.failStatus = 500;
    try {
      const answers = await Promise.all([
        h.app.inject('/bff/news?year=abc'),
        h.app.inject('/bff/no-such-route'),
        h.app.inject('/bff/gallery/0123456789abcdef01234567'),
        h.app.inject('/bff/media/public/Images/news/never-published.jpg'),
        h.app.inject('/bff/media/public/Images/a.svg'),
        h.app.inject({ method: 'DELETE', url: '/bff/news' }),
        h.app.inject({
          method: 'POST',
          url: '/bff/career',
          payload: 'x'.repeat(70_000),
          headers: { 'content-type': 'application/json' },
        }),
        h.app.inject('/bff/news'),
      ]);
      expect(answers.map((a) => a.statusCode)).toEqual([400, 404, 502, 404, 400, 405, 413, 502]);
      for (const answer of answers) {
        expect(answer.headers['cache-control'], `${answer.statusCode} ${answer.body}`).toBe('no-store');
        // RFC 9457 problem details, with the older names beside them.
        expect(answer.headers['content-type'], answer.body).toBe('application/problem+json; charset=utf-8');
        const body = answer.json();
        expect(body).toMatchObject({ type: 'about:blank', status: answer.statusCode, statusCode: answer.statusCode });
        expect([body.title, body.detail]).toEqual([body.error, body.message]);
        expect(body.detail.length, answer.body).toBeGreaterThan(0);
      }
    } finally {
      h.provider.reset();
    }
  });

  it('answers a known path asked with the wrong method with 405 and what it does take, and an unknown path with 404', async () => {
    const cases = [
      { method: 'PUT', url: '/bff/news', allow: 'GET, HEAD' },
      { method: 'DELETE', url: '/bff/news/?year=2026', allow: 'GET, HEAD' },
      { method: 'POST', url: '/bff/gallery/0123456789abcdef01234567', allow: 'GET, HEAD' },
      { method: 'GET', url: '/bff/career', allow: 'POST' },
      { method: 'PATCH', url: '/bff/media/public/Images/a.jpg', allow: 'GET, HEAD' },
      { method: 'POST', url: '/healthz', allow: 'GET, HEAD' },
    ] as const;
    for (const { method, url, allow } of cases) {
      const res = await h.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(405);
      expect(res.headers.allow, `${method} ${url}`).toBe(allow);
      expect(res.json().message).toBe(`${method} is not used here; this address takes ${allow}.`);
    }
    for (const url of ['/bff/no-such-route', '/bff/gallery/x/y', '/nowhere']) {
      const res = await h.app.inject({ method: 'PUT', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers.allow, url).toBeUndefined();
    }
  });

  it('keeps a short, plain X-Request-Id, echoes it, and logs under it', async () => {
    const res = await h.app.inject({ url: '/healthz', headers: { 'x-request-id': 'edge-7f3a.1:2' } });
    expect(res.headers['x-request-id']).toBe('edge-7f3a.1:2');
    expect(h.logs.some((line) => line.includes('"reqId":"edge-7f3a.1:2"'))).toBe(true);
  });

  it('replaces a long or unusual X-Request-Id with its own, and never logs what was sent', async () => {
    for (const given of ['x'.repeat(12_000), 'a b', 'id"}{"injected":1', 'é', '']) {
      const res = await h.app.inject({ url: '/healthz', headers: { 'x-request-id': given } });
      const id = res.headers['x-request-id'] as string;
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(id).not.toBe(given);
    }
    expect(h.logs.join('\n')).not.toContain('x'.repeat(100));
    expect(h.logs.join('\n')).not.toContain('"injected"');
    const a = await h.app.inject('/healthz');
    const b = await h.app.inject('/healthz');
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });

  it("sends the docs' static index to the docs, with or without a query, instead of to itself", async () => {
    for (const url of [
      '/bff/docs/static/index.html',
      '/bff/docs/static/index.html?x',
      '/bff/docs/static/index.html?url=//evil.example',
    ]) {
      const res = await h.app.inject(url);
      expect(res.statusCode, url).toBe(302);
      const location = res.headers.location as string;
      expect(location, url).not.toContain('static/index.html');
      expect(location.startsWith('/bff/docs'), url).toBe(true);
      expect((await h.app.inject(location)).statusCode, location).toBe(200);
    }
  });
});
