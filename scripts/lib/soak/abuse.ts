// The abuse phase beside the normal mix: unique-URL floods (one address, and a new one per request)
// and a resize flood (worker thread, scripts/lib/floods.ts), slow readers, an /about probe, gauges.
import { connect, type Socket } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { startFloods } from '../floods.ts';
import {
  ABUSE_PATIENCE_MS,
  FLOOD_ADDRESS,
  FLOOD_CONNECTIONS,
  MAX_FLOOD_REQUESTS,
  PROBE_ADDRESS,
  PROBE_INTERVAL_MS,
  RESIZE_CONNECTIONS,
  RESIZE_FLOOD_ADDRESS,
  SLOW_READER_ADDRESS,
  newTally,
  record,
  type Tally,
} from './config.ts';
import type { Gauges, ServerLoad } from './gauges.ts';
import type { Targets } from './targets.ts';

export interface AbuseResult {
  flood: Tally;
  distributedFlood: Tally;
  resize: Tally;
  /** Time to the status line. */
  slowReaders: Tally;
  probe: Tally;
  /** Slow readers the site cut before the phase ended. */
  slowClosedEarly: number;
  /** Gauge readings, one a second and one at the end. */
  gauges: Gauges[];
  /** Pages the site rendered in the phase. */
  renders: number;
  /** This process's event-loop delay: the load's own share of a latency. */
  loadLoopP99Ms: number;
  loadLoopMaxMs: number;
}

export interface RunningAbuse {
  /** Ends the abuse (cutting requests under way) and resolves with the results. */
  stop(): Promise<AbuseResult>;
  /** Ends it at once, for a failing soak. */
  kill(): void;
}

/** Starts every kind of abuse; `rendersBefore` is bff_page_renders_total at the start. */
export function startAbuse(
  base: string,
  targets: Targets,
  serverLoad: () => Promise<ServerLoad>,
  rendersBefore: number,
): RunningAbuse {
  const startedAt = performance.now();
  const stopped = new AbortController();
  const slowSockets = new Set<Socket>();
  const loadLoop = monitorEventLoopDelay({ resolution: 10 });
  loadLoop.enable();
  const tallies = { slowReaders: newTally(), probe: newTally(), slowClosedEarly: 0 };
  const gauges: Gauges[] = [];

  /** One request read to the end; false once the phase is over. */
  async function abuseRequest(t: Tally, url: string, headers: Record<string, string>): Promise<boolean> {
    const started = performance.now();
    try {
      const res = await fetch(base + url, {
        headers: { 'accept-encoding': 'br, gzip', ...headers },
        signal: AbortSignal.any([stopped.signal, AbortSignal.timeout(ABUSE_PATIENCE_MS)]),
      });
      await res.arrayBuffer();
      record(t, res.status, performance.now() - started);
    } catch {
      if (stopped.signal.aborted) {
        t.cut++;
        return false;
      }
      record(t, 0, performance.now() - started);
    }
    return !stopped.signal.aborted;
  }

  const sitePort = Number(new URL(base).port);
  /** A raw connection that reads a file's status line, then nothing. */
  function slowReader(path: string): void {
    const started = performance.now();
    const socket = connect({ host: '127.0.0.1', port: sitePort });
    slowSockets.add(socket);
    let answered = false;
    const answer = (status: number) => {
      if (answered) return;
      answered = true;
      clearTimeout(timer);
      record(tallies.slowReaders, status, performance.now() - started);
    };
    const timer = setTimeout(() => answer(0), ABUSE_PATIENCE_MS);
    socket.on('error', () => answer(0));
    socket.on('close', () => {
      clearTimeout(timer);
      if (stopped.signal.aborted) {
        if (!answered) tallies.slowReaders.cut++;
        answered = true;
        return;
      }
      tallies.slowClosedEarly++;
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

  /** A visitor reading a cached page, one request every PROBE_INTERVAL_MS. */
  async function probe(): Promise<void> {
    while (!stopped.signal.aborted) {
      const started = performance.now();
      if (!(await abuseRequest(tallies.probe, '/about', { 'x-forwarded-for': PROBE_ADDRESS }))) return;
      const wait = Math.max(0, PROBE_INTERVAL_MS - (performance.now() - started));
      await sleep(wait, undefined, { signal: stopped.signal }).catch(() => undefined);
    }
  }

  async function readGauges(): Promise<void> {
    while (!stopped.signal.aborted) {
      await sleep(1000, undefined, { signal: stopped.signal }).catch(() => undefined);
      if (stopped.signal.aborted) return;
      const atMs = performance.now() - startedAt;
      gauges.push({ atMs, ...(await serverLoad()) });
    }
  }

  const floods = startFloods({
    base,
    floods: {
      flood: { kind: 'unique-url', connections: FLOOD_CONNECTIONS / 2, address: FLOOD_ADDRESS },
      distributedFlood: { kind: 'unique-url', connections: FLOOD_CONNECTIONS / 2, address: 'random' },
      resize: {
        kind: 'resize',
        connections: RESIZE_CONNECTIONS,
        address: RESIZE_FLOOD_ADDRESS,
        urls: targets.resizeUrls,
      },
    },
    patienceMs: ABUSE_PATIENCE_MS,
    maxRequests: MAX_FLOOD_REQUESTS,
  });
  for (const path of targets.slowFiles) slowReader(path);
  const running = Promise.allSettled([probe(), readGauges()]);

  const kill = () => {
    stopped.abort();
    for (const socket of slowSockets) socket.destroy();
    slowSockets.clear();
    floods.terminate();
  };
  return {
    kill,
    async stop() {
      stopped.abort();
      for (const socket of slowSockets) socket.destroy();
      slowSockets.clear();
      loadLoop.disable();
      const flooded = await floods.stop();
      await running;
      const last = await serverLoad();
      gauges.push({ ...last, atMs: performance.now() - startedAt });
      return {
        flood: flooded.flood ?? newTally(),
        distributedFlood: flooded.distributedFlood ?? newTally(),
        resize: flooded.resize ?? newTally(),
        ...tallies,
        gauges,
        renders: last.renders - rendersBefore,
        loadLoopP99Ms: loadLoop.percentile(99) / 1e6,
        loadLoopMaxMs: loadLoop.max / 1e6,
      };
    },
  };
}
