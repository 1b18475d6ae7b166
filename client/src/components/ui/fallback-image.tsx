import { useState, type ImgHTMLAttributes } from 'react';

export interface FallbackImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height'> {
  src: string | null | undefined;
  /** Shown when `src` is missing or fails to load (spec: birthday photo failure → placeholder). */
  fallbackSrc: string;
  width: number;
  height: number;
  alt: string;
}

/** An image with fixed dimensions (no layout shift) that swaps to a placeholder on failure. */
export function FallbackImage({ src, fallbackSrc, loading = 'lazy', decoding = 'async', ...rest }: FallbackImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src && src !== failedSrc ? src : fallbackSrc;
  return (
    <img
      {...rest}
      src={usable}
      loading={loading}
      decoding={decoding}
      onError={() => {
        if (usable !== fallbackSrc && src) setFailedSrc(src);
      }}
    />
  );
}
