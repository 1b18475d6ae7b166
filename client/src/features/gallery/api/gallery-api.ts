import { withQuery } from '@/lib/api.ts';
import { useBff, type BffState } from '@/lib/use-bff.ts';
import { bff } from '@/config/paths.ts';
import type { GalleryAlbum, GalleryItem, ListPage } from '@shared/types.ts';

// Every year at once: the page filters locally with the server's own rules, so typing needs no
// round trip, and the answer carries the years that have items.
export const allGalleryUrl = withQuery(bff.gallery, { year: 'all' });

export function useAllGallery(): BffState<ListPage<GalleryItem>> {
  return useBff<ListPage<GalleryItem>>(allGalleryUrl);
}

/** One album; `id` null (missing from the page URL) loads nothing. */
export function useAlbum(id: string | null): BffState<GalleryAlbum> {
  return useBff<GalleryAlbum>(id === null ? null : bff.album(id));
}

export const GALLERY_PLACEHOLDER_IMAGE = '/images/placeholders/gallery.svg';
