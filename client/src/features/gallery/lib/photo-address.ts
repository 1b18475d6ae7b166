import type { ShouldRevalidateFunction } from 'react-router-dom';
import { subGalleryPath } from '@/config/paths.ts';

// A photo's own address is its album's with `photo=<n>`, its place in the album from 1 (as its caption
// counts): short, readable, and checked against the album's length. A photo removed before it moves the
// later ones down by one, which the office rarely does to a published album.

export const PHOTO_PARAM = 'photo';

/** At most four digits, no leading zero: albums hold tens of photos. */
const PHOTO_NUMBER = /^[1-9]\d{0,3}$/;

/** The 0-based index of the photo the query names; null when absent, malformed or past the album's end. */
export function photoIndexIn(search: string, count: number): number | null {
  const value = new URLSearchParams(search).get(PHOTO_PARAM)?.trim() ?? '';
  if (!PHOTO_NUMBER.test(value)) return null;
  const n = Number(value);
  return n <= count ? n - 1 : null;
}

/** The address of the photo at `index` (0-based) of album `albumId`. */
export function photoPath(albumId: string, index: number): string {
  return `${subGalleryPath(albumId)}&${PHOTO_PARAM}=${index + 1}`;
}

/** The query without the photo, so two addresses of one album compare equal. */
function albumQuery(url: URL): string {
  const query = new URLSearchParams(url.search);
  query.delete(PHOTO_PARAM);
  query.sort();
  return query.toString();
}

/** Moving between an album's photos (or closing the viewer) reloads nothing; a same-URL retry still does. */
export const keepAlbumForPhotos: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) => {
  const samePage = currentUrl.pathname === nextUrl.pathname && albumQuery(currentUrl) === albumQuery(nextUrl);
  return samePage && currentUrl.search !== nextUrl.search ? false : defaultShouldRevalidate;
};
