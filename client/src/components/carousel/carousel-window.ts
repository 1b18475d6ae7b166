// The carousel window's position and rendered slide count: arithmetic only.

import type { CSSProperties } from 'react';
import type { Breakpoint } from './use-media-query.ts';

/**
 * Custom properties for carousel.css (one media query per BREAKPOINT_WIDTHS), so server HTML lays out
 * as the script shows it and a move is one small render.
 */
export function trackStyle(
  wide: number,
  breakpoints: readonly Breakpoint[],
  first: number,
  speed: number,
): CSSProperties {
  const style: Record<`--${string}`, number | string> = { '--show': wide, '--first': first, '--speed': `${speed}ms` };
  for (const b of breakpoints) style[`--show-${b.below}`] = b.slidesToShow;
  return style as CSSProperties;
}

/** The viewport ranges of carousel.css (between BREAKPOINT_WIDTHS), each with one width inside it. */
const RANGES = [
  ['xs', 599],
  ['sm', 991],
  ['md', 1199],
  ['lg', 1200],
] as const;

function shownAt(width: number, wide: number, breakpoints: readonly Breakpoint[]): number {
  const match = breakpoints.filter((b) => width < b.below).sort((a, b) => a.below - b.below)[0];
  return match ? match.slidesToShow : wide;
}

function rangesWhere(test: (shown: number) => boolean, wide: number, breakpoints: readonly Breakpoint[]) {
  const names = RANGES.filter(([, width]) => test(shownAt(width, wide, breakpoints))).map(([name]) => name);
  return names.length > 0 ? names.join(' ') : undefined;
}

/** The viewport ranges showing one slide at a time, where it cross-fades (sliding would show two halves). */
export function singleSlideRanges(wide: number, breakpoints: readonly Breakpoint[]): string | undefined {
  return rangesWhere((shown) => shown === 1, wide, breakpoints);
}

/** The viewport ranges where slide `index` starts outside the window: there it draws no pictures yet. */
export function offstageRanges(index: number, wide: number, breakpoints: readonly Breakpoint[]): string | undefined {
  return rangesWhere((shown) => index >= shown, wide, breakpoints);
}

/**
 * Slides rendered at first: the most any width shows, plus the next. The rest join at the first
 * move, so unmoved carousels cost the first load nothing (without scripts none moves).
 */
export function initialSlides(count: number, wide: number, breakpoints: readonly Breakpoint[]): number {
  return Math.min(count, widestWindow(wide, breakpoints) + 1);
}

/** The most slides any width shows at once. */
export function widestWindow(wide: number, breakpoints: readonly Breakpoint[]): number {
  return Math.max(wide, ...breakpoints.map((b) => b.slidesToShow));
}

/** The window's next start, looping after the last. */
export function nextStart(first: number, count: number, shown: number, step: 1 | -1): number {
  const last = Math.max(0, count - shown);
  if (step === 1) return first >= last ? 0 : first + 1;
  return first <= 0 ? last : first - 1;
}
