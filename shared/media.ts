// The only widths images are resized to (?w=), so the resize cache stays small and shared. 480 and 720
// fit a 360 px phone's half- and full-width slots at 2x (the commonest parent's screen), 800 a 400 px one.
export const IMAGE_WIDTHS = [160, 320, 480, 640, 720, 800, 960, 1280, 1920] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

export function isImageWidth(value: number): value is ImageWidth {
  return (IMAGE_WIDTHS as readonly number[]).includes(value);
}

/** SVGs and PDFs are sent as they are; only photos have widths. */
export function isResizableMedia(src: string): boolean {
  return /^\/(bff\/media|content\/images)\//.test(src) && !/\.(pdf|svg)$/i.test(src);
}

/** The URL of a /bff/media image at one of the fixed widths. */
export function sizedMediaUrl(url: string, width: ImageWidth): string {
  return `${url}${url.includes('?') ? '&' : '?'}w=${width}`;
}

/** An image's copies at the fixed widths up to `max`, for a component building its own `srcset`. */
export function mediaSources(url: string, max: ImageWidth = 1920): { src: string; width: ImageWidth }[] {
  return IMAGE_WIDTHS.filter((w) => w <= max).map((width) => ({ src: sizedMediaUrl(url, width), width }));
}

/** A `srcset` for a /bff/media image over the fixed widths up to `max` (the largest the layout shows). */
export function mediaSrcSet(url: string, max: ImageWidth = 1920): string {
  return mediaSources(url, max)
    .map(({ src, width }) => `${src} ${width}w`)
    .join(', ');
}
