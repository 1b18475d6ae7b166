import type { MediaUrl } from '@shared/types.ts';

/**
 * The URL to load a gallery photo from, at about `_width` CSS pixels wide. Every gallery image
 * goes through here so that serving resized copies (not there yet: today every size is the
 * original) is a change to this one function.
 */
export function galleryPhotoUrl(url: MediaUrl, _width?: number): string {
  return url;
}
