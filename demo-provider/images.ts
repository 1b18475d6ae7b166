// Photos as a school office uploads them: full camera-size JPEGs, so that serving them raw is
// visibly costly and the BFF's media path gets exercised with real weights. Each picture is a
// procedural scene seeded by its path (same path, same bytes), rendered to raw pixels here and
// encoded by sharp. Per-pixel noise stands in for sensor grain; without it JPEG would squeeze
// the flat shapes to a few dozen KB and the fake would stop behaving like real uploads.
import { createHash } from 'node:crypto';
import { mkdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { createRng, hashString, mulberry32 } from './prng.ts';
import type { Rng } from './prng.ts';

export type PhotoShape = 'landscape' | 'portrait' | 'poster';

export const PHOTO_SIZES: Record<PhotoShape, { width: number; height: number }> = {
  landscape: { width: 1600, height: 1067 },
  portrait: { width: 800, height: 1000 },
  // Notification posters are PNG artwork, flat colours and no grain, as designers export them.
  poster: { width: 1000, height: 700 },
};

type Rgb = [number, number, number];

class Canvas {
  readonly width: number;
  readonly height: number;
  readonly px: Uint8ClampedArray;

  constructor(width: number, height: number) {
    this.width = width;
    this.height = height;
    this.px = new Uint8ClampedArray(width * height * 3);
  }

  private put(x: number, y: number, c: Rgb, alpha = 1): void {
    const i = (y * this.width + x) * 3;
    const px = this.px;
    if (alpha >= 1) {
      px[i] = c[0];
      px[i + 1] = c[1];
      px[i + 2] = c[2];
    } else {
      px[i] = px[i]! + (c[0] - px[i]!) * alpha;
      px[i + 1] = px[i + 1]! + (c[1] - px[i + 1]!) * alpha;
      px[i + 2] = px[i + 2]! + (c[2] - px[i + 2]!) * alpha;
    }
  }

  verticalGradient(y0: number, y1: number, top: Rgb, bottom: Rgb): void {
    const from = Math.max(0, Math.floor(y0));
    const to = Math.min(this.height, Math.ceil(y1));
    for (let y = from; y < to; y++) {
      const t = (y - y0) / Math.max(1, y1 - y0);
      const c: Rgb = [lerp(top[0], bottom[0], t), lerp(top[1], bottom[1], t), lerp(top[2], bottom[2], t)];
      for (let x = 0; x < this.width; x++) this.put(x, y, c);
    }
  }

  rect(x0: number, y0: number, x1: number, y1: number, c: Rgb, alpha = 1): void {
    const xa = Math.max(0, Math.floor(x0));
    const xb = Math.min(this.width, Math.ceil(x1));
    const ya = Math.max(0, Math.floor(y0));
    const yb = Math.min(this.height, Math.ceil(y1));
    for (let y = ya; y < yb; y++) for (let x = xa; x < xb; x++) this.put(x, y, c, alpha);
  }

  /** Ellipse with a one-pixel soft edge, so shapes do not look like clip art. */
  ellipse(cx: number, cy: number, rx: number, ry: number, c: Rgb, alpha = 1): void {
    const xa = Math.max(0, Math.floor(cx - rx - 1));
    const xb = Math.min(this.width, Math.ceil(cx + rx + 1));
    const ya = Math.max(0, Math.floor(cy - ry - 1));
    const yb = Math.min(this.height, Math.ceil(cy + ry + 1));
    const r = Math.min(rx, ry);
    for (let y = ya; y < yb; y++) {
      for (let x = xa; x < xb; x++) {
        const dx = (x - cx) / rx;
        const dy = (y - cy) / ry;
        const edge = (1 - Math.sqrt(dx * dx + dy * dy)) * r;
        if (edge <= 0) continue;
        this.put(x, y, c, Math.min(1, edge) * alpha);
      }
    }
  }

  /** Fills from the curve `top(x)` down to `bottom`: hills, roofs, crowds. */
  underCurve(top: (x: number) => number, bottom: number, c: Rgb): void {
    for (let x = 0; x < this.width; x++) {
      const from = Math.max(0, Math.floor(top(x)));
      const to = Math.min(this.height, Math.ceil(bottom));
      for (let y = from; y < to; y++) this.put(x, y, c);
    }
  }

  /** Sensor-like grain: luminance noise plus a little colour noise, from a fast seeded stream. */
  grain(seed: number, amount: number): void {
    const next = mulberry32(seed);
    const px = this.px;
    for (let i = 0; i < px.length; i += 3) {
      const luma = (next() + next() - 1) * amount;
      const chroma = amount * 0.25;
      px[i] = px[i]! + luma + (next() - 0.5) * chroma;
      px[i + 1] = px[i + 1]! + luma;
      px[i + 2] = px[i + 2]! + luma + (next() - 0.5) * chroma;
    }
  }

  /** Darker corners, as a real lens gives. */
  vignette(strength: number): void {
    const cx = this.width / 2;
    const cy = this.height / 2;
    const maxD = cx * cx + cy * cy;
    for (let y = 0; y < this.height; y++) {
      for (let x = 0; x < this.width; x++) {
        const d = ((x - cx) ** 2 + (y - cy) ** 2) / maxD;
        const f = 1 - strength * d * d;
        const i = (y * this.width + x) * 3;
        this.px[i] = this.px[i]! * f;
        this.px[i + 1] = this.px[i + 1]! * f;
        this.px[i + 2] = this.px[i + 2]! * f;
      }
    }
  }
}

function lerp(a: number, b: number, t: number): number {
  return a + (b - a) * t;
}

function shade(c: Rgb, f: number): Rgb {
  return [c[0] * f, c[1] * f, c[2] * f];
}

const SKIES: ReadonlyArray<[Rgb, Rgb]> = [
  [
    [74, 128, 201],
    [188, 214, 236],
  ],
  [
    [98, 150, 214],
    [222, 230, 240],
  ],
  [
    [60, 90, 160],
    [250, 190, 140],
  ],
  [
    [140, 160, 180],
    [210, 215, 220],
  ],
];
const GROUNDS: ReadonlyArray<[Rgb, Rgb]> = [
  [
    [96, 140, 62],
    [58, 98, 40],
  ],
  [
    [150, 130, 96],
    [112, 94, 66],
  ],
  [
    [120, 150, 80],
    [80, 110, 52],
  ],
];
const UNIFORMS: readonly Rgb[] = [
  [30, 50, 110],
  [235, 235, 240],
  [120, 30, 40],
  [40, 90, 60],
  [90, 90, 100],
];
const SKIN: readonly Rgb[] = [
  [224, 172, 138],
  [198, 140, 105],
  [170, 118, 86],
  [140, 96, 70],
];

function drawLandscape(canvas: Canvas, rng: Rng): void {
  const { width: w, height: h } = canvas;
  const horizon = h * rng.float(0.42, 0.62, 3);
  const [skyTop, skyLow] = rng.pick(SKIES);
  const [groundFar, groundNear] = rng.pick(GROUNDS);
  canvas.verticalGradient(0, horizon, skyTop, skyLow);
  canvas.verticalGradient(horizon, h, groundFar, groundNear);
  if (rng.chance(0.6))
    canvas.ellipse(rng.int(100, w - 100), rng.int(60, Math.floor(horizon * 0.5)), 50, 50, [255, 244, 214]);
  for (let i = rng.int(2, 5); i > 0; i--) {
    canvas.ellipse(
      rng.int(0, w),
      rng.int(40, Math.floor(horizon * 0.6)),
      rng.int(80, 220),
      rng.int(25, 60),
      [245, 245, 248],
      0.7,
    );
  }
  // Far hills and trees along the horizon.
  const hillColor = shade(groundFar, 0.75);
  const f1 = rng.float(0.002, 0.006, 4);
  const f2 = rng.float(0.008, 0.02, 4);
  const p = rng.float(0, 6, 2);
  canvas.underCurve((x) => horizon - 40 - 30 * Math.sin(x * f1 + p) - 12 * Math.sin(x * f2), horizon + 2, hillColor);
  // The school building: a long block with rows of windows and a gable.
  const bx = rng.int(-100, Math.floor(w * 0.4));
  const bw = rng.int(Math.floor(w * 0.35), Math.floor(w * 0.7));
  const bh = rng.int(Math.floor(h * 0.18), Math.floor(h * 0.3));
  const wall = rng.pick<Rgb>([
    [214, 196, 170],
    [232, 222, 200],
    [196, 120, 90],
    [225, 210, 185],
  ]);
  canvas.rect(bx, horizon - bh, bx + bw, horizon + 4, wall);
  canvas.underCurve(
    (x) => (x < bx || x > bx + bw ? h : horizon - bh - Math.max(0, 60 - Math.abs(x - (bx + bw / 2)) * 0.25)),
    horizon - bh + 1,
    [150, 60, 50],
  );
  const rows = rng.int(2, 3);
  for (let r = 0; r < rows; r++) {
    for (let x = bx + 30; x < bx + bw - 40; x += 70) {
      const y = horizon - bh + 30 + r * (bh / rows);
      canvas.rect(x, y, x + 34, y + Math.min(48, bh / rows - 20), [70, 82, 96]);
    }
  }
  // Trees.
  for (let i = rng.int(3, 8); i > 0; i--) {
    const tx = rng.int(0, w);
    const size = rng.int(50, 120);
    canvas.rect(tx - 8, horizon - size * 0.4, tx + 8, horizon + 20, [92, 64, 40]);
    canvas.ellipse(tx, horizon - size * 0.8, size * 0.7, size * 0.6, shade(groundNear, rng.float(0.7, 1, 2)));
  }
  // Students in rows: head and body blobs in uniform colours.
  const uniform = rng.pick(UNIFORMS);
  const rowsOfPeople = rng.int(1, 3);
  for (let r = 0; r < rowsOfPeople; r++) {
    const y = horizon + (h - horizon) * (0.3 + r * 0.22);
    const scale = 0.7 + r * 0.35;
    for (let x = rng.int(0, 60); x < w; x += rng.int(40, 90) * scale) {
      if (rng.chance(0.2)) continue;
      const skin = rng.pick(SKIN);
      canvas.rect(x - 14 * scale, y - 10 * scale, x + 14 * scale, y + 60 * scale, uniform);
      canvas.ellipse(x, y - 26 * scale, 13 * scale, 16 * scale, skin);
      canvas.ellipse(x, y - 36 * scale, 13 * scale, 8 * scale, [30, 24, 22]);
    }
  }
  // Bunting or balloons for a celebration feel.
  if (rng.chance(0.5)) {
    for (let x = 0; x < w; x += 36) {
      const y = 40 + 30 * Math.sin(x / 160);
      canvas.ellipse(
        x,
        y,
        12,
        16,
        rng.pick<Rgb>([
          [230, 60, 60],
          [250, 200, 40],
          [60, 160, 90],
          [70, 110, 220],
        ]),
      );
    }
  }
}

function drawPortrait(canvas: Canvas, rng: Rng): void {
  const { width: w, height: h } = canvas;
  const backdrop = rng.pick<[Rgb, Rgb]>([
    [
      [90, 120, 170],
      [40, 60, 100],
    ],
    [
      [200, 200, 205],
      [140, 140, 150],
    ],
    [
      [110, 150, 140],
      [60, 90, 80],
    ],
  ]);
  canvas.verticalGradient(0, h, backdrop[0], backdrop[1]);
  canvas.ellipse(w * 0.5, h * 0.3, w * 0.5, h * 0.35, shade(backdrop[0], 1.15), 0.35);
  const skin = rng.pick(SKIN);
  const uniform = rng.pick(UNIFORMS);
  const hair: Rgb = [rng.int(15, 45), rng.int(12, 35), rng.int(10, 30)];
  const cx = w * rng.float(0.46, 0.54, 3);
  // Shoulders and blazer, shirt collar and tie.
  canvas.ellipse(cx, h * 1.02, w * 0.48, h * 0.32, uniform);
  canvas.rect(cx - w * 0.07, h * 0.62, cx + w * 0.07, h * 0.72, [240, 240, 244]);
  canvas.rect(
    cx - w * 0.018,
    h * 0.66,
    cx + w * 0.018,
    h * 0.9,
    rng.pick<Rgb>([
      [140, 30, 40],
      [30, 40, 90],
      [40, 90, 60],
    ]),
  );
  canvas.rect(cx - w * 0.06, h * 0.52, cx + w * 0.06, h * 0.65, shade(skin, 0.9));
  // Face, ears, hair.
  canvas.ellipse(cx - w * 0.17, h * 0.4, w * 0.03, h * 0.05, shade(skin, 0.92));
  canvas.ellipse(cx + w * 0.17, h * 0.4, w * 0.03, h * 0.05, shade(skin, 0.92));
  // Long hair sits behind the face, so it is drawn first.
  if (rng.chance(0.5)) canvas.ellipse(cx, h * 0.44, w * 0.21, h * 0.2, hair);
  canvas.ellipse(cx, h * 0.39, w * 0.17, h * 0.17, skin);
  canvas.ellipse(cx, h * 0.27, w * 0.19, h * 0.09, hair);
  canvas.ellipse(cx - w * 0.06, h * 0.38, w * 0.018, h * 0.01, [40, 30, 30]);
  canvas.ellipse(cx + w * 0.06, h * 0.38, w * 0.018, h * 0.01, [40, 30, 30]);
  canvas.ellipse(cx, h * 0.47, w * 0.05, h * 0.012, shade(skin, 0.7));
}

function drawPoster(canvas: Canvas, rng: Rng): void {
  const { width: w, height: h } = canvas;
  const main = rng.pick<Rgb>([
    [20, 60, 120],
    [130, 20, 40],
    [20, 100, 80],
    [80, 40, 120],
  ]);
  canvas.verticalGradient(0, h, main, shade(main, 0.6));
  canvas.rect(0, h * 0.78, w, h, [250, 200, 40]);
  canvas.ellipse(w * 0.15, h * 0.22, 80, 80, [250, 250, 250]);
  canvas.ellipse(w * 0.15, h * 0.22, 64, 64, main);
  // Stand-ins for the poster's lettering: white bars of varying length.
  for (let i = 0; i < 5; i++) {
    const y = h * 0.14 + i * 62;
    canvas.rect(w * 0.3, y, w * 0.3 + rng.int(200, Math.floor(w * 0.62)), y + (i === 0 ? 40 : 22), [250, 250, 250]);
  }
  canvas.rect(w * 0.3, h * 0.83, w * 0.7, h * 0.93, main);
}

/** Grain per shape, tuned so landscape JPEGs weigh 300-500 KB and portraits 170-300 KB. */
const GRAIN: Record<PhotoShape, number> = { landscape: 14, portrait: 17, poster: 0 };

export async function renderPhoto(path: string, shape: PhotoShape): Promise<Buffer> {
  const { width, height } = PHOTO_SIZES[shape];
  const rng = createRng(`photo:${path}`);
  const canvas = new Canvas(width, height);
  if (shape === 'landscape') drawLandscape(canvas, rng);
  else if (shape === 'portrait') drawPortrait(canvas, rng);
  else drawPoster(canvas, rng);
  if (shape !== 'poster') {
    canvas.vignette(0.35);
    canvas.grain(hashString(`grain:${path}`), GRAIN[shape]);
  }
  const image = sharp(Buffer.from(canvas.px.buffer), { raw: { width, height, channels: 3 } });
  return shape === 'poster' ? image.png({ compressionLevel: 9 }).toBuffer() : image.jpeg({ quality: 88 }).toBuffer();
}

/**
 * Generated files cached on disk, keyed by what they depend on. A render is written to a unique
 * temporary name and renamed into place, so concurrent requests (or processes sharing the
 * directory) never see a half-written file; renders in flight are shared within the process.
 */
export interface DiskCache {
  readonly dir: string;
  /** The cached file's path and size, rendering it first if needed. */
  ensure(key: string, ext: string, render: () => Promise<Buffer>): Promise<{ file: string; size: number }>;
}

let tempCounter = 0;

export function createDiskCache(dir: string): DiskCache {
  const inFlight = new Map<string, Promise<{ file: string; size: number }>>();
  let made: Promise<unknown> | null = null;

  async function produce(file: string, render: () => Promise<Buffer>): Promise<{ file: string; size: number }> {
    try {
      const info = await stat(file);
      if (info.isFile() && info.size > 0) return { file, size: info.size };
    } catch {
      // Not cached yet.
    }
    made ??= mkdir(dir, { recursive: true });
    await made;
    const bytes = await render();
    const temp = `${file}.${process.pid}.${++tempCounter}.tmp`;
    try {
      await writeFile(temp, bytes);
      await rename(temp, file);
    } catch (error) {
      await unlink(temp).catch(() => undefined);
      throw error;
    }
    return { file, size: bytes.length };
  }

  return {
    dir,
    ensure(key, ext, render) {
      const name = createHash('sha256').update(key).digest('hex').slice(0, 32);
      const file = join(dir, `${name}.${ext}`);
      let job = inFlight.get(file);
      if (!job) {
        job = produce(file, render).finally(() => inFlight.delete(file));
        inFlight.set(file, job);
      }
      return job;
    },
  };
}
