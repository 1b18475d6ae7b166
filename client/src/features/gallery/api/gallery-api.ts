import type { LoaderFunctionArgs } from 'react-router-dom';
import { usePageData } from '@/lib/page-context.tsx';
import type { GalleryAlbum, GalleryItem, ListPage } from '@shared/types.ts';
import { loadFrom, routeError } from '@/lib/bff-client.ts';

// Every year at once, filtered locally with the server's rules, so typing needs no round trip.
export function galleryLoader(args: LoaderFunctionArgs): Promise<ListPage<GalleryItem>> {
  return loadFrom(args, (api) => api.list('gallery', { year: 'all' }));
}

export function useAllGallery(): ListPage<GalleryItem> {
  return usePageData<Awaited<ReturnType<typeof galleryLoader>>>();
}

/** The album of `id`; a missing or unknown id is the page's 404. */
export async function albumLoader(args: LoaderFunctionArgs): Promise<GalleryAlbum> {
  const id = new URL(args.request.url).searchParams.get('id')?.trim();
  const album = id ? await loadFrom(args, (api) => api.album(id)) : null;
  if (!album) throw routeError(404, null, 'Not Found');
  return album;
}

export function useAlbum(): GalleryAlbum {
  return usePageData<Awaited<ReturnType<typeof albumLoader>>>();
}

export const GALLERY_PLACEHOLDER_IMAGE = '/images/placeholders/gallery.svg';
