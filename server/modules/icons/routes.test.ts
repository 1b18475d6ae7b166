import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../testing/harness.ts';
import { ICON_FILES } from './routes.ts';

// The tab's and the home screen's icons are the school's own logo (school.yaml), never a built-in one.
describe("the school's icons", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  it('serves the drawn logo as the tab icon, as it is, with a validator', async () => {
    const res = await h.app.inject('/favicon.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.body).toBe(
      readFileSync(join(import.meta.dirname, '..', '..', '..', 'content', 'images', 'crest.svg'), 'utf8'),
    );
    expect(
      (await h.app.inject({ url: '/favicon.svg', headers: { 'if-none-match': String(res.headers.etag) } })).statusCode,
    ).toBe(304);
  });

  it('renders each fixed size from the logo: square, opaque white corners, the logo in the middle', async () => {
    for (const [path, side] of Object.entries(ICON_FILES)) {
      const res = await h.app.inject(path);
      expect([res.statusCode, res.headers['content-type']], path).toEqual([200, 'image/png']);
      const image = sharp(res.rawPayload);
      expect(await image.metadata(), path).toMatchObject({ format: 'png', width: side, height: side });
      const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
      const at = (x: number, y: number) => [
        ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
      ];
      expect(at(0, 0), path).toEqual([255, 255, 255]);
      // The crest is drawn in navy and gold: a good part of the square is far from white.
      let coloured = 0;
      for (let y = 0; y < side; y++)
        for (let x = 0; x < side; x++) if (at(x, y).reduce((a, b) => a + b, 0) < 600) coloured++;
      expect(coloured / (side * side), path).toBeGreaterThan(0.2);
      expect(at(Math.floor(side / 2), 2), `${path}: the margin`).toEqual([255, 255, 255]);
    }
  });

  it('lists them in the manifest, and each page links the tab and home-screen icons', async () => {
    const manifest = (await h.app.inject('/site.webmanifest')).json<{ icons: { src: string; sizes: string }[] }>();
    expect(manifest.icons.map((i) => `${i.src} ${i.sizes}`)).toEqual([
      '/favicon.svg any',
      '/icons/icon-192.png 192x192',
      '/icons/icon-512.png 512x512',
    ]);
    for (const icon of manifest.icons) expect((await h.app.inject(icon.src)).statusCode, icon.src).toBe(200);
  });
});
