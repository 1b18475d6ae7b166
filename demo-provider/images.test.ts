import { readdir } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskCache, renderPhoto } from './images.ts';
import { demoSchool } from './school-profile.ts';
import { renderTcCertificate } from './tc-scan.ts';
import { tempDir } from './testing.ts';

let cache: Awaited<ReturnType<typeof tempDir>>;

beforeAll(async () => {
  cache = await tempDir();
});

afterAll(async () => {
  await cache.remove();
});

describe('photos', () => {
  it('renders a landscape as a 1600x1067 JPEG weighing like a camera photo, the same for the same path', async () => {
    const path = 'public/Images/gallery/1700000000000-IMG_1234.jpg';
    const [a, b, other] = await Promise.all([
      renderPhoto(path, 'landscape'),
      renderPhoto(path, 'landscape'),
      renderPhoto('public/Images/gallery/1700000000999-IMG_1235.jpg', 'landscape'),
    ]);
    const meta = await sharp(a).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1600, 1067]);
    expect(a.length).toBeGreaterThanOrEqual(250 * 1024);
    expect(a.length).toBeLessThanOrEqual(700 * 1024);
    expect(a.equals(b)).toBe(true);
    expect(a.equals(other)).toBe(false);
  });

  it('renders a portrait as an 800x1000 JPEG of at least 150 KB', async () => {
    const jpeg = await renderPhoto('public/Images/topper/1700000000000-ananya.jpg', 'portrait');
    const meta = await sharp(jpeg).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 800, 1000]);
    expect(jpeg.length).toBeGreaterThanOrEqual(150 * 1024);
  });

  it('renders a notification poster as PNG', async () => {
    const png = await renderPhoto('public/Images/notification/1700000000000-admissions-open.png', 'poster');
    expect((await sharp(png).metadata()).format).toBe('png');
  });

  it('renders a TC as a portrait certificate JPEG', async () => {
    const jpeg = await renderTcCertificate({ name: 'Aarav Sharma', admission: 'SC2019-0142' }, demoSchool({}));
    const meta = await sharp(jpeg).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1240, 1754]);
  });
});

describe('disk cache', () => {
  it('renders once for concurrent requests, then reads from disk, leaving no temporary files', async () => {
    let renders = 0;
    const render = async () => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 30));
      return Buffer.from('fake image bytes');
    };
    const first = createDiskCache(`${cache.dir}/nested`);
    const results = await Promise.all(Array.from({ length: 8 }, () => first.ensure('key-a', 'jpg', render)));
    expect(renders).toBe(1);
    expect(new Set(results.map((r) => r.file)).size).toBe(1);
    expect(results[0]!.size).toBe(16);

    // Another process (a new cache on the same directory) finds the file.
    const second = createDiskCache(`${cache.dir}/nested`);
    expect(await second.ensure('key-a', 'jpg', render)).toEqual(results[0]);
    expect(renders).toBe(1);

    await second.ensure('key-b', 'png', render);
    expect(renders).toBe(2);
    const files = await readdir(`${cache.dir}/nested`);
    expect(files).toHaveLength(2);
    expect(files.some((f) => f.endsWith('.tmp'))).toBe(false);
  });

  it('does not keep a failed render', async () => {
    const c = createDiskCache(`${cache.dir}/failing`);
    await expect(c.ensure('k', 'jpg', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    const ok = await c.ensure('k', 'jpg', async () => Buffer.from('ok'));
    expect(ok.size).toBe(2);
  });
});
