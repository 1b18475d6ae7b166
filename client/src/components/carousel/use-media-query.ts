import { useCallback, useSyncExternalStore } from 'react';

function mediaList(query: string): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;
}

/** Whether a CSS media query matches now; re-renders when that changes. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaList(query);
      if (!list) return () => {};
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => mediaList(query)?.matches ?? false,
    () => false,
  );
}

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

export function prefersReducedMotion(): boolean {
  return mediaList(REDUCED_MOTION_QUERY)?.matches ?? false;
}

export function usePrefersReducedMotion(): boolean {
  return useMediaQuery(REDUCED_MOTION_QUERY);
}

/** Widths where a carousel's slide count may change; fixed, since carousel.css has a media query each. */
export const BREAKPOINT_WIDTHS = [1200, 992, 600] as const;

export interface Breakpoint {
  /** Applies below this viewport width in CSS px (spec: "2 below 992 px"). */
  below: (typeof BREAKPOINT_WIDTHS)[number];
  slidesToShow: number;
}

export function belowQuery(px: number): string {
  // max-width with a fraction rather than range syntax, for older Safari.
  return `(max-width: ${px - 0.02}px)`;
}

/** Slides for the viewport; the narrowest matching breakpoint wins. */
export function useSlidesToShow(base: number, breakpoints: readonly Breakpoint[]): number {
  const key = breakpoints.map((b) => `${b.below}:${b.slidesToShow}`).join(',');
  const subscribe = useCallback(
    (onChange: () => void) => {
      const lists = parse(key).flatMap((b) => mediaList(belowQuery(b.below)) ?? []);
      for (const list of lists) list.addEventListener('change', onChange);
      return () => {
        for (const list of lists) list.removeEventListener('change', onChange);
      };
    },
    [key],
  );
  const snapshot = () => {
    let count = base;
    let narrowest = Infinity;
    for (const b of parse(key)) {
      if (b.below < narrowest && mediaList(belowQuery(b.below))?.matches) {
        narrowest = b.below;
        count = b.slidesToShow;
      }
    }
    return count;
  };
  return useSyncExternalStore(subscribe, snapshot, () => base);
}

function parse(key: string): Breakpoint[] {
  if (!key) return [];
  return key.split(',').map((part) => {
    const [below, slides] = part.split(':');
    return { below: Number(below) as Breakpoint['below'], slidesToShow: Number(slides) };
  });
}
