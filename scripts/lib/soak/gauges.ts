// The site's /metrics gauges and each process's CPU time.
import { readFileSync } from 'node:fs';

export interface ServerLoad {
  rss: number;
  heap: number;
  external: number;
  /** Event-loop delay p99 since the last reading (prom-client restarts it per scrape). */
  loopP99Ms: number;
  /** Provider files being passed through now. */
  downloadsOpen: number;
  /** Renders under way or waiting their turn. */
  rendersInLine: number;
  /** Pages rendered so far. */
  renders: number;
}

/** A reading taken `atMs` into the abuse phase. */
export type Gauges = ServerLoad & { atMs: number };

/** Reads the gauges from /metrics with the bearer token. */
export function serverLoadReader(base: string, metricsToken: string): () => Promise<ServerLoad> {
  return async () => {
    const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } });
    const lines = (await res.text()).split('\n');
    const value = (name: string) => Number(lines.find((l) => l.startsWith(`${name} `))?.split(' ')[1] ?? NaN);
    /** The sum of a counter's labelled series. */
    const sum = (name: string) =>
      lines.filter((l) => l.startsWith(`${name}{`)).reduce((total, l) => total + Number(l.split(' ').at(-1)), 0);
    return {
      rss: value('process_resident_memory_bytes'),
      heap: value('nodejs_heap_size_total_bytes'),
      external: value('nodejs_external_memory_bytes'),
      loopP99Ms: value('nodejs_eventloop_lag_p99_seconds') * 1000,
      downloadsOpen: sum('bff_downloads_open'),
      rendersInLine: sum('bff_page_renders_in_line'),
      renders: sum('bff_page_renders_total'),
    };
  };
}

/** A process's user + system CPU seconds from /proc (NaN without it). */
export function cpuSeconds(pid: number): number {
  try {
    // After the parenthesized command (may hold spaces): utime 12th, stime 13th, in USER_HZ (1/100 s).
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

/** This process's own CPU seconds so far. */
export function ownCpuSeconds(): number {
  const own = process.cpuUsage();
  return (own.user + own.system) / 1e6;
}

/** A socket's largest send buffer (tcp_wmem); NaN off Linux. */
export function tcpSendBufferMax(): number {
  try {
    return Number(readFileSync('/proc/sys/net/ipv4/tcp_wmem', 'utf8').trim().split(/\s+/)[2]);
  } catch {
    return NaN;
  }
}
