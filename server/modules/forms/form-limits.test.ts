import type { InjectOptions } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { TC_STUDENTS } from '../../../demo-provider/app.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { startHarness, type Harness } from '../../testing/harness.ts';

// Who a form's budget belongs to: an IPv4 address, or an IPv6 /64 (one home or phone network),
// and a ceiling on TC lookups over every address together.

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const wrong = { name: 'Nobody', admission: 'X0' };
const lookup = (app: Harness['app'], remoteAddress: string, body: object = wrong) =>
  app.inject({ method: 'POST', url: '/bff/tc', payload: body, remoteAddress });

describe('form limits', () => {
  it('counts one IPv6 /64 as one visitor, however many of its addresses guess', async () => {
    h = await startHarness({ FORM_RATE_LIMIT_MAX: '3' });
    const statuses: number[] = [];
    for (let i = 1; i <= 4; i++) statuses.push((await lookup(h.app, `2001:db8:5:7::${i.toString(16)}`)).statusCode);
    expect(statuses).toEqual([404, 404, 404, 429]);
    // The next /64 is someone else.
    expect((await lookup(h.app, '2001:db8:5:8::1')).statusCode).toBe(404);
  });

  it('refuses TC lookups past TC_LOOKUPS_PER_MINUTE from every address together, with a metric and one warning', async () => {
    h = await startHarness({ TC_LOOKUPS_PER_MINUTE: '5' });
    const statuses: number[] = [];
    for (let i = 1; i <= 7; i++) statuses.push((await lookup(h.app, `10.1.0.${i}`)).statusCode);
    expect(statuses).toEqual([404, 404, 404, 404, 404, 429, 429]);
    const student = TC_STUDENTS[0]!;
    const refused = await lookup(h.app, '10.1.0.99', { name: student.name, admission: student.admission });
    expect([refused.statusCode, refused.json<{ message: string }>().message]).toEqual([429, MESSAGES.tcCeiling]);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The career form has a budget of its own.
    const career = { name: 'Asha', email: 'asha@example.com', phone: '9876543210', message: 'Teaching post' };
    expect((await h.app.inject({ method: 'POST', url: '/bff/career', payload: career })).statusCode).toBe(200);
    const metrics = await h.app.metrics.registry.getSingleMetricAsString('bff_rate_limited_total');
    expect(metrics).toMatch(/route="tc \(every address\)"} 3$/m);
    const warnings = h.logs.filter((line) => line.includes('TC_LOOKUPS_PER_MINUTE'));
    expect(warnings).toHaveLength(1);
    expect(JSON.parse(warnings[0]!)).toMatchObject({ level: 40, ceiling: 5 });
  });

  it('answers past a limit only after REFUSAL_DELAY_MS, a TC guess or a new search alike', async () => {
    h = await startHarness({ REFUSAL_DELAY_MS: '1000', FORM_RATE_LIMIT_MAX: '1', PAGE_RENDERS_PER_MINUTE: '1' });
    const timed = async (request: InjectOptions) => {
      const started = performance.now();
      const res = await h!.app.inject(request);
      return { status: res.statusCode, ms: performance.now() - started };
    };
    expect((await lookup(h.app, '10.2.0.1')).statusCode).toBe(404);
    const limited = await timed({ method: 'POST', url: '/bff/tc', payload: wrong, remoteAddress: '10.2.0.1' });
    expect(limited.status).toBe(429);
    // A timer never fires early: the lower bound holds on any host.
    expect(limited.ms).toBeGreaterThanOrEqual(990);
    expect((await h.app.inject({ url: '/bff/search?q=fee', remoteAddress: '10.2.0.2' })).statusCode).toBe(200);
    const search = await timed({ url: '/bff/search?q=uniform', remoteAddress: '10.2.0.2' });
    expect(search.status).toBe(429);
    expect(search.ms).toBeGreaterThanOrEqual(990);
  });
});
