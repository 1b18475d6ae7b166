// The school year's days in site search (school-year.yaml), and the rule that the next holiday leads.
import type { SearchResult } from 'minisearch';
import { APP_PAGES } from '../../../shared/app-pages.ts';
import type { YearDay } from '../../../shared/school-year.ts';
import type { SearchDoc } from './site-index.ts';

/** A day of the year with its kind's word ("Holiday") and its dates as the page writes them. */
export interface YearDayText {
  day: YearDay;
  kindWord: string;
  when: string;
}

/** Each day as an event found by its name and kind, leading to its month on /calendar. */
export function yearDocs(days: readonly YearDayText[]): SearchDoc[] {
  return days.map(({ day, kindWord, when }, i) => ({
    id: `year:${i}`,
    kind: 'event',
    title: day.name,
    keywords: kindWord,
    headings: '',
    text: [when, kindWord, day.note].filter(Boolean).join(' · '),
    url: `${APP_PAGES.schoolYear.path}#month-${day.from.slice(0, 7)}`,
    date: day.from,
    ...(day.kind === 'holiday' ? { holidayUntil: day.to } : {}),
  }));
}

/** Whether a result matched by its name or kind ("holiday", "chutti"), not only by a word of its note. */
const byNameOrKind = (result: SearchResult) =>
  Object.values(result.match).some((fields) => fields.includes('title') || fields.includes('keywords'));

/**
 * Holidays not yet over that the words named, soonest first, ahead of every other result: a score
 * cannot say "the next one".
 */
export function nextHolidaysFirst(results: SearchResult[], today: string): SearchResult[] {
  const until = (result: SearchResult) => result.holidayUntil as string | undefined;
  const coming = results
    .filter((result) => (until(result) ?? '') >= today && byNameOrKind(result))
    .sort((a, b) => String(a.date).localeCompare(String(b.date)));
  if (coming.length === 0) return results;
  return [...coming, ...results.filter((result) => !coming.includes(result))];
}
