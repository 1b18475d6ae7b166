import type { ToppersPage } from '@shared/types.ts';
import { useWords } from '@/lib/site.ts';
import { fallbackNotice } from './dated-list.ts';
import { FilterBar } from './filter-bar.tsx';
import type { SessionFilters as Filters } from './use-list-filters.ts';

export interface SessionFiltersProps {
  /** The page shown. */
  page: ToppersPage;
  filters: Filters;
  /** The session asked for when the URL names none (previous year to current year). */
  defaultSession: string;
  label: string;
}

/** Session select and name search for the topper lists. */
export function SessionFilters({ page, filters, defaultSession, label }: SessionFiltersProps) {
  const requested = filters.session ?? defaultSession;
  const session = page.session ?? requested;
  const sessions = [...page.sessions];
  if (session !== 'all' && !sessions.includes(session)) sessions.unshift(session);
  const words = useWords().lists.filters;

  return (
    <FilterBar
      label={label}
      notice={page.fellBack && page.session ? fallbackNotice(requested, page.session, words) : null}
      selects={[
        {
          label: words.session,
          name: 'session',
          value: session,
          options: [{ value: 'all', label: words.all }, ...sessions.map((s) => ({ value: s, label: s }))],
          onChange: filters.setSession,
        },
      ]}
      search={{ label: words.searchName, value: filters.search, onChange: filters.setSearch }}
    />
  );
}
