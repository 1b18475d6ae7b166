import { useState } from 'react';
import { currentYear, formatDate } from '@shared/dates.ts';
import { PLACEHOLDERS } from '@shared/messages.ts';
import type { NewsItem } from '@shared/types.ts';
import { DatedListFilters } from '@/components/filters/dated-list-filters.tsx';
import { applyListQuery, countLabel, periodLabel, shownMonth } from '@/components/filters/dated-list.ts';
import { LoadError, ResultCount } from '@/components/filters/list-status.tsx';
import { useListFilters } from '@/components/filters/use-list-filters.ts';
import { useAllNews } from '../api/news-api.ts';
import './news-page.css';

export default function NewsPage() {
  // A new key remounts the list, which loads again (failed answers are not remembered).
  const [attempt, setAttempt] = useState(0);
  return <NewsList key={attempt} onRetry={() => setAttempt((n) => n + 1)} />;
}

function NewsList({ onRetry }: { onRetry: () => void }) {
  const state = useAllNews();
  const filters = useListFilters();
  const thisYear = currentYear();
  const page = state.status === 'success' ? applyListQuery(state.data.items, filters.query, thisYear) : null;

  return (
    <div className="news-page">
      <DatedListFilters page={page} filters={filters} thisYear={thisYear} label="Filter news" />
      <section aria-labelledby="news-results" aria-busy={state.status === 'loading'}>
        <h2 id="news-results" className="news-page__heading">
          {page ? `News — ${periodLabel(page.year, shownMonth(page, filters.query.month))}` : 'News'}
        </h2>
        {state.status === 'error' ? (
          <LoadError what="the news" error={state.error} onRetry={onRetry} />
        ) : (
          <>
            <ResultCount>{page ? countLabel(page.total, 'news item', 'news items') : 'Loading news…'}</ResultCount>
            {page === null ? <NewsSkeleton /> : page.items.length === 0 ? <NewsPlaceholder /> : <NewsEntries items={page.items} />}
          </>
        )}
      </section>
    </div>
  );
}

function NewsEntries({ items }: { items: readonly NewsItem[] }) {
  return (
    <ul className="news-list">
      {items.map((item) => (
        <li key={item.id} className="news-item">
          <article>
            {item.date ? (
              <time className="news-item__date" dateTime={item.date}>
                {formatDate(item.date)}
              </time>
            ) : null}
            <h3 className="news-item__title">{item.title}</h3>
            {item.description ? <p className="news-item__text">{item.description}</p> : null}
            {item.attachment ? (
              <a
                className="news-item__link"
                href={item.attachment}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`View attachment: ${item.title} (opens in a new tab)`}
              >
                View attachment
              </a>
            ) : null}
          </article>
        </li>
      ))}
    </ul>
  );
}

function NewsPlaceholder() {
  return (
    <ul className="news-list">
      <li className="news-item">
        <h3 className="news-item__title">{PLACEHOLDERS.news.title}</h3>
        <p className="news-item__text">{PLACEHOLDERS.news.description}</p>
      </li>
    </ul>
  );
}

function NewsSkeleton() {
  return (
    <ul className="news-list" aria-hidden="true">
      {[0, 1, 2].map((n) => (
        <li key={n} className="news-item news-item--skeleton">
          <span className="news-skeleton__line news-skeleton__line--short" />
          <span className="news-skeleton__line news-skeleton__line--title" />
          <span className="news-skeleton__line" />
          <span className="news-skeleton__line" />
        </li>
      ))}
    </ul>
  );
}
