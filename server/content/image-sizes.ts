import { readdir } from 'node:fs/promises';
import { join, sep } from 'node:path';
import sharp from 'sharp';
import type { ImageSizes } from './markdown-images.ts';

const PICTURE = /\.(webp|jpe?g|png|avif|gif|svg)$/i;

/** Picture sizes under `dir`/images from file headers, so pictures hold their place; unreadable ones left out. */
export async function readImageSizes(dir: string): Promise<ImageSizes> {
  const root = join(dir, 'images');
  const names = await readdir(root, { recursive: true }).catch(() => [] as string[]);
  const sizes = new Map<string, { width: number; height: number }>();
  for (const name of names.filter((n) => PICTURE.test(n)).sort()) {
    const { width, height } = await sharp(join(root, name))
      .metadata()
      .catch(() => ({ width: undefined, height: undefined }));
    if (width && height) sizes.set(name.split(sep).join('/'), { width, height });
  }
  return sizes;
}
