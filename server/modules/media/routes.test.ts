import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import type { ListPage } from '../../../shared/types.ts';

import { responseRecorder } from '../../testing/recorder.ts';

/** Everything the media tests receive, checked for the token by this file's last test. */
const { seen, expectNothingLeaked, useHarness } = responseRecorder();

describe('/bff routes against the demo provider', () => {
  const { h, get } = useHarness();

  it('streams images and PDFs with type, length and long cache headers', async () => {
    const events = (await get('/bff/events?year=all')).json<ListPage<{ image: string | null }>>();
    const image = events.items.find((e) => e.image)!.image!;
    const res = await supertest(h.app.server).get(image);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(Number(res.headers['content-length'])).toBeGreaterThan(50_000);
    expect(res.headers['cache-control']).toMatch(/public, max-age=\d{6,}/);
    const pdf = await supertest(h.app.server).get('/bff/media/public/pdf/Fee-Structure-2026-2027.pdf');
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^inline/);
    const download = await supertest(h.app.server).get('/pdf/Medical-Certificate.pdf');
    expect(download.status).toBe(200);
    expect(download.headers['content-disposition']).toBe('attachment; filename="Medical-Certificate.pdf"');
    expect((download.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await get('/bff/media/public/Images/news/no-such-file.jpg')).statusCode).toBe(404);
  });

  it('refuses hostile media paths with 400 and never asks the provider', async () => {
    const hostile = [
      '/bff/media/../server/config.ts',
      '/bff/media/%2e%2e/%2e%2e/etc/passwd.jpg',
      '/bff/media/public/Images/..%2f..%2fsecret.jpg',
      '/bff/media/public%2FImages%2Fa.jpg',
      '/bff/media/public/Images/a%5c..%5cb.jpg',
      '/bff/media/public/Images/a.jpg%00.png',
      '/bff/media/http://evil.example/a.jpg',
      '/bff/media/https:%2F%2Fevil.example/a.jpg',
      '/bff/media//evil.example/a.jpg',
      '/bff/media/public/Images/a.svg',
      '/bff/media/public/Images/a.html',
      '/bff/media/public/Images/.env.jpg',
      '/bff/media/etc/passwd',
      '/bff/media/public/Images/%252e%252e/a.jpg',
      '/bff/media/C:/windows/a.jpg',
      '/pdf/../../etc/passwd.pdf',
      '/pdf/%2e%2e%2fsecret.pdf',
      '/pdf/photo.jpg',
    ];
    // Over a raw socket: URL parsers in test clients would resolve `%2e%2e` before we see it.
    if (!h.app.server.listening) await h.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = h.app.server.address() as AddressInfo;
    const rawGet = (path: string) =>
      new Promise<{ statusCode: number; body: string }>((resolve, reject) => {
        request({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
          let body = '';
          res.on('data', (c) => (body += c));
          res.on('end', () => resolve({ statusCode: res.statusCode ?? 0, body }));
        })
          .on('error', reject)
          .end();
      });
    const before = h.provider.callCount('image') + h.provider.callCount('pdf');
    for (const url of hostile) {
      const res = await rawGet(url);
      seen.push(res.body);
      // /pdf/:file takes one segment, so a path with slashes matches no route at all: 404.
      const expected = url.startsWith('/pdf/') && url.slice(5).includes('/') ? 404 : 400;
      expect(res.statusCode, url).toBe(expected);
      expect(JSON.parse(res.body)).toMatchObject({ statusCode: expected });
    }
    expect(h.provider.callCount('image') + h.provider.callCount('pdf')).toBe(before);
    expect(h.provider.callCount()).toBeGreaterThan(0);
  });

  it('never shows the provider token in a response or a log line', () => {
    expectNothingLeaked(22);
  });
});
