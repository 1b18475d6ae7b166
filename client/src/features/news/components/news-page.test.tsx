import { act, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildListPage } from '@shared/list-filters.ts';
import type { NewsItem } from '@shared/types.ts';
import {
  errorResponse,
  fetchedUrls,
  jsonResponse,
  pinToday,
  renderAt,
  stubFetch,
  stubFetchFailingOnce,
} from '@/components/filters/filters-test-utils.tsx';
import NewsPage from './news-page.tsx';

function news(id: string, date: string | null, title: string, attachment: string | null = null): NewsItem {
  return { id, date, title, description: `About ${title}`, attachment };
}

const ITEMS: NewsItem[] = [
  news('1', '2024-08-12', 'Sports Day results', '/bff/media/public/Images/news/sports.pdf'),
  news('2', '2024-08-02', 'Independence Day assembly'),
  news('3', '2024-03-15', 'Annual examination schedule'),
  news('4', '2023-11-20', 'Science exhibition'),
  news('5', '2023-07-01', 'SPORTS trials'),
];

const NEWS_URL = '/bff/news?year=all';

/** Answers the page's one request; any other URL is a 404 (and shows in fetchedUrls). */
function answerWith(items: NewsItem[]) {
  return stubFetch((url) =>
    url === NEWS_URL ? jsonResponse(buildListPage(items, { year: 'all' }, 2026)) : errorResponse(404, 'Not Found'),
  );
}

const location = () => screen.getByTestId('location').textContent;
const titles = () => screen.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);

describe('NewsPage', () => {
  beforeEach(() => {
    pinToday('2026-05-10T06:00:00Z');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

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

  it('shows the error boundary when the server cannot answer, and loads again on "Try again"', async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = stubFetchFailingOnce(502, (url) =>
      url === NEWS_URL ? jsonResponse(buildListPage(ITEMS, { year: 'all' }, 2026)) : errorResponse(404, 'Not Found'),
    );
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
      return jsonResponse(buildListPage(ITEMS, { year: 'all' }, 2026));
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

  describe('one item on its own page', () => {
    it('shows the item alone, with ways to share it and the way back to all news', async () => {
      const fetchMock = answerWith(ITEMS);
      renderAt('/news?id=1&year=2023', NewsPage);
      expect(await screen.findByText('About Sports Day results')).toBeInTheDocument();
      expect(screen.queryByText('About Independence Day assembly')).not.toBeInTheDocument();
      expect(screen.queryByLabelText('Year')).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: /View attachment: Sports Day results/ })).toHaveAttribute(
        'href',
        ITEMS[0]!.attachment,
      );
      const share = screen.getByRole('group', { name: 'Share: Sports Day results' });
      // No share sheet in this browser: WhatsApp, with the title and the item's own address.
      const whatsApp = within(share).getByRole('link', { name: /Share on WhatsApp/ });
      const url = new URL(whatsApp.getAttribute('href')!);
      expect(url.origin + url.pathname).toBe('https://wa.me/');
      expect(url.searchParams.get('text')).toBe(`Sports Day results ${window.location.origin}/news?id=1`);
      // Back to the list with the filters the link came with.
      expect(screen.getByRole('link', { name: /All news/ })).toHaveAttribute('href', '/news?year=2023');
      expect(fetchedUrls(fetchMock)).toEqual([NEWS_URL]);
    });

    it('opens from the list without loading anything, and goes back to the list as it was left', async () => {
      const fetchMock = answerWith(ITEMS);
      renderAt('/news?year=2023', NewsPage);
      await userEvent.click(await screen.findByRole('link', { name: 'Science exhibition' }));
      expect(await screen.findByRole('group', { name: 'Share: Science exhibition' })).toBeInTheDocument();
      expect(location()).toBe('/news?year=2023&id=4');
      expect(fetchedUrls(fetchMock)).toEqual([NEWS_URL]);
      await userEvent.click(screen.getByRole('link', { name: /All news/ }));
      expect(await screen.findByText('2 news items')).toBeInTheDocument();
      expect(location()).toBe('/news?year=2023');
      // An item's page holds that item alone, so the list is asked for again (the same, cacheable URL).
      expect(fetchedUrls(fetchMock)).toEqual([NEWS_URL, NEWS_URL]);
    });

    it("keeps that item alone in its page's data: a shared link does not carry the archive", async () => {
      answerWith(ITEMS);
      const { router } = renderAt('/news?id=3', NewsPage);
      await screen.findByText('About Annual examination schedule');
      const data = router.state.loaderData[router.state.matches.at(-1)!.route.id] as { items: NewsItem[] };
      expect(data.items.map((item) => item.id)).toEqual(['3']);
    });

    it("uses the phone's share sheet where there is one, with the item's own address", async () => {
      const share = vi.fn(() => Promise.resolve());
      vi.stubGlobal('navigator', Object.create(navigator, { share: { value: share } }) as Navigator);
      answerWith(ITEMS);
      renderAt('/news?id=2', NewsPage);
      await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
      expect(share).toHaveBeenCalledWith({
        title: 'Independence Day assembly',
        url: `${window.location.origin}/news?id=2`,
      });
      expect(screen.queryByRole('link', { name: /Share on WhatsApp/ })).not.toBeInTheDocument();
    });

    it('copies the link where the clipboard can be written, and says so', async () => {
      const writeText = vi.fn(() => Promise.resolve());
      vi.stubGlobal('navigator', Object.create(navigator, { clipboard: { value: { writeText } } }) as Navigator);
      answerWith(ITEMS);
      renderAt('/news?id=3', NewsPage);
      await userEvent.click(await screen.findByRole('button', { name: 'Copy link' }));
      expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/news?id=3`);
      expect(await within(screen.getByRole('group', { name: /^Share:/ })).findByText(/^Link copied/)).toHaveAttribute(
        'role',
        'status',
      );
    });
  });
});
