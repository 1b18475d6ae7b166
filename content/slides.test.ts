import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { SCENES, generateSlides } from '../scripts/generate-slides.ts';
import { loadContent } from '../server/content/load-content.ts';

describe("the example school's slides (school.yaml home.slides)", () => {
  it('has eight slides, each with alt text and a caption, and a meta description under 160 characters', async () => {
    const home = (await loadContent(import.meta.dirname)).school.home!;
    expect(home.slides).toHaveLength(8);
    for (const slide of home.slides!) {
      expect(slide.alt.length).toBeGreaterThan(20);
      expect(slide.caption.length).toBeGreaterThan(5);
    }
    expect(home.description!.length).toBeLessThan(160);
  });
});

describe('scripts/generate-slides.ts', () => {
  let dir = '';
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("draws one scene per slide and writes one small WebP file for each at the slider's size", async () => {
    expect(SCENES).toHaveLength(8);
    dir = await mkdtemp(join(tmpdir(), 'slides-'));
    const written = await generateSlides(dir);
    expect(written).toHaveLength(8);
    const files = (await readdir(dir)).sort();
    expect(files).toEqual(SCENES.map((_, i) => `slide-${i + 1}.webp`).sort());
    for (const { file, bytes } of written) {
      expect(bytes).toBeLessThan(40 * 1024);
      const meta = await sharp(file).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(1280);
      expect(meta.height).toBe(560);
    }
  });
});
