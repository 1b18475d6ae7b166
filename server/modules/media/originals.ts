import { readFile, stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import type { ProviderClient } from '../../provider/client.ts';
import { discardBody } from '../../provider/request.ts';
import { ImageError, type OriginalSource } from './images.ts';
import { mediaTypeFor } from './media-path.ts';

// Where the resizer's originals come from: the provider, or the content folder's images/.

/** Originals from the provider: a missing file is a 404, any other failure a 502. */
export function providerOriginals(client: ProviderClient): OriginalSource {
  return async (path, maxBytes) => {
    try {
      return await readOriginal(client, path, maxBytes);
    } catch (err) {
      // Timeouts and dropped connections are the provider's failure, not the file's.
      if (err instanceof ImageError) throw err;
      throw new ImageError(502, 'The image could not be fetched right now.');
    }
  };
}

async function readOriginal(client: ProviderClient, path: string, maxBytes: number): Promise<Buffer> {
  // Read whole before answering, so under one deadline; on the download connections, so lists never wait.
  const upstream = await client.stream(path, client.deadline(), { download: true });
  if (upstream.status === 404 || upstream.status === 410) {
    discardBody(upstream.body);
    throw new ImageError(404, 'No such file.');
  }
  // A non-file answer is the provider failing: a 502, not remembered, so it is tried again later.
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

/** Originals from a folder on disk; nothing outside it is read. */
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
