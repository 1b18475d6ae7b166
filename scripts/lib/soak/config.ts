// The soak's settings, visitors and result shapes.
import type { DemoSwitches } from '../../../demo-provider/app.ts';
import type { FloodTally } from '../floods.ts';

export const UPSTREAM_TIMEOUT_MS = 5000;
/** Short, so lists are refreshed during the faults. */
export const CACHE_TTL_SECONDS = 10;
export const RATE_PER_SECOND = 60;
export const MAX_IN_FLIGHT = 64;
/** Unanswered after three upstream timeouts counts as no answer. */
export const VISITOR_PATIENCE_MS = 3 * UPSTREAM_TIMEOUT_MS;
export const WARMUP_SECONDS = 10;
/** Fixed however short the run, so the figures rest on enough answers. */
export const ABUSE_SECONDS = 20;
/** One form per interval, career and TC in turn. */
export const FORM_INTERVAL_MS = 1500;

/** Phase length: at least ten phases, so every fault, abuse and recovery fit. */
export function phaseSeconds(seconds: number): number {
  return Math.min(20, seconds / 10);
}

// X-Forwarded-For addresses (trusted from loopback): 200 visitors, one per kind of abuse; unrouted ranges.
export const VISITORS = Array.from({ length: 200 }, (_, i) => `10.20.${Math.floor(i / 100)}.${(i % 100) + 1}`);
export const visitorAddress = (): string => VISITORS[Math.floor(Math.random() * VISITORS.length)]!;
export const PROBE_ADDRESS = VISITORS[0]!;
export const FLOOD_ADDRESS = '198.51.100.7';
export const SLOW_READER_ADDRESS = '203.0.113.9';
export const RESIZE_FLOOD_ADDRESS = '192.0.2.55';
export const FLOOD_CONNECTIONS = 16;
export const SLOW_READERS = 40;
export const RESIZE_CONNECTIONS = 8;
/** Photos the resize flood asks for at every width and format; originals are prefetched so only resizing costs. */
export const RESIZE_FLOOD_PHOTOS = 24;
export const PROBE_INTERVAL_MS = 50;
/** An abuse request slower than this counts as not answered. */
export const ABUSE_PATIENCE_MS = 10_000;
/** Each flood stops here at the latest: bounded in count as well as time. */
export const MAX_FLOOD_REQUESTS = 200_000;
/** New page renders per address per minute (the site's default, set explicitly). */
export const PAGE_RENDERS_PER_MINUTE = 60;
/** Non-429 answers past which the one-address flood surely exceeded PAGE_RENDERS_PER_MINUTE (~100 of 150 render). */
export const FLOOD_ANSWERS_PAST_LIMIT = 150;
/** The site's render line (server/modules/pages/ssr.ts): one running, at most eight waiting. */
export const RENDER_LINE_BOUND = 1 + 8;

type Switches = Partial<DemoSwitches>;
export const FAULTS: [string, Switches][] = [
  ['healthy', {}],
  ['500s', { failStatus: 500 }],
  ['hang', { hang: true }],
  ['latency 3 s', { latencyMs: 3000 }],
  ['malformed JSON', { malformedJson: true }],
  ['HTML error page', { htmlError: true }],
  ['slow drip', { drip: true }],
  ['oversized body', { oversized: true }],
];

export type Group = 'page' | 'json' | 'ics' | 'resized' | 'file' | 'tc' | 'career';
export const GROUPS: readonly Group[] = ['page', 'json', 'ics', 'resized', 'file', 'tc', 'career'];
/** Cached by the site: once warm, a provider fault must not show through. */
export const CACHED: ReadonlySet<Group> = new Set(['page', 'json', 'ics', 'resized']);

/** One answer of the mix; status 0: none within VISITOR_PATIENCE_MS or a failed connection. */
export interface Sample {
  phase: string;
  group: Group;
  url: string;
  status: number;
  /** To the last byte (a passed-through file: to its headers). */
  ms: number;
  /** Why there was no answer. */
  error?: string;
}

/** Answers by status (0: none), their times, and requests cut by the phase's end. */
export type Tally = FloodTally;
export const newTally = (): Tally => ({ byStatus: new Map(), ms: [], cut: 0 });
export function record(t: Tally, status: number, ms: number): void {
  t.byStatus.set(status, (t.byStatus.get(status) ?? 0) + 1);
  t.ms.push(ms);
}

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export const largest = (values: readonly number[]): number => values.reduce((max, v) => Math.max(max, v), 0);
