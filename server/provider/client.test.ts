import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderClient, type ProviderStream } from './client.ts';

// A provider that sends every file a byte at a time, slower than nothing but faster than the
// idle limit: each download holds its connection for as long as the visitor keeps reading.
describe('ProviderClient deadlines while every connection is taken', () => {
  let server: Server;
  let client: ProviderClient;
  const downloads: ProviderStream[] = [];
  /** A deadline for the calls that wait: no connection ever frees up here, so only it can end a wait. */
  const deadline = () => AbortSignal.timeout(400);

  beforeAll(async () => {
    server = createServer((req, res) => {
      if (!req.url?.startsWith('/api/image/')) {
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":[]}');
        return;
      }
      res.writeHead(200, { 'content-type': 'image/jpeg' });
      res.write('x');
      const drip = setInterval(() => res.write('x'), 100);
      req.on('close', () => clearInterval(drip));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    // Its own deadline is longer than a test may run: a call that waits for a download's
    // connection fails the test, and a busy host never fails one that does not.
    client = new ProviderClient({
      baseUrl: `http://127.0.0.1:${port}`,
      token: 't',
      schoolCode: 'S',
      schoolId: 'S',
      timeoutMs: 60_000,
    });
    // The 32 connections for downloads, each busy with one nobody finishes.
    downloads.push(
      ...(await Promise.all(
        Array.from({ length: 32 }, (_, i) => client.stream(`public/Images/${i}.jpg`, undefined, { download: true })),
      )),
    );
  });

  afterAll(async () => {
    for (const download of downloads) download.body.destroy();
    server.closeAllConnections();
    server.close();
    await client.close();
  });

  it('answers lists, forms and resizes on connections of their own', async () => {
    expect(await client.json('news', '/api/news/S')).toEqual([]);
    await expect(client.submit('form', '/api/form/S/dif', { name: 'A' })).resolves.toBeUndefined();
  });

  it('cuts a download waiting for a connection at its deadline, not when a connection frees up', async () => {
    await expect(client.stream('public/Images/late.jpg', deadline(), { download: true })).rejects.toMatchObject({
      kind: 'timeout',
    });
  });

  it('cuts a list call waiting for a connection at its deadline too', async () => {
    const held = await Promise.all(Array.from({ length: 32 }, (_, i) => client.stream(`public/Images/list-${i}.jpg`)));
    downloads.push(...held);
    await expect(client.json('news', '/api/news/S', undefined, deadline())).rejects.toMatchObject({ kind: 'timeout' });
  });
});
