import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { LRUCache } from 'lru-cache';
import pLimit, { type LimitFunction } from 'p-limit';
import sharp, { type Metadata } from 'sharp';
import type { ImageWidth } from '../../../shared/media.ts';
import { BusyError, type Busy } from '../../load/busy.ts';
import { boundedLine, type BoundedLine } from '../../load/bounded-line.ts';
import type { CacheEvent } from '../../cache/cache.ts';

// Images resized once per (path, width, format), kept in a byte-bounded cache, never enlarged.

export type ImageFormat = 'avif' | 'webp' | 'jpeg';

// A resize holds one of libuv's pool threads (which also read served files) and CPU: each uses one
// libvips thread, and one core is left for everything else.
sharp.concurrency(1);
sharp.cache(false);
const RESIZES_AT_ONCE = Math.max(1, availableParallelism() - 1);
// A bounded line, so originals cannot pile up in memory ahead of the encoder.
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
  /** Decoded size limit, refusing pixel bombs. */
  maxInputPixels?: number;
  onEvent?: (event: CacheEvent, key: string) => void;
  /** While true, a copy not made yet is refused (BusyError). */
  busy?: Busy;
  /** Encodes at once (others wait); one fewer than the cores by default. */
  resizesAtOnce?: number;
  /** Resizes under way at once (originals read or encoded). */
  resizesUnderWay?: number;
  /** How many more may wait; past that a resize is refused (BusyError, 503). */
  maxWaiting?: number;
}

/** Refusals, kept by count apart from the images and expiring so a re-upload is tried again. */
const MAX_REFUSALS = 1000;
const REFUSAL_TTL_MS = 10 * 60 * 1000;
/** An entry's size besides its bytes. */
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
    this.#turns = boundedLine(
      opts.resizesUnderWay ?? RESIZES_UNDER_WAY,
      opts.maxWaiting ?? MAX_WAITING,
      'resize line full',
    );
    this.#maxInputBytes = opts.maxInputBytes ?? 30 * 1024 * 1024;
    this.#maxInputPixels = opts.maxInputPixels ?? 50_000_000;
    this.#cache = new LRUCache({
      maxSize: opts.maxBytes,
      sizeCalculation: (entry, key) => entry.body.length + key.length * 2 + ENTRY_OVERHEAD_BYTES,
      // Copies never change; they leave only when space runs out.
      ttl: 0,
      fetchMethod: async (key, _stale, { context }) => {
        try {
          return await this.#resize(context.path, context.width, context.format);
        } catch (err) {
          // Remembered so a bad file is not downloaded again; a 502 (the provider's) is not.
          if (err instanceof ImageError && err.statusCode !== 502)
            this.#refused.set(key, { statusCode: err.statusCode, message: err.message });
          throw err;
        }
      },
    });
    this.#onEvent = opts.onEvent;
    this.#busy = opts.busy;
  }

  /** `version` names the original's revision where its path does not (an edited content file). */
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
    // A bounded line, instead of originals held in memory.
    return this.#turns.run(async () => {
      const input = await this.#original(path, this.#maxInputBytes);
      // Only decoding and encoding take a CPU turn; reading the original is a wait.
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
