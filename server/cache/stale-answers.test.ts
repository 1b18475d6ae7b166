import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/messages.ts';
import type { HomeData, ListPage } from '../../shared/types.ts';
import { startHarness } from '../testing/harness.ts';
import { upstreamFailures } from '../testing/recorder.ts';

describe('resilience', () => {
  it('makes exactly one upstream call for 200 concurrent requests on a cold key', async () => {
    const h = await startHarness();
    try {
      h.provider.switches.latencyMs = 150;
      const answers = await Promise.all(Array.from({ length: 200 }, () => h.app.inject('/bff/news')));
      expect(answers.every((r) => r.statusCode === 200)).toBe(true);
      expect(new Set(answers.map((r) => r.body)).size).toBe(1);
      expect(h.provider.callCount('newsAll')).toBe(1);
    } finally {
      await h.close();
    }
  });

  it('serves the stale copy when the provider fails after warm-up (stale-if-error)', async () => {
    const h = await startHarness({ CACHE_TTL_SECONDS: '1' });
    try {
      const routes = ['/bff/home', '/bff/news', '/bff/events', '/bff/gallery', '/bff/toppers?class=X'];
      const warm = new Map<string, string>();
      for (const url of routes) warm.set(url, (await h.app.inject(url)).body);
      const gallery = (await h.app.inject('/bff/gallery?year=all')).json<ListPage<{ id: string }>>();
      const albumUrl = `/bff/gallery/${gallery.items[0]!.id}`;
      warm.set(albumUrl, (await h.app.inject(albumUrl)).body);
      await new Promise((r) => setTimeout(r, 1100));
      for (const failure of [{ failStatus: 500 }, { malformedJson: true }, { htmlError: true }]) {
        Object.assign(h.provider.switches, failure);
        for (const [url, body] of warm) {
          const res = await h.app.inject(url);
          expect(res.statusCode, `${url} ${JSON.stringify(failure)}`).toBe(200);
          expect(res.body, url).toBe(body);
        }
        h.provider.reset();
      }
    } finally {
      await h.close();
    }
  });

  it('covers a failing provider for the TTL plus the stale window, and answers the error shape after it', async () => {
    // The window's exact edges are cache-failures.test.ts's (on a clock moved by hand); here, that the settings reach it.
    // Each wait is measured from when every copy was fetched, so it can only be longer than it says.
    // Two servers, so twice a test's usual time allowance.
    const failingAfter = async (staleSeconds: string, waitMs: number) => {
      const h = await startHarness({ CACHE_TTL_SECONDS: '1', CACHE_STALE_SECONDS: staleSeconds });
      const warm = await h.app.inject('/bff/news');
      await h.app.inject('/bff/home');
      await sleep(waitMs);
      h.provider.switches.failStatus = 500;
      return { h, warm };
    };
    const inside = await failingAfter('3600', 1100);
    try {
      const news = await inside.h.app.inject('/bff/news');
      expect([news.statusCode, news.body]).toEqual([200, inside.warm.body]);
      expect((await inside.h.app.inject('/bff/home')).json<HomeData>().degraded).toEqual([]);
    } finally {
      await inside.h.close();
    }
    const past = await failingAfter('1', 2100);
    try {
      const news = await past.h.app.inject('/bff/news');
      expect(news.statusCode).toBe(502);
      const detail = MESSAGES.providerUnavailable;
      expect(news.json()).toEqual({
        type: 'about:blank',
        title: 'Bad Gateway',
        status: 502,
        detail,
        statusCode: 502,
        error: 'Bad Gateway',
        message: detail,
      });
      // Home names the sections instead of failing the whole answer.
      expect((await past.h.app.inject('/bff/home')).json<HomeData>().degraded).toContain('news');
    } finally {
      await past.h.close();
    }
  }, 40_000);

  it('answers from a stale copy without waiting for its refresh (stale-while-revalidate)', async () => {
    // The refresh hangs for longer than the test may run: an answer that waited for it never comes.
    const h = await startHarness({ CACHE_TTL_SECONDS: '1', UPSTREAM_TIMEOUT_MS: '60000' });
    try {
      const first = await h.app.inject('/bff/events');
      expect(h.provider.callCount('eventsAll')).toBe(1);
      await sleep(1100);
      h.provider.switches.hang = true;
      const stale = await h.app.inject('/bff/events');
      expect([stale.statusCode, stale.body]).toEqual([200, first.body]);
      // The refresh went out in the background, and another request joins it instead of calling again.
      await expect.poll(() => h.provider.callCount('eventsAll')).toBe(2);
      expect((await h.app.inject('/bff/events')).body).toBe(first.body);
      expect(h.provider.callCount('eventsAll')).toBe(2);
      expect(upstreamFailures(h)).toEqual([]);
    } finally {
      // The provider first: its close ends the hung refresh, which the BFF's close would wait for.
      await h.provider.close();
      await h.close();
    }
  });
});
