import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { SCENES, generateSlides } from '../scripts/generate-slides.ts';
import { homeContent, SLIDE_SIZE, SLIDE_WIDTHS } from './home.ts';

describe('home content', () => {
  it('has eight slides, numbered 1-8, each with alt text and a caption', () => {
    expect(homeContent.slides.map((s) => s.n)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const slide of homeContent.slides) {
      expect(slide.alt.length).toBeGreaterThan(20);
      expect(slide.caption.length).toBeGreaterThan(5);
    }
  });

  it('has a meta description under 160 characters', () => {
    expect(homeContent.description.length).toBeLessThan(160);
  });
});

describe('scripts/generate-slides.ts', () => {
  let dir = '';
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('draws one scene per slide and writes small WebP files at both widths', async () => {
    expect(SCENES).toHaveLength(homeContent.slides.length);
    dir = await mkdtemp(join(tmpdir(), 'slides-'));
    const written = await generateSlides(dir);
    expect(written).toHaveLength(homeContent.slides.length * SLIDE_WIDTHS.length);
    const files = (await readdir(dir)).sort();
    expect(files).toContain('slide-1-640.webp');
    expect(files).toContain('slide-8-1280.webp');
    for (const { file, bytes } of written) {
      expect(bytes).toBeLessThan(40 * 1024);
      const meta = await sharp(file).metadata();
      expect(meta.format).toBe('webp');
      const wide = file.endsWith('-1280.webp');
      expect(meta.width).toBe(wide ? SLIDE_SIZE.width : 640);
      expect(meta.height).toBe(wide ? SLIDE_SIZE.height : 280);
    }
  });
});
