// Shared by the news page's tests: the items served, the one request, what the page shows.
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { buildListPage } from '@shared/list-filters.ts';
import type { NewsItem } from '@shared/types.ts';
import { errorResponse, jsonResponse, pinToday, stubFetch } from '@/components/filters/filters-test-utils.tsx';

export function news(id: string, date: string | null, title: string, attachment: string | null = null): NewsItem {
  return { id, date, title, description: `About ${title}`, attachment };
}

export const ITEMS: NewsItem[] = [
  news('1', '2024-08-12', 'Sports Day results', '/bff/media/public/Images/news/sports.pdf'),
  news('2', '2024-08-02', 'Independence Day assembly'),
  news('3', '2024-03-15', 'Annual examination schedule'),
  news('4', '2023-11-20', 'Science exhibition'),
  news('5', '2023-07-01', 'SPORTS trials'),
];

export const NEWS_URL = '/bff/news?year=all';

/** The list of every year's `items`, as /bff/news sends it. */
export function newsList(items: NewsItem[]): Response {
  return jsonResponse(buildListPage(items, { year: 'all' }, 2026));
}

/** The answer to the page's one request; any other URL is a 404. */
export function newsAnswer(items: NewsItem[]) {
  return (url: string) => (url === NEWS_URL ? newsList(items) : errorResponse(404, 'Not Found'));
}

/** Answers the page's one request; any other URL is a 404 (and shows in fetchedUrls). */
export function answerWith(items: NewsItem[]) {
  return stubFetch(newsAnswer(items));
}

export const location = () => screen.getByTestId('location').textContent;
export const titles = () => screen.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);

/** Today is 10 May 2026 in every test; timers and globals are restored after each. */
export function pinTodayInEachTest() {
  beforeEach(() => {
    pinToday('2026-05-10T06:00:00Z');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}
