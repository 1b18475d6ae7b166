// Per-phase views of the samples, for the tables, the gate and the bench.
import { CACHED, newTally, record, type Group, type Sample, type Tally } from './config.ts';
import type { SoakResult } from './run.ts';

export interface PhaseSummary {
  name: string;
  samples: Sample[];
  /** Times of cached answers below 400. */
  cached: Sample[];
  /** 5xx or none on cached (warm) routes. */
  warm5xx: Sample[];
  /** 5xx or no answer on passed-through files. */
  file5xx: Sample[];
  /** Unanswered mix requests (status 0). */
  unanswered: Sample[];
  slowest: Sample | null;
  /** Passed-through files whose body was cut. */
  cutFiles: number;
  calls: string;
  loopP99: number;
  rss: number;
  cpu: { site: number; provider: number; load: number };
}

/** One summary per phase name, in first-run order (long runs repeat faults). */
export function phaseSummaries(result: SoakResult): PhaseSummary[] {
  const names = [...new Set(result.phaseRows.map((r) => r.name))];
  return names.map((name) => {
    const samples = result.samples.filter((s) => s.phase === name);
    const rows = result.phaseRows.filter((r) => r.name === name);
    const sumCpu = (key: 'site' | 'provider' | 'load') => rows.reduce((sum, r) => sum + r.cpu[key], 0);
    const failed = (s: Sample) => s.status >= 500 || s.status === 0;
    return {
      name,
      samples,
      cached: samples.filter(
        (s) => (s.group === 'page' || s.group === 'json' || s.group === 'ics') && s.status > 0 && s.status < 400,
      ),
      warm5xx: samples.filter((s) => CACHED.has(s.group) && failed(s)),
      file5xx: samples.filter((s) => s.group === 'file' && failed(s)),
      unanswered: samples.filter((s) => s.status === 0),
      slowest: samples.reduce<Sample | null>((max, s) => (!max || s.ms > max.ms ? s : max), null),
      cutFiles: result.cutFiles.get(name) ?? 0,
      calls: rows.map((r) => r.calls).join(' + '),
      loopP99: Math.max(...rows.map((r) => r.loopP99)),
      rss: Math.max(...rows.map((r) => r.rss)),
      cpu: { site: sumCpu('site'), provider: sumCpu('provider'), load: sumCpu('load') },
    };
  });
}

/** What other `group` visitors met during abuse. */
export function abuseVisitors(result: SoakResult, group: Group): Tally {
  const t = newTally();
  for (const s of result.samples) if (s.phase === 'abuse' && s.group === group) record(t, s.status, s.ms);
  return t;
}

export const mb = (n: number): string => `${(n / 1024 / 1024).toFixed(0)} MB`;
export const kb = (n: number): string => `${(n / 1024).toFixed(0)} KB`;
export const ms = (n: number): string => `${n.toFixed(n < 10 ? 1 : 0)}`;
export const statusText = (byStatus: Map<number, number>): string =>
  [...byStatus]
    .sort(([a], [b]) => a - b)
    .map(([st, n]) => `${st === 0 ? 'no answer' : st}: ${n}`)
    .join(', ');
/** A few samples, for a failure's message. */
export const shown = (samples: readonly Sample[], n = 5): string =>
  samples
    .slice(0, n)
    .map((s) => `${s.url} ${s.status === 0 ? `no answer (${s.error ?? 'unknown'})` : s.status} after ${ms(s.ms)} ms`)
    .join(', ') + (samples.length > n ? ', ...' : '');
