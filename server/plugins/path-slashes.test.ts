import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../testing/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

describe('paths with a doubled leading slash', () => {
  it('are sent to the path with one slash, never to another host', async () => {
    for (const [url, location] of [
      ['//anything/', '/anything/'],
      ['///news?year=2025', '/news?year=2025'],
      ['//evil.example/x?next=//y', '/evil.example/x?next=//y'],
      ['//', '/'],
    ]) {
      const res = await h.app.inject(url!);
      expect([url, res.statusCode, res.headers.location]).toEqual([url, 301, location]);
    }
  });

  it('leave other paths alone, and a missing file under a GET route is a 404, not a 405', async () => {
    expect((await h.app.inject('/bff/news')).statusCode).toBe(200);
    const missing = await h.app.inject('/bff/docs/static/nonexistent.js');
    expect(missing.statusCode).toBe(404);
    expect((await h.app.inject({ method: 'DELETE', url: '/bff/news' })).statusCode).toBe(405);
  });
});
