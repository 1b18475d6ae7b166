import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SearchAnswer } from '@shared/types.ts';
import { PageProvider, type PageState } from '@/lib/page-context.tsx';
import { ROOT_ROUTE_ID } from '@/lib/site.ts';
import { TEST_SITE } from '@/testing/site-fixture.ts';
import type { SearchPageData } from '../api/search-api.ts';
import SearchPage from './search-page.tsx';

function renderWith(data: SearchPageData) {
  const state: PageState = {
    location: { pathname: '/search', search: `?q=${encodeURIComponent(data.q)}`, hash: '' },
    navigationType: 'POP',
    busy: false,
    // The root route's data (the site's words), then the page's.
    matches: [
      { id: ROOT_ROUTE_ID, handle: null, data: TEST_SITE },
      { id: 'search', handle: null, data },
    ],
    navigate: () => {},
    revalidate: () => {},
  };
  return render(
    <PageProvider value={state}>
      <SearchPage />
    </PageProvider>,
  );
}

const ANSWER: SearchAnswer = {
  q: 'fee',
  groups: [
    {
      kind: 'page',
      total: 12,
      hits: [
        {
          title: 'Fee Structure',
          url: '/feestructure',
          date: null,
          snippet: [
            { text: 'Fees', mark: true },
            { text: ' for every class.', mark: false },
          ],
        },
        { title: 'Rules', url: '/rules', date: null, snippet: [] },
      ],
    },
    { kind: 'news', total: 1, hits: [{ title: 'Fee reminder', url: '/news?id=n2', date: '2026-05-01', snippet: [] }] },
  ],
  missing: ['event'],
};

describe('search page', () => {
  it('keeps the words in its box and shows each group under its heading, marked words and all', () => {
    renderWith({ q: 'fee', answer: ANSWER });
    expect(screen.getByRole('searchbox', { name: 'Search the site' })).toHaveValue('fee');
    expect(screen.getByRole('status')).toHaveTextContent('13 results for “fee”.');
    const pages = screen.getByRole('region', { name: 'Pages (12)' });
    expect(within(pages).getByRole('link', { name: 'Fee Structure' })).toHaveAttribute('href', '/feestructure');
    expect(pages.querySelector('mark')).toHaveTextContent('Fees');
    expect(within(pages).getByText('The best 2 of 12 are shown: add a word to narrow them.')).toBeInTheDocument();
    const news = screen.getByRole('region', { name: 'News (1)' });
    expect(within(news).getByText(/1 May 2026/)).toBeInTheDocument();
    expect(
      screen.getByText('Events could not be searched just now; please try again in a few minutes.'),
    ).toBeInTheDocument();
  });

  it('says when nothing matches, and points to the site map', () => {
    renderWith({ q: 'xyzzy', answer: { q: 'xyzzy', groups: [], missing: [] } });
    expect(screen.getByRole('status')).toHaveTextContent('Nothing on the site matches “xyzzy”.');
    expect(screen.getByRole('link', { name: 'site map' })).toHaveAttribute('href', '/site-map');
  });

  it('asks for words before a search', () => {
    renderWith({ q: '', answer: null });
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText(/Type a word or two/)).toBeInTheDocument();
  });
});
