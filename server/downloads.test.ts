import { randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from './app.ts';
import { loadConfig } from './config.ts';
import { startHostileProvider, type HostileProvider } from './testing/hostile-provider.ts';
import { TEST_APP_OPTIONS } from './testing/harness.ts';

// Files passed through to visitors hold a provider connection while the visitor reads: one address
// must not be able to hold them all, and no download may go on past its size or time.

const TOKEN = `dl-${randomBytes(12).toString('hex')}`;
const JPEG_HEAD = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
const file = (bytes: number) => Buffer.concat([JPEG_HEAD, Buffer.alloc(bytes - JPEG_HEAD.length, 7)]);
const PATHS = {
  big: 'public/Images/news/big.jpg',
  photo: 'public/Images/news/photo.jpg',
  pdf: 'public/pdf/circular.pdf',
  huge: 'public/Images/news/huge.jpg',
  hugeUndeclared: 'public/Images/news/huge-undeclared.jpg',
  drip: 'public/Images/news/drip.jpg',
  tagged: 'public/Images/news/tagged.jpg',
  changing: 'public/pdf/changing.pdf',
};

let provider: HostileProvider;
let app: App;
let port: number;

/** A GET over a raw socket that reads the status line, then stops reading: a phone that stalls. */
function slowReader(path: string): Promise<{ status: number; socket: Socket }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(`GET ${path} HTTP/1.1\r\nhost: x\r\n\r\n`));
    socket.once('data', (chunk: Buffer) => {
      socket.pause();
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(chunk.toString('latin1'))?.[1]), socket });
    });
    socket.once('error', reject);
  });
}

beforeAll(async () => {
  provider = await startHostileProvider({ token: TOKEN, schoolCode: 'DEMO01' });
  provider.files.set(PATHS.big, { type: 'image/jpeg', body: file(8 * 1024 * 1024) });
  provider.files.set(PATHS.photo, { type: 'image/jpeg', body: file(300 * 1024) });
  provider.files.set(PATHS.pdf, {
    type: 'application/pdf',
    body: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(200_000, 32)]),
  });
  provider.files.set(PATHS.huge, { type: 'image/jpeg', body: file(20 * 1024 * 1024) });
  provider.files.set(PATHS.hugeUndeclared, { type: 'image/jpeg', body: file(20 * 1024 * 1024), undeclared: true });
  provider.files.set(PATHS.drip, { type: 'image/jpeg', body: file(4 * 1024 * 1024), dripMs: 50 });
  provider.files.set(PATHS.tagged, { type: 'image/jpeg', body: file(20_000), etag: '"provider-7"' });
  provider.files.set(PATHS.changing, { type: 'application/pdf', body: Buffer.from('%PDF-1.4\nfirst') });
  provider.lists.newsAll = Object.values(PATHS).map((path, i) => ({
    _id: `n${i}`,
    title: `Item ${i}`,
    date: '2025-03-01',
    attachments: [path],
  }));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SCHOOL_CODE: 'DEMO01',
    DOWNLOAD_MAX_BYTES: String(16 * 1024 * 1024),
    // Long enough that no held download ends, or provider call fails, because the host is slow.
    UPSTREAM_TIMEOUT_MS: '30000',
  });
  app = await buildApp({
    config,
    providerUrl: provider.url,
    providerToken: TOKEN,
    clientDist: null,
    ...TEST_APP_OPTIONS,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as AddressInfo).port;
  expect((await app.inject('/bff/news?year=all')).statusCode).toBe(200);
});
afterAll(async () => {
  await app.close();
  await provider.close();
});

describe('downloads', () => {
  it('lets one address hold six downloads; 40 slow readers from it leave other visitors answered', async () => {
    const readers = await Promise.all(Array.from({ length: 40 }, () => slowReader(`/bff/media/${PATHS.big}`)));
    try {
      const statuses = readers.map((r) => r.status).sort();
      expect(statuses.filter((s) => s === 200)).toHaveLength(6);
      expect(statuses.filter((s) => s === 429)).toHaveLength(34);
      expect(app.bff.downloads.open).toBe(6);
      for (const [i, url] of [
        `/bff/media/${PATHS.photo}`,
        `/bff/media/${PATHS.pdf}`,
        `/bff/media/${PATHS.photo}`,
      ].entries()) {
        // Had the readers taken every provider connection, this would wait for one and fail at the upstream timeout.
        const res = await app.inject({ url, remoteAddress: `10.0.0.${i + 1}` });
        expect(res.statusCode, url).toBe(200);
        expect(res.rawPayload.length, url).toBe(provider.files.get(url.slice('/bff/media/'.length))!.body.length);
        // The six readers still hold theirs.
        await expect.poll(() => app.bff.downloads.open).toBe(6);
      }
    } finally {
      for (const { socket } of readers) socket.destroy();
    }
    // Each closed download gives its place back.
    await expect.poll(() => app.bff.downloads.open).toBe(0);
    expect((await app.inject(`/bff/media/${PATHS.photo}`)).statusCode).toBe(200);
  });

  it('answers the 429 with Retry-After and no-store', async () => {
    const readers = await Promise.all(Array.from({ length: 6 }, () => slowReader(`/bff/media/${PATHS.big}`)));
    try {
      const res = await app.inject(`/bff/media/${PATHS.photo}`);
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.headers['cache-control']).toBe('no-store');
    } finally {
      for (const { socket } of readers) socket.destroy();
    }
    await expect.poll(() => app.bff.downloads.open).toBe(0);
  });

  it('refuses a file that declares more than the size cap, and cuts one that only sends more', async () => {
    expect((await app.inject(`/bff/media/${PATHS.huge}`)).statusCode).toBe(502);
    const cut = await fetch(`http://127.0.0.1:${port}/bff/media/${PATHS.hugeUndeclared}`);
    expect(cut.status).toBe(200);
    // The body stops at the cap, as an error, so the browser does not keep a truncated file as whole.
    await expect(cut.arrayBuffer()).rejects.toThrow();
  });

  it('ends a download at its total time, however steadily the provider drips', async () => {
    const short = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SCHOOL_CODE: 'DEMO01', DOWNLOAD_MAX_SECONDS: '10' }),
      providerUrl: provider.url,
      providerToken: TOKEN,
      clientDist: null,
      ...TEST_APP_OPTIONS,
    });
    try {
      await short.listen({ host: '127.0.0.1', port: 0 });
      const { port: shortPort } = short.server.address() as AddressInfo;
      await short.inject('/bff/news?year=all');
      const started = performance.now();
      const res = await fetch(`http://127.0.0.1:${shortPort}/bff/media/${PATHS.drip}`);
      expect(res.status).toBe(200);
      // 4 MB at 16 KB per 50 ms takes at least 13 s: only the 10 s cap can end it first, as an error.
      let received = 0;
      await expect(
        (async () => {
          for await (const chunk of res.body!) received += chunk.length;
        })(),
      ).rejects.toThrow();
      expect(received).toBeGreaterThan(0);
      expect(received).toBeLessThan(provider.files.get(PATHS.drip)!.body.length);
      // Cut by the cap on the whole download, not by the upstream timeout (5 s), which covers only its headers.
      expect(performance.now() - started).toBeGreaterThanOrEqual(9_000);
    } finally {
      await short.close();
    }
  }, 20_000);

  it("passes the provider's validators on, and its 304 for a copy the visitor holds", async () => {
    const url = `/bff/media/${PATHS.tagged}`;
    const first = await app.inject(url);
    expect([first.statusCode, first.headers.etag]).toEqual([200, '"provider-7"']);
    const again = await app.inject({ url, headers: { 'if-none-match': '"provider-7"' } });
    expect([again.statusCode, again.headers.etag, again.body]).toEqual([304, '"provider-7"', '']);
    expect(again.headers['cache-control']).toContain('max-age=');
  });

  it('gives a file the provider sends without validators a tag of its bytes, and 304 only while they are the same', async () => {
    const url = '/bff/media/public/pdf/changing.pdf';
    // The first copy is streamed before its hash is known; it teaches the tag.
    const first = await app.inject(url);
    expect([first.statusCode, first.headers.etag]).toEqual([200, undefined]);
    const second = await app.inject(url);
    const tag = second.headers.etag as string;
    expect(tag).toMatch(/^"m-[\w-]{27}"$/);
    const held = await app.inject({ url, headers: { 'if-none-match': tag } });
    expect([held.statusCode, held.body, held.headers.etag]).toEqual([304, '', tag]);
    expect((await app.inject({ url, headers: { 'if-none-match': '"m-other"' } })).statusCode).toBe(200);
    // A new upload under the same name: the holder of the old copy gets the new bytes and their tag.
    provider.files.set(PATHS.changing, { type: 'application/pdf', body: Buffer.from('%PDF-1.4\nsecond') });
    const changed = await app.inject({ url, headers: { 'if-none-match': tag } });
    expect([changed.statusCode, changed.body]).toEqual([200, '%PDF-1.4\nsecond']);
    expect(changed.headers.etag).toMatch(/^"m-/);
    expect(changed.headers.etag).not.toBe(tag);
    expect((await app.inject({ url, headers: { 'if-none-match': changed.headers.etag as string } })).statusCode).toBe(
      304,
    );
  });

  it('learns no tag from a copy cut short', async () => {
    const url = `http://127.0.0.1:${port}/bff/media/${PATHS.hugeUndeclared}`;
    for (let i = 0; i < 2; i++) {
      const cut = await fetch(url);
      expect(cut.headers.get('etag')).toBeNull();
      await expect(cut.arrayBuffer()).rejects.toThrow();
    }
  });
});
