// Whether admission is open, from school.yaml's window and the school's date, so pages change on the
// day unedited. A window is one year's dates (2027-01-10) or every year's (01-10).
import { formatDate, type DateWords } from './dates.ts';
import type { School } from './content-schema.ts';
import type {
  AdmissionsData,
  AdmissionState,
  AdmissionStatus,
  AdmissionWindow,
  IsoDate,
  RegistrationNotice,
} from './types.ts';

/** A month and day (01-10) or a full date (2027-01-10). */
export const WINDOW_DAY = /^(?:(\d{4})-)?(\d{2})-(\d{2})$/;

/** How long after closing the page leads with "closed" rather than the next window. */
export const RECENTLY_CLOSED_DAYS = 60;

/** The yearly window closing in `year` (opened that year, or the one before across new year). */
function yearlyWindow(year: number, opens: string, closes: string): AdmissionWindow {
  const opensYear = opens > closes ? year - 1 : year;
  return { session: `${year}-${year + 1}`, opens: `${opensYear}-${opens}`, closes: `${year}-${closes}` };
}

/** Days from `from` to `to` (both ISO days). */
function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** A day that exists in every year (a yearly 02-29 would vanish three years in four). */
function realDay(monthDay: string, year = 2025): boolean {
  const [month, day] = monthDay.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function stateOn(window: AdmissionWindow, today: IsoDate): AdmissionState {
  if (today < window.opens) return 'upcoming';
  return today <= window.closes ? 'open' : 'closed';
}

/**
 * A window's state on `today`; it admits to the session starting in the year it closes, and a yearly
 * one closed a while leads with next year's. null for mixed kinds, or a dated window closing before it opens.
 */
export function admissionStatus(opens: string, closes: string, today: IsoDate): AdmissionStatus | null {
  const o = WINDOW_DAY.exec(opens);
  const c = WINDOW_DAY.exec(closes);
  if (!o || !c || (o[1] === undefined) !== (c[1] === undefined)) return null;
  const monthDay = (m: RegExpExecArray) => `${m[2]}-${m[3]}`;
  if (!realDay(monthDay(o), Number(o[1] ?? 2025)) || !realDay(monthDay(c), Number(c[1] ?? 2025))) return null;
  if (c[1] !== undefined) {
    if (closes < opens) return null;
    const year = Number(c[1]);
    const window = { session: `${year}-${year + 1}`, opens, closes };
    return { state: stateOn(window, today), window };
  }
  const thisYear = Number(today.slice(0, 4));
  const coming =
    yearlyWindow(thisYear, opens, closes).closes >= today
      ? yearlyWindow(thisYear, opens, closes)
      : yearlyWindow(thisYear + 1, opens, closes);
  if (today >= coming.opens) return { state: 'open', window: coming };
  const last = yearlyWindow(Number(coming.closes.slice(0, 4)) - 1, opens, closes);
  if (daysBetween(last.closes, today) <= RECENTLY_CLOSED_DAYS) return { state: 'closed', window: last, next: coming };
  return { state: 'upcoming', window: coming };
}

/** A school.yaml sentence with {session}, {opens}, {closes} and {classes} filled from a window. */
export function admissionSentence(
  template: string,
  window: AdmissionWindow,
  classes: string,
  dates: DateWords,
): string {
  const values: Record<string, string> = {
    session: window.session,
    opens: formatDate(window.opens, dates),
    closes: formatDate(window.closes, dates),
    classes,
  };
  return template.replace(/\{(session|opens|closes|classes)\}/g, (_, name: string) => values[name]!);
}

/** What the admissions page and Home's banner show: today's sentences and the office's ways in. */

/** The admissions answer for `today` from school.yaml's window and the provider's notices. */
export function admissionsData(
  config: School['admissions'],
  notices: readonly RegistrationNotice[],
  today: IsoDate,
  dates: DateWords,
): AdmissionsData {
  const notice = notices[0] ?? null;
  const status = config ? admissionStatus(config.opens, config.closes, today) : null;
  if (!config || !status) return { status: null, sentences: [], banner: null, notice };
  const say = (template: string, window: AdmissionWindow) => admissionSentence(template, window, config.classes, dates);
  const sentences = [say(config.status[status.state], status.window)];
  if (status.next) sentences.push(say(config.status.next, status.next));
  return { status, sentences, banner: status.state === 'open' ? say(config.banner, status.window) : null, notice };
}

const ABOUT_ADMISSION = /\badmissions?\b/i;

/** Admission notices first; stable, so the provider's order holds within each group. */
export function admissionFirst<T extends { title: string; description?: string }>(items: readonly T[]): T[] {
  const about = (item: T) => ABOUT_ADMISSION.test(item.title) || ABOUT_ADMISSION.test(item.description ?? '');
  return [...items.filter(about), ...items.filter((item) => !about(item))];
}
