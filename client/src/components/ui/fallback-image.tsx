import { useState, type ImgHTMLAttributes } from 'react';
import { isResizableMedia, mediaSrcSet, sizedMediaUrl, type ImageWidth } from '@shared/media.ts';

export interface FallbackImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'width' | 'height' | 'srcSet'
> {
  src: string | null | undefined;
  /** Shown when `src` is missing or fails to load (spec: birthday photo failure → placeholder). */
  fallbackSrc: string;
  width: number;
  height: number;
  alt: string;
  /** The displayed width per viewport, following its CSS; with it, resizable images are offered at the server's widths. */
  sizes?: string;
  /** The widest copy worth offering. */
  maxWidth?: ImageWidth;
}

/** A fixed-size image that swaps to a placeholder on failure. */
export function FallbackImage({
  src,
  fallbackSrc,
  sizes,
  maxWidth = 1280,
  loading = 'lazy',
  decoding = 'async',
  ...rest
}: FallbackImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src && src !== failedSrc ? src : null;
  const responsive = usable && sizes && isResizableMedia(usable);
  return (
    <img
      {...rest}
      src={responsive ? sizedMediaUrl(usable, maxWidth < 640 ? maxWidth : 640) : (usable ?? fallbackSrc)}
      {...(responsive ? { srcSet: mediaSrcSet(usable, maxWidth), sizes } : {})}
      loading={loading}
      decoding={decoding}
      onError={() => {
        if (usable) setFailedSrc(usable);
      }}
    />
  );
}
