import { readFile, stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import type { ProviderClient } from '../../provider/client.ts';
import { discardBody } from '../../provider/request.ts';
import { ImageError, type OriginalSource } from './images.ts';
import { mediaTypeFor } from './media-path.ts';

// Where the resizer's originals come from: the provider, or the content folder's images/.

/** Originals downloaded from the provider; a missing file is a 404, any other answer a 502. */
export function providerOriginals(client: ProviderClient): OriginalSource {
  return async (path, maxBytes) => {
    try {
      return await readOriginal(client, path, maxBytes);
    } catch (err) {
      // A timeout, a dropped connection or a drip past the deadline: the provider failed, not the file.
      if (err instanceof ImageError) throw err;
      throw new ImageError(502, 'The image could not be fetched right now.');
    }
  };
}

async function readOriginal(client: ProviderClient, path: string, maxBytes: number): Promise<Buffer> {
  // The whole original is read before anything is answered, so the whole read has a deadline.
  // On the download connections: lists and forms never wait behind an original.
  const upstream = await client.stream(path, client.deadline(), { download: true });
  if (upstream.status === 404 || upstream.status === 410) {
    discardBody(upstream.body);
    throw new ImageError(404, 'No such file.');
  }
  // A JSON or HTML answer where a file should be is the provider failing, not a file to refuse
  // for good: a 502 is not remembered, so the photo is resized once the provider recovers.
  const type = upstream.headers['content-type'];
  if (upstream.status !== 200 || !mediaTypeFor(path, Array.isArray(type) ? type[0] : type)) {
    discardBody(upstream.body);
    throw new ImageError(502, 'The image could not be fetched right now.');
  }
  const declared = Number(upstream.headers['content-length']);
  if (declared > maxBytes) {
    discardBody(upstream.body);
    throw new ImageError(413, 'The original image is too large to resize.');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of upstream.body) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      discardBody(upstream.body);
      throw new ImageError(413, 'The original image is too large to resize.');
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** Originals from a folder on disk (the content folder's images/); nothing outside it is read. */
export function folderOriginals(root: string): OriginalSource {
  const base = resolve(root);
  return async (path, maxBytes) => {
    const file = resolve(base, path);
    if (!file.startsWith(base + sep)) throw new ImageError(404, 'No such file.');
    let size: number;
    try {
      const info = await stat(file);
      if (!info.isFile()) throw new ImageError(404, 'No such file.');
      size = info.size;
    } catch (err) {
      if (err instanceof ImageError) throw err;
      throw new ImageError(404, 'No such file.');
    }
    if (size > maxBytes) throw new ImageError(413, 'The original image is too large to resize.');
    return readFile(file);
  };
}
