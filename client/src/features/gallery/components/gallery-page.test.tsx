import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildListPage } from '@shared/list-filters.ts';
import type { GalleryItem } from '@shared/types.ts';
import {
  errorResponse,
  fetchedUrls,
  jsonResponse,
  pinToday,
  renderAt,
  stubFetch,
  stubFetchFailingOnce,
} from '@/components/filters/filters-test-utils.tsx';
import GalleryPage from './gallery-page.tsx';

function album(id: string, date: string, title: string, photoCount = 12): GalleryItem {
  return {
    id,
    date,
    title,
    description: `Photos of ${title}`,
    image: `/bff/media/public/Images/gallery/${id}.jpg`,
    photoCount,
  };
}

const ITEMS: GalleryItem[] = [
  album('a1', '2024-12-20', 'Christmas Celebration', 24),
  album('a2', '2024-08-15', 'Independence Day', 1),
  album('a3', '2022-11-14', "Children's Day"),
];

const GALLERY_URL = '/bff/gallery?year=all';

/** Answers the page's one request; any other URL is a 404 (and shows in fetchedUrls). */
function answerWith(items: GalleryItem[]) {
  return stubFetch((url) =>
    url === GALLERY_URL ? jsonResponse(buildListPage(items, { year: 'all' }, 2026)) : errorResponse(404, 'Not Found'),
  );
}

const location = () => screen.getByTestId('location').textContent;

describe('GalleryPage', () => {
  beforeEach(() => {
    pinToday('2026-05-10T06:00:00Z');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('falls back to the latest year with albums and links each card to its sub-gallery', async () => {
    const fetchMock = answerWith(ITEMS);
    renderAt('/gallery', GalleryPage);
    expect(await screen.findByText('Total categories: 2')).toBeInTheDocument();
    expect(fetchedUrls(fetchMock)).toEqual([GALLERY_URL]);
    expect(screen.getByText('No items in 2026 yet — showing 2024.')).toBeInTheDocument();
    expect(screen.getByLabelText('Year')).toHaveValue('2024');

    const link = screen.getByRole('link', { name: 'Christmas Celebration' });
    expect(link).toHaveAttribute('href', '/subGallery?id=a1');
    const card = link.closest('li')!;
    expect(within(card).getByText('20 Dec 2024')).toBeInTheDocument();
    expect(within(card).getByText('24 photos')).toBeInTheDocument();
    expect(within(card).getByText('Photos of Christmas Celebration')).toBeInTheDocument();
    expect(card.querySelector('img')).toHaveAttribute('src', '/bff/media/public/Images/gallery/a1.jpg?w=640');
    expect(card.querySelector('img')?.getAttribute('srcset')).toContain(
      '/bff/media/public/Images/gallery/a1.jpg?w=320 320w',
    );
    expect(screen.getByText('1 photo')).toBeInTheDocument();
  });

  it('filters by year, month and title without loading again', async () => {
    const user = userEvent.setup();
    const fetchMock = answerWith(ITEMS);
    renderAt('/gallery', GalleryPage);
    await screen.findByText('Total categories: 2');

    await user.selectOptions(screen.getByLabelText('Month'), '12');
    expect(await screen.findByText('Total categories: 1')).toBeInTheDocument();
    expect(location()).toBe('/gallery?month=12');

    await user.selectOptions(screen.getByLabelText('Year'), 'all');
    expect(await screen.findByText('Total categories: 3')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search by title'), 'DAY');
    expect(screen.getByText('Total categories: 2')).toBeInTheDocument();
    expect(location()).toBe('/gallery?year=all&q=DAY');
    expect(fetchedUrls(fetchMock)).toEqual([GALLERY_URL]);
  });

  it('shows the placeholder card when there are no albums', async () => {
    answerWith([]);
    renderAt('/gallery', GalleryPage);
    expect(await screen.findByText('Total categories: 0')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Gallery Title' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows the error boundary when the server cannot answer, and loads again on "Try again"', async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = stubFetchFailingOnce(503, () => jsonResponse(buildListPage(ITEMS, { year: 'all' }, 2026)));
    renderAt('/gallery?year=all', GalleryPage);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("This page's content could not be loaded");
    expect(screen.queryByText(/Total categories/)).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Total categories: 3')).toBeInTheDocument();
    expect(fetchedUrls(fetchMock)).toEqual([GALLERY_URL, GALLERY_URL]);
    error.mockRestore();
  });
});
