// Home's placeholder pictures and slide sizes; its words are the site's (words.yaml `home:`).
import type { Breakpoint } from '@/components/carousel/carousel.tsx';

export const HOME_IMAGES = {
  student: '/images/placeholders/student.svg',
  event: '/images/placeholders/event.svg',
  gallery: '/images/placeholders/gallery.svg',
  notice: '/images/placeholders/notice.svg',
} as const;

// `sizes` follow the CSS, so a phone fetches the copy its slot needs: the page's --gutter is 1rem,
// 1.5rem from 600px, and .container is at most 76rem wide. Media queries in px, as the carousels'.
/** The content column: the screen less its gutters, at most 76rem less 1.5rem gutters. */
export const SLIDE_SIZES = '(min-width: 600px) min(calc(100vw - 3rem), 73rem), calc(100vw - 2rem)';

/** A carousel's cards per view: `widest` on wide screens, fewer below each breakpoint. */
export interface CardsPerView {
  readonly widest: number;
  readonly breakpoints: readonly Breakpoint[];
}

/**
 * A card's picture in one of Home's carousels, from its cards per view: the column less the gutters,
 * shared by the cards in view, less each slide's 0.5rem padding and the card's 1px border each side.
 */
export function homeCardSizes({ widest, breakpoints }: CardsPerView): string {
  const slot = (cards: number, gutters: string) => `calc((min(100vw, 76rem) - ${gutters}) / ${cards} - 1rem - 2px)`;
  const rules: string[] = [];
  let cards = widest;
  for (const { below, slidesToShow } of [...breakpoints].sort((a, b) => b.below - a.below)) {
    rules.push(`(min-width: ${below}px) ${slot(cards, below >= 600 ? '3rem' : '2rem')}`);
    cards = slidesToShow;
  }
  return [...rules, slot(cards, '2rem')].join(', ');
}

/** A person's round photo (home-card__photo), 160px on every screen. */
export const PERSON_PHOTO_SIZES = '160px';

/** The slider's layout size and ratio, whatever the files. */
export const SLIDE_SIZE = { width: 1280, height: 560 } as const;
