import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../testing/harness.ts';

describe('serving the built client', () => {
  let h: Harness;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'school-dist-'));
    mkdirSync(join(dist, 'assets'));
    // Large enough to be worth compressing, like the real shell with its inlined stylesheet.
    writeFileSync(
      join(dist, 'index.html'),
      `<!doctype html><title>School</title><!--${'x'.repeat(4000)}--><div id="root"></div>`,
    );
    writeFileSync(join(dist, 'assets', 'index-AbC123.js'), 'console.log("app")'.repeat(200));
    writeFileSync(join(dist, 'badge.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(
      join(dist, 'routes.json'),
      JSON.stringify({
        pages: ['/', '/news', '/Tc', '/subGallery', '/search'],
        aliases: ['/feeStructure'],
        albumPath: '/subGallery?id=',
      }),
    );
    h = await startHarness({ PUBLIC_URL: 'https://www.school.example' }, { clientDist: dist });
  });
  afterAll(async () => {
    await h.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves hashed assets as immutable for a year, compressed on request', async () => {
    const res = await h.app.inject({ url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('without a rendering build, serves the client shell as no-cache for every known page, with 200', async () => {
    for (const url of ['/', '/news', '/news/', '/Tc?x=1', '/feeStructure']) {
      const res = await h.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toContain("frame-src 'self'");
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('compresses pages for browsers that accept it', async () => {
    const res = await h.app.inject({ url: '/news', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.rawPayload.length).toBeLessThan(1000);
  });

  it('answers unknown pages with the app (its own 404 view) and a 404 status', async () => {
    const res = await h.app.inject('/no-such-page');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<div id="root">');
    // Case matters: the spec's routes are case-sensitive.
    expect((await h.app.inject('/tc')).statusCode).toBe(404);
  });

  it('answers missing files and unknown API paths with JSON 404, and other files as they are', async () => {
    const missing = await h.app.inject('/assets/missing-123.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ statusCode: 404 });
    expect((await h.app.inject('/bff/unknown')).json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    const icon = await h.app.inject('/badge.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
    // A page takes GET and HEAD, the TC form's page POST too; a file GET and HEAD; a made-up path nothing.
    for (const [method, url, allow] of [
      ['POST', '/news', 'GET, HEAD'],
      ['PUT', '/news/?id=7', 'GET, HEAD'],
      ['DELETE', '/Tc', 'GET, HEAD, POST'],
      ['PUT', '/badge.svg', 'GET, HEAD'],
      // The pages' catch-all takes every GET: an API path that takes only POST is still a 405.
      ['GET', '/bff/career', 'POST'],
      ['HEAD', '/bff/tc', 'POST'],
    ] as const) {
      const res = await h.app.inject({ method, url });
      expect([res.statusCode, res.headers.allow], `${method} ${url}`).toEqual([405, allow]);
    }
    expect((await h.app.inject({ method: 'POST', url: '/made-up' })).statusCode).toBe(404);
    expect((await h.app.inject({ method: 'POST', url: '/tc' })).statusCode).toBe(404);
  });

  it('names each page by its route in the metrics, and every other path by one name', async () => {
    for (const url of ['/news', '/news/', '/news?id=7', '/made-up-1', '/made-up-2', '/tc']) await h.app.inject(url);
    const text = await h.app.metrics.registry.metrics();
    const count = (route: string, status: string) =>
      Number(
        text
          .split('\n')
          .find(
            (l) =>
              l.startsWith('http_request_duration_seconds_count{') &&
              l.includes(`route="${route}"`) &&
              l.includes(`status="${status}"`),
          )
          ?.split(' ')
          .pop() ?? 0,
      );
    expect(count('page /news', '200')).toBeGreaterThanOrEqual(3);
    expect(count('page (other path)', '404')).toBeGreaterThanOrEqual(3);
    expect(text).not.toContain('made-up');
    expect(text).not.toContain('route="/*"');
  });

  it('serves robots.txt pointing at the sitemap on the public origin', async () => {
    const res = await h.app.inject('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Disallow: /bff/');
    expect(res.body).toContain('Disallow: /search?\n');
    expect(res.body).toContain('Sitemap: https://www.school.example/sitemap.xml');
  });

  it('lists every page and every gallery album in sitemap.xml', async () => {
    const res = await h.app.inject('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const page of ['/', '/news', '/Tc']) expect(locs).toContain(`https://www.school.example${page}`);
    // The album page without an id answers 404: each album is listed at its own address instead.
    expect(locs).not.toContain('https://www.school.example/subGallery');
    expect(locs).not.toContain('https://www.school.example/feeStructure');
    // Search results are no page to index.
    expect(locs).not.toContain('https://www.school.example/search');
    const albums = (await h.app.inject('/bff/gallery?year=all')).json<{ items: Array<{ id: string }> }>().items;
    expect(albums.length).toBeGreaterThan(5);
    for (const album of albums) expect(locs).toContain(`https://www.school.example/subGallery?id=${album.id}`);
  });
});
