import { createHash, type Hash } from 'node:crypto';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { LRUCache } from 'lru-cache';

// Validators for provider files that arrive with none (no ETag, no Last-Modified), so a phone that
// already holds a photo or the fee PDF is answered 304 instead of being sent it again. A file is
// streamed as it arrives, before its hash is known, so its tag is the hash of the last whole copy
// that passed; a conditional request is checked against the provider's current bytes before a 304.

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
      // Not reached when the copy is cut short (a size limit, a visitor who left): no tag from part of a file.
      flush(done: TransformCallback) {
        tags.set(path, tagOf(hash));
        done();
      },
    });
  }

  /**
   * Reads a whole file (its size already bounded by the caller), keeps its tag and returns it with
   * the bytes, so a changed file can still be sent without asking the provider again.
   */
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
