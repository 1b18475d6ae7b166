import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_TIMEOUTS } from './app.ts';
import { startHarness, type Harness } from './testing/harness.ts';

// Slowloris: many connections that send their headers a byte at a time, to hold the server's
// sockets. Visitors must still be answered at once, and the server must cut the slow ones.

const SLOW_CLIENTS = 200;

describe('slow clients', () => {
  let h: Harness;
  let base = '';
  const sockets: Socket[] = [];
  const timers: NodeJS.Timeout[] = [];

  beforeAll(async () => {
    h = await startHarness({});
    base = await h.app.listen({ host: '127.0.0.1', port: 0 });
    // A cached answer for the visitors below.
    expect((await fetch(`${base}/bff/news`)).status).toBe(200);
  });

  afterAll(async () => {
    for (const timer of timers) clearInterval(timer);
    for (const socket of sockets) socket.destroy();
    await h.close();
  });

  it(`answers visitors within 1 s while ${SLOW_CLIENTS} connections trickle their headers, and cuts those at the headers timeout`, async () => {
    const { port } = new URL(base);
    const closed: number[] = [];
    const opened = performance.now();
    await Promise.all(
      Array.from(
        { length: SLOW_CLIENTS },
        (_, i) =>
          new Promise<void>((resolve, reject) => {
            const socket = connect({ host: '127.0.0.1', port: Number(port) }, () => {
              socket.write('GET /bff/news HTTP/1.1\r\nHost: 127.0.0.1\r\n');
              const header = `X-Slow-${i}: ${'a'.repeat(200)}\r\n`;
              let at = 0;
              timers.push(setInterval(() => !socket.destroyed && socket.write(header[at++ % header.length]!), 200));
              resolve();
            });
            socket.on('error', () => {});
            socket.on('close', () => closed.push(performance.now() - opened));
            socket.once('error', reject);
            sockets.push(socket);
          }),
      ),
    );

    for (let i = 0; i < 10; i++) {
      const started = performance.now();
      const [news, health] = await Promise.all([fetch(`${base}/bff/news`), fetch(`${base}/healthz`)]);
      expect(news.status).toBe(200);
      expect(health.status).toBe(200);
      await Promise.all([news.arrayBuffer(), health.arrayBuffer()]);
      expect(performance.now() - started).toBeLessThan(1000);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }

    // However steadily they trickle, none outlives the headers timeout (plus Node's check interval).
    const limit = SERVER_TIMEOUTS.headersMs + SERVER_TIMEOUTS.checkMs + 1500;
    await expect.poll(() => closed.length, { timeout: limit, interval: 250 }).toBe(SLOW_CLIENTS);
    expect(Math.max(...closed)).toBeLessThan(limit);
    expect(Math.min(...closed)).toBeGreaterThanOrEqual(SERVER_TIMEOUTS.headersMs - 500);
  }, 30_000);
});
