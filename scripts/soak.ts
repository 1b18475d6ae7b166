// npm run soak: the built site under a steady mixed load for SOAK_SECONDS (default 300) while the
// demo provider cycles through its faults (healthy, 500s, hang, 3 s latency, malformed JSON, an
// HTML error page, a one-byte-a-second drip, an oversized body), then an abuse phase with the
// provider healthy, then healthy again, 20 s each (less when the run is too short for all of them,
// except the abuse phase, always 20 s).
// The normal mix comes from 200 visitor addresses (X-Forwarded-For, which the site trusts from
// loopback), one picked at random per request; each kind of abuse has addresses of its own:
//   - a unique-URL flood, 16 connections: /news, /events, /gallery and /bff/news with a new ?q=,
//     made-up paths and album ids; 8 from one address, 8 from a new address per request (so the
//     render line, not only the per-address limit, is tested);
//   - 40 slow readers from one address: raw sockets that ask for an original photo or a PDF, read
//     the status line, then read nothing more until the phase ends;
//   - a resize flood, 8 connections from one address: 24 album photos at every IMAGE_WIDTHS
//     width as AVIF, WebP and JPEG (576 distinct resizes, none cached before).
// Prints one table (and the abuse phase's own) and exits 1 when a bar is missed:
//   - no 5xx on routes the site caches that were warm before the fault (the stale window is a day);
//   - p99 of cached pages and JSON under 100 ms in every phase, the abuse phase included; nothing
//     waits on the provider longer than UPSTREAM_TIMEOUT_MS + 1 s (a passed-through file: until
//     its headers);
//   - resident memory after the faults (the lowest reading over their last round) within 20 % of
//     its value after warm-up (10 s of the same load, healthy, before the phases; the abuse that
//     follows fills caches toward their bounds),
//     never above 400 MB (in the abuse phase read every second, and at the end);
//   - in the abuse phase: a cached page (/about, asked every 50 ms in turn by one visitor
//     address) answers 200 with p95 at most 50 ms (the p95 is judged from 20 answers up), and
//     other visitors' photos and PDFs (time to headers) and resized images answer 200 within 1 s;
//   - career forms: confirmations seen = submissions recorded, every failure with the spec's text.
// The abuse's own answers (it should mostly get 429, 404 and 503, quickly), the slow readers'
// 200s and 429s and the downloads the site holds open (bff_downloads_open) are printed, not judged.
// The site and the provider are separate processes on loopback, so the load generator's own work
// does not count against the site; the provider runs at a lower CPU priority, as if it were the
// vendor's machine, and the site's main thread at a higher one than the load, as if the visitors
// were other machines. Each phase shows the CPU time of all three.
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setPriority } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { IMAGE_WIDTHS } from '../shared/media.ts';
import { MESSAGES } from '../shared/messages.ts';
import type { DemoSwitches } from '../demo-provider/app.ts';
import { TC_STUDENTS } from '../demo-provider/seed.ts';
import { startFloods, type FloodTally, type RunningFloods } from './lib/floods.ts';
import { startProviderProcess } from './lib/provider-process.ts';
import { startSiteProcess } from './lib/site-process.ts';

const root = join(import.meta.dirname, '..');
const SECONDS = Number(process.env.SOAK_SECONDS ?? 300);
if (!Number.isFinite(SECONDS) || SECONDS < 18) throw new Error('SOAK_SECONDS must be a number of seconds, at least 18');
// Every fault, the abuse phase and healthy again: ten phases at least.
const PHASE_SECONDS = Math.min(20, SECONDS / 10);
/**
 * The abuse phase lasts 20 s however short the run (as the bar's own wording has it): over a 3 s
 * phase the probe's p95 was its third-slowest answer, mostly the floods' first second.
 */
const ABUSE_SECONDS = 20;
const UPSTREAM_TIMEOUT_MS = 5000;
const RATE_PER_SECOND = 60;
const MAX_IN_FLIGHT = 64;
const VISITOR_PATIENCE_MS = 15_000;
const WARMUP_SECONDS = 10;

// Who the site sees (X-Forwarded-For, trusted from loopback): visitors from 200 addresses, and each
// kind of abuse from its own. Documentation and benchmarking ranges, none of them routed.
const VISITORS = Array.from({ length: 200 }, (_, i) => `10.20.${Math.floor(i / 100)}.${(i % 100) + 1}`);
const visitorAddress = () => VISITORS[Math.floor(Math.random() * VISITORS.length)]!;
const PROBE_ADDRESS = VISITORS[0]!;
const FLOOD_ADDRESS = '198.51.100.7';
const SLOW_READER_ADDRESS = '203.0.113.9';
const RESIZE_FLOOD_ADDRESS = '192.0.2.55';
const FLOOD_CONNECTIONS = 16;
const SLOW_READERS = 40;
const RESIZE_CONNECTIONS = 8;
/**
 * Album photos the resize flood asks for, each at every width and format (24 photos: 576 resizes,
 * more than it gets through in a phase). The demo provider draws a photo the first time it is
 * asked for, in its event loop (0.4-0.9 s each), which a real provider's stored files do not
 * cost: their originals are fetched once before the phases, so the flood tests the site's
 * resizing and not the demo's drawing (and a cold machine draws only these).
 */
const RESIZE_FLOOD_PHOTOS = 24;
const PROBE_INTERVAL_MS = 50;
const PROBE_P95_BAR_MS = 50;
/** The p95 bar is judged only from this many probe answers (a 30 s run's phase is 3 s). */
const PROBE_MIN_SAMPLES = 20;
const VISITOR_FILE_BAR_MS = 1000;
const RSS_BAR_BYTES = 400 * 1024 * 1024;
/** How long one abuse request may take before it counts as not answered. */
const ABUSE_PATIENCE_MS = 10_000;
/** Each flood stops here if the phase has not ended before: the load is bounded in count as well as time. */
const MAX_FLOOD_REQUESTS = 200_000;

type Switches = Partial<DemoSwitches>;
const FAULTS: [string, Switches][] = [
  ['healthy', {}],
  ['500s', { failStatus: 500 }],
  ['hang', { hang: true }],
  ['latency 3 s', { latencyMs: 3000 }],
  ['malformed JSON', { malformedJson: true }],
  ['HTML error page', { htmlError: true }],
  ['slow drip', { drip: true }],
  ['oversized body', { oversized: true }],
];

type Group = 'page' | 'json' | 'ics' | 'resized' | 'file' | 'tc' | 'career';
/** What the site keeps in its own caches: once warm, a provider fault must not show through. */
const CACHED: ReadonlySet<Group> = new Set(['page', 'json', 'ics', 'resized']);

interface Sample {
  phase: string;
  group: Group;
  url: string;
  status: number;
  ms: number;
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const token = randomBytes(16).toString('hex');
const metricsToken = randomBytes(16).toString('hex');
mkdirSync(join(root, 'test-results'), { recursive: true });

// The provider: its own process, driven through its control routes.
const provider = await startProviderProcess(token);
const { url: providerUrl, control } = provider;
const upstreamCalls = async () => ((await control('/__demo/stats')) as { total: number }).total;

const site = await startSiteProcess({
  logLevel: 'warn',
  log: createWriteStream(join(root, 'test-results', 'soak-server.log')),
  env: {
    NODE_ENV: 'production',
    PROVIDER_URL: providerUrl,
    PROVIDER_TOKEN: token,
    UPSTREAM_TIMEOUT_MS: String(UPSTREAM_TIMEOUT_MS),
    // Short, so lists go stale and are refreshed during the faults, not only before them.
    CACHE_TTL_SECONDS: '10',
    // Every request comes from loopback; the address it is for is in X-Forwarded-For. The forms'
    // own limit (10 a minute per address) holds: 40 forms a minute over 200 addresses.
    TRUST_PROXY: '127.0.0.1',
    METRICS_TOKEN: metricsToken,
  },
});
const base = site.base;
// In production the visitors are other machines: here the load generator and its flood worker
// share the two cores with the site, and in the abuse phase they took 17 of the host's 40
// CPU-seconds. The site's main thread runs ahead of them (nice -5, as a server's own process would
// have its machine), so the probe measures the site rather than the load's share of the cores.
// Needs root or CAP_SYS_NICE; refused, the soak says so and runs as before.
const sitePriority = (() => {
  try {
    setPriority(site.pid, -5);
    return 'nice -5';
  } catch (error) {
    return `nice 0 (raising its priority was refused: ${(error as Error).message})`;
  }
})();
console.log(`soak: the site's main thread runs at ${sitePriority}, the provider at nice 10`);

/**
 * The site's resident memory, its event-loop delay p99 since the last call (prom-client resets it
 * per scrape), the provider files it is passing through now and the renders under way or waiting.
 */
async function serverLoad(): Promise<{
  rss: number;
  heap: number;
  external: number;
  loopP99Ms: number;
  downloadsOpen: number;
  rendersInLine: number;
  renders: number;
}> {
  const text = await (await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })).text();
  const lines = text.split('\n');
  const value = (name: string) => Number(lines.find((l) => l.startsWith(`${name} `))?.split(' ')[1] ?? NaN);
  /** The sum of a counter's labelled series. */
  const sum = (name: string) =>
    lines.filter((l) => l.startsWith(`${name}{`)).reduce((total, l) => total + Number(l.split(' ').at(-1)), 0);
  return {
    rss: value('process_resident_memory_bytes'),
    heap: value('nodejs_heap_size_total_bytes'),
    external: value('nodejs_external_memory_bytes'),
    loopP99Ms: value('nodejs_eventloop_lag_p99_seconds') * 1000,
    downloadsOpen: value('bff_downloads_open'),
    rendersInLine: value('bff_page_renders_in_line'),
    renders: sum('bff_page_renders_total'),
  };
}

/**
 * CPU seconds a process has used (user + system, from /proc; NaN where there is none), so each
 * phase can show whether a slow answer came with the site working or with the host busy elsewhere:
 * the three processes share the machine's cores.
 */
function cpuSeconds(pid: number): number {
  try {
    // Fields after the command name, which is in parentheses and may hold spaces: utime is the 12th,
    // stime the 13th, both in clock ticks of 1/100 s (Linux's USER_HZ).
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}
function cpuNow(): { site: number; provider: number; load: number } {
  const own = process.cpuUsage();
  return { site: cpuSeconds(site.pid), provider: cpuSeconds(provider.pid), load: (own.user + own.system) / 1e6 };
}

let stopping = false;
/** Ends every abuse request, loop and socket still running (the abuse phase's end, or a failure). */
const abuseStop = new AbortController();
const slowSockets = new Set<Socket>();
/** The floods' worker while it runs. */
let floods: RunningFloods | null = null;
function stopAbuse(): void {
  abuseStop.abort();
  for (const socket of slowSockets) socket.destroy();
  slowSockets.clear();
}
async function shutdown(): Promise<void> {
  stopping = true;
  stopAbuse();
  floods?.terminate();
  await site.stop();
  await provider.stop();
}
process.on('SIGINT', () => void shutdown().then(() => process.exit(130)));

try {
  // The visitors' addresses: every kind of page, list and file the site serves.
  const home = (await (await fetch(`${base}/bff/home`)).json()) as {
    events: { image: string | null; attachment: string | null }[];
    gallery: { id: string; image: string | null }[];
  };
  const images = [...home.events.map((e) => e.image), ...home.gallery.map((g) => g.image)]
    .filter((u): u is string => Boolean(u))
    .slice(0, 6);
  const pdf = home.events.find((e) => e.attachment)?.attachment;
  const album = home.gallery[0]!.id;
  const mix: [Group, string, number][] = [
    ...[
      '/',
      '/news',
      '/events',
      '/gallery',
      '/topperXII',
      '/about',
      '/contact',
      `/subGallery?id=${album}`,
      '/feestructure',
    ].map((u): [Group, string, number] => ['page', u, 4]),
    ...[
      '/bff/home',
      '/bff/news',
      '/bff/events?year=all',
      '/bff/gallery',
      '/bff/toppers?class=XII',
      '/bff/site',
      `/bff/gallery/${album}`,
    ].map((u): [Group, string, number] => ['json', u, 5]),
    ['ics', '/events.ics', 3],
    ...images.map((u, i): [Group, string, number] => ['resized', `${u}?w=${i % 2 ? 640 : 320}`, 3]),
    ...images.slice(0, 3).map((u): [Group, string, number] => ['file', u, 2]),
    ...(pdf ? [['file', pdf, 2] as [Group, string, number]] : []),
  ];
  const weights = mix.reduce((sum, [, , w]) => sum + w, 0);
  const pick = (): [Group, string] => {
    let r = Math.random() * weights;
    for (const [group, url, w] of mix) if ((r -= w) < 0) return [group, url];
    return [mix[0]![0], mix[0]![1]];
  };

  // The abuse phase's targets: album photos (the resize flood, see RESIZE_FLOOD_PHOTOS), and the
  // largest original photos and PDFs the demo has (the slow readers: a file the kernel's socket
  // buffers take whole is handed over at once, and its download closes however slowly it is read).
  const albums = (await (await fetch(`${base}/bff/gallery?year=all`)).json()) as { items: { id: string }[] };
  const albumPhotos = new Set<string>();
  for (const { id } of albums.items) {
    const res = await fetch(`${base}/bff/gallery/${id}`);
    if (!res.ok) throw new Error(`abuse targets: /bff/gallery/${id} answered ${res.status}`);
    for (const photo of ((await res.json()) as { photos: string[] }).photos) albumPhotos.add(photo);
  }
  const siteText = await (await fetch(`${base}/bff/site`)).text();
  const pdfs = [
    ...new Set([
      ...(siteText.match(/\/pdf\/[^"?#]+\.pdf/g) ?? []),
      ...home.events.map((e) => e.attachment).filter((u): u is string => Boolean(u)),
    ]),
  ];
  const sizeOf = async (url: string): Promise<[string, number]> => {
    const res = await fetch(base + url);
    const bytes = (await res.arrayBuffer()).byteLength;
    if (!res.ok) throw new Error(`abuse targets: ${url} answered ${res.status}`);
    return [url, bytes];
  };
  const bySize = (a: [string, number], b: [string, number]) => b[1] - a[1];
  const photoSizes: [string, number][] = [];
  for (const url of new Set([...home.events.map((e) => e.image), ...home.gallery.map((g) => g.image)]))
    if (url) photoSizes.push(await sizeOf(url));
  const pdfSizes: [string, number][] = [];
  for (const url of pdfs) pdfSizes.push(await sizeOf(url));
  photoSizes.sort(bySize);
  pdfSizes.sort(bySize);
  // Three of four readers hold one of the three largest photos, the others the largest PDF under
  // /pdf/ or under /bff/media.
  const bigPhotos = photoSizes.slice(0, 3);
  const bigPdfs = [
    pdfSizes.find(([u]) => u.startsWith('/pdf/')),
    pdfSizes.find(([u]) => u.startsWith('/bff/media/')),
  ].filter((f): f is [string, number] => Boolean(f));
  const slowFiles = Array.from({ length: SLOW_READERS }, (_, i) =>
    i % 4 < 3 || bigPdfs.length === 0 ? bigPhotos[i % bigPhotos.length]! : bigPdfs[Math.floor(i / 4) % bigPdfs.length]!,
  );
  const resizePhotos = [...albumPhotos].slice(0, RESIZE_FLOOD_PHOTOS);
  for (const photo of resizePhotos) await sizeOf(photo);
  const resizeUrls = resizePhotos.flatMap((photo) =>
    IMAGE_WIDTHS.flatMap((w) =>
      ['image/avif,image/webp,*/*', 'image/webp,*/*', 'image/jpeg,*/*'].map((accept): [string, string] => [
        `${photo}?w=${w}`,
        accept,
      ]),
    ),
  );
  if (bigPhotos.length === 0 || resizePhotos.length === 0)
    throw new Error('abuse targets: the demo published no photos');
  for (let i = resizeUrls.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [resizeUrls[i], resizeUrls[j]] = [resizeUrls[j]!, resizeUrls[i]!];
  }

  // Warm-up: every address answered once, healthy; these are the warm routes.
  for (const [group, url] of mix) {
    const res = await fetch(base + url, {
      headers: {
        'accept-encoding': 'br, gzip',
        accept: group === 'resized' ? 'image/avif,image/webp,*/*' : '*/*',
        'x-forwarded-for': visitorAddress(),
      },
    });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`warm-up: ${url} answered ${res.status}`);
  }
  await serverLoad();

  const samples: Sample[] = [];
  const forms = {
    careerSent: 0,
    confirmed: 0,
    failedWithMessage: 0,
    wrongMessage: [] as string[],
    tcOk: 0,
    tcFailedWithMessage: 0,
    tcWrong: [] as string[],
  };
  const cutFiles = { byPhase: new Map<string, number>() };
  let phase = 'healthy';
  let inFlight = 0;

  async function visit(group: Group, url: string, init?: RequestInit): Promise<Response | null> {
    const started = performance.now();
    const at = phase;
    try {
      const res = await fetch(base + url, {
        ...init,
        headers: {
          'accept-encoding': 'br, gzip',
          accept: group === 'resized' ? 'image/avif,image/webp,*/*' : '*/*',
          'x-forwarded-for': visitorAddress(),
          ...init?.headers,
        },
        signal: AbortSignal.timeout(VISITOR_PATIENCE_MS),
      });
      // A file passed through as it arrives is timed to its headers; the rest to their last byte.
      const headersMs = performance.now() - started;
      if (group === 'file') {
        await res.arrayBuffer().catch(() => cutFiles.byPhase.set(at, (cutFiles.byPhase.get(at) ?? 0) + 1));
      } else if (group !== 'tc' && group !== 'career') {
        await res.arrayBuffer();
      }
      samples.push({
        phase: at,
        group,
        url,
        status: res.status,
        ms: group === 'file' ? headersMs : performance.now() - started,
      });
      return res;
    } catch {
      samples.push({ phase: at, group, url, status: 0, ms: performance.now() - started });
      return null;
    }
  }

  async function career(n: number): Promise<void> {
    forms.careerSent++;
    const body = JSON.stringify({
      name: `Soak Applicant ${n}`,
      email: `soak${n}@example.com`,
      phone: '9876543210',
      message: 'Application for the post of teacher.',
    });
    const res = await visit('career', '/bff/career', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
    });
    const message = res ? ((await res.json().catch(() => ({}))) as { message?: string }).message : undefined;
    if (res?.status === 200 && message === MESSAGES.careerSuccess) forms.confirmed++;
    else if (res && res.status >= 500 && message === MESSAGES.careerFailed) forms.failedWithMessage++;
    else forms.wrongMessage.push(`${res?.status ?? 'no answer'}: ${message}`);
  }

  async function tc(): Promise<void> {
    const res = await visit('tc', '/bff/tc', {
      method: 'POST',
      body: JSON.stringify(TC_STUDENTS[0]),
      headers: { 'content-type': 'application/json' },
    });
    if (res?.status === 200 && res.headers.get('content-type') === 'image/jpeg') {
      await res.arrayBuffer();
      forms.tcOk++;
      return;
    }
    const message = res ? ((await res.json().catch(() => ({}))) as { message?: string }).message : undefined;
    if (message === MESSAGES.tcFailed || message === MESSAGES.tcDownloadFailed) forms.tcFailedWithMessage++;
    else forms.tcWrong.push(`${res?.status ?? 'no answer'}: ${message}`);
  }

  // The abuse phase's load. Each kind keeps its answers by status (0: none within
  // ABUSE_PATIENCE_MS) and their times; a request under way when the phase ends is cut, not counted.
  type Tally = FloodTally;
  const newTally = (): Tally => ({ byStatus: new Map(), ms: [], cut: 0 });
  const record = (t: Tally, status: number, ms: number) => {
    t.byStatus.set(status, (t.byStatus.get(status) ?? 0) + 1);
    t.ms.push(ms);
  };
  type Gauges = Awaited<ReturnType<typeof serverLoad>> & { atMs: number };
  const abuse = {
    flood: newTally(),
    distributedFlood: newTally(),
    resize: newTally(),
    slowReaders: newTally(),
    probe: newTally(),
    /** Slow readers' connections the site closed before the phase ended. */
    slowClosedEarly: 0,
    /** The site's gauges, read once a second through the phase. */
    gauges: [] as Gauges[],
    /** Pages the site rendered in the phase. */
    renders: 0,
    /** This process's own event-loop delay in the phase: how much of a latency is the load's. */
    loadLoop: monitorEventLoopDelay({ resolution: 10 }),
  };
  /** One abuse request, its body read to the end; false once the phase is over. */
  async function abuseRequest(t: Tally, url: string, headers: Record<string, string>): Promise<boolean> {
    const started = performance.now();
    try {
      const res = await fetch(base + url, {
        headers: { 'accept-encoding': 'br, gzip', ...headers },
        signal: AbortSignal.any([abuseStop.signal, AbortSignal.timeout(ABUSE_PATIENCE_MS)]),
      });
      await res.arrayBuffer();
      record(t, res.status, performance.now() - started);
    } catch {
      if (abuseStop.signal.aborted) {
        t.cut++;
        return false;
      }
      record(t, 0, performance.now() - started);
    }
    return !abuseStop.signal.aborted;
  }

  const sitePort = Number(new URL(base).port);
  /**
   * A slow reader: a raw connection that asks for a file passed through from the provider, reads
   * its status line and then nothing more, holding the connection until the phase ends.
   */
  function slowReader(path: string): void {
    const started = performance.now();
    const socket = connect({ host: '127.0.0.1', port: sitePort });
    slowSockets.add(socket);
    let answered = false;
    const answer = (status: number) => {
      if (answered) return;
      answered = true;
      clearTimeout(timer);
      record(abuse.slowReaders, status, performance.now() - started);
    };
    const timer = setTimeout(() => answer(0), ABUSE_PATIENCE_MS);
    socket.on('error', () => answer(0));
    socket.on('close', () => {
      clearTimeout(timer);
      if (abuseStop.signal.aborted) {
        if (!answered) abuse.slowReaders.cut++;
        answered = true;
        return;
      }
      abuse.slowClosedEarly++;
      answer(0);
    });
    socket.once('data', (chunk: Buffer) => {
      socket.pause();
      answer(Number(/^HTTP\/1\.1 (\d{3}) /.exec(chunk.toString('latin1'))?.[1] ?? 0));
    });
    socket.write(
      `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${sitePort}\r\nX-Forwarded-For: ${SLOW_READER_ADDRESS}\r\nAccept-Encoding: identity\r\n\r\n`,
    );
  }

  /** An ordinary visitor reading a cached page, one request at a time, one every PROBE_INTERVAL_MS. */
  async function probe(): Promise<void> {
    while (!abuseStop.signal.aborted) {
      const started = performance.now();
      if (!(await abuseRequest(abuse.probe, '/about', { 'x-forwarded-for': PROBE_ADDRESS }))) return;
      await sleep(Math.max(0, PROBE_INTERVAL_MS - (performance.now() - started)), undefined, {
        signal: abuseStop.signal,
      }).catch(() => undefined);
    }
  }

  async function readGauges(startedAt: number): Promise<void> {
    while (!abuseStop.signal.aborted) {
      await sleep(1000, undefined, { signal: abuseStop.signal }).catch(() => undefined);
      if (abuseStop.signal.aborted) return;
      const at = performance.now() - startedAt;
      abuse.gauges.push({ atMs: at, ...(await serverLoad()) });
    }
  }

  /**
   * Starts every kind of abuse at once (the floods in a worker thread of their own); the promise
   * settles when all have stopped, after stopAbuse().
   */
  function startAbuse(): Promise<unknown> {
    const startedAt = performance.now();
    abuse.loadLoop.enable();
    const running = startFloods({
      base,
      floods: {
        flood: { kind: 'unique-url', connections: FLOOD_CONNECTIONS / 2, address: FLOOD_ADDRESS },
        distributedFlood: { kind: 'unique-url', connections: FLOOD_CONNECTIONS / 2, address: 'random' },
        resize: { kind: 'resize', connections: RESIZE_CONNECTIONS, address: RESIZE_FLOOD_ADDRESS, urls: resizeUrls },
      },
      patienceMs: ABUSE_PATIENCE_MS,
      maxRequests: MAX_FLOOD_REQUESTS,
    });
    floods = running;
    for (const [path] of slowFiles) slowReader(path);
    const flooding = (async () => {
      // Until the phase ends (stopAbuse() aborts abuseStop), then the worker's tallies.
      if (!abuseStop.signal.aborted)
        await new Promise((resolve) => abuseStop.signal.addEventListener('abort', resolve, { once: true }));
      Object.assign(abuse, await running.stop());
      floods = null;
    })();
    return Promise.allSettled([flooding, probe(), readGauges(startedAt)]);
  }

  const pending = new Set<Promise<unknown>>();
  const track = (p: Promise<unknown>) => {
    pending.add(p);
    void p.finally(() => pending.delete(p));
  };
  let sent = 0;
  const load = setInterval(() => {
    if (stopping || inFlight >= MAX_IN_FLIGHT) return;
    const [group, url] = pick();
    inFlight++;
    sent++;
    track(visit(group, url).finally(() => inFlight--));
  }, 1000 / RATE_PER_SECOND);
  let formCount = 0;
  const formTimer = setInterval(() => {
    formCount++;
    track(formCount % 2 ? career(formCount) : tc());
  }, 1500);

  interface PhaseRow {
    name: string;
    calls: number;
    loopP99: number;
    rss: number;
    /** CPU seconds used in the phase by the site, the provider and this load generator. */
    cpu: { site: number; provider: number; load: number };
  }
  const phaseRows: PhaseRow[] = [];
  const phases = Math.max(10, Math.floor(SECONDS / PHASE_SECONDS));
  // Warm-up: the same load, healthy, unmeasured, until the page and image caches are full; memory
  // is measured from there.
  phase = 'warm-up';
  await sleep(WARMUP_SECONDS * 1000);
  const rssStart = (await serverLoad()).rss;
  let rssPeak = rssStart;
  /** The lowest reading over the last round of faults: a flood fills the caches toward their bounds, which is not a leak. */
  let rssBeforeAbuse = rssStart;
  for (let i = 0; i < phases; i++) {
    // The faults, then the abuse phase (provider healthy), then healthy again.
    const [name, switches] =
      i === phases - 1 ? ['healthy again', {}] : i === phases - 2 ? ['abuse', {}] : FAULTS[i % FAULTS.length]!;
    await control('/__demo/reset', {});
    await control('/__demo/switches', switches);
    phase = name;
    process.stderr.write(`soak: phase ${i + 1}/${phases}: ${name}\n`);
    const callsBefore = await upstreamCalls();
    const cpuBefore = cpuNow();
    const beforeAbuse = name === 'abuse' ? await serverLoad() : null;
    const rendersBefore = beforeAbuse?.renders ?? 0;
    // The heap breathes by tens of MB between phases: the floor over the last round of faults is
    // what a leak would raise.
    if (beforeAbuse) rssBeforeAbuse = Math.min(beforeAbuse.rss, ...phaseRows.slice(-FAULTS.length).map((r) => r.rss));
    const abusing = name === 'abuse' ? startAbuse() : null;
    await sleep((abusing ? ABUSE_SECONDS : PHASE_SECONDS) * 1000);
    if (abusing) {
      stopAbuse();
      abuse.loadLoop.disable();
      await abusing;
    }
    const cpuAfter = cpuNow();
    const last = await serverLoad();
    // In the abuse phase the gauges were read every second (each reading restarts the event-loop
    // histogram): the phase shows the highest.
    if (name === 'abuse') {
      abuse.gauges.push({ ...last, atMs: ABUSE_SECONDS * 1000 });
      abuse.renders = last.renders - rendersBefore;
    }
    const readings = name === 'abuse' ? abuse.gauges : [last];
    const rss = Math.max(...readings.map((r) => r.rss));
    const loopP99Ms = Math.max(...readings.map((r) => r.loopP99Ms));
    rssPeak = Math.max(rssPeak, rss);
    const cpu = {
      site: cpuAfter.site - cpuBefore.site,
      provider: cpuAfter.provider - cpuBefore.provider,
      load: cpuAfter.load - cpuBefore.load,
    };
    phaseRows.push({ name, calls: (await upstreamCalls()) - callsBefore, loopP99: loopP99Ms, rss, cpu });
  }
  clearInterval(load);
  clearInterval(formTimer);
  await control('/__demo/reset', {});
  await Promise.allSettled([...pending]);
  const rssEnd = (await serverLoad()).rss;
  const recorded = ((await control('/__demo/submissions')) as unknown[]).length;

  // The table.
  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;
  const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
  const ms = (n: number) => `${n.toFixed(n < 10 ? 1 : 0)}`;
  const largest = (values: number[]) => values.reduce((max, v) => Math.max(max, v), 0);
  const statusText = (byStatus: Map<number, number>) =>
    [...byStatus]
      .sort(([a], [b]) => a - b)
      .map(([st, n]) => `${st === 0 ? 'no answer' : st}: ${n}`)
      .join(', ');
  const out: string[] = [];
  out.push(
    `soak: ${SECONDS} s after ${WARMUP_SECONDS} s of warm-up, ${phases} phases of ${PHASE_SECONDS.toFixed(1)} s (the abuse phase ${ABUSE_SECONDS} s), ${RATE_PER_SECOND} requests/s plus a form every 1.5 s; UPSTREAM_TIMEOUT_MS ${UPSTREAM_TIMEOUT_MS}, CACHE_TTL_SECONDS 10`,
  );
  out.push('');
  out.push('| group | sent | answered | by status |');
  out.push('|---|---|---|---|');
  const groups: Group[] = ['page', 'json', 'ics', 'resized', 'file', 'tc', 'career'];
  for (const group of groups) {
    const of = samples.filter((s) => s.group === group);
    const byStatus = new Map<number, number>();
    for (const s of of) byStatus.set(s.status, (byStatus.get(s.status) ?? 0) + 1);
    out.push(`| ${group} | ${of.length} | ${of.filter((s) => s.status !== 0).length} | ${statusText(byStatus)} |`);
  }
  out.push('');
  out.push(
    '| phase | requests | cached p50 / p99 / max (ms) | all p50 / p99 / max (ms) | 5xx on warm cached routes | 5xx on passed-through files | files cut (drip) | upstream calls | event-loop p99 (ms) | RSS | CPU s: site / provider / load |',
  );
  out.push('|---|---|---|---|---|---|---|---|---|---|---|');
  const failures: string[] = [];
  const names = [...new Set(phaseRows.map((r) => r.name))];
  for (const name of names) {
    const of = samples.filter((s) => s.phase === name);
    const cachedAnswers = of.filter(
      (s) => (s.group === 'page' || s.group === 'json' || s.group === 'ics') && s.status > 0 && s.status < 400,
    );
    const cached = cachedAnswers.map((s) => s.ms);
    const all = of.map((s) => s.ms);
    const warm5xxAnswers = of.filter((s) => CACHED.has(s.group) && (s.status >= 500 || s.status === 0));
    const warm5xx = warm5xxAnswers.length;
    const file5xx = of.filter((s) => s.group === 'file' && (s.status >= 500 || s.status === 0)).length;
    const rows = phaseRows.filter((r) => r.name === name);
    const calls = rows.map((r) => r.calls).join(' + ');
    const loop = Math.max(...rows.map((r) => r.loopP99));
    const rss = Math.max(...rows.map((r) => r.rss));
    const cpuOf = (key: 'site' | 'provider' | 'load') => rows.reduce((sum, r) => sum + r.cpu[key], 0).toFixed(2);
    out.push(
      `| ${name} | ${of.length} | ${ms(percentile(cached, 50))} / ${ms(percentile(cached, 99))} / ${ms(Math.max(0, ...cached))} | ${ms(percentile(all, 50))} / ${ms(percentile(all, 99))} / ${ms(Math.max(0, ...all))} | ${warm5xx} | ${file5xx} | ${cutFiles.byPhase.get(name) ?? 0} | ${calls} | ${ms(loop)} | ${mb(rss)} | ${cpuOf('site')} / ${cpuOf('provider')} / ${cpuOf('load')} |`,
    );
    if (warm5xx > 0) {
      const shown = warm5xxAnswers
        .slice(0, 5)
        .map((s) => `${s.url} ${s.status === 0 ? 'no answer' : s.status} in ${ms(s.ms)} ms`);
      failures.push(`${name}: ${warm5xx} 5xx on warm cached routes (${shown.join(', ')}${warm5xx > 5 ? ', ...' : ''})`);
    }
    if (percentile(cached, 99) >= 100) {
      const slow = cachedAnswers.filter((s) => s.ms >= 100).map((s) => `${s.url} ${ms(s.ms)} ms`);
      failures.push(
        `${name}: cached p99 ${ms(percentile(cached, 99))} ms (bar 100 ms; ${cached.length} answers, 100 ms or slower: ${slow.join(', ')})`,
      );
    }
    const slowest = of.reduce<Sample | null>((max, s) => (!max || s.ms > max.ms ? s : max), null);
    if (slowest && slowest.ms > UPSTREAM_TIMEOUT_MS + 1000) {
      failures.push(
        `${name}: ${slowest.group} ${slowest.url} took ${ms(slowest.ms)} ms (bar ${UPSTREAM_TIMEOUT_MS + 1000} ms)`,
      );
    }
  }

  // The abuse phase: its own load's answers, the probe, and what other visitors' files met.
  const abuseRow = (what: string, from: string, t: Tally, p = 99) => {
    const cut = t.cut ? `${t.byStatus.size ? ', ' : ''}cut at the phase's end: ${t.cut}` : '';
    out.push(
      `| ${what} | ${from} | ${t.ms.length} | ${statusText(t.byStatus)}${cut} | ${ms(percentile(t.ms, 50))} / ${ms(percentile(t.ms, p))} / ${ms(largest(t.ms))} |`,
    );
  };
  const visitorsOf = (group: Group) => {
    const t = newTally();
    for (const s of samples) if (s.phase === 'abuse' && s.group === group) record(t, s.status, s.ms);
    return t;
  };
  const visitorFiles = visitorsOf('file');
  const visitorResized = visitorsOf('resized');
  out.push('');
  out.push(
    `abuse phase: ${ABUSE_SECONDS} s with the provider healthy, all at once, besides the normal mix (from ${VISITORS.length} visitor addresses, ${VISITORS[0]} to ${VISITORS.at(-1)})`,
  );
  out.push('');
  out.push('| abuse phase | from | answered | by status | p50 / p99 / max (ms) |');
  out.push('|---|---|---|---|---|');
  abuseRow(`unique-URL flood, ${FLOOD_CONNECTIONS / 2} connections`, FLOOD_ADDRESS, abuse.flood);
  abuseRow(
    `unique-URL flood, ${FLOOD_CONNECTIONS / 2} connections`,
    'a new address per request (198.18.0.0/15)',
    abuse.distributedFlood,
  );
  abuseRow(
    `resize flood, ${RESIZE_CONNECTIONS} connections (${resizePhotos.length} of ${albumPhotos.size} album photos x ${IMAGE_WIDTHS.length} widths x 3 formats)`,
    RESIZE_FLOOD_ADDRESS,
    abuse.resize,
  );
  abuseRow(
    `slow readers, ${SLOW_READERS} connections held to the phase's end (time to the status line)`,
    SLOW_READER_ADDRESS,
    abuse.slowReaders,
  );
  abuseRow(
    `/about probe, one at a time every ${PROBE_INTERVAL_MS} ms (p50 / **p95** / max)`,
    PROBE_ADDRESS,
    abuse.probe,
    95,
  );
  abuseRow("other visitors' photos and PDFs (time to headers)", `${VISITORS.length} visitor addresses`, visitorFiles);
  abuseRow("other visitors' resized images", `${VISITORS.length} visitor addresses`, visitorResized);
  out.push('');
  const slowOk = abuse.slowReaders.byStatus.get(200) ?? 0;
  const slow429 = abuse.slowReaders.byStatus.get(429) ?? 0;
  const mid = abuse.gauges.reduce<Gauges | null>(
    (best, g) =>
      !best || Math.abs(g.atMs - ABUSE_SECONDS * 500) < Math.abs(best.atMs - ABUSE_SECONDS * 500) ? g : best,
    null,
  );
  let sendBufferMax = NaN;
  try {
    sendBufferMax = Number(readFileSync('/proc/sys/net/ipv4/tcp_wmem', 'utf8').trim().split(/\s+/)[2]);
  } catch {
    // Not Linux: the note below says "unknown".
  }
  out.push(
    `slow readers: ${slowOk} got 200, ${slow429} got 429, ${SLOW_READERS - slowOk - slow429} other; they asked for ${bigPhotos.map(([u, n]) => `${u.split('/').pop()} (${kb(n)})`).join(', ')}, ${bigPdfs.map(([u, n]) => `${u} (${kb(n)})`).join(', ')}; ` +
      `connections the site closed before the phase's end: ${abuse.slowClosedEarly}`,
  );
  out.push(
    `bff_downloads_open: ${mid ? `${mid.downloadsOpen} mid-phase (at ${(mid.atMs / 1000).toFixed(1)} s)` : 'not read'}, at most ${largest(abuse.gauges.map((g) => g.downloadsOpen))} over ${abuse.gauges.length} readings; ` +
      `a socket's send buffer may grow to ${Number.isFinite(sendBufferMax) ? kb(sendBufferMax) : 'unknown'} (tcp_wmem), so a file smaller than that is handed to the kernel whole and its download closes however slowly it is read`,
  );
  out.push(
    `renders: ${abuse.renders} pages rendered in the phase (${(abuse.renders / ABUSE_SECONDS).toFixed(1)} a second), bff_page_renders_in_line at most ${largest(abuse.gauges.map((g) => g.rendersInLine))}; ` +
      `the load generator's own event-loop delay p99 ${ms(abuse.loadLoop.percentile(99) / 1e6)} ms, max ${ms(abuse.loadLoop.max / 1e6)} ms`,
  );
  const peak = abuse.gauges.reduce<Gauges | null>((best, g) => (!best || g.rss > best.rss ? g : best), null);
  out.push(
    `abuse phase RSS: peak ${peak ? `${mb(peak.rss)} at ${(peak.atMs / 1000).toFixed(1)} s (V8 heap ${mb(peak.heap)}, external ${mb(peak.external)})` : 'not read'} over ${abuse.gauges.length} readings, one a second (bar ${mb(RSS_BAR_BYTES)})`,
  );
  const probeP95 = percentile(abuse.probe.ms, 95);
  if (abuse.probe.ms.length < PROBE_MIN_SAMPLES) {
    out.push(`/about probe: ${abuse.probe.ms.length} answers, fewer than ${PROBE_MIN_SAMPLES}: its p95 is not judged`);
  } else if (probeP95 > PROBE_P95_BAR_MS) {
    failures.push(
      `abuse: /about probe p95 ${ms(probeP95)} ms (bar ${PROBE_P95_BAR_MS} ms; ${abuse.probe.ms.length} answers, max ${ms(largest(abuse.probe.ms))} ms)`,
    );
  }
  const probeNot200 = abuse.probe.ms.length - (abuse.probe.byStatus.get(200) ?? 0);
  if (probeNot200 > 0)
    failures.push(
      `abuse: /about probe answered other than 200 ${probeNot200} times (${statusText(abuse.probe.byStatus)})`,
    );
  const badVisitorFiles = samples.filter(
    (s) =>
      s.phase === 'abuse' &&
      (s.group === 'file' || s.group === 'resized') &&
      (s.status !== 200 || s.ms > VISITOR_FILE_BAR_MS),
  );
  if (badVisitorFiles.length > 0) {
    const shown = badVisitorFiles
      .slice(0, 5)
      .map((s) => `${s.url} ${s.status === 0 ? 'no answer' : s.status} in ${ms(s.ms)} ms`);
    failures.push(
      `abuse: ${badVisitorFiles.length} of other visitors' files and resized images not 200 within ${VISITOR_FILE_BAR_MS} ms: ${shown.join(', ')}`,
    );
  }
  if (peak && peak.rss > RSS_BAR_BYTES)
    failures.push(`abuse: resident memory reached ${mb(peak.rss)} (bar ${mb(RSS_BAR_BYTES)})`);

  out.push('');
  out.push(
    `resident memory: ${mb(rssStart)} after ${WARMUP_SECONDS} s of warm-up under the same load, ${mb(rssBeforeAbuse)} after the faults (${(((rssBeforeAbuse - rssStart) / rssStart) * 100).toFixed(1)} %), peak ${mb(rssPeak)}, ${mb(rssEnd)} at the end`,
  );
  out.push(
    `career forms: ${forms.careerSent} sent, ${recorded} recorded by the provider, ${forms.confirmed} confirmations seen, ${forms.failedWithMessage} failures seen with the spec's text, ${forms.wrongMessage.length} other answers`,
  );
  out.push(
    `TC downloads: ${forms.tcOk} downloaded, ${forms.tcFailedWithMessage} failures seen with the spec's text, ${forms.tcWrong.length} other answers`,
  );
  const asked = (t: Tally) => t.ms.length + t.cut;
  out.push(
    `requests sent by the load: ${sent}; in the abuse phase: ${asked(abuse.flood) + asked(abuse.distributedFlood)} unique-URL flood, ${asked(abuse.resize)} resize flood, ${asked(abuse.probe)} probe, ${SLOW_READERS} slow readers`,
  );
  if (rssBeforeAbuse > rssStart * 1.2)
    failures.push(
      `resident memory grew ${(((rssBeforeAbuse - rssStart) / rssStart) * 100).toFixed(1)} % through the faults (bar 20 %)`,
    );
  if (rssEnd > RSS_BAR_BYTES) failures.push(`resident memory ended at ${mb(rssEnd)} (bar ${mb(RSS_BAR_BYTES)})`);
  if (rssPeak > RSS_BAR_BYTES) failures.push(`resident memory peaked at ${mb(rssPeak)} (bar ${mb(RSS_BAR_BYTES)})`);
  if (forms.confirmed !== recorded)
    failures.push(`career: ${forms.confirmed} confirmations seen but ${recorded} submissions recorded`);
  if (forms.wrongMessage.length > 0)
    failures.push(`career answers without the spec's text: ${forms.wrongMessage.slice(0, 3).join('; ')}`);
  if (forms.tcWrong.length > 0)
    failures.push(`TC answers without the spec's text: ${forms.tcWrong.slice(0, 3).join('; ')}`);
  console.log(out.join('\n'));
  if (failures.length > 0) {
    console.log(`\nsoak: FAILED\n- ${failures.join('\n- ')}`);
    process.exitCode = 1;
  } else {
    console.log('\nsoak: every bar held');
  }
} finally {
  await shutdown();
}
