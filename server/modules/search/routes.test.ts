import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import type { SearchAnswer } from '../../../shared/types.ts';
import { startHarness, type Harness } from '../../testing/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const search = async (q: string, headers: Record<string, string> = {}) =>
  h.app.inject({ url: `/bff/search?q=${encodeURIComponent(q)}`, headers });

describe('GET /bff/search', () => {
  it('finds the fee structure and the admissions page first, grouped by kind, with marked snippets', async () => {
    const fee = await search('fee');
    expect(fee.statusCode).toBe(200);
    const body = fee.json<SearchAnswer>();
    expect(body.q).toBe('fee');
    expect(body.groups[0]!.kind).toBe('page');
    expect(body.groups[0]!.hits[0]!.url).toBe('/feestructure');
    expect(
      body.groups[0]!.hits.some((hit) => hit.snippet.some((part) => part.mark && /^fees?$/i.test(part.text))),
    ).toBe(true);
    expect(body.missing).toEqual([]);
    const admission = (await search('admission')).json<SearchAnswer>();
    expect(admission.groups[0]!.hits[0]!.url).toBe('/registration');
  });

  it('finds the school timings on the contact page, not the examination time table', async () => {
    for (const q of ['school timing', 'timings']) {
      const body = (await search(q)).json<SearchAnswer>();
      expect(body.groups[0]!.hits[0]!.url, q).toBe('/contact');
    }
    expect((await search('timetable')).json<SearchAnswer>().groups[0]!.hits[0]!.url).toBe('/timetable');
  });

  it("searches the provider's news, notices and albums too", async () => {
    const news = (await h.app.inject('/bff/news?year=all')).json<{ items: Array<{ id: string; title: string }> }>()
      .items[0]!;
    const found = (await search(news.title)).json<SearchAnswer>();
    const hits = found.groups.find((group) => group.kind === 'news')?.hits ?? [];
    expect(hits.map((hit) => hit.url)).toContain(`/news?id=${encodeURIComponent(news.id)}`);
  });

  it('is cached per query with an ETag, and the same words in other case or spacing are one entry', async () => {
    const first = await search('Fee  Structure');
    expect(first.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    const again = await search(' fee structure ', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('refuses a missing or overlong query with 400 and a hint, and answers no groups for no words', async () => {
    expect((await h.app.inject('/bff/search')).statusCode).toBe(400);
    expect((await search('x'.repeat(201))).statusCode).toBe(400);
    const empty = await search('  ');
    expect(empty.statusCode).toBe(200);
    expect(empty.json<SearchAnswer>().groups).toEqual([]);
  });

  it('says which lists it could not search while the provider fails with nothing cached, and is kept briefly', async () => {
    const cold = await startHarness();
    try {
      cold.provider.switches.failStatus = 500;
      const res = await cold.app.inject('/bff/search?q=fee');
      expect(res.statusCode).toBe(200);
      const body = res.json<SearchAnswer>();
      expect(body.missing).toEqual(['news', 'event', 'notice', 'album']);
      expect(body.groups[0]!.hits[0]!.url).toBe('/feestructure');
      expect(res.headers['cache-control']).toBe('public, max-age=5, stale-while-revalidate=0, stale-if-error=0');
      expect(res.body).not.toMatch(/Internal Server Error|upstream|demo-provider/i);
    } finally {
      await cold.close();
    }
  });

  it('lets one address make PAGE_RENDERS_PER_MINUTE new searches a minute; held answers and other addresses are not counted', async () => {
    const limited = await startHarness({ PAGE_RENDERS_PER_MINUTE: '3', REFUSAL_DELAY_MS: '0' });
    try {
      const ask = (q: string, remoteAddress = '10.9.0.1') =>
        limited.app.inject({ url: `/bff/search?q=${encodeURIComponent(q)}`, remoteAddress });
      const statuses: number[] = [];
      for (const q of ['fee', 'uniform', 'holiday', 'transport']) statuses.push((await ask(q)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const refused = await ask('transport');
      expect(refused.json<{ message: string }>().message).toBe(MESSAGES.tooManySearches);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // Held answers, asked again however often, and a new search from someone else.
      for (let i = 0; i < 5; i++) expect((await ask('fee')).statusCode).toBe(200);
      expect((await ask('transport', '10.9.0.2')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
