// A photo's own address (`photo=`): the viewer opens at it, moves and closes with the address, and
// offers Share and Download.
import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GalleryAlbum } from '@shared/types.ts';
import { jsonResponse, renderAt, stubFetch } from '@/components/filters/filters-test-utils.tsx';
import SubGalleryPage, { ErrorBoundary } from './sub-gallery-page.tsx';

const ALBUM: GalleryAlbum = {
  id: 'a1',
  title: 'Christmas Celebration',
  description: '',
  date: '2024-12-20',
  updatedAt: null,
  photos: [1, 2, 3].map((n) => `/bff/media/public/Images/gallery/${n}.jpg`),
  total: 3,
};

const location = () => screen.getByTestId('location').textContent;
const shownAlt = (dialog: HTMLElement) => dialog.querySelector('.yarl__slide_current img')?.getAttribute('alt');

describe('a photo of an album at its own address', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch(() => jsonResponse(ALBUM));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('opens the viewer at the photo the address names; moving replaces the address, closing returns to the album', async () => {
    const user = userEvent.setup();
    renderAt('/subGallery?id=a1&photo=2', SubGalleryPage, { ErrorBoundary });
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    await waitFor(() => expect(shownAlt(dialog)).toBe('Photo 2 of 3: Christmas Celebration'));

    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(location()).toBe('/subGallery?id=a1&photo=3'));
    expect(shownAlt(dialog)).toBe('Photo 3 of 3: Christmas Celebration');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location()).toBe('/subGallery?id=a1');
    expect(screen.getByRole('button', { name: 'Photo 3 of 3: Christmas Celebration' })).toHaveFocus();
  });

  it('gives an opened photo its address, and Back closes the viewer', async () => {
    const user = userEvent.setup();
    const { router } = renderAt('/subGallery?id=a1', SubGalleryPage, { ErrorBoundary });
    await user.click(await screen.findByRole('button', { name: 'Photo 1 of 3: Christmas Celebration' }));
    await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(location()).toBe('/subGallery?id=a1&photo=1');

    // The browser's Back (the viewer hides the page's own controls).
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location()).toBe('/subGallery?id=a1');

    // Closed by its button, the viewer goes back to the album's entry too.
    await user.click(screen.getByRole('button', { name: 'Photo 2 of 3: Christmas Celebration' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(location()).toBe('/subGallery?id=a1'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("offers the photo's file to download and its address to share (WhatsApp without a share sheet)", async () => {
    renderAt('/subGallery?id=a1&photo=2', SubGalleryPage, { ErrorBoundary });
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    const download = within(dialog).getByRole('link', { name: 'Download' });
    expect(download).toHaveAttribute('href', '/bff/media/public/Images/gallery/2.jpg');
    expect(download).toHaveAttribute('download');
    const whatsApp = within(dialog).getByRole('link', { name: 'WhatsApp' });
    expect(decodeURIComponent(whatsApp.getAttribute('href')!)).toBe(
      `https://wa.me/?text=Christmas Celebration: Photo 2 of 3 ${window.location.origin}/subGallery?id=a1&photo=2`,
    );
  });

  it('shares the photo through the share sheet where there is one', async () => {
    const user = userEvent.setup();
    const share = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { share }));
    renderAt('/subGallery?id=a1&photo=3', SubGalleryPage, { ErrorBoundary });
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Christmas Celebration: Photo 3 of 3',
      url: `${window.location.origin}/subGallery?id=a1&photo=3`,
    });
  });

  it.each(['photo=0', 'photo=4', 'photo=two', 'photo=%3Cscript%3E'])(
    'shows the album as usual for %s',
    async (query) => {
      renderAt(`/subGallery?id=a1&${query}`, SubGalleryPage, { ErrorBoundary });
      expect(await screen.findAllByRole('button', { name: /^Photo \d of 3/ })).toHaveLength(3);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    },
  );
});
