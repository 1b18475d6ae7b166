import { formatMonth, monthName, type DateWords } from '@shared/dates.ts';
import { buildListPage, type ListQuery } from '@shared/list-filters.ts';
import type { Dated, ListPage, MonthChoice, YearChoice } from '@shared/types.ts';
import { fillWords, type Words } from '@shared/words.ts';

/** The server's rules (shared/list-filters.ts) in the page; a month with no items reads as "All". */
export function applyListQuery<T extends Dated>(items: readonly T[], query: ListQuery, thisYear: number): ListPage<T> {
  const page = buildListPage(items, query, thisYear);
  if (typeof query.month === 'number' && !page.months.includes(query.month)) {
    return buildListPage(items, { ...query, month: 'all' }, thisYear);
  }
  return page;
}

/** The month actually applied by `applyListQuery`. */
export function shownMonth(page: ListPage<unknown>, month: MonthChoice | undefined): MonthChoice {
  return typeof month === 'number' && page.months.includes(month) ? month : 'all';
}

/** "August 2024", "2024", "August, all years", "All years", in the site's `words`. */
export function periodLabel(
  year: YearChoice,
  month: MonthChoice,
  words: Words['lists']['filters'],
  dates: DateWords,
): string {
  if (year === 'all')
    return month === 'all' ? words.allYears : fillWords(words.monthAllYears, { month: monthName(month, dates) });
  return month === 'all' ? String(year) : formatMonth(year, month, dates);
}

/** The note when the asked-for year was empty and an earlier one is shown (the site's `words`). */
export function fallbackNotice(
  requested: string | number,
  shown: string | number,
  words: Words['lists']['filters'],
): string {
  return fillWords(words.fellBack, { requested, shown });
}

/** "1 event", "12 events": the school's words for one and for {count}. */
export function countLabel(count: number, words: { countOne: string; count: string }): string {
  return count === 1 ? words.countOne : fillWords(words.count, { count });
}
