import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TC_STUDENTS } from '../demo-provider/app.ts';
import { type Answer, BROWSER, hitsOf, send, useVarnish, xCache } from './varnish.ts';

// The forms behind the shipped edge: every post and form page reaches the site, and each visitor
// keeps a form budget of their own, whatever X-Forwarded-For they send.

describe('behind Varnish (examples/varnish/default.vcl)', () => {
  const v = useVarnish('forms');
  const { get, served } = v;

  it('passes every form to the site: the posts, and the no-cache form pages', async () => {
    const before = v.provider.submissions.length;
    const application = JSON.stringify({
      name: 'Varnish Test',
      email: 'varnish@example.org',
      phone: '+91 98765 43210',
      message: 'Cached? No.',
    });
    const careers: Answer[] = [];
    for (let i = 0; i < 2; i++)
      careers.push(await send(v.base, 'POST', '/bff/career', { 'content-type': 'application/json' }, application));
    expect(careers.map((a) => a.status)).toEqual([200, 200]);
    expect(careers.map(xCache)).toEqual(['MISS', 'MISS']);
    // Both reached the provider.
    expect(v.provider.submissions.length - before).toBe(2);

    const student = TC_STUDENTS[0]!;
    const form = new URLSearchParams({ name: student.name, admission: student.admission }).toString();
    const certificates: Answer[] = [];
    for (let i = 0; i < 2; i++)
      certificates.push(
        await send(v.base, 'POST', '/Tc', { 'content-type': 'application/x-www-form-urlencoded' }, form),
      );
    // The TC page holding the certificate (a data: URL), never kept by Varnish.
    expect(certificates.map((a) => [a.status, a.headers['content-type']])).toEqual([
      [200, 'text/html; charset=utf-8'],
      [200, 'text/html; charset=utf-8'],
    ]);
    expect(certificates.map(xCache)).toEqual(['MISS', 'MISS']);

    const pages: Answer[] = [];
    for (let i = 0; i < 2; i++) pages.push(await get('/career', { 'accept-encoding': BROWSER }));
    expect(pages.map((a) => [a.status, xCache(a)])).toEqual([
      [200, 'MISS'],
      [200, 'MISS'],
    ]);
    served.push(`POST /bff/career ${hitsOf(careers)}, POST /Tc ${hitsOf(certificates)}, GET /career ${hitsOf(pages)}`);
  });

  it("keeps each visitor's form budget their own behind it, and a forged X-Forwarded-For changes nothing", async () => {
    const json = { 'content-type': 'application/json' };
    const guess = (from: string, at = v.base, headers: Record<string, string> = {}) =>
      send(at, 'POST', '/bff/tc', { ...json, ...headers }, JSON.stringify({ name: 'Nobody', admission: 'X0' }), from);
    const statuses = async (from: string, at = v.base, forge = false) => {
      const seen: number[] = [];
      for (let i = 0; i < 11; i++)
        seen.push((await guess(from, at, forge ? { 'x-forwarded-for': `203.0.113.${i + 1}` } : {})).status);
      return seen;
    };
    const budget = [...Array<number>(10).fill(404), 429];
    // One visitor spends the budget; the next, behind the same Varnish, still gets the certificate.
    expect(await statuses('127.0.0.2')).toEqual(budget);
    const student = TC_STUDENTS[1]!;
    const right = { name: student.name, admission: student.admission };
    const json200 = await send(v.base, 'POST', '/bff/tc', json, JSON.stringify(right), '127.0.0.3');
    expect([json200.status, json200.headers['content-type']]).toEqual([200, 'image/jpeg']);
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const page200 = await send(v.base, 'POST', '/Tc', form, new URLSearchParams(right).toString(), '127.0.0.3');
    expect([page200.status, page200.headers['content-type']]).toEqual([200, 'text/html; charset=utf-8']);
    // A new X-Forwarded-For on every guess, through Varnish (it appends the real address) or
    // straight to the site (whose TRUST_PROXY names only Varnish), is still one visitor.
    expect(await statuses('127.0.0.4', v.base, true)).toEqual(budget);
    expect(await statuses('127.0.0.5', v.site.base, true)).toEqual(budget);
    // The site's log names each visitor, not Varnish.
    const logged = () => readFileSync(v.logPath, 'utf8');
    for (const visitor of ['127.0.0.2', '127.0.0.3', '127.0.0.4', '127.0.0.5'])
      await expect.poll(() => logged().includes(`"ip":"${visitor}"`), { timeout: 10_000 }).toBe(true);
    expect(logged()).not.toContain('"ip":"203.0.113.');
    served.push('TC guesses: 127.0.0.2 429 on the 11th, 127.0.0.3 200 (JSON and page); forged XFF 429 on the 11th');
  });
});
