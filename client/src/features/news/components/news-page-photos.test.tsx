import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildListPage } from '@shared/list-filters.ts';
import type { GalleryItem, NewsItem } from '@shared/types.ts';
import {
  errorResponse,
  fetchedUrls,
  jsonResponse,
  renderAt,
  stubFetch,
} from '@/components/filters/filters-test-utils.tsx';
import NewsPage from './news-page.tsx';
import { ITEMS, NEWS_URL, news, newsList, pinTodayInEachTest } from './news-page.fixtures.ts';

const GALLERY_URL = '/bff/gallery?year=all';
const PHOTO = '/bff/media/public/Images/news/sports.jpg';
const STORY: NewsItem = news('9', '2025-10-14', 'Annual Sports Day 2025', PHOTO);
const ALBUM: GalleryItem = {
  id: 'g7',
  title: 'Annual Sports Day 2025',
  description: '',
  date: '2025-10-15',
  image: null,
  photoCount: 20,
};

function serve(gallery: () => Response) {
  return stubFetch((url) => {
    if (url === NEWS_URL) return newsList([STORY, ...ITEMS]);
    if (url === GALLERY_URL) return gallery();
    return errorResponse(404, 'Not Found');
  });
}

describe('NewsPage: a story with a photo', () => {
  pinTodayInEachTest();

  it('shows the photo as a sized picture loaded when near, and links the album of its event', async () => {
    serve(() => jsonResponse(buildListPage([ALBUM], { year: 'all' }, 2026)));
    renderAt('/news?id=9', NewsPage);
    const photo = await screen.findByRole('img', { name: 'Photo: Annual Sports Day 2025' });
    expect(photo).toHaveAttribute('src', `${PHOTO}?w=640`);
    expect(photo.getAttribute('srcset')).toContain(`${PHOTO}?w=1280 1280w`);
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(photo).toHaveAttribute('width', '640');
    expect(photo).toHaveAttribute('height', '480');
    expect(screen.queryByRole('link', { name: /View attachment/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'See all photos: Annual Sports Day 2025' })).toHaveAttribute(
      'href',
      '/subGallery?id=g7',
    );
  });

  it('shows the photo without a link when the gallery has no album of the event, or fails', async () => {
    const fetchMock = serve(() => errorResponse(502, 'Bad Gateway'));
    renderAt('/news?year=2025', NewsPage);
    expect(await screen.findByRole('img', { name: 'Photo: Annual Sports Day 2025' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /See all photos/ })).toBeNull();
    expect(fetchedUrls(fetchMock)).toEqual([NEWS_URL, GALLERY_URL]);
  });
});
