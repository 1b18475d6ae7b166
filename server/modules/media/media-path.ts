// Which provider media paths the server will fetch on a visitor's behalf (docs/design.md, "What the media routes serve").
// Only relative paths of safe characters, with an image or PDF extension, either a bare file name
// or under the provider's Images/pdf folders (optionally behind the school id). Everything else,
// including anything that could climb directories or name another host, is refused.

const SEGMENT = /^[A-Za-z0-9_(][A-Za-z0-9 _.()-]*$/;
const EXTENSION = /\.(jpe?g|png|gif|webp|avif|pdf)$/i;
const FOLDER = /^(?:[A-Za-z0-9_-]{1,64}\/)?public\/(?:Images|images|pdf)\//;
const MAX_LENGTH = 400;
const MAX_SEGMENTS = 10;

export const MEDIA_PREFIX = '/bff/media/';

export function isSafeMediaPath(path: string): boolean {
  if (path.length === 0 || path.length > MAX_LENGTH) return false;
  if (!EXTENSION.test(path)) return false;
  const segments = path.split('/');
  if (segments.length > MAX_SEGMENTS) return false;
  if (!segments.every((s) => SEGMENT.test(s) && !s.endsWith(' ') && !s.includes('..'))) return false;
  return segments.length === 1 || FOLDER.test(path);
}

/**
 * Raw-URL forms that must be refused before any decoding: encoded slashes, dots, backslashes or
 * NUL could smuggle `..` or another host past the decoded check.
 */
export function hasUnsafeEncoding(rawUrl: string): boolean {
  return /%(?:2e|2f|5c|00|25)|\\|\/\/|\0/i.test(rawUrl);
}

export function isPdf(path: string): boolean {
  return /\.pdf$/i.test(path);
}

/** A provider media path as the provider's records give it, cleaned, or null when it is unsafe. */
export function cleanMediaPath(providerPath: unknown): string | null {
  if (typeof providerPath !== 'string') return null;
  const path = providerPath.trim().replace(/^\/+/, '');
  return isSafeMediaPath(path) ? path : null;
}

/** The same-origin URL the page uses for a clean provider media path. */
export function mediaUrlOf(path: string): string {
  return MEDIA_PREFIX + path.split('/').map(encodeURIComponent).join('/');
}

/** The same-origin URL the page uses for a provider media path, or null when it is unsafe. */
export function mediaUrl(providerPath: unknown): string | null {
  const path = cleanMediaPath(providerPath);
  return path === null ? null : mediaUrlOf(path);
}

/** The provider path behind a /bff/media URL made by mediaUrl(). */
export function providerPathOf(url: string): string {
  return url.slice(MEDIA_PREFIX.length).split('/').map(decodeURIComponent).join('/');
}

/** The types a provider file may be passed on as: the images and PDFs the site links. */
const TYPE_BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  pdf: 'application/pdf',
};
const ALLOWED_TYPES = new Set(Object.values(TYPE_BY_EXTENSION));
const VAGUE_TYPES = new Set(['', 'application/octet-stream', 'binary/octet-stream']);

/**
 * The content type to pass a provider file on with, or null to refuse it. Only the allowed types
 * go out, and only for a file of their kind (an image path as an image, a PDF as a PDF): a type
 * such as `image/x,text/html` would have a browser render the file as a page of our origin. A
 * vague type takes the extension's.
 */
export function mediaTypeFor(path: string, upstream: string | undefined): string | null {
  const byExtension = TYPE_BY_EXTENSION[path.split('.').pop()!.toLowerCase()];
  if (!byExtension) return null;
  const type = (upstream ?? '').split(';')[0]!.trim().toLowerCase();
  if (VAGUE_TYPES.has(type)) return byExtension;
  if (!ALLOWED_TYPES.has(type)) return null;
  return (type === 'application/pdf') === (byExtension === 'application/pdf') ? type : null;
}
