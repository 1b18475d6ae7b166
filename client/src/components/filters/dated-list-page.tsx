import { useState, type ReactNode } from 'react';
import { currentYear } from '@shared/dates.ts';
import type { Dated, ListPage } from '@shared/types.ts';
import type { BffState } from '@/lib/use-bff.ts';
import { DatedListFilters } from './dated-list-filters.tsx';
import { applyListQuery, periodLabel, shownMonth } from './dated-list.ts';
import { LoadError, ResultCount } from './list-status.tsx';
import { useListFilters } from './use-list-filters.ts';
import '@/components/ui/list-page.css';

export interface DatedListPageProps<T extends Dated> {
  /** Names the page's class and the results id: news → .news-page, #news-results. */
  name: string;
  /** The results heading, followed by the period shown ("News — August 2024"). */
  heading: string;
  /** The filter form's accessible name. */
  filterLabel: string;
  /** What failed to load, in "We could not load … just now". */
  what: string;
  loadingText: string;
  countText: (total: number) => string;
  useItems: () => BffState<ListPage<T>>;
  /** The items shown; gets an empty list when nothing matches. */
  renderItems: (items: readonly T[]) => ReactNode;
  renderSkeleton: () => ReactNode;
  /** Above the filters (e.g. the calendar links of the events page). */
  intro?: ReactNode;
}

/**
 * A list page with the year/month/search filters of spec section 4 (news, events, gallery): the
 * full list is loaded once and filtered here as the visitor types, with the URL holding the filters.
 */
export function DatedListPage<T extends Dated>(props: DatedListPageProps<T>) {
  // A new key remounts the list, which loads again (failed answers are not remembered).
  const [attempt, setAttempt] = useState(0);
  return <DatedListBody key={attempt} {...props} onRetry={() => setAttempt((n) => n + 1)} />;
}

function DatedListBody<T extends Dated>({
  name,
  heading,
  filterLabel,
  what,
  loadingText,
  countText,
  useItems,
  renderItems,
  renderSkeleton,
  intro,
  onRetry,
}: DatedListPageProps<T> & { onRetry: () => void }) {
  const state = useItems();
  const filters = useListFilters();
  const thisYear = currentYear();
  const page = state.status === 'success' ? applyListQuery(state.data.items, filters.query, thisYear) : null;
  return (
    <div className={`${name}-page`}>
      {intro}
      <DatedListFilters page={page} filters={filters} thisYear={thisYear} label={filterLabel} />
      <section aria-labelledby={`${name}-results`} aria-busy={state.status === 'loading'}>
        <h2 id={`${name}-results`} className="list-page__heading">
          {page ? `${heading} — ${periodLabel(page.year, shownMonth(page, filters.query.month))}` : heading}
        </h2>
        {state.status === 'error' ? (
          <LoadError what={what} error={state.error} onRetry={onRetry} />
        ) : (
          <>
            <ResultCount>{page ? countText(page.total) : loadingText}</ResultCount>
            {page === null ? renderSkeleton() : renderItems(page.items)}
          </>
        )}
      </section>
    </div>
  );
}
