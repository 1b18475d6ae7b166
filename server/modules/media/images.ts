import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { LRUCache } from 'lru-cache';
import pLimit, { type LimitFunction } from 'p-limit';
import sharp, { type Metadata } from 'sharp';
import type { ImageWidth } from '../../../shared/media.ts';
import { BusyError, type Busy } from '../../load/busy.ts';
import { boundedLine, type BoundedLine } from '../../load/bounded-line.ts';
import type { CacheEvent } from '../../cache/cache.ts';

// Camera uploads are several megapixels; a phone card needs a few hundred pixels. Images are
// resized once per (path, width, format), kept in a byte-bounded cache, and never made larger
// than the original. The originals come from the provider or from the content folder's images/.

export type ImageFormat = 'avif' | 'webp' | 'jpeg';

// A resize is CPU work on libvips threads, and while it runs it holds one of libuv's four pool
// threads, the ones that also read the files the site serves. A burst of cold resizes (a fresh
// start, then an album of 40 photos) on a 2-core host held every pool thread and both cores for
// seconds: scripts waited 2 s and the event loop fell far enough behind to shed other work with
// 503. So each resize uses one libvips thread, and one core is left for everything else.
sharp.concurrency(1);
sharp.cache(false);
const RESIZES_AT_ONCE = Math.max(1, availableParallelism() - 1);
// Resizes under way, each holding its original (up to maxInputBytes) while it is read and encoded,
// and how many more may wait: a flood of distinct ?w= URLs had queued without bound, taking RSS
// from 158 to 787 MB while originals piled up ahead of the encoder.
const RESIZES_UNDER_WAY = 4;
const MAX_WAITING = 64;

export interface SizedImage {
  body: Buffer;
  type: string;
  etag: string;
}

/** A resize that cannot be done, with the status to answer. */
export class ImageError extends Error {
  override name = 'ImageError';
  readonly statusCode: number;
  constructor(statusCode: number, message: string) {
    super(message);
    this.statusCode = statusCode;
  }
}

const TYPES: Record<ImageFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' };

/** The best format the browser says it takes: AVIF, then WebP, else JPEG. */
export function pickFormat(accept: string | undefined): ImageFormat {
  const value = accept?.toLowerCase() ?? '';
  if (value.includes('image/avif')) return 'avif';
  if (value.includes('image/webp')) return 'webp';
  return 'jpeg';
}

/** Reads an original's bytes, refusing (ImageError 413) one larger than `maxBytes`. */
export type OriginalSource = (path: string, maxBytes: number) => Promise<Buffer>;

export interface ImageResizerOptions {
  maxBytes: number;
  /** Originals larger than this are not read for resizing. */
  maxInputBytes?: number;
  /** Decoded size limit: a small file that decodes to a huge bitmap (a pixel bomb) is refused. */
  maxInputPixels?: number;
  onEvent?: (event: CacheEvent, key: string) => void;
  /** Load shedding: while true, a copy not made yet is refused (BusyError) instead of made. */
  busy?: Busy;
  /** How many encodes run at once (the others wait their turn); one fewer than the cores by default. */
  resizesAtOnce?: number;
  /** How many resizes may be under way at once, their originals being read or encoded. */
  resizesUnderWay?: number;
  /** How many more may wait for a turn; past that a resize is refused (BusyError, 503). */
  maxWaiting?: number;
}

/**
 * Refusals (a file the provider lacks, one too large or not an image) are remembered by count,
 * apart from the images: an error with its stack held about 1.4 KB where 256 bytes were counted.
 * Kept a while, so a file uploaded again under the same name is tried again.
 */
const MAX_REFUSALS = 1000;
const REFUSAL_TTL_MS = 10 * 60 * 1000;
/** An image's entry besides its bytes: the key, the ETag and the entry objects. */
const ENTRY_OVERHEAD_BYTES = 512;

type Context = { path: string; width: ImageWidth; format: ImageFormat };

export class ImageResizer {
  readonly #cache: LRUCache<string, SizedImage, Context>;
  readonly #refused = new LRUCache<string, { statusCode: number; message: string }>({
    max: MAX_REFUSALS,
    ttl: REFUSAL_TTL_MS,
  });
  readonly #original: OriginalSource;
  readonly #maxInputBytes: number;
  readonly #maxInputPixels: number;
  readonly #onEvent: ImageResizerOptions['onEvent'];
  readonly #busy: ImageResizerOptions['busy'];
  readonly #cpu: LimitFunction;
  readonly #turns: BoundedLine;

  constructor(original: OriginalSource, opts: ImageResizerOptions) {
    this.#original = original;
    this.#cpu = pLimit(opts.resizesAtOnce ?? RESIZES_AT_ONCE);
    this.#turns = boundedLine(opts.resizesUnderWay ?? RESIZES_UNDER_WAY, opts.maxWaiting ?? MAX_WAITING);
    this.#maxInputBytes = opts.maxInputBytes ?? 30 * 1024 * 1024;
    this.#maxInputPixels = opts.maxInputPixels ?? 50_000_000;
    this.#cache = new LRUCache({
      maxSize: opts.maxBytes,
      sizeCalculation: (entry, key) => entry.body.length + key.length * 2 + ENTRY_OVERHEAD_BYTES,
      // Resized copies of the same upload never change; they only leave when space runs out.
      ttl: 0,
      fetchMethod: async (key, _stale, { context }) => {
        try {
          return await this.#resize(context.path, context.width, context.format);
        } catch (err) {
          // Remember refusals too, so a bad file is not downloaded again on every request; a 502
          // (the provider failing) is not the file's fault and is tried again.
          if (err instanceof ImageError && err.statusCode !== 502)
            this.#refused.set(key, { statusCode: err.statusCode, message: err.message });
          throw err;
        }
      },
    });
    this.#onEvent = opts.onEvent;
    this.#busy = opts.busy;
  }

  /** `version` names the original's revision where its path alone does not (an edited content file). */
  async get(path: string, width: ImageWidth, format: ImageFormat, version = ''): Promise<SizedImage> {
    const key = `${version}|${path}|${width}|${format}`;
    const refused = this.#refused.get(key);
    if (refused) throw new ImageError(refused.statusCode, refused.message);
    if (this.#busy?.() && !this.#cache.has(key)) throw new BusyError();
    const status: LRUCache.Status<string, SizedImage, Context> = {};
    const entry = await this.#cache.fetch(key, { context: { path, width, format }, status });
    this.#onEvent?.(status.fetch === 'hit' ? 'hit' : status.fetch === 'inflight' ? 'coalesced' : 'miss', 'image');
    if (!entry) throw new ImageError(502, 'The image could not be fetched right now.');
    return entry;
  }

  get size(): number {
    return this.#cache.calculatedSize;
  }

  async #resize(path: string, width: ImageWidth, format: ImageFormat): Promise<SizedImage> {
    // A flood of distinct resizes waits in a bounded line instead of holding originals in memory.
    return this.#turns.run(async () => {
      const input = await this.#original(path, this.#maxInputBytes);
      // Reading the original is a wait, not work: only the decoding and encoding take a CPU turn.
      return this.#cpu(() => this.#encode(input, width, format));
    });
  }

  async #encode(input: Buffer, width: ImageWidth, format: ImageFormat): Promise<SizedImage> {
    const options = { limitInputPixels: this.#maxInputPixels, failOn: 'error' as const };
    let meta: Metadata;
    try {
      meta = await sharp(input, options).metadata();
    } catch (err) {
      if (/pixel limit/i.test((err as Error).message))
        throw new ImageError(413, 'The original image has too many pixels to resize.');
      throw new ImageError(415, 'This file is not an image that can be resized.');
    }
    if (!meta.width || !meta.height || !['jpeg', 'png', 'webp', 'gif', 'avif', 'heif'].includes(meta.format ?? '')) {
      throw new ImageError(415, 'This file is not an image that can be resized.');
    }
    if (meta.width * meta.height > this.#maxInputPixels) {
      throw new ImageError(413, 'The original image has too many pixels to resize.');
    }
    const pipeline = sharp(input, options).rotate().resize({ width, withoutEnlargement: true });
    const encoded =
      format === 'avif'
        ? pipeline.avif({ quality: 50, effort: 2 })
        : format === 'webp'
          ? pipeline.webp({ quality: 72, effort: 3 })
          : pipeline.jpeg({ quality: 78, mozjpeg: true });
    let body: Buffer;
    try {
      body = await encoded.toBuffer();
    } catch {
      throw new ImageError(415, 'This file is not an image that can be resized.');
    }
    let type = TYPES[format];
    // Never send more bytes than the original: a small JPEG stays as it is.
    if (body.length >= input.length && meta.format === 'jpeg') {
      body = input;
      type = 'image/jpeg';
    }
    const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
    return { body, type, etag };
  }
}
