import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { ILLUSTRATIONS, generateIllustrations } from '../scripts/generate-illustrations.ts';
import { loadContent } from '../server/content/load-content.ts';

const EXPECTED = [
  'infrastructure/audio-visual-room.webp',
  'infrastructure/laboratory.webp',
  'infrastructure/smart-class.webp',
  'infrastructure/library.webp',
  'infrastructure/school-bus.webp',
  'outfit/primary-uniform.webp',
  'outfit/higher-uniform.webp',
];

describe('scripts/generate-illustrations.ts', () => {
  let dir = '';
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('draws the Infrastructure and Outfit pictures, each shown on its page with a specific alt text', async () => {
    expect(ILLUSTRATIONS.map((i) => i.file)).toEqual(EXPECTED);
    const { pages } = await loadContent(import.meta.dirname);
    const html = ['infrastructure', 'outFit'].map((slug) => pages.get(slug)!.html).join('');
    const alts = EXPECTED.map(
      (file) =>
        new RegExp(`<img class="content-image" src="/content/images/${file}\\?w=1280"[^>]* alt="([^"]+)"`).exec(
          html,
        )?.[1] ?? file,
    );
    for (const alt of alts) expect(alt).toMatch(/^Illustration of .{60,}\.$/);
    expect(new Set(alts).size).toBe(alts.length);
  });

  // Seven WebP encodings at effort 6 take seconds; a loaded host running the whole suite needs more.
  it(
    'writes one small 1280 x 800 WebP file for each, the same as the committed ones byte for byte',
    { timeout: 60_000 },
    async () => {
      dir = await mkdtemp(join(tmpdir(), 'illustrations-'));
      const written = await generateIllustrations(dir);
      expect(written.map((w) => w.file)).toEqual(EXPECTED.map((f) => join(dir, f)));
      const files = (await readdir(dir, { recursive: true })).filter((f) => f.endsWith('.webp'));
      expect(files.sort()).toEqual([...EXPECTED].sort());
      for (const [i, { file, bytes }] of written.entries()) {
        expect(bytes).toBeLessThan(60 * 1024);
        const meta = await sharp(file).metadata();
        expect(meta.format).toBe('webp');
        expect(meta.width).toBe(1280);
        expect(meta.height).toBe(800);
        // Deterministic drawing: the committed picture is what the script makes today.
        const committed = await readFile(join(import.meta.dirname, 'images', EXPECTED[i]!));
        expect(
          (await readFile(file)).equals(committed),
          `${EXPECTED[i]} differs from a fresh render; run node scripts/generate-illustrations.ts`,
        ).toBe(true);
      }
    },
  );
});
