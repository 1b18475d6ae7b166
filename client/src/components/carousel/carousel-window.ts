// Where the carousel's window of slides sits, and how many slides it renders: arithmetic only.

import type { CSSProperties } from 'react';
import type { Breakpoint } from './use-media-query.ts';

/**
 * Slide counts and position for carousel.css: the track is a row of slides moved by a CSS
 * transform, one media query per width in BREAKPOINT_WIDTHS, so the server-rendered carousel is
 * laid out exactly as the script will show it, and a move costs the main thread one small render.
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

/**
 * The viewport ranges (carousel.css's media queries) in which this carousel shows one slide at a
 * time. There it cross-fades instead of sliding: a one-slide window that slides shows two half
 * slides for the whole second of each move, and a phone shows one slide everywhere.
 */
export function singleSlideRanges(wide: number, breakpoints: readonly Breakpoint[]): string | undefined {
  const shownAt = (width: number) => {
    const match = breakpoints.filter((b) => width < b.below).sort((a, b) => a.below - b.below)[0];
    return match ? match.slidesToShow : wide;
  };
  // One width inside each range between BREAKPOINT_WIDTHS, narrowest first.
  const ranges = [
    ['xs', 599],
    ['sm', 991],
    ['md', 1199],
    ['lg', 1200],
  ] as const;
  const single = ranges.filter(([, width]) => shownAt(width) === 1).map(([name]) => name);
  return single.length > 0 ? single.join(' ') : undefined;
}

/**
 * How many slides the page starts with: the most any screen width shows at once, and the next one
 * to come in. The rest are added at the first move (automatic or asked for), so a carousel that is
 * never moved, or never reached, costs the first load nothing for them: on Home, six carousels of
 * 8-13 slides were more than half of the page's elements to parse, lay out and hydrate on a phone
 * that shows one slide of each. Without scripts a carousel never moves, so nothing is lost there.
 */
export function initialSlides(count: number, wide: number, breakpoints: readonly Breakpoint[]): number {
  const most = Math.max(wide, ...breakpoints.map((b) => b.slidesToShow));
  return Math.min(count, most + 1);
}

/** The visible window's next start: one slide on, back to the first after the last (a loop). */
export function nextStart(first: number, count: number, shown: number, step: 1 | -1): number {
  const last = Math.max(0, count - shown);
  if (step === 1) return first >= last ? 0 : first + 1;
  return first <= 0 ? last : first - 1;
}
