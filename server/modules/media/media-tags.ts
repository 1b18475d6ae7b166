import { createHash, type Hash } from 'node:crypto';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { LRUCache } from 'lru-cache';

// ETags for provider files that arrive without validators, so a phone holding one gets a 304. A file
// streams before its hash is known, so its tag is the last whole copy's hash; a 304 is given only
// after checking the provider's current bytes.

/** Paths whose tags are kept (a tag is about 80 bytes with its path). */
const MAX_TAGS = 5000;

const tagOf = (hash: Hash) => `"m-${hash.digest('base64url').slice(0, 27)}"`;

export class ContentTags {
  readonly #tags = new LRUCache<string, string>({ max: MAX_TAGS });

  /** The tag of the last whole copy of this file that passed, if one did. */
  get(path: string): string | undefined {
    return this.#tags.get(path);
  }

  /** A pass-through that hashes what goes by and keeps the tag once the whole file has passed. */
  learn(path: string): Transform {
    const hash = createHash('sha1');
    const tags = this.#tags;
    return new Transform({
      transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
        hash.update(chunk);
        done(null, chunk);
      },
      // Not reached when the copy is cut short: no tag from part of a file.
      flush(done: TransformCallback) {
        tags.set(path, tagOf(hash));
        done();
      },
    });
  }

  /** Reads a whole file (bounded by the caller), keeps its tag and returns it with the bytes. */
  async read(path: string, body: Readable): Promise<{ tag: string; bytes: Buffer }> {
    const hash = createHash('sha1');
    const chunks: Buffer[] = [];
    for await (const chunk of body as AsyncIterable<Buffer>) {
      hash.update(chunk);
      chunks.push(chunk);
    }
    const tag = tagOf(hash);
    this.#tags.set(path, tag);
    return { tag, bytes: Buffer.concat(chunks) };
  }
}
