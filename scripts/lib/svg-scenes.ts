// Drawing helpers for the example school's generated pictures (slides, illustrations): one style, one
// WebP setting. Editing them changes committed images: rerun both scripts and their tests.

import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

/** Keeps flat shapes crisp and files small. */
export const WEBP = { quality: 74, effort: 6, smartSubsample: true } as const;

export interface Written {
  file: string;
  bytes: number;
}

/** The demo provider's seeded PRNG, so every run draws the same. */
export { mulberry32 as random } from '../../demo-provider/prng.ts';

/** One decimal: enough for a pixel, free of float noise. */
export const r1 = (n: number) => Math.round(n * 10) / 10;

export function pick<T>(rand: () => number, list: readonly T[]): T {
  return list[Math.floor(rand() * list.length)] as T;
}

export function linear(id: string, stops: readonly string[], vertical = true): string {
  const step = stops.length > 1 ? 100 / (stops.length - 1) : 0;
  const s = stops.map((c, i) => `<stop offset="${r1(i * step)}%" stop-color="${c}"/>`).join('');
  const dir = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
  return `<linearGradient id="${id}" ${dir}>${s}</linearGradient>`;
}

export function radial(id: string, inner: string, outer: string): string {
  return `<radialGradient id="${id}"><stop offset="0%" stop-color="${inner}"/><stop offset="100%" stop-color="${outer}" stop-opacity="0"/></radialGradient>`;
}

export function cloud(x: number, y: number, s: number, fill = '#ffffff', opacity = 0.9): string {
  return `<g fill="${fill}" opacity="${opacity}"><ellipse cx="${x}" cy="${y}" rx="${60 * s}" ry="${22 * s}"/><ellipse cx="${x - 30 * s}" cy="${y - 12 * s}" rx="${32 * s}" ry="${24 * s}"/><ellipse cx="${x + 22 * s}" cy="${y - 18 * s}" rx="${38 * s}" ry="${30 * s}"/></g>`;
}

export function tree(x: number, ground: number, s: number, leaf = '#3f7d3a', dark = '#2f6330'): string {
  return `<g><rect x="${x - 6 * s}" y="${ground - 60 * s}" width="${12 * s}" height="${60 * s}" fill="#6b4a2f"/><circle cx="${x}" cy="${ground - 80 * s}" r="${38 * s}" fill="${leaf}"/><circle cx="${x - 24 * s}" cy="${ground - 62 * s}" r="${26 * s}" fill="${dark}"/><circle cx="${x + 26 * s}" cy="${ground - 64 * s}" r="${28 * s}" fill="${leaf}"/></g>`;
}

export function windows(
  x: number,
  y: number,
  cols: number,
  rows: number,
  w: number,
  h: number,
  gapX: number,
  gapY: number,
  fill: string,
  arch = false,
): string {
  let out = '';
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const wx = x + c * (w + gapX);
      const wy = y + r * (h + gapY);
      out += arch
        ? `<path d="M${wx} ${wy + h}V${wy + w / 2}a${w / 2} ${w / 2} 0 0 1 ${w} 0V${wy + h}z" fill="${fill}"/>`
        : `<rect x="${wx}" y="${wy}" width="${w}" height="${h}" rx="2" fill="${fill}"/>`;
    }
  }
  return out;
}

/** An Erlenmeyer flask standing on `base`, a third full of `liquid`. */
export function flask(x: number, base: number, s: number, liquid: string): string {
  return (
    `<path d="M${x - 12 * s} ${base - 120 * s}h${24 * s}v${40 * s}l${46 * s} ${74 * s}q${6 * s} ${6 * s} 0 ${6 * s}h${-116 * s}q${-6 * s} 0 0 ${-6 * s}l${46 * s} ${-74 * s}z" fill="#f4fbfd" stroke="#8fb3bd" stroke-width="4"/>` +
    `<path d="M${x - 36 * s} ${base - 40 * s}h${72 * s}l${22 * s} ${34 * s}h${-116 * s}z" fill="${liquid}" opacity="0.85"/>`
  );
}

export const BOOK_COLORS = [
  '#7a1f2b',
  '#1f4e79',
  '#2f6b3a',
  '#c9822b',
  '#5b3c88',
  '#a33c2f',
  '#2c6f78',
  '#d1a33b',
] as const;

/** A bookcase of `rows` shelves of random books. */
export function bookcase(rand: () => number, x: number, top: number, w: number, rows = 4): string {
  let out = `<rect x="${x}" y="${top}" width="${w}" height="${rows * 98 + 8}" fill="#6b4226"/>`;
  for (let row = 0; row < rows; row++) {
    const base = top + 90 + row * 98;
    out += `<rect x="${x + 10}" y="${base - 82}" width="${w - 20}" height="82" fill="#4a2d1a"/>`;
    let bx = x + 14;
    while (bx < x + w - 24) {
      const bw = 10 + Math.floor(rand() * 14);
      const bh = 52 + Math.floor(rand() * 26);
      out += `<rect x="${bx}" y="${base - bh}" width="${bw}" height="${bh}" fill="${pick(rand, BOOK_COLORS)}"/>`;
      bx += bw + 2;
    }
    out += `<rect x="${x}" y="${base}" width="${w}" height="10" fill="#8a5a36"/>`;
  }
  return out;
}

/** The SVG document for one picture of the given size. */
export function canvas(width: number, height: number): (defs: string, body: string) => string {
  return (defs, body) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}

/** Renders an SVG to `file` as WebP (density 72: one unit per pixel). */
export async function writeWebp(file: string, svgSource: string): Promise<Written> {
  const webp = await sharp(Buffer.from(svgSource), { density: 72 }).webp(WEBP).toBuffer();
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, webp);
  return { file, bytes: webp.length };
}

/** When `moduleUrl` is the main script (not a test), writes its pictures to `--out DIR` or `defaultOut`. */
export async function runAsScript(
  moduleUrl: string,
  name: string,
  defaultOut: string,
  generate: (outDir: string) => Promise<Written[]>,
): Promise<void> {
  if (!process.argv[1] || fileURLToPath(moduleUrl) !== resolve(process.argv[1])) return;
  const outIndex = process.argv.indexOf('--out');
  const given = outIndex > 0 ? process.argv[outIndex + 1] : undefined;
  const outDir = given || defaultOut;
  const written = await generate(outDir);
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  for (const { file, bytes } of written) console.log(`${kb(bytes).padStart(8)}  ${file}`);
  console.log(`${name}: ${written.length} images in ${outDir}`);
}
