import { readdir } from 'node:fs/promises';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../server/content/load-content.ts';
import { useTestProvider } from './provider.fixtures.ts';
import { SCHOOL_ID } from './testing.ts';

// The PDFs both example schools' content folders name (their pdfs: paths).
const { school } = await loadContent(new URL('../content', import.meta.url).pathname);

const demo = useTestProvider();
const { get } = demo;

describe('files', () => {
  it('serves a gallery photo as a camera-size JPEG with its length, also under the school prefix', async () => {
    const path = demo.provider.data.gallery.find((g) => g.attachments?.length)!.attachments![0]!;
    const res = await get(`/api/image/${path}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.rawPayload.length).toBeGreaterThanOrEqual(150 * 1024);
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1600, 1067]);

    const prefixed = await get(`/api/image/${SCHOOL_ID}/${path}`);
    expect(prefixed.statusCode).toBe(200);
    expect(prefixed.rawPayload.equals(res.rawPayload)).toBe(true);
    // Cached on disk under the configured directory, with no temporary files left behind.
    const files = await readdir(demo.cache.dir);
    expect(files.some((f) => f.endsWith('.jpg'))).toBe(true);
    expect(files.some((f) => f.endsWith('.tmp'))).toBe(false);
  });

  it('serves a topper photo as an 800x1000 portrait and a notification poster as PNG', async () => {
    const portrait = await get(`/api/image/${demo.provider.data.toppers[0]!.attachments[0]}`);
    const meta = await sharp(portrait.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 800, 1000]);
    expect(portrait.rawPayload.length).toBeGreaterThanOrEqual(150 * 1024);

    const png = demo.provider.data.notifications.flatMap((n) => n.image).find((p) => p.endsWith('.png'))!;
    const poster = await get(`/api/image/${png}`);
    expect(poster.headers['content-type']).toBe('image/png');
    expect((await sharp(poster.rawPayload).metadata()).format).toBe('png');
  });

  it('answers 404 for unknown files and the deliberately missing birthday photo', async () => {
    for (const url of [
      `/api/image/${demo.provider.data.missingPaths[0]}`,
      '/api/image/public/Images/gallery/nope.jpg',
      '/api/image/public/pdf/nope.pdf',
      '/api/image/../../etc/passwd',
      '/api/image/public/Images/..%2F..%2Fetc/passwd',
      `/api/image/OTHER/${demo.provider.data.toppers[0]!.attachments[0]}`,
      '/public/pdf/nope.pdf',
      '/public/pdf/../Images/tc/SC2019-0142.jpg',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
    }
  });

  it.each(Object.values(school.pdfs ?? {}).flatMap((p) => (p ? [p.path] : [])))(
    'serves %s, the path the site embeds, as a valid PDF',
    async (path) => {
      const res = await get(`/api/image/${path}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const doc = await PDFDocument.load(res.rawPayload);
      expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
      expect(doc.getTitle()).toBeTruthy();
      // The same file answers at the vendor's second location.
      const direct = await get(`/${path}`);
      expect(direct.rawPayload.equals(res.rawPayload)).toBe(true);
    },
  );

  it('serves the registration notice and the circulars the records reference as PDFs', async () => {
    const paths = [
      demo.provider.data.onlineRegistration[0]!.attachments[0]!,
      demo.provider.data.news.flatMap((n) => n.attachments ?? []).find((p) => p.startsWith('public/pdf/news/'))!,
      demo.provider.data.events.flatMap((e) => e.attachments).find((p) => p.startsWith('public/pdf/events/'))!,
    ];
    // The tests' clock is August 2026: the notice is about the window of January 2027.
    expect(paths[0]).toBe('public/pdf/Online-Registration-2027.pdf');
    for (const path of paths) {
      const res = await get(`/api/image/${path}`);
      expect(res.statusCode, path).toBe(200);
      expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      await PDFDocument.load(res.rawPayload);
    }
  });

  it('serves the medical certificate as a fillable form', async () => {
    const res = await get('/public/pdf/Medical-Certificate.pdf');
    const doc = await PDFDocument.load(res.rawPayload);
    const names = doc
      .getForm()
      .getFields()
      .map((f) => f.getName());
    expect(names).toContain('student_name');
    expect(names.length).toBeGreaterThanOrEqual(8);
  });
});
