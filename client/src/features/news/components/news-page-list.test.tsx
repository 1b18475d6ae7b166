import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fetchedUrls, renderAt } from '@/components/filters/filters-test-utils.tsx';
import { TEST_SITE } from '@/testing/site-fixture.ts';
import NewsPage from './news-page.tsx';
import { ITEMS, NEWS_URL, answerWith, location, news, pinTodayInEachTest, titles } from './news-page.fixtures.ts';

describe('NewsPage', () => {
  pinTodayInEachTest();

  it('falls back from an empty current year to the latest year with news, and says so', async () => {
    const fetchMock = answerWith(ITEMS);
    renderAt('/news', NewsPage);

    expect(await screen.findByText('3 news items')).toBeInTheDocument();
    expect(fetchedUrls(fetchMock)).toEqual([NEWS_URL]);
    expect(screen.getByLabelText('Year')).toHaveValue('2024');
    expect(screen.getByText('No items in 2026 yet — showing 2024.')).toBeInTheDocument();
    expect(titles()).toEqual(['Sports Day results', 'Independence Day assembly', 'Annual examination schedule']);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('News — 2024');
    // Month choices are the months that have news in the shown year, by name.
    const months = within(screen.getByLabelText('Month'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(months).toEqual(['All', 'March', 'August']);
    const years = within(screen.getByLabelText('Year'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(years).toEqual(['All', '2024', '2023']);
  });

  it('shows 12 stories, then 12 more at a time, and starts again at 12 when the filters change', async () => {
    const many = Array.from({ length: 30 }, (_, i) =>
      news(`n${i}`, `2026-04-${String(30 - i).padStart(2, '0')}`, `Story ${i + 1}`),
    );
    answerWith([...many, ...ITEMS]);
    renderAt('/news', NewsPage);
    expect(await screen.findByText('30 news items')).toBeInTheDocument();
    expect(titles()).toEqual(many.slice(0, 12).map((n) => n.title));
    expect(screen.getByText('Showing 12 of 30 news items')).toBeInTheDocument();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Show 12 more' }));
    expect(titles()).toEqual(many.slice(0, 24).map((n) => n.title));
    // Focus goes to the first story added, not left on the button below them.
    expect(document.activeElement).toHaveTextContent('Story 13');
    await user.click(screen.getByRole('button', { name: 'Show 6 more' }));
    expect(titles()).toEqual(many.map((n) => n.title));
    expect(screen.getByText('Showing 30 of 30 news items')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Show \d+ more$/ })).toBeNull();

    await user.selectOptions(screen.getByLabelText('Year'), 'All');
    expect(await screen.findByText('35 news items')).toBeInTheDocument();
    expect(titles()).toHaveLength(12);
    expect(screen.getByText('Showing 12 of 35 news items')).toBeInTheDocument();
  });

  it('words the heading, count and "Show more" in the school\'s words', async () => {
    const many = Array.from({ length: 14 }, (_, i) =>
      news(`n${i}`, `2026-04-${String(20 - i).padStart(2, '0')}`, `Story ${i + 1}`),
    );
    answerWith(many);
    const { lists } = TEST_SITE.words;
    const words = {
      ...lists,
      news: { ...lists.news, heading: 'समाचार', count: '{count} समाचार' },
      more: { showing: '{total} में से {shown}', next: '{step} और दिखाएँ' },
    };
    const dates = {
      ...TEST_SITE.words.dates,
      months: { ...TEST_SITE.words.dates.months, april: 'अप्रैल' },
      short: { ...TEST_SITE.words.dates.short, april: 'अप्रै॰' },
    };
    renderAt('/news', NewsPage, { site: { ...TEST_SITE, words: { ...TEST_SITE.words, lists: words, dates } } });
    expect(await screen.findByText('14 समाचार')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('समाचार — 2026');
    expect(screen.getByText('14 समाचार में से 12')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '2 और दिखाएँ' })).toBeInTheDocument();
    // Its dates and months too.
    expect(screen.getAllByText('20 अप्रै॰ 2026').length).toBeGreaterThan(0);
    const months = within(screen.getByLabelText('Month'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(months).toContain('अप्रैल');
  });

  it('has no "Show more" when the list is 12 or fewer', async () => {
    answerWith(ITEMS);
    renderAt('/news?year=all', NewsPage);
    expect(await screen.findByText('5 news items')).toBeInTheDocument();
    expect(screen.queryByText(/^Showing/)).toBeNull();
  });

  it('shows date, description and an announced attachment link', async () => {
    answerWith(ITEMS);
    renderAt('/news', NewsPage);
    const link = await screen.findByRole('link', {
      name: 'View attachment: Sports Day results (PDF, opens in a new tab)',
    });
    expect(link).toHaveAttribute('href', '/bff/media/public/Images/news/sports.pdf');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveTextContent('View attachment (PDF)');
    expect(screen.getByText('12 Aug 2024')).toBeInTheDocument();
    expect(screen.getByText('About Sports Day results')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /View attachment/ })).toHaveLength(1);
  });

  it('shows the placeholder when there is no news at all', async () => {
    answerWith([]);
    renderAt('/news', NewsPage);
    expect(await screen.findByText('0 news items')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'News Title' })).toBeInTheDocument();
    expect(screen.getByText('Stay Tunned For More Updates')).toBeInTheDocument();
    expect(screen.getByLabelText('Year')).toHaveValue('2026');
  });

  it('shows the placeholder when a search matches nothing', async () => {
    const user = userEvent.setup();
    answerWith(ITEMS);
    renderAt('/news', NewsPage);
    await screen.findByText('3 news items');
    await user.type(screen.getByLabelText('Search by title'), 'zzz');
    expect(screen.getByText('0 news items')).toBeInTheDocument();
    expect(screen.getByText('News Title')).toBeInTheDocument();
    // Beside it, what found nothing and the way back.
    expect(screen.getByText(/No results for “zzz”:/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'clear filters' }));
    expect(await screen.findByText('3 news items')).toBeInTheDocument();
    expect(screen.getByLabelText('Search by title')).toHaveValue('');
    expect(location()).toBe('/news');
    expect(screen.queryByText(/No results for/)).toBeNull();
  });

  it('says no results only for a filtered view, not for a school with no news at all', async () => {
    answerWith([]);
    renderAt('/news', NewsPage);
    expect(await screen.findByText('0 news items')).toBeInTheDocument();
    expect(screen.queryByText(/No results for/)).toBeNull();
  });
});
