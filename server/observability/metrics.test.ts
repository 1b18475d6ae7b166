import { describe, expect, it } from 'vitest';
import { buildMetricsServer, hasBearer } from './metrics.ts';
import { startHarness } from '../testing/harness.ts';

const TOKEN = 'metrics-token-0123456789';

/** The value of one sample line, e.g. bff_cache_events_total{event="hit",source="newsAll"}. */
function sample(text: string, name: string, labels: Record<string, string>): number {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && wanted.every((w) => l.includes(w)));
  return line ? Number(line.split(' ').pop()) : 0;
}

describe('/metrics', () => {
  it('is refused without the token and absent when no token is configured', async () => {
    const h = await startHarness({ METRICS_TOKEN: TOKEN });
    const without = await startHarness();
    try {
      expect((await h.app.inject('/metrics')).statusCode).toBe(401);
      expect(
        (await h.app.inject({ url: '/metrics', headers: { authorization: 'Bearer wrong-token-0123456789' } }))
          .statusCode,
      ).toBe(401);
      expect((await without.app.inject('/metrics')).statusCode).toBe(404);
    } finally {
      await h.close();
      await without.close();
    }
    expect(hasBearer(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(hasBearer(undefined, TOKEN)).toBe(false);
  });

  it('shows cache, upstream, request and rate-limit counters moving as the provider warms, hits and fails', async () => {
    const h = await startHarness({ METRICS_TOKEN: TOKEN, CACHE_TTL_SECONDS: '1', FORM_RATE_LIMIT_MAX: '1' });
    const read = async () =>
      (await h.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body;
    try {
      await h.app.inject('/bff/news'); // miss: one upstream call
      await h.app.inject('/bff/news'); // hit
      await new Promise((r) => setTimeout(r, 1100));
      h.provider.switches.failStatus = 500;
      await h.app.inject('/bff/news'); // stale answer, background refresh fails
      await h.app.inject('/bff/events'); // cold key fails: 502
      await new Promise((r) => setTimeout(r, 100));
      h.provider.reset();
      await h.app.inject({ method: 'POST', url: '/bff/career', payload: {} });
      await h.app.inject({ method: 'POST', url: '/bff/career', payload: {} }); // over the limit of 1
      const text = await read();
      expect(sample(text, 'bff_cache_events_total', { event: 'miss', source: 'newsAll' })).toBe(1);
      expect(sample(text, 'bff_cache_events_total', { event: 'hit', source: 'newsAll' })).toBe(1);
      expect(sample(text, 'bff_cache_events_total', { event: 'stale', source: 'newsAll' })).toBe(1);
      expect(sample(text, 'bff_cache_events_total', { event: 'refresh-failed', source: 'newsAll' })).toBe(1);
      expect(sample(text, 'bff_cache_events_total', { event: 'load-failed', source: 'eventsAll' })).toBe(1);
      expect(sample(text, 'bff_upstream_duration_seconds_count', { route: 'newsAll', outcome: 'ok' })).toBe(1);
      expect(sample(text, 'bff_upstream_errors_total', { route: 'newsAll', outcome: 'status' })).toBe(1);
      expect(sample(text, 'bff_upstream_errors_total', { route: 'eventsAll', outcome: 'status' })).toBe(1);
      expect(sample(text, 'http_request_duration_seconds_count', { route: '/bff/news', status: '200' })).toBe(3);
      expect(sample(text, 'http_request_duration_seconds_count', { route: '/bff/events', status: '502' })).toBe(1);
      expect(sample(text, 'bff_rate_limited_total', { route: '/bff/career' })).toBe(1);
      expect(text).toContain('process_cpu_seconds_total');
      expect(text).not.toContain(h.token);
    } finally {
      await h.close();
    }
  });

  it('can be served by a listener of its own', async () => {
    const h = await startHarness();
    const server = buildMetricsServer(h.app.metrics);
    try {
      await h.app.inject('/bff/news');
      const res = await server.inject('/metrics');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/plain');
      expect(res.body).toContain('bff_cache_events_total{school="DEMO01",event="miss",source="newsAll"} 1');
    } finally {
      await server.close();
      await h.close();
    }
  });

  it('tells an operator the provider refuses the token: /metrics names the state, /readyz is 503 with the reason', async () => {
    const h = await startHarness({ METRICS_TOKEN: TOKEN }, { providerToken: 'wrong-token' });
    const read = async () =>
      (await h.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body;
    try {
      // Nothing asked of the provider yet.
      expect(sample(await read(), 'bff_provider_state', { state: 'unknown' })).toBe(1);
      // The public lists still answer; the ones that need the token do not.
      expect((await h.app.inject('/bff/news')).statusCode).toBe(200);
      const ready = await h.app.inject('/readyz');
      expect(ready.statusCode).toBe(503);
      expect(ready.json().reason).toMatch(
        /^the provider refuses the token \(PROVIDER_TOKEN, SCHOOL_CODE\) for notification/,
      );
      const text = await read();
      expect(sample(text, 'bff_provider_state', { state: 'token-rejected' })).toBe(1);
      expect(sample(text, 'bff_provider_state', { state: 'up' })).toBe(0);
      expect(sample(text, 'bff_provider_state', { state: 'unknown' })).toBe(0);
      expect(text).toMatch(/^bff_build_info\{version="\d+\.\d+\.\d+",node="\d+\.\d+\.\d+"\} 1$/m);
      expect(text).toMatch(/^bff_content_info\{school="DEMO01",version="[^"]+"\} 1$/m);
      expect(text).not.toContain('wrong-token');
    } finally {
      await h.close();
    }
  });
});
