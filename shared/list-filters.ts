// The list rules (year, month, search), as pure functions: the server applies them for /bff and curl
// users, the page applies the same ones to filter instantly while a visitor types.
import { monthOf, yearOf } from './dates.ts';
import type { Dated, IsoDate, ListPage, MonthChoice, Topper, TopperClass, ToppersPage, YearChoice } from './types.ts';

export interface ListQuery {
  year?: YearChoice | undefined;
  month?: MonthChoice | undefined;
  q?: string | undefined;
}

/** Case-insensitive substring match; an empty query matches everything. */
export function matchesQuery(text: string, q: string | undefined): boolean {
  const needle = q?.trim().toLocaleLowerCase('en') ?? '';
  return needle === '' || text.toLocaleLowerCase('en').includes(needle);
}

/**
 * Newest first; undated items last, in their original order. ISO dates compare as plain strings
 * (not localeCompare, whose first call in a browser builds a collator: 14 ms of a fast host's main
 * thread in the middle of hydrating the events page).
 */
function newestFirst(a: { date: string | null }, b: { date: string | null }): number {
  if (a.date === b.date) return 0;
  if (a.date === null) return 1;
  if (b.date === null) return -1;
  return a.date < b.date ? 1 : -1;
}

export function sortNewestFirst<T extends { date: string | null }>(items: readonly T[]): T[] {
  return [...items].sort(newestFirst);
}

/**
 * A list of dated items as the events page shows it: from `today` on, the soonest first; then the
 * rest (past or undated), the latest first.
 */
export function upcomingThenPast<T extends { date: IsoDate | null }>(
  items: readonly T[],
  today: IsoDate,
): { upcoming: T[]; past: T[] } {
  const isUpcoming = (item: T) => item.date !== null && item.date >= today;
  return {
    upcoming: items.filter(isUpcoming).sort((a, b) => newestFirst(b, a)),
    past: sortNewestFirst(items.filter((item) => !isUpcoming(item))),
  };
}

export function yearsWithItems(items: readonly Dated[]): number[] {
  const years = new Set<number>();
  for (const item of items) {
    const y = yearOf(item.date);
    if (y !== null) years.add(y);
  }
  return [...years].sort((a, b) => b - a);
}

/**
 * The year to show: the chosen one when it has items, else the nearest earlier year that has
 * items (spec: gallery tries successive earlier years, news the next earlier available year:
 * both land on the same year). With nothing earlier, the newest year that has items.
 */
export function resolveYear(years: readonly number[], chosen: number): { year: number; fellBack: boolean } {
  if (years.length === 0 || years.includes(chosen)) return { year: chosen, fellBack: false };
  const earlier = years.find((y) => y < chosen);
  return { year: earlier ?? years[0]!, fellBack: true };
}

/**
 * Applies year (with fallback), month and search to a list. `items` may come in any order;
 * the page lists them newest first.
 */
export function buildListPage<T extends Dated>(items: readonly T[], query: ListQuery, thisYear: number): ListPage<T> {
  const sorted = sortNewestFirst(items);
  const years = yearsWithItems(sorted);
  const chosen = query.year ?? thisYear;
  let year: YearChoice = 'all';
  let fellBack = false;
  let inYear: T[] = sorted;
  if (chosen !== 'all') {
    ({ year, fellBack } = resolveYear(years, chosen));
    inYear = sorted.filter((item) => yearOf(item.date) === year);
  }
  const months = [...new Set(inYear.map((item) => monthOf(item.date)).filter((m): m is number => m !== null))].sort(
    (a, b) => a - b,
  );
  const month = query.month ?? 'all';
  const shown = inYear.filter(
    (item) => (month === 'all' || monthOf(item.date) === month) && matchesQuery(item.title, query.q),
  );
  return { items: shown, total: shown.length, year, years, months, fellBack };
}

/** "Previous year to current year", the spec's default topper session, e.g. 2025-2026. */
export function defaultSession(thisYear: number): string {
  return `${thisYear - 1}-${thisYear}`;
}

const SESSION = /^(\d{4})-(\d{4})$/;

export function isSession(value: string): boolean {
  const m = SESSION.exec(value);
  return m !== null && Number(m[2]) === Number(m[1]) + 1;
}

/** Highest marks first; toppers without marks last. */
export function sortByMarks(items: readonly Topper[]): Topper[] {
  return [...items].sort((a, b) => (b.marks ?? -Infinity) - (a.marks ?? -Infinity));
}

export interface ToppersQuery {
  class: TopperClass;
  session?: string | 'all' | undefined;
  q?: string | undefined;
}

/**
 * Toppers of one class for one session: the chosen session (default: previous-current year)
 * when it has records, else the latest session that does.
 */
export function buildToppersPage(items: readonly Topper[], query: ToppersQuery, thisYear: number): ToppersPage {
  const ofClass = items.filter((t) => t.class === query.class);
  const sessions = [...new Set(ofClass.map((t) => t.session).filter(isSession))].sort((a, b) => (a < b ? 1 : -1));
  const chosen = query.session ?? defaultSession(thisYear);
  let session: string | 'all' | null = chosen;
  let fellBack = false;
  if (chosen !== 'all' && !sessions.includes(chosen)) {
    session = sessions[0] ?? null;
    fellBack = session !== null;
  }
  const inSession = session === 'all' ? ofClass : ofClass.filter((t) => t.session === session);
  const shown = sortByMarks(inSession.filter((t) => matchesQuery(t.name, query.q)));
  return { items: shown, session, sessions, fellBack };
}
