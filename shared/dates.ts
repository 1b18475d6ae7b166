import type { IsoDate } from './types.ts';
import type { DATE_WORDS } from './words/dates.ts';
import { fillWords } from './words.ts';

/** The names in dates: words.yaml `dates:` over the English ones (the client gets them in /bff/site). */
export type DateWords = Widen<typeof DATE_WORDS>;
type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

const MONTH_KEYS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
] as const;
const WEEKDAY_KEYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;

/** "August" of 8, in the school's words; the number itself outside 1-12. */
export function monthName(month: number, words: Pick<DateWords, 'months'>): string {
  const key = MONTH_KEYS[month - 1];
  return key ? words.months[key] : String(month);
}

/** "August 2024": a month's heading, in the school's words and order. */
export function formatMonth(year: number, month: number, words: Pick<DateWords, 'months' | 'formats'>): string {
  return fillWords(words.formats.month, { month: monthName(month, words), year });
}

export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_FIRST = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/;
const dayFormatters = new Map<string, Intl.DateTimeFormat>();

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/**
 * The years a school's record can be dated in. A provider's date outside them is a typo or junk
 * (`+275760-09-13`, `8.64e15`), and past year 9999 or 8.64e15 ms JavaScript cannot format at all.
 */
export const FIRST_YEAR = 1900;
export const LAST_YEAR = 2200;
const DAY_MS = 86_400_000;
const FIRST_MS = Date.UTC(FIRST_YEAR, 0, 1) - DAY_MS;
const LAST_MS = Date.UTC(LAST_YEAR + 1, 0, 1) + DAY_MS;

function validDay(y: number, m: number, d: number): IsoDate | null {
  if (y < FIRST_YEAR || y > LAST_YEAR) return null;
  const probe = new Date(Date.UTC(y, m - 1, d));
  if (probe.getUTCFullYear() !== y || probe.getUTCMonth() !== m - 1 || probe.getUTCDate() !== d) return null;
  return `${y}-${pad(m)}-${pad(d)}`;
}

/** The calendar day of an instant in the school's time zone. */
export function dayInZone(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): IsoDate {
  let fmt = dayFormatters.get(timeZone);
  if (!fmt) {
    // en-CA formats as YYYY-MM-DD.
    fmt = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormatters.set(timeZone, fmt);
  }
  return fmt.format(instant);
}

/**
 * Reads a date as the provider sends it. Vendor data mixes full ISO timestamps (UTC of the
 * school's local midnight, so they must be read in the school's zone), plain days, day-first
 * strings and epoch numbers; anything unreadable becomes null rather than a wrong date.
 */
export function parseProviderDate(value: unknown, timeZone: string = DEFAULT_TIME_ZONE): IsoDate | null {
  if (typeof value === 'number') return dayOfInstant(value, timeZone);
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!text) return null;
  const iso = ISO_DAY.exec(text);
  if (iso) return validDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const dayFirst = DAY_FIRST.exec(text);
  if (dayFirst) return validDay(Number(dayFirst[3]), Number(dayFirst[2]), Number(dayFirst[1]));
  // Only text with a letter goes to Date.parse: an ISO timestamp's `T`, a month's name or a zone.
  // Digits alone in any other shape (`2024-5-6`, `15/07/2024 10:30`) it would read in the host's
  // zone or not at all, so they stay null.
  if (/[a-z]/i.test(text)) {
    return dayOfInstant(Date.parse(text), timeZone);
  }
  return null;
}

/** The school's day of an instant in ms, or null when it is not one or falls outside the years above. */
function dayOfInstant(ms: number, timeZone: string): IsoDate | null {
  // Checked before formatting: Intl throws a RangeError for an instant it cannot place in the zone.
  if (!Number.isFinite(ms) || ms < FIRST_MS || ms >= LAST_MS) return null;
  const day = dayInZone(new Date(ms), timeZone);
  const year = Number(day.slice(0, 4));
  return year >= FIRST_YEAR && year <= LAST_YEAR ? day : null;
}

/**
 * "14 Nov 2026": the one way the site writes a day, in lists, cards, dialogs, sentences and feed
 * text (the spec's day-month-year unless `dates.formats.day` orders it otherwise; three styles had
 * mixed on one phone screen). Empty for a missing date.
 */
export function formatDate(date: IsoDate | null | undefined, words: Pick<DateWords, 'short' | 'formats'>): string {
  const m = date ? ISO_DAY.exec(date) : null;
  if (!m) return '';
  return fillWords(words.formats.day, {
    day: Number(m[3]),
    month: words.short[MONTH_KEYS[Number(m[2]) - 1]!],
    year: m[1]!,
  });
}

/** "Fri 25 Dec": a day of this school year, with its weekday (parents plan by it). Empty for a missing date. */
export function formatWeekday(date: IsoDate | null | undefined, words: DateWords): string {
  const m = date ? ISO_DAY.exec(date) : null;
  if (!m) return '';
  const weekday = WEEKDAY_KEYS[new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))).getUTCDay()]!;
  return fillWords(words.formats.weekday, {
    weekday: words.weekdays[weekday],
    day: Number(m[3]),
    month: words.short[MONTH_KEYS[Number(m[2]) - 1]!],
  });
}

export function yearOf(date: IsoDate | null): number | null {
  return date ? Number(date.slice(0, 4)) : null;
}

export function monthOf(date: IsoDate | null): number | null {
  return date ? Number(date.slice(5, 7)) : null;
}

/** No time zone is further than 14 hours from UTC (Pacific/Kiritimati is +14, Etc/GMT+12 is -12). */
const MAX_ZONE_OFFSET_MS = 14 * 60 * 60 * 1000;

export function currentYear(now: Date = new Date(), timeZone: string = DEFAULT_TIME_ZONE): number {
  // Away from the turn of a year the UTC year is every zone's year. The first time-zone formatter
  // of a page loads the browser's zone data, which cost a slow phone tens of milliseconds inside
  // the render of every list page; near new year only, the zone is asked.
  const year = now.getUTCFullYear();
  const t = now.getTime();
  if (t - Date.UTC(year, 0, 1) > MAX_ZONE_OFFSET_MS && Date.UTC(year + 1, 0, 1) - t > MAX_ZONE_OFFSET_MS) return year;
  return Number(dayInZone(now, timeZone).slice(0, 4));
}
