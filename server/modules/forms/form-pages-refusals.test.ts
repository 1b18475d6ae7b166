import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import { FORM, GOOD, replyIn, serveFormPages } from './form-pages.fixtures.ts';

describe('forms posted without scripts', () => {
  const forms = serveFormPages();
  const { post, send } = forms;

  it('answers too many posts from one address, and a body over the limit, with the page and the reason', async () => {
    const from = '192.0.2.77';
    for (let i = 0; i < 3; i++) expect((await post('/career', { ...GOOD, name: '' }, from)).statusCode).toBe(400);
    const limited = await post('/career', GOOD, from);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(replyIn(limited.body)).toEqual({
      sent: false,
      values: {},
      fieldErrors: {},
      message: MESSAGES.tooManyRequests,
    });

    const large = await post('/career', { ...GOOD, message: 'x'.repeat(40_000) });
    expect(large.statusCode).toBe(413);
    expect(replyIn(large.body).message).toBe(MESSAGES.formTooLarge);
  });

  it("shares one budget per address between a form's page and its JSON API", async () => {
    const from = '192.0.2.88';
    for (let i = 0; i < 2; i++)
      expect((await post('/Tc', { name: 'Nobody', admission: `XX-${i}` }, from)).statusCode).toBe(404);
    const json = await send('/bff/tc', {}, { name: 'Nobody', admission: 'XX-2' }, from);
    expect(json.statusCode).toBe(404);
    const page = await post('/Tc', { name: 'Nobody', admission: 'XX-3' }, from);
    expect(page.statusCode, 'the fourth guess, over the limit of 3').toBe(429);
  });

  it("refuses a post sent from another site's page, before it costs the visitor's budget", async () => {
    const before = forms.h.provider.submissions.length;
    for (const headers of [
      { 'sec-fetch-site': 'cross-site', origin: 'null' },
      // Another school's site on the vendor's domain is same-site.
      { 'sec-fetch-site': 'same-site', origin: 'https://other.vendor.example' },
      // A page with no referrer, or in a sandbox, by a browser without Sec-Fetch-Site.
      { origin: 'null' },
      { origin: 'https://elsewhere.example' },
      { origin: 'not a url' },
    ]) {
      const res = await send(
        '/career',
        { 'content-type': FORM, ...headers },
        new URLSearchParams(GOOD).toString(),
        '198.51.100.240',
      );
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(replyIn(res.body).message).toBe(MESSAGES.formFromAnotherSite);
    }
    expect(forms.h.provider.submissions.length).toBe(before);
    const own = await send(
      '/career',
      { 'content-type': FORM, origin: 'http://localhost:80', host: 'localhost:80', 'sec-fetch-site': 'same-origin' },
      new URLSearchParams(GOOD).toString(),
      '198.51.100.240',
    );
    expect(own.statusCode, "the school's own page, from the same address").toBe(200);
    // Our pages keep their origin on their own posts, and send nothing to other sites.
    expect(own.headers['referrer-policy']).toBe('same-origin');
    // An old browser without Sec-Fetch-Site, from our own page.
    const older = await send(
      '/career',
      { 'content-type': FORM, origin: 'http://localhost:80', host: 'localhost:80' },
      new URLSearchParams(GOOD).toString(),
      '198.51.100.241',
    );
    expect(older.statusCode).toBe(200);
  });

  it('answers a flood of refused posts from one page per kind, rendered once, not once per post', async () => {
    const renders = async () =>
      (await forms.h.app.metrics.registry.getMetricsAsJSON())
        .find((m) => m.name === 'bff_page_renders_total')!
        .values.reduce((sum, v) => sum + v.value, 0);
    const before = await renders();
    const refused = async (url: string) =>
      send(
        url,
        { 'content-type': FORM, 'sec-fetch-site': 'cross-site' },
        new URLSearchParams(GOOD).toString(),
        '198.51.100.250',
      );
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => refused(i % 2 ? '/career' : '/Tc')));
    expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([403]));
    expect(replyIn(answers[0]!.body).message).toBe(MESSAGES.formFromAnotherSite);
    expect(answers[0]!.headers['cache-control']).toBe('no-store');
    // Compressed once too: a browser's refusal comes as the held br copy.
    const br = await send(
      '/Tc',
      { 'content-type': FORM, 'sec-fetch-site': 'cross-site', 'accept-encoding': 'br' },
      'name=A&admission=B',
      '198.51.100.250',
    );
    expect([br.statusCode, br.headers['content-encoding']]).toEqual([403, 'br']);
    expect(replyIn(brotliDecompressSync(br.rawPayload).toString()).message).toBe(MESSAGES.formFromAnotherSite);
    // At most one render per form (the career page's may be held from the test before), not 40.
    expect((await renders()) - before).toBeGreaterThanOrEqual(1);
    expect((await renders()) - before).toBeLessThanOrEqual(2);
  });
});
