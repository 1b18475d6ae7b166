import { formatDate, type DateWords } from '@shared/dates.ts';
import { isResizableMedia } from '@shared/media.ts';
import type { GalleryAlbum } from '@shared/types.ts';
import { fillWords, type Words } from '@shared/words.ts';
import { subGalleryPath } from '@/config/paths.ts';
import { photoIndexIn, photoPath } from './photo-address.ts';

// An album's link preview is its cover photo and its own name, date and count; a photo's address
// previews that photo. Only a photo the site serves itself (/bff/media/) is ever the picture.

export type PreviewedAlbum = Pick<GalleryAlbum, 'id' | 'title' | 'description' | 'date' | 'photos'>;

export interface AlbumPreview {
  /** The document title's first part. */
  title: string;
  description: string;
  /** A same-origin /bff/media/ photo, or null for the site's default picture. */
  image: string | null;
  /** The canonical address: the album's, or the photo's. */
  path: string;
}

/** A photo the site serves and can resize: never a provider's address. */
export function isOwnPhoto(url: string | undefined): url is string {
  return url !== undefined && /^\/bff\/media\/[^?#\s]+$/.test(url) && isResizableMedia(url);
}

/** The preview of `album`, or of its photo that `search` names. */
export function albumPreview(
  album: PreviewedAlbum,
  search: string,
  words: Words['lists']['photo'],
  dates: DateWords,
): AlbumPreview {
  const count = album.photos.length;
  const index = photoIndexIn(search, count);
  const title = album.title.trim();
  const about = album.description.trim();
  if (index !== null) {
    const position = fillWords(words.position, { n: index + 1, count });
    const head = fillWords(words.photoPreview, { n: index + 1, count, title });
    const photo = album.photos[index];
    return {
      title: `${title}: ${position}`,
      description: about ? `${head} ${about}` : head,
      image: isOwnPhoto(photo) ? photo : null,
      path: photoPath(album.id, index),
    };
  }
  const head = album.date
    ? fillWords(words.albumPreview, { title, count, date: formatDate(album.date, dates) })
    : fillWords(words.albumPreviewUndated, { title, count });
  // The cover: the first photo the site serves.
  const cover = album.photos.find(isOwnPhoto) ?? null;
  return { title, description: about ? `${head} ${about}` : head, image: cover, path: subGalleryPath(album.id) };
}
