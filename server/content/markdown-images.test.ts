import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { readImageSizes } from './image-sizes.ts';
import { loadContent } from './load-content.ts';
import { renderPage } from './markdown.ts';
import type { School } from '../../shared/content-schema.ts';

const EXAMPLE = join(import.meta.dirname, '..', '..', 'content');
// Pictures read nothing of the school (see markdown-tables.test.ts).
const school = {} as School;
const images = new Map([
  ['rooms/lab.webp', { width: 1280, height: 800 }],
  ['small.png', { width: 500, height: 300 }],
  ['crest.svg', { width: 120, height: 140 }],
  ['rooms/a:b.png', { width: 800, height: 600 }],
]);

describe('pictures in a page', () => {
  it("offers a phone the copies the server makes, up to the file's own width, with the size the slot has", () => {
    const { html } = renderPage('Our lab:\n\n![Two students at a bench](rooms/lab.webp)\n', school, images);
    const img = /<img [^>]+>/.exec(html)![0];
    expect(img).toContain('src="/content/images/rooms/lab.webp?w=1280"');
    expect(img).toContain('srcset="/content/images/rooms/lab.webp?w=160 160w, ');
    expect(img).toContain('/content/images/rooms/lab.webp?w=1280 1280w"');
    expect(img).not.toContain('1920w');
    expect(img).toContain('sizes="(min-width: 62em) 52rem, 100vw"');
    // Its own proportions hold its place before it loads.
    expect(img).toContain('width="1280" height="800"');
    expect(img).toContain('alt="Two students at a bench"');
    expect(img).toContain('loading="lazy"');
  });

  it('never offers a copy wider than the file, and sends a drawing as it is', () => {
    const small = /<img [^>]+>/.exec(renderPage('![A small one](small.png)', school, images).html)![0];
    expect(small).toContain('src="/content/images/small.png?w=480"');
    expect(small).not.toContain('640w');
    const drawing = /<img [^>]+>/.exec(renderPage('![The crest](crest.svg)', school, images).html)![0];
    expect(drawing).toContain('src="/content/images/crest.svg"');
    expect(drawing).not.toContain('srcset');
  });

  it("takes a colon inside a file's name, which is no address", () => {
    expect(renderPage('![A room](rooms/a:b.png)', school, images).html).toContain(
      'src="/content/images/rooms/a%3Ab.png?w=800"',
    );
  });

  it('escapes the words of the alt text', () => {
    expect(renderPage('![A "big" <room> & more](rooms/lab.webp)', school, images).html).toContain(
      'alt="A &quot;big&quot; &lt;room&gt; &amp; more"',
    );
  });

  it('refuses a picture with no file, an address, or a way out of images/, naming its line', () => {
    expect(() => renderPage('Text\n\n![Lab](rooms/labb.webp)', school, images)).toThrow(
      /^the picture "rooms\/labb.webp" names no picture under images\//,
    );
    for (const src of [
      'https://example.org/a.jpg',
      '/content/images/crest.svg',
      '../school.yaml',
      'rooms/../../x.png',
      'C:\\x.png',
    ]) {
      expect(() => renderPage(`![Lab](${src})`, school, images), src).toThrow('must name a file under images/');
    }
    try {
      renderPage('Text\n\n- item\n- ![Lab](nope.webp)\n', school, images);
      expect.unreachable();
    } catch (error) {
      expect((error as { line?: number }).line).toBe(4);
    }
  });
});

describe('readImageSizes and the loader', () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

  it("reads each picture's size, in sub-folders too, and leaves out what is no picture", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'images-'));
    dirs.push(dir);
    await cp(join(EXAMPLE, 'images'), join(dir, 'images'), { recursive: true });
    await writeFile(join(dir, 'images', 'broken.jpg'), 'not a picture');
    await writeFile(join(dir, 'images', 'notes.txt'), 'hello');
    await sharp({ create: { width: 40, height: 30, channels: 3, background: '#fff' } })
      .png()
      .toFile(join(dir, 'images', 'slides', 'tiny.png'));
    const sizes = await readImageSizes(dir);
    expect(sizes.get('slides/tiny.png')).toEqual({ width: 40, height: 30 });
    expect(sizes.get('slides/slide-1.webp')).toEqual({ width: 1280, height: 560 });
    expect(sizes.has('broken.jpg')).toBe(false);
    expect(sizes.has('notes.txt')).toBe(false);
  });

  it('stops the start at a page whose picture is missing, with the file and line', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'content-'));
    dirs.push(dir);
    await cp(EXAMPLE, dir, { recursive: true, filter: (src) => !src.endsWith('.test.ts') });
    await writeFile(
      join(dir, 'pages', 'motto.md'),
      '---\ntitle: Motto\nsection: About\ndescription: Our motto.\nupdated: 2026-01-01\n---\n\nText\n\n![The crest](crest.svgg)\n',
    );
    await expect(loadContent(dir)).rejects.toThrow(
      /motto\.md:10: the picture "crest\.svgg" names no picture under images\//,
    );
  });
});
