import { useState, type ReactNode } from 'react';
import { currentYear } from '@shared/dates.ts';
import type { ListQuery } from '@shared/list-filters.ts';
import type { Dated, ListPage } from '@shared/types.ts';
import { DatedListFilters } from './dated-list-filters.tsx';
import { applyListQuery, periodLabel, shownMonth } from './dated-list.ts';
import { ResultCount } from './list-status.tsx';
import { useListFilters } from './use-list-filters.ts';
import { ShowMore, useFocusFirstAdded } from '@/components/ui/show-more.tsx';
import { useWords } from '@/lib/site.ts';
import { fillWords } from '@shared/words.ts';
import '@/components/ui/list-page.css';

/**
 * `sizes` of a card's photo in .card-grid (list-page.css), so a phone fetches the copy its slot needs:
 * one column, two from 600 px, three from 992 px, four from 1200 px when wide; the page's --gutter
 * (1rem, 1.5rem from 600 px) each side, columns 1.5rem apart, the card's 1px border each side.
 */
export function cardGridSizes(wide: boolean): string {
  return [
    ...(wide ? ['(min-width: 75em) calc((min(100vw, 76rem) - 7.5rem) / 4 - 2px)'] : []),
    '(min-width: 62em) calc((min(100vw, 76rem) - 6rem) / 3 - 2px)',
    '(min-width: 37.5em) calc(50vw - 2.25rem - 2px)',
    'calc(100vw - 2rem - 2px)',
  ].join(', ');
}

export interface DatedListPageProps<T extends Dated> {
  /** Names the class and results id: news → .news-page, #news-results. */
  name: string;
  /** The results heading, before the period ("News — August 2024"). */
  heading: string;
  /** The filter form's accessible name. */
  filterLabel: string;
  countText: (total: number) => string;
  /** Every item, from the route's loader. */
  useItems: () => ListPage<T>;
  /** The items shown (empty when nothing matches). */
  renderItems: (items: readonly T[]) => ReactNode;
  /** Above the filters (e.g. the calendar links of the events page). */
  intro?: ReactNode;
  /** Items per "Show more" step; without it the whole list shows. */
  pageSize?: number;
  /** The display order, if not newest first. */
  order?: (items: readonly T[]) => readonly T[];
}

function isFiltered(query: ListQuery): boolean {
  return (query.q ?? '').trim() !== '' || query.year !== undefined || query.month !== undefined;
}

/** Beside the placeholder: what found nothing, and a way back to everything. */
function NoResults({ search, onClear }: { search: string; onClear: () => void }) {
  const words = useWords().lists.filters;
  return (
    <p className="list-status__none">
      {search.trim() ? fillWords(words.noResultsFor, { search: search.trim() }) : words.noResults}
      <button type="button" className="link-button" onClick={onClear}>
        {words.clear}
      </button>
    </p>
  );
}

/**
 * A list page with the year/month/search filters (shared/list-filters.ts): the loader brings the full list once,
 * filtered here as the visitor types, the URL holding the filters.
 */
export function DatedListPage<T extends Dated>({
  name,
  heading,
  filterLabel,
  countText,
  useItems,
  renderItems,
  intro,
  pageSize,
  order,
}: DatedListPageProps<T>) {
  const all = useItems();
  const { lists, dates } = useWords();
  const words = lists.filters;
  const filters = useListFilters();
  const thisYear = currentYear();
  const page = applyListQuery(all.items, filters.query, thisYear);
  // New filters restart at the first page.
  const queryKey = JSON.stringify(filters.query);
  const [paging, setPaging] = useState({ queryKey, pages: 1 });
  // Adjusted during render (state following a prop), so returning to a filter restarts too.
  if (paging.queryKey !== queryKey) setPaging({ queryKey, pages: 1 });
  const pages = paging.queryKey === queryKey ? paging.pages : 1;
  const ordered = order ? order(page.items) : page.items;
  const limit = pageSize ? pageSize * pages : ordered.length;
  const shown = ordered.length > limit ? ordered.slice(0, limit) : ordered;
  const { containerRef: resultsRef, added: focusFirstAdded } = useFocusFirstAdded<HTMLElement>(pages);
  return (
    <div className={`${name}-page`}>
      {intro}
      <DatedListFilters page={page} filters={filters} thisYear={thisYear} label={filterLabel} />
      <section ref={resultsRef} aria-labelledby={`${name}-results`}>
        <h2 id={`${name}-results`} className="list-page__heading">
          {`${heading} — ${periodLabel(page.year, shownMonth(page, filters.query.month), words, dates)}`}
        </h2>
        <ResultCount>{countText(page.total)}</ResultCount>
        {page.items.length === 0 && isFiltered(filters.query) ? (
          <NoResults search={filters.query.q ?? ''} onClear={filters.clear} />
        ) : null}
        {renderItems(shown)}
        {pageSize && ordered.length > pageSize ? (
          <ShowMore
            shown={shown.length}
            total={countText(ordered.length)}
            step={Math.min(pageSize, ordered.length - shown.length)}
            onMore={() => {
              focusFirstAdded(shown.length);
              setPaging({ queryKey, pages: pages + 1 });
            }}
          />
        ) : null}
      </section>
    </div>
  );
}
