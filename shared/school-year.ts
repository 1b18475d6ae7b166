// The school year (CONTENT_DIR/school-year.yaml): terms, holidays, examinations and meetings, each a
// day or a run of days, and what a page asks of it on a given day.
import { formatMonth, formatWeekday, type DateWords } from './dates.ts';
import type { IsoDate } from './types.ts';
import { fillWords } from './words.ts';

export const YEAR_DAY_KINDS = ['term', 'holiday', 'exam', 'meeting'] as const;
export type YearDayKind = (typeof YEAR_DAY_KINDS)[number];

export interface YearDay {
  kind: YearDayKind;
  name: string;
  /** The first day; `to` is the last (the same day for a one-day entry). */
  from: IsoDate;
  to: IsoDate;
  /** A short line under the name ("Classes I-V only"). */
  note?: string;
}

export interface SchoolYear {
  /** As the school writes it: "2026-27". */
  session: string;
  starts: IsoDate;
  ends: IsoDate;
  /** By first day, then by kind's order above. */
  days: YearDay[];
}

/** What GET /bff/school-year answers: the year and, on the school's today, its next holiday. */
export interface SchoolYearData {
  year: SchoolYear;
  today: IsoDate;
  /** Today after the year's last day: the school has not yet published the next one. */
  ended: boolean;
  /** The holiday on or after today (one under way counts), or null. */
  next: YearDay | null;
}

/** /bff/school-year's 404 when CONTENT_DIR has no school-year.yaml. */
export const SCHOOL_YEAR_MISSING = 'The school has not published the dates of its year.';

/** Whether a day or run of days is under way on `today`. */
export function isUnderWay(day: Pick<YearDay, 'from' | 'to'>, today: IsoDate): boolean {
  return day.from <= today && today <= day.to;
}

/** The holiday under way today, else the next one to start; null after the last. */
export function nextHoliday(year: SchoolYear, today: IsoDate): YearDay | null {
  return year.days.find((day) => day.kind === 'holiday' && day.to >= today) ?? null;
}

export function schoolYearOn(year: SchoolYear, today: IsoDate): SchoolYearData {
  return { year, today, ended: today > year.ends, next: nextHoliday(year, today) };
}

/** Orders days as the page lists them: by first day, a longer run first, then by kind. */
export function byFirstDay(a: YearDay, b: YearDay): number {
  if (a.from !== b.from) return a.from < b.from ? -1 : 1;
  if (a.to !== b.to) return a.to > b.to ? -1 : 1;
  return YEAR_DAY_KINDS.indexOf(a.kind) - YEAR_DAY_KINDS.indexOf(b.kind);
}

export interface YearMonth {
  /** "2026-04". */
  month: string;
  days: YearDay[];
}

/**
 * The year's days by month, every month listed (an empty one too): each under the month it starts
 * in, and a holiday, examination or meeting running on also under the months it runs into (a term
 * is too long to repeat).
 */
export function daysByMonth(year: SchoolYear): YearMonth[] {
  const months: YearMonth[] = [];
  let y = Number(year.starts.slice(0, 4));
  let m = Number(year.starts.slice(5, 7));
  const last = year.ends.slice(0, 7);
  // A year's months are few; the bound keeps a mistaken span from making a long page.
  for (let n = 0; n < 24; n++) {
    const month = `${y}-${String(m).padStart(2, '0')}`;
    months.push({
      month,
      days: year.days.filter(
        (day) =>
          day.from.slice(0, 7) === month ||
          (day.kind !== 'term' && day.from.slice(0, 7) < month && day.to.slice(0, 7) >= month),
      ),
    });
    if (month >= last) break;
    m = m === 12 ? 1 : m + 1;
    if (m === 1) y++;
  }
  return months;
}

/** "April 2026" of "2026-04". */
export function monthTitle(month: string, dates: DateWords): string {
  return formatMonth(Number(month.slice(0, 4)), Number(month.slice(5, 7)), dates);
}

/** "Fri 25 Dec", or "Mon 20 May to Mon 30 Jun" in the school's words. */
export function daySpan(day: Pick<YearDay, 'from' | 'to'>, range: string, dates: DateWords): string {
  if (day.from === day.to) return formatWeekday(day.from, dates);
  return fillWords(range, { from: formatWeekday(day.from, dates), to: formatWeekday(day.to, dates) });
}
