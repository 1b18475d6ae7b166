import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fetchedUrls, renderAt, stubFetch, stubFetchFailingOnce } from '@/components/filters/filters-test-utils.tsx';
import NewsPage from './news-page.tsx';
import { ITEMS, NEWS_URL, location, newsAnswer, newsList, pinTodayInEachTest } from './news-page.fixtures.ts';

describe('NewsPage', () => {
  pinTodayInEachTest();

  it('shows the error boundary when the server cannot answer, and loads again on "Try again"', async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = stubFetchFailingOnce(502, newsAnswer(ITEMS));
    renderAt('/news?month=8', NewsPage);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 2 })).toHaveTextContent(
      "This page's content could not be loaded",
    );
    expect(alert).toHaveTextContent('The school information service is not answering right now.');
    expect(screen.queryByLabelText('Year')).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('2 news items')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(location()).toBe('/news?month=8');
    expect(fetchedUrls(fetchMock)).toEqual([NEWS_URL, NEWS_URL]);
    error.mockRestore();
  });

  it('does not pass on a message the server did not write for visitors', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch(
      () => new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }),
    );
    renderAt('/news', NewsPage);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'The school information service is not answering right now. Please try again later.',
    );
    expect(alert).not.toHaveTextContent('Bad gateway');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    error.mockRestore();
  });

  it('says to check the connection when the network fails, and loads on Try again once it is back', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    let online = false;
    stubFetch(() => {
      if (!online) throw new TypeError('NetworkError when attempting to fetch resource.');
      return newsList(ITEMS);
    });
    renderAt('/news', NewsPage);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'We could not reach the school website just now. Please check your connection and try again.',
    );
    online = true;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('3 news items')).toBeInTheDocument();
    error.mockRestore();
  });
});
