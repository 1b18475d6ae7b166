import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GalleryAlbum } from '@shared/types.ts';
import {
  errorResponse,
  fetchedUrls,
  jsonResponse,
  renderAt,
  stubFetch,
  stubFetchFailingOnce,
} from '@/components/filters/filters-test-utils.tsx';
import SubGalleryPage, { ErrorBoundary } from './sub-gallery-page.tsx';

const ALBUM: GalleryAlbum = {
  id: 'a1',
  title: 'Christmas Celebration',
  description: 'Carols, a nativity play and cake.',
  date: '2024-12-20',
  updatedAt: '2024-12-23',
  photos: [
    '/bff/media/public/Images/gallery/1.jpg',
    '/bff/media/public/Images/gallery/2.jpg',
    '/bff/media/public/Images/gallery/3.jpg',
  ],
  total: 3,
};

describe('SubGalleryPage', () => {
  // A route error is logged for whoever opens the console; keep the test output clean.
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the album: dates, total, description and a grid of labelled thumbnails', async () => {
    const fetchMock = stubFetch(() => jsonResponse(ALBUM));
    renderAt('/subGallery?id=a1', SubGalleryPage, { ErrorBoundary });

    expect(await screen.findAllByAltText(/: Christmas Celebration$/)).not.toHaveLength(0);
    expect(fetchedUrls(fetchMock)).toEqual(['/bff/gallery/a1']);
    expect(screen.getByText('20 Dec 2024')).toBeInTheDocument();
    expect(screen.getByText('23 Dec 2024')).toBeInTheDocument();
    expect(screen.getByText('Event date')).toBeInTheDocument();
    expect(screen.getByText('Updated on')).toBeInTheDocument();
    expect(screen.getByText('Total photos').nextElementSibling).toHaveTextContent('3');
    expect(screen.getByText('Carols, a nativity play and cake.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to gallery' })).toHaveAttribute('href', '/gallery');

    const thumbs = screen.getAllByRole('button', { name: /^Photo \d of 3: Christmas Celebration$/ });
    expect(thumbs).toHaveLength(3);
    const img = screen.getByAltText('Photo 2 of 3: Christmas Celebration');
    expect(img).toHaveAttribute('src', '/bff/media/public/Images/gallery/2.jpg?w=320');
    expect(img.getAttribute('srcset')).toContain('/bff/media/public/Images/gallery/2.jpg?w=640 640w');
    expect(img).toHaveAttribute('width', '300');
    expect(img).toHaveAttribute('height', '225');
    expect(img).toHaveAttribute('decoding', 'async');
  });

  it('shows 12 photos, then 12 more at a time, moving focus to the first one added; the lightbox pages through all', async () => {
    const user = userEvent.setup();
    const photos = Array.from({ length: 30 }, (_, i) => `/bff/media/public/Images/gallery/${i + 1}.jpg`);
    stubFetch(() => jsonResponse({ ...ALBUM, photos, total: 30 }));
    renderAt('/subGallery?id=a1', SubGalleryPage, { ErrorBoundary });

    const thumbs = () => screen.getAllByRole('button', { name: /^Photo \d+ of 30: Christmas Celebration$/ });
    expect(await screen.findByText('Showing 12 of 30 photos')).toBeInTheDocument();
    expect(thumbs()).toHaveLength(12);
    expect(screen.getByText('Total photos').nextElementSibling).toHaveTextContent('30');

    // From the last photo shown, the lightbox goes on to one the grid does not show yet.
    await user.click(screen.getByRole('button', { name: 'Photo 12 of 30: Christmas Celebration' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    await user.keyboard('{ArrowRight}');
    await waitFor(() =>
      expect(dialog.querySelector('.yarl__slide_current img')).toHaveAttribute(
        'alt',
        'Photo 13 of 30: Christmas Celebration',
      ),
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Show 12 more' }));
    expect(thumbs()).toHaveLength(24);
    expect(screen.getByRole('button', { name: 'Photo 13 of 30: Christmas Celebration' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Show 6 more' }));
    expect(thumbs()).toHaveLength(30);
    expect(screen.getByRole('button', { name: 'Photo 25 of 30: Christmas Celebration' })).toHaveFocus();
    expect(screen.getByText('Showing 30 of 30 photos')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Show \d+ more$/ })).toBeNull();
  });

  it('shows no "Show more" for an album of 12 photos or fewer', async () => {
    stubFetch(() => jsonResponse(ALBUM));
    renderAt('/subGallery?id=a1', SubGalleryPage, { ErrorBoundary });
    expect(await screen.findAllByRole('button', { name: /^Photo \d of 3/ })).toHaveLength(3);
    expect(screen.queryByText(/^Showing/)).toBeNull();
  });

  it('opens the photo in a lightbox, closes on Escape and returns focus to the thumbnail', async () => {
    const user = userEvent.setup();
    stubFetch(() => jsonResponse(ALBUM));
    renderAt('/subGallery?id=a1', SubGalleryPage, { ErrorBoundary });

    const thumb = await screen.findByRole('button', { name: 'Photo 2 of 3: Christmas Celebration' });
    await user.click(thumb);
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(dialog).toHaveClass('yarl__root');
    // A copy at one of the widths the server makes (the zoom plugin picks it for the slide's size), never the upload.
    const photo = dialog.querySelector<HTMLImageElement>('img[alt="Photo 2 of 3: Christmas Celebration"]')!;
    expect(photo.getAttribute('src')).toMatch(/^\/bff\/media\/public\/Images\/gallery\/2\.jpg\?w=\d+$/);
    expect(dialog.querySelector('img[src="/bff/media/public/Images/gallery/2.jpg"]')).toBeNull();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(thumb).toHaveFocus();
  });

  it('says the album was not found on 404, with the way back, and asks not to be indexed', async () => {
    const fetchMock = stubFetch(() => errorResponse(404, 'Album not found'));
    renderAt('/subGallery?id=nope', SubGalleryPage, { ErrorBoundary });
    expect(await screen.findByRole('heading', { level: 2, name: 'Album not found' })).toBeInTheDocument();
    expect(screen.getByText(/This album does not exist or is no longer available/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to gallery' })).toHaveAttribute('href', '/gallery');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetchedUrls(fetchMock)).toEqual(['/bff/gallery/nope']);
  });

  it('treats a malformed id (400) as not found', async () => {
    const fetchMock = stubFetch(() => errorResponse(400, 'Invalid album id'));
    renderAt('/SubGallery?id=%3Cscript%3E', SubGalleryPage, { ErrorBoundary });
    expect(await screen.findByRole('heading', { name: 'Album not found' })).toBeInTheDocument();
    expect(fetchedUrls(fetchMock)).toEqual(['/bff/gallery/%3Cscript%3E']);
  });

  it.each(['/subGallery', '/subGallery?id=', '/subGallery?id=%20%20'])(
    'does not ask the server when the id is missing (%s)',
    async (url) => {
      const fetchMock = stubFetch(() => jsonResponse(ALBUM));
      renderAt(url, SubGalleryPage, { ErrorBoundary });
      expect(await screen.findByRole('heading', { name: 'Album not found' })).toBeInTheDocument();
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it('shows the error boundary when the server is unavailable, and loads the album on "Try again"', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetchFailingOnce(502, () => jsonResponse(ALBUM));
    renderAt('/subGallery?id=a1', SubGalleryPage, { ErrorBoundary });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 2 })).toHaveTextContent(
      "This page's content could not be loaded",
    );
    expect(alert).toHaveTextContent('not answering');
    expect(screen.queryByRole('heading', { name: 'Album not found' })).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByAltText(/: Christmas Celebration$/)).not.toHaveLength(0);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetchedUrls(fetchMock)).toEqual(['/bff/gallery/a1', '/bff/gallery/a1']);
  });

  it('loads the other album when the id in the URL changes', async () => {
    const other: GalleryAlbum = { ...ALBUM, id: 'a2', title: 'Sports Day', photos: ALBUM.photos.slice(0, 1), total: 1 };
    const fetchMock = stubFetch((url) => jsonResponse(url === '/bff/gallery/a2' ? other : ALBUM));
    const { router } = renderAt('/subGallery?id=a1', SubGalleryPage, { ErrorBoundary });
    expect(await screen.findAllByAltText(/: Christmas Celebration$/)).not.toHaveLength(0);

    await act(() => router.navigate('/subGallery?id=a2'));
    expect(await screen.findAllByAltText(/: Sports Day$/)).not.toHaveLength(0);
    expect(screen.getAllByRole('button', { name: /^Photo \d of 1: Sports Day$/ })).toHaveLength(1);
    expect(fetchedUrls(fetchMock)).toEqual(['/bff/gallery/a1', '/bff/gallery/a2']);
  });
});
