import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { HostileFile, HostileProvider } from '../../testing/hostile-provider.ts';
import { jpegOf, startDownloadsApp, type DownloadsApp } from '../../testing/downloads-app.ts';

// Files passed through to visitors hold a provider connection while the visitor reads: one address
// must not be able to hold them all, and no download may go on past its size or time.

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
const DRIP: HostileFile = { type: 'image/jpeg', body: jpegOf(4 * 1024 * 1024), dripMs: 50 };

let site: DownloadsApp;
let provider: HostileProvider;
let app: App;
let port: number;
const slowReader = (path: string) => site.slowReader(path);

beforeAll(async () => {
  site = await startDownloadsApp(
    {
      [PATHS.big]: { type: 'image/jpeg', body: jpegOf(8 * 1024 * 1024) },
      [PATHS.photo]: { type: 'image/jpeg', body: jpegOf(300 * 1024) },
      [PATHS.pdf]: {
        type: 'application/pdf',
        body: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(200_000, 32)]),
      },
      [PATHS.huge]: { type: 'image/jpeg', body: jpegOf(20 * 1024 * 1024) },
      [PATHS.hugeUndeclared]: { type: 'image/jpeg', body: jpegOf(20 * 1024 * 1024), undeclared: true },
      [PATHS.drip]: DRIP,
      [PATHS.tagged]: { type: 'image/jpeg', body: jpegOf(20_000), etag: '"provider-7"' },
      [PATHS.changing]: { type: 'application/pdf', body: Buffer.from('%PDF-1.4\nfirst') },
    },
    // Long enough that no held download ends, or provider call fails, because the host is slow.
    { DOWNLOAD_MAX_BYTES: String(16 * 1024 * 1024), UPSTREAM_TIMEOUT_MS: '30000' },
  );
  ({ provider, app, port } = site);
});
afterAll(async () => {
  await site.close();
});

describe('downloads', () => {
  it('lets one address hold six downloads; 40 slow readers from it leave other visitors answered', async () => {
    const readers = await Promise.all(Array.from({ length: 40 }, () => slowReader(`/bff/media/${PATHS.big}`)));
    try {
      const statuses = readers.map((r) => r.status).sort();
      expect(statuses.filter((s) => s === 200)).toHaveLength(6);
      expect(statuses.filter((s) => s === 429)).toHaveLength(34);
      expect(app.schools.all[0]!.downloads.open).toBe(6);
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
        await expect.poll(() => app.schools.all[0]!.downloads.open).toBe(6);
      }
    } finally {
      for (const { socket } of readers) socket.destroy();
    }
    // Each closed download gives its place back.
    await expect.poll(() => app.schools.all[0]!.downloads.open).toBe(0);
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
    await expect.poll(() => app.schools.all[0]!.downloads.open).toBe(0);
  });

  it('refuses a file that declares more than the size cap, and cuts one that only sends more', async () => {
    expect((await app.inject(`/bff/media/${PATHS.huge}`)).statusCode).toBe(502);
    const cut = await fetch(`http://127.0.0.1:${port}/bff/media/${PATHS.hugeUndeclared}`);
    expect(cut.status).toBe(200);
    // The body stops at the cap, as an error, so the browser does not keep a truncated file as whole.
    await expect(cut.arrayBuffer()).rejects.toThrow();
  });

  it('ends a download at its total time, however steadily the provider drips', async () => {
    const short = await startDownloadsApp({ [PATHS.drip]: DRIP }, { DOWNLOAD_MAX_SECONDS: '10' });
    try {
      const started = performance.now();
      const res = await fetch(`http://127.0.0.1:${short.port}/bff/media/${PATHS.drip}`);
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
