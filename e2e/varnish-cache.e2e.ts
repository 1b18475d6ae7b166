import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { school } from './content.ts';
import { type Answer, BROWSER, hitsOf, objectId, send, text, useVarnish, xCache } from './varnish.ts';

// What the shipped edge keeps: pages and lists from the second request, the encoding each client
// can read, no 404 kept, and the kept pages still served while the provider and then the site are down.
// The tests run in order: the last one stops the provider and the site, and serves what the first kept.

describe('behind Varnish (examples/varnish/default.vcl)', () => {
  const v = useVarnish('cache');
  const { get, served } = v;

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

    await v.provider.close();
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
    expect((await send(v.site.base, 'GET', file)).status, `${file} from the site itself`).toBeGreaterThanOrEqual(500);
    for (let i = 0; i < 5; i++) {
      const answer = await get(file);
      expect([answer.status, xCache(answer)], file).toEqual([200, 'HIT']);
      expect(answer.raw.equals(original.raw), file).toBe(true);
      await sleep(100);
    }
    served.push('provider down: a streamed attachment 5/5 stale hits after the site failed its refresh');

    // With the site down as well, the copies in grace still answer, and the failed refreshes
    // leave them in place.
    await v.site.stop();
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
