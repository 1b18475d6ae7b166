// The soak's fixed settings, who its visitors are, and the shapes of what it measures.
import type { DemoSwitches } from '../../../demo-provider/app.ts';
import type { FloodTally } from '../floods.ts';

export const UPSTREAM_TIMEOUT_MS = 5000;
/** Short, so lists go stale and are refreshed during the faults, not only before them. */
export const CACHE_TTL_SECONDS = 10;
export const RATE_PER_SECOND = 60;
export const MAX_IN_FLIGHT = 64;
/** A visitor's request not answered within three upstream timeouts hangs: the soak counts it as no answer. */
export const VISITOR_PATIENCE_MS = 3 * UPSTREAM_TIMEOUT_MS;
export const WARMUP_SECONDS = 10;
/** The abuse phase lasts 20 s however short the run, so its figures come from enough answers. */
export const ABUSE_SECONDS = 20;
/** A form every this many ms, career and TC in turn. */
export const FORM_INTERVAL_MS = 1500;

/** Phase length: every fault, the abuse phase and healthy again fit in the run (ten phases at least). */
export function phaseSeconds(seconds: number): number {
  return Math.min(20, seconds / 10);
}

// Who the site sees (X-Forwarded-For, trusted from loopback): visitors from 200 addresses, and each
// kind of abuse from its own. Documentation and benchmarking ranges, none of them routed.
export const VISITORS = Array.from({ length: 200 }, (_, i) => `10.20.${Math.floor(i / 100)}.${(i % 100) + 1}`);
export const visitorAddress = (): string => VISITORS[Math.floor(Math.random() * VISITORS.length)]!;
export const PROBE_ADDRESS = VISITORS[0]!;
export const FLOOD_ADDRESS = '198.51.100.7';
export const SLOW_READER_ADDRESS = '203.0.113.9';
export const RESIZE_FLOOD_ADDRESS = '192.0.2.55';
export const FLOOD_CONNECTIONS = 16;
export const SLOW_READERS = 40;
export const RESIZE_CONNECTIONS = 8;
/**
 * Album photos the resize flood asks for, each at every width and format. Their originals are
 * fetched once before the phases, so the flood costs the site's resizing, not the demo's drawing.
 */
export const RESIZE_FLOOD_PHOTOS = 24;
export const PROBE_INTERVAL_MS = 50;
/** How long one abuse request may take before it counts as not answered. */
export const ABUSE_PATIENCE_MS = 10_000;
/** Each flood stops here if the phase has not ended before: the load is bounded in count as well as time. */
export const MAX_FLOOD_REQUESTS = 200_000;
/** New pages one address may have rendered in a minute (the site's default, set explicitly). */
export const PAGE_RENDERS_PER_MINUTE = 60;
/**
 * Answers other than 429 past which the one-address flood has surely asked for more than
 * PAGE_RENDERS_PER_MINUTE new pages (four of its six kinds of URL need one each: about 100 of 150).
 */
export const FLOOD_ANSWERS_PAST_LIMIT = 150;
/** The site's render line (server/modules/pages/ssr.ts): one render under way and at most eight waiting. */
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
/** What the site keeps in its own caches: once warm, a provider fault must not show through. */
export const CACHED: ReadonlySet<Group> = new Set(['page', 'json', 'ics', 'resized']);

/** One answer of the normal mix; status 0 is none (no answer within VISITOR_PATIENCE_MS, or a failed connection). */
export interface Sample {
  phase: string;
  group: Group;
  url: string;
  status: number;
  /** To the last byte; a passed-through file to its headers. */
  ms: number;
  /** Why there was no answer. */
  error?: string;
}

/** Answers by status (0: none within the patience), their times, and requests the phase's end cut. */
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
