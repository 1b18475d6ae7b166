// A slow mobile link between the browser and the site, for every connection the browser opens (the
// page's and the service worker's alike): a round trip of `rttMs` and one shared downlink of
// `bitsPerSecond`. It counts the bytes delivered and the requests sent, with their times.
import { createServer, connect, type Socket } from 'node:net';

export interface SlowLink {
  base: string;
  /**
   * Bytes delivered to the browser, each piece with the time it arrived (performance.now()) and the
   * request it answers (the connection's latest; browsers do not pipeline).
   */
  delivered: Array<{ at: number; bytes: number; request: string }>;
  /** Request lines sent by the browser ("GET /"), with the time they left it. */
  requests: Array<{ at: number; line: string }>;
  close(): Promise<void>;
}

/** A TCP segment's payload: the downlink hands data over in pieces of this size. */
const SEGMENT = 1460;
const REQUEST_LINE = /^(GET|HEAD|POST|PUT|DELETE|OPTIONS) (\S+) HTTP\/1\.1\r$/gm;

export async function startSlowLink(
  target: URL,
  { rttMs, bitsPerSecond }: { rttMs: number; bitsPerSecond: number },
): Promise<SlowLink> {
  const delivered: SlowLink['delivered'] = [];
  const requests: SlowLink['requests'] = [];
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();
  const later = (at: number, run: () => void) => {
    const timer = setTimeout(
      () => {
        timers.delete(timer);
        run();
      },
      Math.max(0, at - performance.now()),
    );
    timers.add(timer);
  };
  // When the shared downlink is next free; every connection queues behind it.
  let downlinkFreeAt = 0;

  const server = createServer((client) => {
    const opened = performance.now();
    const upstream = connect({ host: target.hostname, port: Number(target.port) });
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => {});
      socket.on('close', () => sockets.delete(socket));
    }
    // Uplink: the handshake's round trip first, then half a round trip for each piece.
    let upArrives = 0;
    let request = '';
    client.on('data', (chunk) => {
      const now = performance.now();
      for (const match of chunk.toString('latin1').matchAll(REQUEST_LINE)) {
        request = `${match[1]} ${match[2]}`;
        requests.push({ at: now, line: request });
      }
      upArrives = Math.max(upArrives, Math.max(now, opened + rttMs) + rttMs / 2);
      later(upArrives, () => upstream.write(chunk));
    });
    let downArrives = 0;
    upstream.on('data', (chunk) => {
      for (let at = 0; at < chunk.length; at += SEGMENT) {
        const piece = chunk.subarray(at, at + SEGMENT);
        const answers = request;
        downlinkFreeAt = Math.max(downlinkFreeAt, performance.now()) + (piece.length * 8 * 1000) / bitsPerSecond;
        downArrives = Math.max(downArrives, downlinkFreeAt + rttMs / 2);
        later(downArrives, () => {
          delivered.push({ at: performance.now(), bytes: piece.length, request: answers });
          client.write(piece);
        });
      }
    });
    // Closing travels the link too, after the data before it.
    client.on('end', () => later(upArrives + 1, () => upstream.end()));
    upstream.on('end', () => later(downArrives + 1, () => client.end()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    base: `http://127.0.0.1:${port}`,
    delivered,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
