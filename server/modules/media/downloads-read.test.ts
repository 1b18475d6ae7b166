import { EventEmitter } from 'node:events';
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { ProviderClient, ProviderStream } from '../../provider/client.ts';
import { jpegOf } from '../../testing/downloads-app.ts';
import { Downloads } from './downloads.ts';

// Downloads.read: a file read whole for a page to hold (a found TC), within a size, as send's checks.

const PATH = 'private/tc/A-1.jpg';

/** A provider answering every ask with `file`, sent in 64 KB chunks, counting the asks. */
function setUp(file: { status?: number; type?: string; body: Buffer; undeclared?: boolean }, perClient = 1) {
  let asks = 0;
  const client = {
    deadline: () => new AbortController().signal,
    stream: async (): Promise<ProviderStream> => {
      asks += 1;
      const chunks = Array.from({ length: Math.ceil(file.body.length / 65536) }, (_, i) =>
        file.body.subarray(i * 65536, (i + 1) * 65536),
      );
      return {
        status: file.status ?? 200,
        headers: {
          'content-type': file.type ?? 'image/jpeg',
          ...(file.undeclared ? {} : { 'content-length': String(file.body.length) }),
        },
        body: Readable.from(chunks) as unknown as ProviderStream['body'],
      };
    },
  } as unknown as ProviderClient;
  const downloads = new Downloads(client, {
    perClient,
    maxBytes: 8 * 1024 * 1024,
    maxMs: 10_000,
    retryAfterSeconds: 5,
  });
  const request = { ip: '10.0.0.1', headers: {}, log: { warn: () => {} } } as unknown as FastifyRequest;
  const reply = () => ({ raw: new EventEmitter(), header: () => {} }) as unknown as FastifyReply;
  return { downloads, request, reply, asks: () => asks };
}

describe('Downloads.read', () => {
  it('reads a file whole with its type, and frees its place at once (the page is not the download)', async () => {
    const file = jpegOf(300 * 1024);
    const { downloads, request, reply } = setUp({ body: file });
    const read = await downloads.read(request, reply(), PATH, { maxBytes: 1024 * 1024 });
    expect(read).toEqual({ type: 'image/jpeg', bytes: file });
    expect(downloads.open).toBe(0);
    // One place per address: a second read goes through.
    expect(await downloads.read(request, reply(), PATH, { maxBytes: 1024 * 1024 })).not.toBeNull();
  });

  it('is null for a file over the size, declared or found while reading', async () => {
    const big = jpegOf(1024 * 1024 + 1);
    const declared = setUp({ body: big });
    expect(
      await declared.downloads.read(declared.request, declared.reply(), PATH, { maxBytes: 1024 * 1024 }),
    ).toBeNull();
    const undeclared = setUp({ body: big, undeclared: true });
    const { downloads, request, reply } = undeclared;
    expect(await downloads.read(request, reply(), PATH, { maxBytes: 1024 * 1024 })).toBeNull();
    expect(downloads.open).toBe(0);
  });

  it("refuses what send refuses: a missing file (then remembered), a type that is not the path's", async () => {
    const missing = setUp({ status: 404, body: Buffer.alloc(0) });
    const ask = () => missing.downloads.read(missing.request, missing.reply(), PATH, { maxBytes: 1024 });
    await expect(ask()).rejects.toMatchObject({ statusCode: 404 });
    await expect(ask()).rejects.toMatchObject({ statusCode: 404 });
    expect(missing.asks()).toBe(1);
    const html = setUp({ type: 'text/html', body: Buffer.from('<p>') });
    await expect(html.downloads.read(html.request, html.reply(), PATH, { maxBytes: 1024 })).rejects.toMatchObject({
      statusCode: 502,
    });
  });
});
