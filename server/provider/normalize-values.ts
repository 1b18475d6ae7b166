import { parseProviderDate } from '../../shared/dates.ts';
import { isSession } from '../../shared/list-filters.ts';
import type { TopperClass } from '../../shared/types.ts';
import { cleanMediaPath, mediaUrlOf } from '../modules/media/media-path.ts';

// Reading the provider's loosely shaped fields (normalize.ts builds the /bff records from them):
// text, ids, media paths, marks, sessions, classes and dates, repaired where the intent is clear.

export type Raw = Record<string, unknown>;

export interface NormalizeReport {
  skipped: Array<{ index: number; reason: string }>;
  repaired: Array<{ id: string; fix: string }>;
}

export interface NormalizeContext {
  timeZone: string;
  report: NormalizeReport;
  /** Set by a check that could not finish in time: the list is kept briefly and asked for again soon. */
  incomplete?: boolean;
  /** Every provider file path the records link to: what the media routes may serve (published-media.ts). */
  media?: Set<string>;
}

export function newReport(): NormalizeReport {
  return { skipped: [], repaired: [] };
}

export function isRecord(value: unknown): value is Raw {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

export function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** What an id may hold: it keys pages, links and the calendar feed's UIDs, where a line break or a quote would inject. */
const UNSAFE_ID = /[^A-Za-z0-9_-]+/g;
const MAX_ID_LENGTH = 64;

/** The record's id as given, or an empty string when it has none. */
export function rawIdOf(raw: Raw): string {
  return text(raw._id) || text(raw.id);
}

/** The record's id reduced to letters, digits, `_` and `-` (runs of anything else become one `-`). */
export function idOf(raw: Raw): string {
  return rawIdOf(raw)
    .replace(UNSAFE_ID, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_ID_LENGTH);
}

/** A path the records link to, as a same-origin media URL, noted in `ctx` as published. */
function linked(candidate: unknown, ctx: NormalizeContext | undefined): string | null {
  const path = cleanMediaPath(candidate);
  if (path === null) return null;
  ctx?.media?.add(path);
  return mediaUrlOf(path);
}

/** The first usable path of a list (or a lone string), as a same-origin media URL. */
export function firstMedia(value: unknown, ctx?: NormalizeContext): string | null {
  const list = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  for (const entry of list) {
    const url = linked(isRecord(entry) ? (entry.path ?? entry.url ?? entry.filePath) : entry, ctx);
    if (url) return url;
  }
  return null;
}

export function allMedia(value: unknown, ctx?: NormalizeContext): string[] {
  if (!Array.isArray(value)) return [];
  return value
    .map((entry) => linked(isRecord(entry) ? (entry.path ?? entry.url) : entry, ctx))
    .filter((url): url is string => url !== null);
}

export function externalUrl(value: unknown): string | null {
  const s = text(value);
  return /^https?:\/\/[^\s]+$/i.test(s) ? s : null;
}

/** Marks arrive as numbers, numeric strings, "92.6%" or "N/A". */
export function parseMarks(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const m = /^\s*(\d{1,3}(?:\.\d+)?)\s*%?\s*$/.exec(typeof value === 'string' ? value : '');
  return m ? Number(m[1]) : null;
}

/** "2024-25" and "2024 - 2025" both mean the session 2024-2025. */
export function parseSession(value: unknown): string {
  const s = text(value);
  const m = /^(\d{4})\s*[-/–]\s*(\d{2}|\d{4})$/.exec(s);
  if (!m) return s;
  const start = Number(m[1]);
  let end = Number(m[2]);
  if (m[2]!.length === 2) {
    end += Math.floor(start / 100) * 100;
    if (end <= start) end += 100;
  }
  const session = `${start}-${end}`;
  return isSession(session) ? session : s;
}

export function parseClass(value: unknown): TopperClass | null {
  const s = text(value)
    .toUpperCase()
    .replace(/^CLASS\s+/, '')
    .replace(/(TH)$/, '');
  if (s === 'X' || s === '10') return 'X';
  if (s === 'XII' || s === '12') return 'XII';
  return null;
}

/**
 * Maps every record of a list, skipping non-objects. A record without an id gets one derived
 * from its position so the page still has a stable key. A later record reusing an id (vendors'
 * "duplicate" buttons do that) is kept under a suffixed id, since its content differs; albums
 * are the exception, as the id is how the provider finds them.
 */
export function normalizeList<T extends { id: string }>(
  input: unknown,
  ctx: NormalizeContext,
  map: (raw: Raw, id: string) => T | string,
  duplicates: 'rekey' | 'drop' = 'rekey',
): T[] {
  if (!Array.isArray(input)) {
    if (input !== undefined && input !== null) ctx.report.skipped.push({ index: -1, reason: 'not a list' });
    return [];
  }
  const seen = new Set<string>();
  // The next suffix to try for each reused id, so thousands of records sharing one id cost linear time.
  const nextSuffix = new Map<string, number>();
  const out: T[] = [];
  input.forEach((raw, index) => {
    if (!isRecord(raw)) {
      ctx.report.skipped.push({ index, reason: 'not an object' });
      return;
    }
    let id = idOf(raw);
    if (!id) {
      id = `item-${index}`;
      ctx.report.repaired.push({ id, fix: 'missing id' });
    } else if (id !== rawIdOf(raw)) {
      ctx.report.repaired.push({ id, fix: 'id had characters outside letters, digits, _ and -' });
    }
    let reused: { base: string; n: number } | undefined;
    if (seen.has(id)) {
      if (duplicates === 'drop') {
        ctx.report.skipped.push({ index, reason: `duplicate id ${id}` });
        return;
      }
      let n = nextSuffix.get(id) ?? 2;
      while (seen.has(`${id}-${n}`)) n++;
      ctx.report.repaired.push({ id, fix: `duplicate id, kept as ${id}-${n}` });
      reused = { base: id, n };
      id = `${id}-${n}`;
    }
    const result = map(raw, id);
    if (typeof result === 'string') {
      ctx.report.skipped.push({ index, reason: result });
      return;
    }
    seen.add(id);
    if (reused) nextSuffix.set(reused.base, reused.n + 1);
    out.push(result);
  });
  return out;
}

export function dateOf(raw: Raw, ctx: NormalizeContext, id: string, ...keys: string[]): string | null {
  for (const key of keys) {
    const value = raw[key];
    const date = parseProviderDate(value, ctx.timeZone);
    if (date) return date;
    if (value !== undefined && value !== null && value !== '') {
      ctx.report.repaired.push({ id, fix: `unreadable ${key}` });
    }
  }
  return null;
}
