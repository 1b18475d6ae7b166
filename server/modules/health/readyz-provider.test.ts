import { describe, expect, it } from 'vitest';
import { startHarness } from '../../testing/harness.ts';

const METRICS_TOKEN = 'metrics-token-for-tests';

/** The lines the server logged with `msg`, parsed. */
const logged = (logs: string[], msg: string) =>
  logs.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.msg === msg);

describe('/readyz and the provider state while caches stand in', () => {
  it('says the provider is down at once, stays ready, and says it is back at its first answer', async () => {
    const h = await startHarness({ METRICS_TOKEN, PROVIDER_PROBE_SECONDS: '0' });
    const state = async () => {
      const text = (await h.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } }))
        .body;
      return /^bff_provider_state\{[^}]*state="([a-z-]+)"[^}]*\} 1$/m.exec(text)?.[1];
    };
    try {
      expect(await state()).toBe('unknown');
      expect((await h.app.inject('/bff/home')).statusCode).toBe(200);
      expect(await state()).toBe('up');
      const ready = await h.app.inject('/readyz');
      expect([ready.statusCode, ready.json().down]).toEqual([200, undefined]);

      // Stopped: every list is cached and fresh, so only the probe of /readyz asks the provider.
      h.provider.switches.failStatus = 503;
      const down = await h.app.inject('/readyz');
      expect(down.statusCode).toBe(200);
      expect(down.json().down.provider).toMatch(
        /^127\.0\.0\.1:\d+ fails \(highlight: status 503\); cached copies answer$/,
      );
      expect(await state()).toBe('failing');
      expect((await h.app.inject('/bff/home')).statusCode).toBe(200);

      // Back: the next call answered (a probe, or here a list) makes it up.
      h.provider.switches.failStatus = null;
      h.app.schools.all[0]!.upstream.clear();
      expect((await h.app.inject('/bff/news')).statusCode).toBe(200);
      expect(await state()).toBe('up');
      expect((await h.app.inject('/readyz')).json().down).toBeUndefined();

      // One line per change, naming the provider and the call that changed it; never the token.
      const changes = logged(h.logs, 'provider state changed');
      expect(changes.map((line) => [line.level, line.previous, line.health])).toEqual([
        [30, 'unknown', 'up'],
        [40, 'up', 'failing'],
        [30, 'failing', 'up'],
      ]);
      expect(changes[1]).toMatchObject({ upstream: 'highlight', outcome: 'status', status: 503 });
      expect(changes[1]!.provider).toMatch(/^127\.0\.0\.1:\d+$/);
      expect(h.logs.join('\n')).not.toContain(h.token);
    } finally {
      await h.close();
    }
  });

  it('stays unready while a provider that never answered keeps failing, however often it is asked', async () => {
    const h = await startHarness({ PROVIDER_PROBE_SECONDS: '0' });
    try {
      h.provider.switches.failStatus = 503;
      // A failed load leaves nothing to stand in (a load under way is no copy either).
      for (let i = 0; i < 4; i++) {
        const answer = await h.app.inject('/readyz');
        expect(answer.statusCode, `check ${i + 1}`).toBe(503);
        expect(answer.json()).toMatchObject({
          reason: 'provider unreachable and nothing cached yet',
          down: { provider: expect.not.stringMatching(/cached copies answer/) as unknown },
        });
      }
    } finally {
      await h.close();
    }
  });

  it('asks the provider at most once per interval however often /readyz is polled', async () => {
    const h = await startHarness();
    try {
      expect((await h.app.inject('/bff/home')).statusCode).toBe(200);
      h.provider.reset();
      for (let i = 0; i < 20; i++) expect((await h.app.inject('/readyz')).statusCode).toBe(200);
      expect(h.provider.callCount('highlight')).toBe(1);
    } finally {
      await h.close();
    }
  });
});
