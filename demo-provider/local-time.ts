// The vendor stores a school day as the UTC instant of its local midnight, so 15 Aug 2025 in
// India is `2025-08-14T18:30:00.000Z`. India has had one fixed offset and no daylight saving
// since 1945, so a constant shift is exact here and saves Intl on hot paths.

export const SCHOOL_TIME_ZONE = 'Asia/Kolkata';
const OFFSET_MS = (5 * 60 + 30) * 60_000;
export const DAY_MS = 86_400_000;

export interface LocalDay {
  year: number;
  month: number;
  day: number;
}

/** Days since 1970-01-01 of a calendar day; arithmetic on these never trips over month ends. */
export function dayNumber(year: number, month: number, day: number): number {
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

export function fromDayNumber(n: number): LocalDay {
  const d = new Date(n * DAY_MS);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** The school's calendar day at an instant. */
export function localDayNumber(instant: Date): number {
  return Math.floor((instant.getTime() + OFFSET_MS) / DAY_MS);
}

export function localDay(instant: Date): LocalDay {
  return fromDayNumber(localDayNumber(instant));
}

/** Epoch milliseconds of the school's local midnight starting that day. */
export function midnightMs(n: number): number {
  return n * DAY_MS - OFFSET_MS;
}

export function midnightIso(n: number): string {
  return new Date(midnightMs(n)).toISOString();
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** `YYYY-MM-DD`, used in file names of attachments. */
export function isoDay(n: number): string {
  const { year, month, day } = fromDayNumber(n);
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** `DD/MM/YYYY`, the day-first form some vendor screens save. */
export function dayFirst(n: number): string {
  const { year, month, day } = fromDayNumber(n);
  return `${pad(day)}/${pad(month)}/${year}`;
}

/** `15 August 2025`, for text inside PDFs. */
export function longDay(n: number): string {
  const { year, month, day } = fromDayNumber(n);
  const names = [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ];
  return `${day} ${names[month - 1]} ${year}`;
}
