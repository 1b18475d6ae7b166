// How soon the server answers where its tests check only what: stale copies, upstream timeouts, held
// pages, downloads beside slow readers, client deadlines, log flush. Each bar is the one its test asserted.
import { mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pino from 'pino';
import type { PartBars } from './bars.ts';
import type { HomeData } from '../shared/types.ts';
import { deriveTheme } from '../server/content/theme.ts';
import type { SiteContent } from '../server/content/load-content.ts';
import { LOG_FLUSH_MS, logDestination } from '../server/observability/logging.ts';
import { ProviderClient, type ProviderStream } from '../server/provider/client.ts';
import type { Services } from '../server/modules/services.ts';
import { loadRenderer } from '../server/modules/pages/ssr.ts';
import { jpegOf, startDownloadsApp } from '../server/testing/downloads-app.ts';
import { startHarness } from '../server/testing/harness.ts';

/** Milliseconds `work` took; a rejection counts as its end (a deadline that fired). */
async function took(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work().catch(() => undefined);
  return performance.now() - started;
}

async function staleAndTimeouts(bars: PartBars): Promise<void> {
  const stale = await startHarness({ CACHE_TTL_SECONDS: '1' });
  try {
    await stale.app.inject('/bff/events');
    await sleep(1100);
    stale.provider.switches.latencyMs = 800;
    const answered = await took(() => stale.app.inject('/bff/events'));
    bars.atMost('stale copy answered while the provider takes 800 ms', answered, 400, 'ms');
  } finally {
    await stale.close();
  }
  const h = await startHarness({ UPSTREAM_TIMEOUT_MS: '800' });
  try {
    const photoUrl = (await h.app.inject('/bff/home')).json<HomeData>().events.find((e) => e.image)!.image!;
    const fresh = (switch_: 'hang' | 'drip') => {
      h.provider.reset();
      h.app.schools.all[0]!.upstream.clear();
      h.provider.switches[switch_] = true;
    };
    fresh('hang');
    bars.atMost('hanging provider: list 502 (800 ms timeout)', await took(() => h.app.inject('/bff/news')), 1800, 'ms');
    bars.atMost('hanging provider: degraded home', await took(() => h.app.inject('/bff/home')), 1800, 'ms');
    fresh('drip');
    bars.atMost('dripping provider: list 502', await took(() => h.app.inject('/bff/news')), 1800, 'ms');
    bars.atMost('dripping provider: resize 502', await took(() => h.app.inject(`${photoUrl}?w=320`)), 1800, 'ms');
    const missing = `/bff/media/${h.provider.data.missingPaths[0]!}`;
    const refusals = await took(async () => {
      await h.app.inject(missing);
      await h.app.inject(`${missing}?w=320`);
    });
    bars.atMost('dripping provider: two 404s (file, resize)', refusals, 500, 'ms');
    const form = { name: 'Asha', email: 'asha@example.com', phone: '9876543210', message: 'Teaching post' };
    const career = await took(() => h.app.inject({ method: 'POST', url: '/bff/career', payload: form }));
    bars.atMost('dripping provider: career form confirmed', career, 1800, 'ms');
  } finally {
    await h.close();
  }
}

async function downloads(bars: PartBars): Promise<void> {
  const paths = {
    big: 'public/Images/news/big.jpg',
    photo: 'public/Images/news/photo.jpg',
    drip: 'public/Images/news/drip.jpg',
  };
  const site = await startDownloadsApp(
    {
      [paths.big]: { type: 'image/jpeg', body: jpegOf(8 * 1024 * 1024) },
      [paths.photo]: { type: 'image/jpeg', body: jpegOf(300 * 1024) },
      [paths.drip]: { type: 'image/jpeg', body: jpegOf(4 * 1024 * 1024), dripMs: 50 },
    },
    { DOWNLOAD_MAX_SECONDS: '10', UPSTREAM_TIMEOUT_MS: '5000' },
  );
  const sockets: Socket[] = [];
  try {
    // Forty phones that read the status line, then stall.
    for (const reader of await Promise.all(
      Array.from({ length: 40 }, () => site.slowReader(`/bff/media/${paths.big}`)),
    ))
      sockets.push(reader.socket);
    const times: number[] = [];
    for (let i = 1; i <= 3; i++)
      times.push(await took(() => site.app.inject({ url: `/bff/media/${paths.photo}`, remoteAddress: `10.0.0.${i}` })));
    bars.atMost('photo for another visitor beside 40 slow readers (slowest of 3)', Math.max(...times), 1000, 'ms');
    for (const socket of sockets) socket.destroy();
    const cut = await took(async () => {
      const res = await fetch(`http://127.0.0.1:${site.port}/bff/media/${paths.drip}`);
      await res.arrayBuffer();
    });
    bars.atLeast('dripping 13 s download cut at its 10 s total (not before)', cut, 9000, 'ms');
    bars.atMost('dripping 13 s download cut at its 10 s total', cut, 12000, 'ms');
  } finally {
    for (const socket of sockets) socket.destroy();
    await site.close();
  }
}

async function heldPage(bars: PartBars): Promise<void> {
  const root = mkdtempSync(join(tmpdir(), 'bench-ssr-'));
  try {
    mkdirSync(join(root, 'dist'));
    mkdirSync(join(root, 'dist-ssr'));
    writeFileSync(
      join(root, 'dist', 'index.html'),
      `<!doctype html><head><title>School</title></head><!--${'x'.repeat(3000)}--><div id="root"></div>`,
    );
    writeFileSync(
      join(root, 'dist-ssr', 'entry-server.js'),
      `export function pageCacheKey(url) { return { key: url.pathname + url.search, form: false }; }
export async function loadPage(url) {
  if (url.startsWith('/slow')) await new Promise((resolve) => setTimeout(resolve, 100));
  return { statusCode: url === '/news' ? 200 : 404, title: url };
}
export async function renderPage(context) { return { html: '<h1>' + context.title + '</h1>', head: '', hydration: '{}' }; }`,
    );
    const content = {
      version: 'c1',
      theme: deriveTheme('#12386b', '#f2b705'),
      school: { logo: { file: 'crest.svg' } },
    };
    const renderer = await loadRenderer({
      build: join(root, 'dist'),
      log: pino({ level: 'silent' }),
      services: {} as Services,
      generation: () => 1,
      today: () => '2026-03-01',
      origin: 'https://school.example',
      ttlMs: 60_000,
      maxBytes: 1024 * 1024,
      knownPaths: new Set(['/news']),
      content: () => content as unknown as SiteContent,
      rendersAtOnce: 1,
      maxWaitingRenders: 2,
    });
    await renderer.page('/news');
    const started = performance.now();
    const flood = Array.from({ length: 6 }, (_, i) => renderer.page(`/slow?q=${i}`));
    await renderer.page('/news');
    bars.atMost('held page answered while the render line is full', performance.now() - started, 50, 'ms');
    await Promise.all(flood);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

async function clientDeadlines(bars: PartBars): Promise<void> {
  // Every file a byte at a time: each download holds its connection.
  const server = createServer((req, res) => {
    if (!req.url?.startsWith('/api/image/'))
      return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":[]}');
    res.writeHead(200, { 'content-type': 'image/jpeg' }).write('x');
    const drip = setInterval(() => res.write('x'), 100);
    req.on('close', () => clearInterval(drip));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const client = new ProviderClient({ baseUrl, token: 't', schoolCode: 'S', schoolId: 'S', timeoutMs: 400 });
  const held: ProviderStream[] = [];
  try {
    const open = (n: number, prefix: string, download: boolean) =>
      Promise.all(
        Array.from({ length: n }, (_, i) => client.stream(`public/Images/${prefix}${i}.jpg`, undefined, { download })),
      );
    held.push(...(await open(32, 'd', true)));
    const own = await took(async () => {
      await client.json('news', '/api/news/S');
      await client.submit('form', '/api/form/S/dif', { name: 'A' });
    });
    bars.atMost('list and form beside 32 held downloads', own, 300, 'ms');
    const late = await took(() => client.stream('public/Images/late.jpg', client.deadline(), { download: true }));
    bars.atMost('download waiting for a connection cut (400 ms deadline)', late, 600, 'ms');
    held.push(...(await open(32, 'l', false)));
    const list = await took(() => client.json('news', '/api/news/S'));
    bars.atMost('list waiting for a connection cut (400 ms deadline)', list, 600, 'ms');
  } finally {
    for (const stream of held) stream.body.destroy();
    server.closeAllConnections();
    server.close();
    await client.close();
  }
}

async function loneLogLine(bars: PartBars): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-log-'));
  const file = join(dir, 'out.log');
  const destination = logDestination(openSync(file, 'w'));
  try {
    const started = performance.now();
    pino(destination).info('alone');
    while (!readFileSync(file, 'utf8').includes('"msg":"alone"') && performance.now() - started < LOG_FLUSH_MS * 10)
      await sleep(20);
    bars.atMost('a lone log line written', performance.now() - started, LOG_FLUSH_MS * 3, 'ms');
  } finally {
    destination.flushSync();
    (destination as unknown as { destroy(): void }).destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The server's wall-clock figures, each against its test's bar. */
export async function benchServerTimings(bars: PartBars): Promise<void> {
  await staleAndTimeouts(bars);
  await heldPage(bars);
  await clientDeadlines(bars);
  await loneLogLine(bars);
  await downloads(bars);
}
