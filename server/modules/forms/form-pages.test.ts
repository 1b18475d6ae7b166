import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormReply } from '../../../shared/form-reply.ts';
import { CAREER_FIELD_MESSAGES, MESSAGES } from '../../../shared/messages.ts';
import { startHarness, type Harness } from '../../testing/harness.ts';

// The forms posted without scripts: urlencoded to their own pages, answered with the page rendered
// with the outcome (here a stand-in server entry that prints the reply it was given).

const ENTRY = `
export function pageCacheKey(url) {
  return { key: url.pathname, form: true, textOnly: false };
}
export async function loadPage(url) {
  return { statusCode: 200, url };
}
export async function renderPage(context, origin, reply) {
  return { html: '<h1>' + context.url + '</h1><pre id="reply">' + JSON.stringify(reply ?? null).replace(/</g, '\\\\u003c') + '</pre>', head: '', hydration: '{}' };
}
`;

const FORM = 'application/x-www-form-urlencoded';
const GOOD = {
  name: 'Priya Nair',
  email: 'priya.nair@example.com',
  phone: '+91 98765 43210',
  message: 'PGT Chemistry, eight years.',
};

describe('forms posted without scripts', () => {
  let h: Harness;
  let root: string;
  let address = 0;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'school-form-pages-'));
    mkdirSync(join(root, 'dist'));
    mkdirSync(join(root, 'dist-ssr'));
    writeFileSync(
      join(root, 'dist', 'index.html'),
      '<!doctype html><head><title>School</title></head><div id="root"></div>',
    );
    writeFileSync(join(root, 'dist-ssr', 'entry-server.js'), ENTRY);
    // Refusals answer at once here; their delay is tested in form-limits.test.ts.
    h = await startHarness({ FORM_RATE_LIMIT_MAX: '3', REFUSAL_DELAY_MS: '0' }, { clientDist: join(root, 'dist') });
  });
  afterAll(async () => {
    await h.close();
    rmSync(root, { recursive: true, force: true });
  });

  /** Each post from an address of its own, unless given: the rate limit has a test of its own. */
  const post = (url: string, fields: Record<string, string> | string, remoteAddress = `198.51.100.${++address}`) =>
    h.app.inject({
      method: 'POST',
      url,
      remoteAddress,
      headers: { 'content-type': FORM },
      payload: typeof fields === 'string' ? fields : new URLSearchParams(fields).toString(),
    });

  function replyIn(body: string): FormReply {
    const json = /<pre id="reply">([\s\S]*?)<\/pre>/.exec(body)?.[1];
    expect(json, 'the page was rendered with the form reply').toBeDefined();
    return JSON.parse(json!) as FormReply;
  }

  it('sends a complete career application and answers with the page saying so, the fields emptied', async () => {
    const before = h.provider.submissions.length;
    const res = await post('/career', GOOD);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(replyIn(res.body)).toEqual({ sent: true, values: {}, fieldErrors: {} });
    expect(h.provider.submissions.length).toBe(before + 1);
    expect(h.provider.submissions.at(-1)).toMatchObject(GOOD);
    // Nothing of what was sent is in the server's log.
    const log = h.logs.join('\n');
    for (const value of Object.values(GOOD)) expect(log).not.toContain(value);
  });

  it('refills a wrong career form with a message beside each wrong field, and sends nothing', async () => {
    const before = h.provider.submissions.length;
    const res = await post('/career', {
      name: '  ',
      email: 'priya@localhost',
      phone: GOOD.phone,
      message: GOOD.message,
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['cache-control']).toBe('no-store');
    const reply = replyIn(res.body);
    expect(reply.sent).toBe(false);
    expect(reply.values).toEqual({ name: '  ', email: 'priya@localhost', phone: GOOD.phone, message: GOOD.message });
    expect(reply.fieldErrors).toEqual({
      name: CAREER_FIELD_MESSAGES.empty.name,
      email: CAREER_FIELD_MESSAGES.invalid.email,
    });
    expect(h.provider.submissions.length).toBe(before);
  });

  it('names a missing field, markup in the name and a repeated field, as the JSON API refuses them', async () => {
    const missing = replyIn((await post('/career', { name: GOOD.name, email: GOOD.email, phone: GOOD.phone })).body);
    expect(missing.fieldErrors).toEqual({ message: CAREER_FIELD_MESSAGES.empty.message });
    const markup = replyIn((await post('/career', { ...GOOD, name: '<b>Priya</b>' })).body);
    expect(markup.fieldErrors).toEqual({ name: CAREER_FIELD_MESSAGES.invalid.name });
    const repeated = await post('/career', `${new URLSearchParams(GOOD).toString()}&phone=123456789`);
    expect(repeated.statusCode).toBe(400);
    expect(Object.keys(replyIn(repeated.body).fieldErrors)).toEqual(['phone']);
  });

  it("keeps what was typed when the provider fails, with the visitor's message and not the provider's", async () => {
    h.provider.switches.failStatus = 500;
    h.provider.switches.only = ['form', 'tc'];
    try {
      const res = await post('/career', GOOD);
      expect(res.statusCode).toBe(502);
      expect(replyIn(res.body)).toEqual({ sent: false, values: GOOD, fieldErrors: {}, message: MESSAGES.careerFailed });
      const tc = await post('/Tc', h.provider.tcStudents[0]!);
      expect(tc.statusCode).toBe(502);
      expect(replyIn(tc.body).message).toBe(MESSAGES.tcFailed);
    } finally {
      h.provider.reset();
    }
  });

  it("shows a known student's certificate in the browser, never cached, the details in no log line", async () => {
    const student = h.provider.tcStudents[0]!;
    const res = await post('/Tc', {
      name: ` ${student.name.toLowerCase()} `,
      admission: student.admission.toLowerCase(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['content-disposition']).toBe('inline; filename="tc.jpg"');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const log = h.logs.join('\n');
    expect(log).not.toContain(student.name);
    expect(log).not.toContain(student.admission);
  });

  it('answers an unknown student and an empty field with the TC page, the details kept', async () => {
    const unknown = await post('/Tc', { name: 'Nobody Known', admission: 'XX-0000' });
    expect(unknown.statusCode).toBe(404);
    expect(replyIn(unknown.body)).toEqual({
      sent: false,
      values: { name: 'Nobody Known', admission: 'XX-0000' },
      fieldErrors: {},
      message: MESSAGES.tcNotFound,
    });
    const empty = await post('/Tc', { name: 'Asha', admission: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(replyIn(empty.body)).toEqual({
      sent: false,
      values: { name: 'Asha', admission: ' ' },
      fieldErrors: { admission: MESSAGES.tcEmptyField },
      message: MESSAGES.tcEmptyField,
    });
  });

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

  it('takes a message of 3,000 Hindi letters, 27 KB once percent-encoded', async () => {
    const before = h.provider.submissions.length;
    const message = 'नमस्ते'.repeat(500);
    expect(message.length).toBe(3000);
    const res = await post('/career', { ...GOOD, message });
    expect(res.statusCode).toBe(200);
    expect(h.provider.submissions.length).toBe(before + 1);
  });

  it("checks what was typed as the page's script sends it, trimmed", async () => {
    const res = await post('/career', { ...GOOD, phone: `  ${GOOD.phone} `, name: ` ${GOOD.name}` });
    expect(res.statusCode).toBe(200);
    expect(h.provider.submissions.at(-1)).toMatchObject({ phone: GOOD.phone, name: GOOD.name });
  });

  it("shares one budget per address between a form's page and its JSON API", async () => {
    const from = '192.0.2.88';
    for (let i = 0; i < 2; i++)
      expect((await post('/Tc', { name: 'Nobody', admission: `XX-${i}` }, from)).statusCode).toBe(404);
    const json = await h.app.inject({
      method: 'POST',
      url: '/bff/tc',
      remoteAddress: from,
      payload: { name: 'Nobody', admission: 'XX-2' },
    });
    expect(json.statusCode).toBe(404);
    const page = await post('/Tc', { name: 'Nobody', admission: 'XX-3' }, from);
    expect(page.statusCode, 'the fourth guess, over the limit of 3').toBe(429);
  });

  it("refuses a post sent from another site's page, before it costs the visitor's budget", async () => {
    const before = h.provider.submissions.length;
    for (const headers of [
      { 'sec-fetch-site': 'cross-site', origin: 'null' },
      // Another school's site on the vendor's domain is same-site.
      { 'sec-fetch-site': 'same-site', origin: 'https://other.vendor.example' },
      // A page with no referrer, or in a sandbox, by a browser without Sec-Fetch-Site.
      { origin: 'null' },
      { origin: 'https://elsewhere.example' },
      { origin: 'not a url' },
    ]) {
      const res = await h.app.inject({
        method: 'POST',
        url: '/career',
        remoteAddress: '198.51.100.240',
        headers: { 'content-type': FORM, ...headers },
        payload: new URLSearchParams(GOOD).toString(),
      });
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(replyIn(res.body).message).toBe(MESSAGES.formFromAnotherSite);
    }
    expect(h.provider.submissions.length).toBe(before);
    const own = await h.app.inject({
      method: 'POST',
      url: '/career',
      remoteAddress: '198.51.100.240',
      headers: {
        'content-type': FORM,
        origin: 'http://localhost:80',
        host: 'localhost:80',
        'sec-fetch-site': 'same-origin',
      },
      payload: new URLSearchParams(GOOD).toString(),
    });
    expect(own.statusCode, "the school's own page, from the same address").toBe(200);
    // Our pages keep their origin on their own posts, and send nothing to other sites.
    expect(own.headers['referrer-policy']).toBe('same-origin');
    // An old browser without Sec-Fetch-Site, from our own page.
    const older = await h.app.inject({
      method: 'POST',
      url: '/career',
      remoteAddress: '198.51.100.241',
      headers: { 'content-type': FORM, origin: 'http://localhost:80', host: 'localhost:80' },
      payload: new URLSearchParams(GOOD).toString(),
    });
    expect(older.statusCode).toBe(200);
  });

  it('answers a flood of refused posts from one page per kind, rendered once, not once per post', async () => {
    const renders = async () =>
      (await h.app.metrics.registry.getMetricsAsJSON())
        .find((m) => m.name === 'bff_page_renders_total')!
        .values.reduce((sum, v) => sum + v.value, 0);
    const before = await renders();
    const refused = async (url: string) =>
      h.app.inject({
        method: 'POST',
        url,
        remoteAddress: '198.51.100.250',
        headers: { 'content-type': FORM, 'sec-fetch-site': 'cross-site' },
        payload: new URLSearchParams(GOOD).toString(),
      });
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => refused(i % 2 ? '/career' : '/Tc')));
    expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([403]));
    expect(replyIn(answers[0]!.body).message).toBe(MESSAGES.formFromAnotherSite);
    expect(answers[0]!.headers['cache-control']).toBe('no-store');
    // Compressed once too: a browser's refusal comes as the held br copy.
    const br = await h.app.inject({
      method: 'POST',
      url: '/Tc',
      remoteAddress: '198.51.100.250',
      headers: { 'content-type': FORM, 'sec-fetch-site': 'cross-site', 'accept-encoding': 'br' },
      payload: 'name=A&admission=B',
    });
    expect([br.statusCode, br.headers['content-encoding']]).toEqual([403, 'br']);
    expect(replyIn(brotliDecompressSync(br.rawPayload).toString()).message).toBe(MESSAGES.formFromAnotherSite);
    // At most one render per form (the career page's may be held from the test before), not 40.
    expect((await renders()) - before).toBeGreaterThanOrEqual(1);
    expect((await renders()) - before).toBeLessThanOrEqual(2);
  });

  it('says which TC field is longer than any record, and keeps both', async () => {
    const res = await post('/Tc', { name: 'A'.repeat(121), admission: 'SC1' });
    expect(res.statusCode).toBe(400);
    expect(replyIn(res.body)).toEqual({
      sent: false,
      values: { name: 'A'.repeat(121), admission: 'SC1' },
      fieldErrors: { name: MESSAGES.tcFieldTooLong },
      message: MESSAGES.tcFieldTooLong,
    });
  });

  it('reads no fields from other bodies, and keeps the JSON API as it was', async () => {
    const before = h.provider.submissions.length;
    // A text/plain form (enctype="text/plain") is a string: no field is read from it.
    const text = await h.app.inject({
      method: 'POST',
      url: '/career',
      remoteAddress: '198.51.100.250',
      headers: { 'content-type': 'text/plain' },
      payload: 'name=Priya',
    });
    expect(text.statusCode).toBe(400);
    expect(Object.keys(replyIn(text.body).fieldErrors)).toEqual(['name', 'email', 'phone', 'message']);
    const xml = await h.app.inject({
      method: 'POST',
      url: '/career',
      remoteAddress: '198.51.100.249',
      headers: { 'content-type': 'application/xml' },
      payload: '<name/>',
    });
    expect(xml.statusCode).toBe(400);
    expect(replyIn(xml.body).message).toBe(MESSAGES.formUnreadable);
    expect(h.provider.submissions.length).toBe(before);
    const json = await h.app.inject({
      method: 'POST',
      url: '/bff/career',
      remoteAddress: '198.51.100.251',
      payload: GOOD,
    });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toEqual({ message: MESSAGES.careerSuccess });
  });
});
