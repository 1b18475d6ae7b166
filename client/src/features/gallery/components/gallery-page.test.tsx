import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildListPage } from '@shared/list-filters.ts';
import type { GalleryItem } from '@shared/types.ts';
import { clearBffAnswers } from '@/lib/use-bff.ts';
import { jsonResponse, pinToday, renderAt, stubFetch } from '@/components/filters/filters-test-utils.tsx';
import GalleryPage from './gallery-page.tsx';

function album(id: string, date: string, title: string, photoCount = 12): GalleryItem {
  return { id, date, title, description: `Photos of ${title}`, image: `/bff/media/public/Images/gallery/${id}.jpg`, photoCount };
}

const ITEMS: GalleryItem[] = [
  album('a1', '2024-12-20', 'Christmas Celebration', 24),
  album('a2', '2024-08-15', 'Independence Day', 1),
  album('a3', '2022-11-14', "Children's Day"),
];

function answerWith(items: GalleryItem[]) {
  return stubFetch((url) => {
    expect(url).toBe('/bff/gallery?year=all');
    return jsonResponse(buildListPage(items, { year: 'all' }, 2026));
  });
}

const location = () => screen.getByTestId('location').textContent;

describe('GalleryPage', () => {
  beforeEach(() => {
    clearBffAnswers();
    pinToday('2026-05-10T06:00:00Z');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('falls back to the latest year with albums and links each card to its sub-gallery', async () => {
    answerWith(ITEMS);
    renderAt('/gallery', <GalleryPage />);
    expect(await screen.findByText('Total categories: 2')).toBeInTheDocument();
    expect(screen.getByText('No items in 2026 yet — showing 2024.')).toBeInTheDocument();
    expect(screen.getByLabelText('Year')).toHaveValue('2024');

    const link = screen.getByRole('link', { name: 'Christmas Celebration' });
    expect(link).toHaveAttribute('href', '/subGallery?id=a1');
    const card = link.closest('li')!;
    expect(within(card).getByText('20-12-2024')).toBeInTheDocument();
    expect(within(card).getByText('24 photos')).toBeInTheDocument();
    expect(within(card).getByText('Photos of Christmas Celebration')).toBeInTheDocument();
    expect(card.querySelector('img')).toHaveAttribute('src', '/bff/media/public/Images/gallery/a1.jpg?w=640');
    expect(card.querySelector('img')?.getAttribute('srcset')).toContain('/bff/media/public/Images/gallery/a1.jpg?w=320 320w');
    expect(screen.getByText('1 photo')).toBeInTheDocument();
  });

  it('filters by year, month and title', async () => {
    const user = userEvent.setup();
    answerWith(ITEMS);
    renderAt('/gallery', <GalleryPage />);
    await screen.findByText('Total categories: 2');

    await user.selectOptions(screen.getByLabelText('Month'), '12');
    expect(await screen.findByText('Total categories: 1')).toBeInTheDocument();
    expect(location()).toBe('/gallery?month=12');

    await user.selectOptions(screen.getByLabelText('Year'), 'all');
    expect(await screen.findByText('Total categories: 3')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search by title'), 'DAY');
    expect(screen.getByText('Total categories: 2')).toBeInTheDocument();
    expect(location()).toBe('/gallery?year=all&q=DAY');
  });

  it('shows the placeholder card when there are no albums', async () => {
    answerWith([]);
    renderAt('/gallery', <GalleryPage />);
    expect(await screen.findByText('Total categories: 0')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Gallery Title' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
