import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_TIMEOUTS } from '../app.ts';
import { startHarness, type Harness } from '../testing/harness.ts';

// Slowloris: many connections that send their headers a byte at a time, to hold the server's
// sockets. Visitors must still be answered, and the server must cut the slow ones at the headers
// timeout. How fast visitors are answered meanwhile is `npm run bench`'s (bench/timings.ts).

const SLOW_CLIENTS = 200;
/** A byte a second each: far inside the 60 s idle timeout, which then never cuts them. */
const TRICKLE_MS = 1000;

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

  it(`answers visitors while ${SLOW_CLIENTS} connections trickle their headers, and cuts those at the headers timeout`, async () => {
    const { port } = new URL(base);
    /** How long each slow connection lived, from its connect to its close. */
    const lived: number[] = [];
    let lastConnected = 0;
    await Promise.all(
      Array.from(
        { length: SLOW_CLIENTS },
        (_, i) =>
          new Promise<void>((resolve, reject) => {
            let connectedAt = 0;
            const socket = connect({ host: '127.0.0.1', port: Number(port) }, () => {
              connectedAt = lastConnected = performance.now();
              socket.write('GET /bff/news HTTP/1.1\r\nHost: 127.0.0.1\r\n');
              const header = `X-Slow-${i}: ${'a'.repeat(200)}\r\n`;
              let at = 0;
              timers.push(
                setInterval(() => !socket.destroyed && socket.write(header[at++ % header.length]!), TRICKLE_MS),
              );
              resolve();
            });
            socket.on('error', () => {});
            socket.on('close', () => lived.push(performance.now() - connectedAt));
            socket.once('error', reject);
            sockets.push(socket);
          }),
      ),
    );

    for (let i = 0; i < 10; i++) {
      const [news, health] = await Promise.all([fetch(`${base}/bff/news`), fetch(`${base}/healthz`)]);
      expect(news.status).toBe(200);
      expect(health.status).toBe(200);
      await Promise.all([news.arrayBuffer(), health.arrayBuffer()]);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }

    // However steadily they trickle, the server cuts every one: not before the headers timeout, and
    // by it rather than by the request timeout, three times as long, which would cut them too.
    const untilRequestTimeout = lastConnected + SERVER_TIMEOUTS.requestMs - performance.now();
    await expect
      .poll(() => lived.length, { timeout: Math.max(1000, untilRequestTimeout), interval: 250 })
      .toBe(SLOW_CLIENTS);
    expect(Math.min(...lived)).toBeGreaterThanOrEqual(SERVER_TIMEOUTS.headersMs - 500);
    expect(Math.max(...lived)).toBeLessThan(SERVER_TIMEOUTS.requestMs);
  }, 90_000);
});
