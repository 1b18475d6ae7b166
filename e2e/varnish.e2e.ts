import { randomBytes } from 'node:crypto';
import { createWriteStream, readFileSync, type WriteStream } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoProvider, TC_STUDENTS, type StartedDemoProvider } from '../demo-provider/app.ts';
import { startSiteProcess, type SiteProcess } from '../scripts/lib/site-process.ts';
import { startVarnish, testVcl, type VarnishProcess } from '../scripts/lib/varnish-process.ts';
import { school } from './content.ts';

// The edge we ship (examples/varnish/default.vcl) in front of the site, as docker compose's cache
// profile runs it: cached pages and lists, the encoding each client can read, no errors or forms
// kept, and the pages still served while the provider and then the site itself are down. This
// file stops its provider and site, so it runs its own pair rather than the shared site.

const root = join(import.meta.dirname, '..');
const BROWSER = 'gzip, deflate, br';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  /** As sent, still encoded. */
  raw: Buffer;
}

/**
 * One request with exactly these headers (no Accept-Encoding unless given), its body as sent;
 * `from` is the loopback address it comes from (127.0.0.2 and up are other visitors).
 */
function send(
  base: string,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
  from = '127.0.0.1',
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { method, headers, agent: false, localAddress: from }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, raw: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.setTimeout(20_000, () => req.destroy(new Error(`${method} ${path}: no answer within 20 s`)));
    req.end(body);
  });
}

/** The body as the client reads it, decoded by its Content-Encoding. */
function text(answer: Answer): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.raw).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(answer.raw).toString('utf8');
  if (encoding !== undefined) throw new Error(`unexpected Content-Encoding: ${encoding}`);
  return answer.raw.toString('utf8');
}

const xCache = (answer: Answer) => answer.headers['x-cache'];
/** "hits/requests" of a series, for the summary. */
const hitsOf = (answers: Answer[]) =>
  `${answers.filter((answer) => xCache(answer) === 'HIT').length}/${answers.length} hits`;
/** The id of the cached object that answered (X-Varnish's second id; none on a miss). */
const objectId = (answer: Answer) => String(answer.headers['x-varnish'] ?? '').split(' ')[1];

describe('behind Varnish (examples/varnish/default.vcl)', () => {
  let provider: StartedDemoProvider | undefined;
  let site: SiteProcess | undefined;
  let varnish: VarnishProcess | undefined;
  let log: WriteStream | undefined;
  let base = '';
  /** What each repeated request was answered from, for the one-line summary. */
  const served: string[] = [];

  const get = (path: string, headers: Record<string, string> = {}) => send(base, 'GET', path, headers);

  beforeAll(async () => {
    const token = randomBytes(16).toString('hex');
    provider = await startDemoProvider({ token, schoolCode: 'DEMO01' });
    log = createWriteStream(join(root, 'test-results', 'e2e-varnish-site.log'));
    site = await startSiteProcess({
      logLevel: 'info',
      log,
      // Varnish is the one proxy in front, as in the README's compose setup; it connects from
      // 127.0.0.1, while the test's visitors come from other loopback addresses.
      env: { PROVIDER_URL: provider.url, PROVIDER_TOKEN: token, SCHOOL_CODE: 'DEMO01', TRUST_PROXY: '127.0.0.1' },
    });
    // Ready once the site's health passes through it (the probe has found the site healthy).
    varnish = await startVarnish(
      testVcl(root, Number(new URL(site.base).port)),
      async (at) => (await send(at, 'GET', '/healthz')).status === 200,
    );
    base = varnish.base;
  });

  afterAll(async () => {
    await varnish?.stop();
    await site?.stop().catch(() => undefined);
    await provider?.close().catch(() => undefined);
    log?.end();
    if (served.length > 0) console.log(`varnish e2e: ${served.join('; ')}`);
  });

  it('answers pages and lists from its cache on the second request', async () => {
    for (const path of ['/', '/about', '/news', '/bff/news', '/bff/home']) {
      const first = await get(path, { 'accept-encoding': BROWSER });
      expect(first.status, path).toBe(200);
      expect(xCache(first), `${path}: the first request`).toBe('MISS');
      const again: Answer[] = [];
      for (let i = 0; i < 4; i++) again.push(await get(path, { 'accept-encoding': BROWSER }));
      served.push(`${path} ${hitsOf(again)}`);
      expect(again.map(xCache), path).toEqual(['HIT', 'HIT', 'HIT', 'HIT']);
      // X-Varnish names this request and the cached object that answered it.
      for (const answer of again) expect(String(answer.headers['x-varnish']), path).toMatch(/^\d+ \d+$/);
      expect(
        again.map((answer) => text(answer)),
        path,
      ).toEqual(again.map(() => text(first)));
    }
    expect(text(await get('/', { 'accept-encoding': BROWSER }))).toContain(school.name);
    expect(
      (JSON.parse(text(await get('/bff/news', { 'accept-encoding': BROWSER }))) as { items: unknown[] }).items.length,
    ).toBeGreaterThan(0);
  });

  it('gives a gzip-only client gzip and a br client br, also after the copies are revalidated', async () => {
    const path = '/contact';
    const br = await get(path, { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    const brEtag = String(br.headers.etag);
    expect(brEtag).toMatch(/-br"$/);
    const page = text(br);
    expect(page).toContain('</html>');

    // A gzip client that holds the br copy's ETag still gets a gzip body, not a 304.
    const expectGzip = (answer: Answer, what: string) => {
      expect(answer.status, what).toBe(200);
      expect(answer.headers['content-encoding'], what).toBe('gzip');
      expect(String(answer.headers.etag), what).toMatch(/-gz"$/);
      expect(text(answer), what).toBe(page);
    };
    expectGzip(await get(path, { 'accept-encoding': 'gzip', 'if-none-match': brEtag }), 'gzip with the br ETag');
    const gzip = await get(path, { 'accept-encoding': 'gzip' });
    expectGzip(gzip, 'gzip, cached');
    expect(xCache(gzip)).toBe('HIT');
    expectGzip(await get(path, { 'accept-encoding': 'br;q=0, gzip' }), 'br refused with q=0');
    const plain = await get(path);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(text(plain)).toBe(page);

    // Past their (test) TTL the copies are stale: served at once while Varnish revalidates each
    // with its own ETag in the background, and the fresh copies keep their encodings.
    await sleep(1200);
    const stale = await get(path, { 'accept-encoding': 'gzip', 'if-none-match': brEtag });
    expectGzip(stale, 'gzip, stale');
    await expect
      .poll(async () => objectId(await get(path, { 'accept-encoding': 'gzip' })), { timeout: 5000, interval: 100 })
      .not.toBe(objectId(stale));
    expectGzip(
      await get(path, { 'accept-encoding': 'gzip', 'if-none-match': brEtag }),
      'gzip with the br ETag, revalidated',
    );
    expectGzip(await get(path, { 'accept-encoding': 'gzip' }), 'gzip, revalidated');
    const brAgain = await get(path, { 'accept-encoding': 'gzip, br' });
    expect(brAgain.headers['content-encoding']).toBe('br');
    expect(text(brAgain)).toBe(page);
    // The br copy's own ETag is still a 304 for a br client.
    const notModified = await get(path, { 'accept-encoding': 'br', 'if-none-match': brEtag });
    expect(notModified.status).toBe(304);
    expect(notModified.headers['content-encoding']).toBe('br');
  });

  it('refuses headers past its limit itself, so a visitor cannot turn a kept copy into a miss', async () => {
    const path = '/about';
    const kept = await get(path, { 'accept-encoding': BROWSER });
    expect([kept.status, xCache(kept)]).toEqual([200, 'HIT']);
    await sleep(1200);
    // About 17 KB of headers: under Node's 16 KB per header line, over Varnish's 12 KB in all.
    const padding: Record<string, string> = {};
    for (let i = 0; i < 17; i++) padding[`x-pad-${i}`] = 'p'.repeat(1000);
    // Varnish refuses it (400, or the connection closed), without asking the site.
    const refused = await get(path, { 'accept-encoding': BROWSER, ...padding }).then(
      (answer) => answer.status,
      (error: Error) => error.message,
    );
    expect([400, 'read ECONNRESET', 'socket hang up']).toContain(refused);
    for (let i = 0; i < 3; i++) {
      const after = await get(path, { 'accept-encoding': BROWSER });
      expect([after.status, xCache(after)], 'the copy is still served to everyone').toEqual([200, 'HIT']);
    }
  });

  it('does not keep a 404', async () => {
    const answers: Answer[] = [];
    for (let i = 0; i < 3; i++) answers.push(await get('/no-such-page', { 'accept-encoding': BROWSER }));
    served.push(`/no-such-page ${hitsOf(answers)}`);
    expect(answers.map((a) => a.status)).toEqual([404, 404, 404]);
    expect(answers.map(xCache)).toEqual(['MISS', 'MISS', 'MISS']);
  });

  it('passes every form to the site: the posts, and the no-cache form pages', async () => {
    const before = provider!.submissions.length;
    const application = JSON.stringify({
      name: 'Varnish Test',
      email: 'varnish@example.org',
      phone: '+91 98765 43210',
      message: 'Cached? No.',
    });
    const careers: Answer[] = [];
    for (let i = 0; i < 2; i++)
      careers.push(await send(base, 'POST', '/bff/career', { 'content-type': 'application/json' }, application));
    expect(careers.map((a) => a.status)).toEqual([200, 200]);
    expect(careers.map(xCache)).toEqual(['MISS', 'MISS']);
    // Both reached the provider.
    expect(provider!.submissions.length - before).toBe(2);

    const student = TC_STUDENTS[0]!;
    const form = new URLSearchParams({ name: student.name, admission: student.admission }).toString();
    const certificates: Answer[] = [];
    for (let i = 0; i < 2; i++)
      certificates.push(await send(base, 'POST', '/Tc', { 'content-type': 'application/x-www-form-urlencoded' }, form));
    expect(certificates.map((a) => [a.status, a.headers['content-type']])).toEqual([
      [200, 'image/jpeg'],
      [200, 'image/jpeg'],
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
    const guess = (from: string, at = base, headers: Record<string, string> = {}) =>
      send(at, 'POST', '/bff/tc', { ...json, ...headers }, JSON.stringify({ name: 'Nobody', admission: 'X0' }), from);
    const statuses = async (from: string, at = base, forge = false) => {
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
    const json200 = await send(base, 'POST', '/bff/tc', json, JSON.stringify(right), '127.0.0.3');
    expect([json200.status, json200.headers['content-type']]).toEqual([200, 'image/jpeg']);
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const page200 = await send(base, 'POST', '/Tc', form, new URLSearchParams(right).toString(), '127.0.0.3');
    expect([page200.status, page200.headers['content-type']]).toEqual([200, 'image/jpeg']);
    // A new X-Forwarded-For on every guess, through Varnish (it appends the real address) or
    // straight to the site (whose TRUST_PROXY names only Varnish), is still one visitor.
    expect(await statuses('127.0.0.4', base, true)).toEqual(budget);
    expect(await statuses('127.0.0.5', site!.base, true)).toEqual(budget);
    // The site's log names each visitor, not Varnish.
    const logged = () => readFileSync(join(root, 'test-results', 'e2e-varnish-site.log'), 'utf8');
    for (const visitor of ['127.0.0.2', '127.0.0.3', '127.0.0.4', '127.0.0.5'])
      await expect.poll(() => logged().includes(`"ip":"${visitor}"`), { timeout: 10_000 }).toBe(true);
    expect(logged()).not.toContain('"ip":"203.0.113.');
    served.push('TC guesses: 127.0.0.2 429 on the 11th, 127.0.0.3 200 (JSON and page); forged XFF 429 on the 11th');
  });

  it('keeps serving the visited pages while the provider is stopped, and then while the site is down too', async () => {
    const visited = ['/', '/about', '/bff/news'];
    const expectContent = (answer: Answer, path: string) => {
      expect(answer.status, path).toBe(200);
      if (path.startsWith('/bff/'))
        expect((JSON.parse(text(answer)) as { items: unknown[] }).items.length, path).toBeGreaterThan(0);
      else expect(text(answer), path).toContain(school.name);
    };

    // A news attachment: the site streams it from the provider each time and keeps no copy, so
    // without the provider the site can only answer it with an error.
    const news = JSON.parse(text(await get('/bff/news', { 'accept-encoding': BROWSER }))) as {
      items: Array<{ attachment: string | null }>;
    };
    const file = news.items.map((item) => item.attachment).find((url) => url?.startsWith('/bff/media/'));
    if (!file) throw new Error('no news item of the demo provider has an attachment under /bff/media/');
    const original = await get(file);
    expect(original.status, file).toBe(200);
    expect(xCache(await get(file)), file).toBe('HIT');

    await provider!.close();
    // Varnish's copies are stale now: it serves them and asks the site, which answers from its own
    // stale copies (200) without the provider; those become Varnish's copies.
    await sleep(1200);
    for (const path of visited) {
      const stale = await get(path, { 'accept-encoding': BROWSER });
      expectContent(stale, path);
      await expect
        .poll(async () => objectId(await get(path, { 'accept-encoding': BROWSER })), { timeout: 5000, interval: 100 })
        .not.toBe(objectId(stale));
      expectContent(await get(path, { 'accept-encoding': BROWSER }), path);
    }
    // The attachment's refresh fails at the site (5xx): the stale copy is kept, not the error.
    expect((await send(site!.base, 'GET', file)).status, `${file} from the site itself`).toBeGreaterThanOrEqual(500);
    for (let i = 0; i < 5; i++) {
      const answer = await get(file);
      expect([answer.status, xCache(answer)], file).toEqual([200, 'HIT']);
      expect(answer.raw.equals(original.raw), file).toBe(true);
      await sleep(100);
    }
    served.push('provider down: a streamed attachment 5/5 stale hits after the site failed its refresh');

    // With the site down as well, the copies in grace still answer, and the failed refreshes
    // leave them in place.
    await site!.stop();
    await sleep(1200);
    let answered = 0;
    for (let round = 0; round < 3; round++) {
      for (const path of visited) {
        const answer = await get(path, { 'accept-encoding': BROWSER });
        expectContent(answer, path);
        expect(xCache(answer), path).toBe('HIT');
        answered++;
      }
      await sleep(200);
    }
    served.push(`provider and site down: ${answered}/${answered} answered 200 from grace`);
    // A page never kept: the school's own page with its phone number, not "Guru Meditation".
    const never = await get('/topperXII', { 'accept-encoding': BROWSER });
    expect(never.status).toBe(503);
    expect(never.headers['cache-control']).toBe('no-store');
    const page = text(never);
    expect(page).toContain(school.name);
    expect(page).toContain(school.phone.display);
    expect(page).not.toContain('Guru Meditation');
  });
});
