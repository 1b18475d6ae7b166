import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import supertest from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EventItem, ListPage } from '../../../shared/types.ts';
import { IMAGE_WIDTHS, mediaSrcSet, sizedMediaUrl } from '../../../shared/media.ts';
import { BusyError } from '../../load/busy.ts';
import { ImageError, ImageResizer, pickFormat } from './images.ts';
import { providerOriginals } from './originals.ts';
import { ProviderClient } from '../../provider/client.ts';
import { startHarness, type Harness } from '../../testing/harness.ts';

describe('resized images from /bff/media', () => {
  let h: Harness;
  let photo: string;
  let originalBytes: number;

  beforeAll(async () => {
    h = await startHarness();
    const events = (await h.app.inject('/bff/events?year=all')).json<ListPage<EventItem>>();
    photo = events.items.find((e) => e.image)!.image!;
    originalBytes = (await supertest(h.app.server).get(photo)).body.length;
  });
  afterAll(async () => {
    await h.close();
  });

  it.each([
    ['image/avif,image/webp,image/*,*/*;q=0.8', 'image/avif', 'heif'],
    ['image/webp,*/*', 'image/webp', 'webp'],
    ['image/jpeg', 'image/jpeg', 'jpeg'],
    ['', 'image/jpeg', 'jpeg'],
  ])('answers Accept %j with %s at the asked width, far smaller than the original', async (accept, type, format) => {
    const res = await supertest(h.app.server).get(sizedMediaUrl(photo, 320)).set('accept', accept).buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe(type);
    expect(res.headers.vary).toContain('accept');
    expect(res.headers['cache-control']).toMatch(/max-age=\d{6,}/);
    const meta = await sharp(res.body as Buffer).metadata();
    expect(meta.format).toBe(format);
    expect(meta.width).toBe(320);
    expect((res.body as Buffer).length * 10).toBeLessThan(originalBytes);
  });

  it('never makes an image larger than the original', async () => {
    const original = await sharp((await supertest(h.app.server).get(photo)).body as Buffer).metadata();
    const res = await supertest(h.app.server).get(sizedMediaUrl(photo, 1920)).set('accept', 'image/jpeg');
    const meta = await sharp(res.body as Buffer).metadata();
    expect(meta.width).toBe(Math.min(1920, original.width!));
    expect((res.body as Buffer).length).toBeLessThanOrEqual(originalBytes);
  });

  it('resizes once per width and format, then answers from the cache', async () => {
    const url = sizedMediaUrl(photo, 640);
    const before = h.provider.callCount('image');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => supertest(h.app.server).get(url).set('accept', 'image/webp')),
    );
    expect(answers.every((r) => r.status === 200)).toBe(true);
    expect(h.provider.callCount('image') - before).toBe(1);
    const etag = answers[0]!.headers.etag as string;
    expect((await supertest(h.app.server).get(url).set('accept', 'image/webp').set('if-none-match', etag)).status).toBe(
      304,
    );
    expect(h.provider.callCount('image') - before).toBe(1);
  });

  it.each(['100', '321', '0', 'abc', '99999', '-320'])('refuses width %s with 400', async (w) => {
    const res = await h.app.inject(`${photo}?w=${w}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/width/i);
  });

  it('passes PDFs through untouched and refuses to resize them', async () => {
    const pdf = '/bff/media/public/pdf/Fee-Structure-2026-2027.pdf';
    expect((await h.app.inject(`${pdf}?w=320`)).statusCode).toBe(400);
    const res = await supertest(h.app.server).get(pdf).set('accept', 'image/webp');
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers.vary ?? '').not.toContain('accept');
  });

  it('answers 404 for a missing image', async () => {
    expect((await h.app.inject(`${sizedMediaUrl('/bff/media/public/Images/news/none.jpg', 320)}`)).statusCode).toBe(
      404,
    );
  });

  it('builds srcsets over the fixed widths', () => {
    expect(mediaSrcSet('/bff/media/a.jpg', 640)).toBe(
      '/bff/media/a.jpg?w=160 160w, /bff/media/a.jpg?w=320 320w, /bff/media/a.jpg?w=480 480w, /bff/media/a.jpg?w=640 640w',
    );
    expect(IMAGE_WIDTHS).toEqual([160, 320, 480, 640, 720, 800, 960, 1280, 1920]);
    expect(pickFormat(undefined)).toBe('jpeg');
  });
});

describe('refusing files that are not safe to resize', () => {
  let spy: FastifyInstance;
  let client: ProviderClient;
  let calls = 0;

  beforeAll(async () => {
    const big = await sharp({ create: { width: 2000, height: 2000, channels: 3, background: '#888' } })
      .png()
      .toBuffer();
    spy = Fastify();
    spy.get('/api/image/*', async (request, reply) => {
      calls++;
      const path = (request.params as { '*': string })['*'];
      if (path.endsWith('bomb.png')) return reply.type('image/png').send(big);
      return reply.type('image/jpeg').send(Buffer.from('<html>not an image</html>'));
    });
    const url = await spy.listen({ host: '127.0.0.1', port: 0 });
    client = new ProviderClient({ baseUrl: url, token: 't', schoolCode: 'S', schoolId: 'S', timeoutMs: 2000 });
  });
  afterAll(async () => {
    await client.close();
    await spy.close();
  });

  it('refuses a pixel bomb with 413 and remembers it', async () => {
    const resizer = new ImageResizer(providerOriginals(client), { maxBytes: 10_000_000, maxInputPixels: 1_000_000 });
    const before = calls;
    for (let i = 0; i < 3; i++) {
      const err = await resizer.get('public/Images/bomb.png', 320, 'webp').catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ImageError);
      expect((err as ImageError).statusCode).toBe(413);
    }
    expect(calls - before).toBe(1);
  });

  it('refuses a file that is not an image with 415', async () => {
    const resizer = new ImageResizer(providerOriginals(client), { maxBytes: 10_000_000 });
    const err = await resizer.get('public/Images/fake.jpg', 320, 'jpeg').catch((e: unknown) => e);
    expect((err as ImageError).statusCode).toBe(415);
  });
});

describe('resizing under a burst', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('runs only `resizesAtOnce` resizes at a time, however many are asked for at once', async () => {
    const photo = await sharp({ create: { width: 1600, height: 1067, channels: 3, background: '#3a6ea5' } })
      .jpeg()
      .toBuffer();
    // A resize runs from reading the original's metadata to the end of its encode: count those under way.
    type Method = (this: unknown, ...args: unknown[]) => Promise<unknown>;
    const proto = sharp.prototype as { metadata: Method; toBuffer: Method };
    const { metadata, toBuffer } = proto;
    let running = 0;
    let most = 0;
    vi.spyOn(proto, 'metadata').mockImplementation(function (this: unknown, ...args: unknown[]) {
      most = Math.max(most, ++running);
      return metadata.apply(this, args);
    });
    vi.spyOn(proto, 'toBuffer').mockImplementation(function (this: unknown, ...args: unknown[]) {
      return toBuffer.apply(this, args).finally(() => running--);
    });
    const busiest = async (resizesAtOnce: number) => {
      const resizer = new ImageResizer(async () => photo, { maxBytes: 10_000_000, resizesAtOnce });
      most = 0;
      await Promise.all(IMAGE_WIDTHS.slice(0, 6).map((w) => resizer.get('p.jpg', w, 'webp')));
      expect(running).toBe(0);
      return most;
    };
    expect(await busiest(1)).toBe(1);
    // The count does see resizes side by side: without a limit there are.
    expect(await busiest(6)).toBeGreaterThan(1);
  });
});

describe('a flood of distinct resizes', () => {
  it('holds only `resizesUnderWay` originals at once, lets `maxWaiting` more wait, and refuses the rest as busy', async () => {
    const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#3a6ea5' } })
      .jpeg()
      .toBuffer();
    let reading = 0;
    let mostReading = 0;
    // Each original is read only when the test lets it; `arrived` wakes the test when a read starts.
    const release: Array<() => void> = [];
    let arrived = () => {};
    const resizer = new ImageResizer(
      async () => {
        mostReading = Math.max(mostReading, ++reading);
        const { promise, resolve } = Promise.withResolvers<void>();
        release.push(resolve);
        arrived();
        await promise;
        reading--;
        return photo;
      },
      { maxBytes: 10_000_000, resizesUnderWay: 2, maxWaiting: 3 },
    );
    const nextRead = async () => {
      if (release.length === 0) await new Promise<void>((resolve) => (arrived = resolve));
      return release.shift()!;
    };
    const outcomes: unknown[] = Array.from({ length: 8 }, () => 'pending');
    const asked = Array.from({ length: 8 }, (_, i) =>
      resizer.get(`p${i}.jpg`, 320, 'jpeg').then(
        () => (outcomes[i] = 'ok'),
        (err: unknown) => (outcomes[i] = err),
      ),
    );
    // 2 under way + 3 waiting; the other 3 are refused at once, before anything was read for them.
    const refused = await Promise.all(asked.slice(5));
    for (const err of refused) expect(err).toBeInstanceOf(BusyError);
    expect(outcomes.slice(0, 5)).toEqual(['pending', 'pending', 'pending', 'pending', 'pending']);
    expect(release).toHaveLength(2);
    // Let the line drain: each read let through makes room for the next one waiting.
    for (let i = 0; i < 5; i++) (await nextRead())();
    expect(await Promise.all(asked.slice(0, 5))).toEqual(['ok', 'ok', 'ok', 'ok', 'ok']);
    expect(mostReading).toBe(2);
  });
});
