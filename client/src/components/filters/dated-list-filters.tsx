import type { ListPage } from '@shared/types.ts';
import { useWords } from '@/lib/site.ts';
import { monthName } from '@shared/dates.ts';
import { fallbackNotice, shownMonth } from './dated-list.ts';
import { FilterBar } from './filter-bar.tsx';
import type { ListFilters } from './use-list-filters.ts';

export interface DatedListFiltersProps {
  /** The page shown. */
  page: ListPage<unknown>;
  filters: ListFilters;
  thisYear: number;
  /** Accessible name of the filter landmark, e.g. "Filter news". */
  label: string;
}

/** Year, month and title search for news, events and gallery. */
export function DatedListFilters({ page, filters, thisYear, label }: DatedListFiltersProps) {
  const requestedYear = filters.query.year ?? thisYear;
  const year = page.year;
  const years = [...page.years];
  // With no items, the shown year still needs an option.
  if (typeof year === 'number' && !years.includes(year)) years.unshift(year);
  const month = shownMonth(page, filters.query.month);
  const { lists, dates } = useWords();
  const words = lists.filters;
  const ALL = { value: 'all', label: words.all };

  return (
    <FilterBar
      label={label}
      notice={page.fellBack ? fallbackNotice(requestedYear, page.year, words) : null}
      selects={[
        {
          label: words.year,
          name: 'year',
          value: String(year),
          options: [ALL, ...years.map((y) => ({ value: String(y), label: String(y) }))],
          onChange: filters.setYear,
        },
        {
          label: words.month,
          name: 'month',
          value: String(month),
          options: [ALL, ...page.months.map((m) => ({ value: String(m), label: monthName(m, dates) }))],
          onChange: filters.setMonth,
        },
      ]}
      search={{ label: words.searchTitle, value: filters.search, onChange: filters.setSearch }}
    />
  );
}
