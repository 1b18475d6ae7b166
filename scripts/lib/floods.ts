import { randomBytes } from 'node:crypto';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

// The soak's abuse floods, in a worker thread so their answers do not delay the probe and mix on the
// soak's own event loop (that delay would count as the site's latency).

/** A flood's answers by status (0: none within `patienceMs`), their times, and how many the stop cut. */
export interface FloodTally {
  byStatus: Map<number, number>;
  ms: number[];
  cut: number;
}

export type Flood =
  /** Made-up URLs the site cannot have cached (searches, unknown paths and album ids). */
  | { kind: 'unique-url'; connections: number; address: string | 'random' }
  /** The given resizes in turn, cycling, as [URL, Accept]. */
  | { kind: 'resize'; connections: number; address: string; urls: [string, string][] }
  /** Cross-site career posts (403 before reading). */
  | { kind: 'refused-post'; connections: number; address: string }
  /** A new made-up 200-letter /bff/search each time. */
  | { kind: 'long-search'; connections: number; address: string };

export interface FloodSpec {
  base: string;
  floods: Record<string, Flood>;
  /** Slower requests count as not answered. */
  patienceMs: number;
  /** Each flood stops after this many requests at the latest. */
  maxRequests: number;
}

export interface RunningFloods {
  /** Ends the floods (cutting requests under way); resolves with their tallies. */
  stop(): Promise<Record<string, FloodTally>>;
  /** Ends the worker at once, for a failing soak. */
  terminate(): void;
}

/** Starts the floods in a worker thread; they run until stop(). */
export function startFloods(spec: FloodSpec): RunningFloods {
  const worker = new Worker(new URL(import.meta.url), { workerData: spec });
  const done = new Promise<Record<string, FloodTally>>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the flood worker exited with ${code} before it reported`)));
  });
  // A failing soak may never ask for the tallies.
  done.catch(() => undefined);
  return {
    stop: async () => {
      worker.postMessage('stop');
      try {
        return await done;
      } finally {
        void worker.terminate();
      }
    },
    terminate: () => void worker.terminate(),
  };
}

/** One made-up URL of each kind in turn, at random. */
const token = () => randomBytes(6).toString('hex');
const UNIQUE_URLS: (() => string)[] = [
  () => `/news?q=${token()}`,
  () => `/events?q=${token()}`,
  () => `/gallery?q=${token()}`,
  () => `/no-such-page-${token()}`,
  () => `/subGallery?id=${randomBytes(12).toString('hex')}`,
  () => `/bff/news?q=${token()}`,
];
/** A new address per request from 198.18.0.0/15 (unrouted). */
const randomAddress = () =>
  `198.${18 + Math.floor(Math.random() * 2)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

async function runFloods(
  { base, floods, patienceMs, maxRequests }: FloodSpec,
  stop: AbortSignal,
): Promise<Record<string, FloodTally>> {
  const tallies: Record<string, FloodTally> = {};
  const running: Promise<void>[] = [];
  for (const [name, flood] of Object.entries(floods)) {
    const tally: FloodTally = { byStatus: new Map(), ms: [], cut: 0 };
    tallies[name] = tally;
    let sent = 0;
    const next = (): [string, Record<string, string>, RequestInit?] => {
      const n = sent++;
      if (flood.kind === 'resize') {
        const [url, accept] = flood.urls[n % flood.urls.length]!;
        return [url, { 'x-forwarded-for': flood.address, accept }];
      }
      if (flood.kind === 'refused-post') {
        const headers = {
          'x-forwarded-for': flood.address,
          'sec-fetch-site': 'cross-site',
          'content-type': 'application/x-www-form-urlencoded',
        };
        return ['/career', headers, { method: 'POST', body: 'name=A&email=a%40b.example&phone=9876543210&message=Hi' }];
      }
      if (flood.kind === 'long-search') {
        const word = Array.from({ length: 200 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26)));
        return [`/bff/search?q=${word.join('')}`, { 'x-forwarded-for': flood.address }];
      }
      const url = UNIQUE_URLS[Math.floor(Math.random() * UNIQUE_URLS.length)]!();
      return [url, { 'x-forwarded-for': flood.address === 'random' ? randomAddress() : flood.address }];
    };
    const connection = async () => {
      // Each connection sends again as soon as answered.
      while (!stop.aborted && sent < maxRequests) {
        const [url, headers, init] = next();
        const started = performance.now();
        try {
          const res = await fetch(base + url, {
            ...init,
            headers: { 'accept-encoding': 'br, gzip', ...headers },
            signal: AbortSignal.any([stop, AbortSignal.timeout(patienceMs)]),
          });
          await res.arrayBuffer();
          const status = res.status;
          tally.byStatus.set(status, (tally.byStatus.get(status) ?? 0) + 1);
        } catch {
          if (stop.aborted) {
            tally.cut++;
            return;
          }
          tally.byStatus.set(0, (tally.byStatus.get(0) ?? 0) + 1);
        }
        tally.ms.push(performance.now() - started);
      }
    };
    if (flood.kind === 'resize' && flood.urls.length === 0) continue;
    for (let i = 0; i < flood.connections; i++) running.push(connection());
  }
  await Promise.all(running);
  return tallies;
}

if (!isMainThread && parentPort) {
  const port = parentPort;
  const stop = new AbortController();
  port.once('message', () => stop.abort());
  const tallies = await runFloods(workerData as FloodSpec, stop.signal);
  // Floods may end before the stop; the tallies wait for it.
  if (!stop.signal.aborted)
    await new Promise((resolve) => stop.signal.addEventListener('abort', resolve, { once: true }));
  port.postMessage(tallies);
  port.close();
}
