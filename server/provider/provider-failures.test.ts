import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/messages.ts';
import type { HomeData, ListPage } from '../../shared/types.ts';
import { startHarness } from '../testing/harness.ts';
import { upstreamFailures } from '../testing/recorder.ts';

describe('resilience', () => {
  it('answers 502 (a list) and a degraded home once the upstream timeout fires when the provider hangs', async () => {
    const h = await startHarness({ UPSTREAM_TIMEOUT_MS: '800' });
    try {
      h.provider.switches.hang = true;
      const news = await h.app.inject('/bff/news');
      expect(news.statusCode).toBe(502);
      expect(news.json().message).toBe(MESSAGES.providerUnavailable);
      expect(h.provider.callCount('newsAll')).toBe(1);
      expect(upstreamFailures(h)).toEqual([{ upstream: 'newsAll', outcome: 'timeout' }]);
      const home = await h.app.inject('/bff/home');
      expect(home.statusCode).toBe(200);
      const data = home.json<HomeData>();
      expect(data.degraded.sort()).toEqual([
        'birthdays',
        'events',
        'gallery',
        'highlights',
        'news',
        'notifications',
        'registration',
        'toppers',
      ]);
      expect(data.news).toEqual([]);
      expect(home.headers['cache-control']).toContain('max-age=5');
      expect(upstreamFailures(h).every((f) => f.outcome === 'timeout')).toBe(true);
      expect((await h.app.inject('/readyz')).statusCode).toBe(503);
    } finally {
      await h.close();
    }
  });

  it('bounds a whole upstream call, not each gap: a provider that drips a byte a second is cut at the timeout', async () => {
    // Longer than the drip's one-second gaps, so only the bound on the whole call can end it.
    const h = await startHarness({ UPSTREAM_TIMEOUT_MS: '1500' });
    try {
      // One call to find (and publish) a photo: a warm-up that must beat the short timeout.
      const events = (await h.app.inject('/bff/events?year=all')).json<ListPage<{ image: string | null }>>();
      const photoUrl = events.items.find((e) => e.image)!.image!;
      h.provider.reset();
      h.app.schools.all[0]!.upstream.clear();
      h.logs.length = 0;
      h.provider.switches.drip = true;
      const news = await h.app.inject('/bff/news');
      expect(news.statusCode).toBe(502);
      expect(news.json().message).toBe(MESSAGES.providerUnavailable);
      expect(upstreamFailures(h)).toEqual([{ upstream: 'newsAll', outcome: 'timeout' }]);
      // A resize reads the whole original first: the same deadline holds for it.
      const photo = await h.app.inject(`${photoUrl}?w=320`);
      expect(photo.statusCode).toBe(502);
    } finally {
      await h.close();
    }
  });

  it('knows a refusal from its status: a 404 whose body drips is answered without waiting for the body', async () => {
    // A wait for the dripping body would end at the upstream timeout, as a 502.
    const h = await startHarness({ UPSTREAM_TIMEOUT_MS: '10000' });
    try {
      await h.app.inject('/bff/home');
      h.logs.length = 0;
      h.provider.switches.drip = true;
      // A birthday photo the list names but the provider lacks: published, so the provider is asked.
      const missing = `/bff/media/${h.provider.data.missingPaths[0]!}`;
      expect((await h.app.inject(missing)).statusCode).toBe(404);
      expect((await h.app.inject(`${missing}?w=320`)).statusCode).toBe(404);
      expect(upstreamFailures(h)).toEqual([]);
    } finally {
      await h.close();
    }
  });

  it('refuses a provider answer over the size limit without holding it, and says the provider failed', async () => {
    const h = await startHarness({});
    try {
      h.provider.switches.oversized = true;
      const news = await h.app.inject('/bff/news');
      expect(news.statusCode).toBe(502);
      expect(news.json().message).toBe(MESSAGES.providerUnavailable);
    } finally {
      await h.close();
    }
  });

  it('confirms a career form the provider took (2xx) even when its answer drips, and never one it did not', async () => {
    // A wait for the dripping body would end at the upstream timeout, as a failure.
    const h = await startHarness({ UPSTREAM_TIMEOUT_MS: '10000' });
    const send = () =>
      h.app.inject({
        method: 'POST',
        url: '/bff/career',
        payload: { name: 'Asha', email: 'asha@example.com', phone: '9876543210', message: 'Teaching post' },
      });
    try {
      h.provider.switches.drip = true;
      const dripped = await send();
      expect(dripped.statusCode).toBe(200);
      expect(dripped.json().message).toBe(MESSAGES.careerSuccess);
      expect(h.provider.submissions).toHaveLength(1);
      expect(upstreamFailures(h)).toEqual([]);
      h.provider.reset();
      h.provider.switches.malformedJson = true;
      expect((await send()).statusCode).toBe(200);
      expect(h.provider.submissions).toHaveLength(2);
      h.provider.reset();
      h.provider.switches.htmlError = true;
      const refused = await send();
      expect(refused.statusCode).toBe(502);
      expect(refused.json().message).toBe(MESSAGES.careerFailed);
      expect(h.provider.submissions).toHaveLength(2);
    } finally {
      await h.close();
    }
  });

  it('names only the failing sections of the home page', async () => {
    const h = await startHarness();
    try {
      h.provider.switches.failStatus = 503;
      h.provider.switches.only = ['birthdays', 'topper'];
      const home = (await h.app.inject('/bff/home')).json<HomeData>();
      expect(home.degraded.sort()).toEqual(['birthdays', 'toppers']);
      expect(home.birthdays).toEqual([]);
      expect(home.toppers).toEqual({
        X: { session: null, items: [], fellBack: false },
        XII: { session: null, items: [], fellBack: false },
      });
      expect(home.news.length).toBeGreaterThan(0);
    } finally {
      await h.close();
    }
  });
});
