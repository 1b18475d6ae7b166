import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { encodeBody, sendCached } from './cached-body.ts';

// A large body's first compression runs on zlib's threads, once for every request that waits for it.
describe('sendCached with a large body', () => {
  it('compresses it once for the requests that wait together, and keeps the copy', async () => {
    const body = JSON.stringify({
      items: Array.from({ length: 8000 }, (_, i) => ({ id: `n${i}`, title: `Item ${i}` })),
    });
    expect(body.length).toBeGreaterThan(64 * 1024);
    const entry = encodeBody(body);
    const app = Fastify();
    app.get('/', (request, reply) => sendCached(request, reply, entry, { cacheControl: 'no-cache' }));
    try {
      const ask = (encoding: string) => app.inject({ url: '/', headers: { 'accept-encoding': encoding } });
      const [br1, br2, gz] = await Promise.all([ask('br'), ask('br'), ask('gzip')]);
      expect([
        br1.headers['content-encoding'],
        br2.headers['content-encoding'],
        gz.headers['content-encoding'],
      ]).toEqual(['br', 'br', 'gzip']);
      expect(br1.rawPayload.equals(br2.rawPayload)).toBe(true);
      expect(brotliDecompressSync(br1.rawPayload).toString()).toBe(body);
      expect(gunzipSync(gz.rawPayload).toString()).toBe(body);
      // Kept with the entry: the next request is answered from it.
      expect(entry.br?.equals(br1.rawPayload)).toBe(true);
      expect((await ask('br')).rawPayload.equals(br1.rawPayload)).toBe(true);
      expect((await ask('identity')).body).toBe(body);
    } finally {
      await app.close();
    }
  });
});
