// Wall-clock figures whose behaviour the unit tests check by fake clock or outcome: slow clients,
// headers timeout, slow attachment sizes, the demo provider's latency, drip and close.
import { connect, type Socket } from 'node:net';
import { startDemoProvider } from '../demo-provider/app.ts';
import { attachmentSizes } from '../server/provider/attachment-sizes.ts';
import { SERVER_TIMEOUTS } from '../server/app.ts';
import type { ProviderClient } from '../server/provider/client.ts';
import type { NormalizeContext } from '../server/provider/normalize-values.ts';
import { startHarness } from '../server/testing/harness.ts';
import type { PartBars } from './bars.ts';

const SLOW_CLIENTS = 200;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** 200 connections trickle headers a byte per 200 ms while visitors ask; the server cuts them. */
async function slowClients(bars: PartBars): Promise<void> {
  const h = await startHarness({}, { logger: false });
  const sockets: Socket[] = [];
  const timers: NodeJS.Timeout[] = [];
  try {
    const base = await h.app.listen({ host: '127.0.0.1', port: 0 });
    if ((await fetch(`${base}/bff/news`)).status !== 200) throw new Error('/bff/news did not answer 200');
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
    let slowest = 0;
    for (let i = 0; i < 10; i++) {
      const started = performance.now();
      const [news, health] = await Promise.all([fetch(`${base}/bff/news`), fetch(`${base}/healthz`)]);
      await Promise.all([news.arrayBuffer(), health.arrayBuffer()]);
      if (news.status !== 200 || health.status !== 200) throw new Error('a visitor was not answered 200');
      slowest = Math.max(slowest, performance.now() - started);
      await sleep(200);
    }
    bars.atMost(`slowest visitor answer while ${SLOW_CLIENTS} connections trickle headers`, slowest, 1000, 'ms');
    const limit = SERVER_TIMEOUTS.headersMs + SERVER_TIMEOUTS.checkMs + 1500;
    while (closed.length < SLOW_CLIENTS && performance.now() - opened < SERVER_TIMEOUTS.requestMs) await sleep(250);
    if (closed.length < SLOW_CLIENTS) throw new Error(`${SLOW_CLIENTS - closed.length} slow connections never cut`);
    bars.atMost('last slow connection cut (headers timeout)', Math.max(...closed), limit, 'ms');
  } finally {
    for (const timer of timers) clearInterval(timer);
    for (const socket of sockets) socket.destroy();
    await h.close();
  }
}

/** A list answers without an attachment size the provider never gives. */
async function attachmentSizeWait(bars: PartBars): Promise<void> {
  const client = { size: () => new Promise<number | null>(() => {}) } as unknown as ProviderClient;
  const items = [{ id: 'slow', attachment: '/bff/media/public/pdf/slow.pdf' }];
  const ctx = { timeZone: 'Asia/Kolkata', report: { skipped: [], repaired: [] } } as NormalizeContext;
  const started = performance.now();
  await attachmentSizes(client)(items, ctx);
  if (!ctx.incomplete) throw new Error('the list was not marked incomplete');
  bars.atMost('list answered while an attachment size hangs', performance.now() - started, 2000, 'ms');
}

/** The demo provider's latency, drip, and close() with hung and delayed requests. */
async function demoProvider(bars: PartBars): Promise<void> {
  const token = 'bench-token';
  const auth = { authorization: `Bearer ${token}`, 'x-school-code': 'DEMO01' };
  const provider = await startDemoProvider({ token, schoolCode: 'DEMO01', schoolId: 'SCH-4471' });
  let open = true;
  try {
    const news = `${provider.url}/api/news/all/DEMO01`;
    await (await fetch(news, { headers: auth })).arrayBuffer();
    provider.switches.latencyMs = 150;
    let started = performance.now();
    await (await fetch(news, { headers: auth })).arrayBuffer();
    bars.atLeast('provider answer with latencyMs 150', performance.now() - started, 140, 'ms');

    provider.reset();
    provider.switches.drip = true;
    started = performance.now();
    const res = await fetch(`${provider.url}/api/topper/SCH-4471`, { headers: auth });
    bars.atMost('drip: status and headers', performance.now() - started, 500, 'ms');
    const reader = res.body!.getReader();
    let bytes = 0;
    while (bytes < 3) bytes += (await reader.read()).value?.length ?? 0;
    bars.atLeast('drip: first 3 bytes', performance.now() - started, 1900, 'ms');
    await reader.cancel();

    provider.reset();
    provider.switches.hang = true;
    provider.switches.only = ['newsAll'];
    const outcome = () =>
      fetch(news).then(
        () => 'answered',
        () => 'closed',
      );
    const hung = outcome();
    provider.switches.latencyMs = 60_000;
    const delayed = outcome();
    while (provider.callCount('newsAll') < 2) await sleep(10);
    started = performance.now();
    await provider.close();
    open = false;
    bars.atMost('close() with a hung and a delayed request', performance.now() - started, 3000, 'ms');
    if ((await hung) !== 'closed' || (await delayed) !== 'closed') throw new Error('close() left a request answered');
  } finally {
    if (open) await provider.close();
  }
}

export async function benchTimings(bars: PartBars): Promise<void> {
  await slowClients(bars);
  await attachmentSizeWait(bars);
  await demoProvider(bars);
}
