import { act, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fetchedUrls, renderAt } from '@/components/filters/filters-test-utils.tsx';
import NewsPage from './news-page.tsx';
import { ITEMS, NEWS_URL, answerWith, location, pinTodayInEachTest, titles } from './news-page.fixtures.ts';

describe('NewsPage', () => {
  pinTodayInEachTest();

  it('changes the list and the URL when a month or year is chosen, without loading again', async () => {
    const user = userEvent.setup();
    const fetchMock = answerWith(ITEMS);
    renderAt('/news', NewsPage);
    await screen.findByText('3 news items');

    await user.selectOptions(screen.getByLabelText('Month'), '8');
    expect(await screen.findByText('2 news items')).toBeInTheDocument();
    expect(location()).toBe('/news?month=8');
    expect(screen.getByLabelText('Month')).toHaveValue('8');

    await user.selectOptions(screen.getByLabelText('Year'), '2023');
    expect(await screen.findByText('2 news items')).toBeInTheDocument();
    expect(location()).toBe('/news?year=2023');
    expect(titles()).toEqual(['Science exhibition', 'SPORTS trials']);
    expect(screen.queryByText(/No items in/)).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Year'), 'all');
    expect(await screen.findByText('5 news items')).toBeInTheDocument();
    expect(location()).toBe('/news?year=all');
    // The loader brought every year at once: a new filter in the URL is not a new request.
    expect(fetchedUrls(fetchMock)).toEqual([NEWS_URL]);
  });

  it('filters on every keystroke, case-insensitively, and keeps the text in the URL', async () => {
    const user = userEvent.setup();
    const fetchMock = answerWith(ITEMS);
    renderAt('/news?year=all', NewsPage);
    await screen.findByText('5 news items');

    const box = screen.getByLabelText('Search by title');
    await user.type(box, 'sPo');
    expect(titles()).toEqual(['Sports Day results', 'SPORTS trials']);
    expect(screen.getByText('2 news items')).toBeInTheDocument();
    expect(box).toHaveValue('sPo');
    expect(location()).toBe('/news?year=all&q=sPo');

    await user.clear(box);
    expect(await screen.findByText('5 news items')).toBeInTheDocument();
    expect(location()).toBe('/news?year=all');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('follows back/forward: select changes are history entries, typing is not', async () => {
    const user = userEvent.setup();
    const fetchMock = answerWith(ITEMS);
    renderAt('/news', NewsPage);
    await screen.findByText('3 news items');
    const box = screen.getByLabelText('Search by title');

    await user.type(box, 'sc');
    await user.selectOptions(screen.getByLabelText('Year'), '2023');
    expect(await screen.findByText('1 news item')).toBeInTheDocument();
    await user.clear(box);
    await user.type(box, 'trials');
    expect(location()).toBe('/news?year=2023&q=trials');

    await user.click(screen.getByRole('button', { name: 'History back' }));
    expect(await screen.findByText('1 news item')).toBeInTheDocument();
    expect(location()).toBe('/news?q=sc');
    expect(box).toHaveValue('sc');
    expect(screen.getByLabelText('Year')).toHaveValue('2024');
    expect(titles()).toEqual(['Annual examination schedule']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('loads again when the visitor comes back to the page from another one', async () => {
    const fetchMock = answerWith(ITEMS);
    const { router } = renderAt('/news?year=2023', NewsPage);
    expect(await screen.findByText('2 news items')).toBeInTheDocument();

    await act(() => router.navigate('/contact'));
    expect(await screen.findByText('Another page of the site')).toBeInTheDocument();
    await act(() => router.navigate('/news?q=exam'));
    expect(await screen.findByText('1 news item')).toBeInTheDocument();
    expect(fetchedUrls(fetchMock)).toEqual([NEWS_URL, NEWS_URL]);
  });

  it('applies filters from a shared link', async () => {
    answerWith(ITEMS);
    renderAt('/news?year=2024&month=8&q=sports', NewsPage);
    expect(await screen.findByText('1 news item')).toBeInTheDocument();
    expect(screen.getByLabelText('Search by title')).toHaveValue('sports');
    expect(screen.getByLabelText('Month')).toHaveValue('8');
  });

  it('ignores invalid URL values instead of failing', async () => {
    answerWith(ITEMS);
    renderAt('/news?year=20x4&month=13', NewsPage);
    expect(await screen.findByText('3 news items')).toBeInTheDocument();
    expect(screen.getByLabelText('Year')).toHaveValue('2024');
    expect(screen.getByLabelText('Month')).toHaveValue('all');
  });

  it('reads a month without news in the shown year as All', async () => {
    answerWith(ITEMS);
    renderAt('/news?year=2024&month=1', NewsPage);
    expect(await screen.findByText('3 news items')).toBeInTheDocument();
    expect(screen.getByLabelText('Month')).toHaveValue('all');
  });
});
