// Widths the server resizes provider images to (GET /bff/media/<path>?w=<width>). A small fixed
// set keeps the resize cache small and shared; any other width is refused. 480 and 800 are the
// steps a phone (360-412 px at 1.75-2 device pixels per px) needs for a half- and a full-width
// slot; without them it takes the next step up, with 30-45% more bytes.
export const IMAGE_WIDTHS = [160, 320, 480, 640, 800, 960, 1280, 1920] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

export function isImageWidth(value: number): value is ImageWidth {
  return (IMAGE_WIDTHS as readonly number[]).includes(value);
}

/** Drawings (SVG) and PDFs are sent as they are; only photos, of the provider or the content folder, have widths. */
export function isResizableMedia(src: string): boolean {
  return /^\/(bff\/media|content\/images)\//.test(src) && !/\.(pdf|svg)$/i.test(src);
}

/** The URL of a /bff/media image at one of the fixed widths. */
export function sizedMediaUrl(url: string, width: ImageWidth): string {
  return `${url}${url.includes('?') ? '&' : '?'}w=${width}`;
}

/** A resizable image's copies at the fixed widths up to `max`, for a component that builds its own `srcset`. */
export function mediaSources(url: string, max: ImageWidth = 1920): { src: string; width: ImageWidth }[] {
  return IMAGE_WIDTHS.filter((w) => w <= max).map((width) => ({ src: sizedMediaUrl(url, width), width }));
}

/**
 * A `srcset` over the fixed widths up to `max` (the largest a layout can show), for a
 * /bff/media image URL.
 */
export function mediaSrcSet(url: string, max: ImageWidth = 1920): string {
  return mediaSources(url, max)
    .map(({ src, width }) => `${src} ${width}w`)
    .join(', ');
}
