import { describe, expect, it } from 'vitest';
import type { HomeData } from '../../shared/types.ts';
import { startHarness } from '../testing/harness.ts';

describe('resilience', () => {
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
});
