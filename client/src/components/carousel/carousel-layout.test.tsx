import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubMatchMedia } from '@/testing/match-media.ts';
import { Carousel } from './carousel.tsx';
import { CAROUSEL_WORDS, cards, reachableInHiddenSlides, visible } from './carousel.fixtures.tsx';
import { initialSlides, nextStart, offstageRanges, singleSlideRanges } from './carousel-window.ts';
import { BREAKPOINT_WIDTHS, belowQuery, type Breakpoint } from './use-media-query.ts';

beforeEach(() => {
  stubMatchMedia(() => false);
});

describe('nextStart', () => {
  it('moves one slide and loops at both ends', () => {
    expect(nextStart(0, 5, 2, 1)).toBe(1);
    expect(nextStart(3, 5, 2, 1)).toBe(0);
    expect(nextStart(0, 5, 2, -1)).toBe(3);
    expect(nextStart(2, 5, 2, -1)).toBe(1);
    expect(nextStart(0, 2, 3, 1)).toBe(0);
  });
});

describe('singleSlideRanges', () => {
  it('names the viewport ranges in which one slide shows, where the carousel fades instead of sliding', () => {
    expect(singleSlideRanges(1, [])).toBe('xs sm md lg');
    // The events row: 3, 2 below 992 px, 1 below 600 px.
    expect(
      singleSlideRanges(3, [
        { below: 992, slidesToShow: 2 },
        { below: 600, slidesToShow: 1 },
      ]),
    ).toBe('xs');
    // The blocks of people: one each three abreast, two on a tablet, one on a phone.
    expect(
      singleSlideRanges(1, [
        { below: 992, slidesToShow: 2 },
        { below: 600, slidesToShow: 1 },
      ]),
    ).toBe('xs md lg');
    expect(
      singleSlideRanges(4, [
        { below: 1200, slidesToShow: 3 },
        { below: 992, slidesToShow: 2 },
      ]),
    ).toBeUndefined();
  });

  it('is rendered on the carousel for its stylesheet', () => {
    render(
      <Carousel words={CAROUSEL_WORDS} label="Events" slidesToShow={3} breakpoints={[{ below: 600, slidesToShow: 1 }]}>
        {cards(5)}
      </Carousel>,
    );
    expect(screen.getByRole('region', { name: 'Events' })).toHaveAttribute('data-fade', 'xs');
  });
});

describe('offstageRanges', () => {
  const gallery: Breakpoint[] = [
    { below: 1200, slidesToShow: 3 },
    { below: 992, slidesToShow: 2 },
    { below: 600, slidesToShow: 1 },
  ];

  it('names the viewport ranges in which a slide starts outside the window', () => {
    expect(offstageRanges(0, 4, gallery)).toBeUndefined();
    expect(offstageRanges(1, 4, gallery)).toBe('xs');
    expect(offstageRanges(2, 4, gallery)).toBe('xs sm');
    expect(offstageRanges(3, 4, gallery)).toBe('xs sm md');
    expect(offstageRanges(4, 4, gallery)).toBe('xs sm md lg');
  });

  it('is rendered on each slide until it is shown, so its pictures wait', async () => {
    render(
      <Carousel words={CAROUSEL_WORDS} label="Events" slidesToShow={3} breakpoints={[{ below: 600, slidesToShow: 1 }]}>
        {cards(5)}
      </Carousel>,
    );
    const slide = (i: number) => document.querySelector(`.carousel__slide[data-index="${i}"]`);
    expect([0, 1, 2, 3].map((i) => slide(i)?.getAttribute('data-offstage') ?? null)).toEqual([
      null,
      'xs',
      'xs',
      'xs sm md lg',
    ]);
    await act(async () => screen.getByRole('button', { name: 'Next slide' }).click());
    // Three shown at this width (matchMedia answers no): 1 to 3 are seen.
    expect([1, 2, 3, 4].map((i) => slide(i)?.getAttribute('data-offstage') ?? null)).toEqual([
      null,
      null,
      null,
      'xs sm md lg',
    ]);
  });
});

describe('Carousel', () => {
  it('is a labelled carousel region with labelled slides and controls', () => {
    render(
      <Carousel words={CAROUSEL_WORDS} label="Events">
        {cards(5)}
      </Carousel>,
    );
    const region = screen.getByRole('region', { name: 'Events' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(within(region).getByRole('button', { name: 'Previous slide' })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: /pause/i }), 'nothing moves by itself').toBeNull();
    expect(within(region).getByRole('group', { name: '1 of 5' })).toHaveAttribute('aria-roledescription', 'slide');
  });

  it('can be a group rather than a landmark inside a block already named by the same heading', () => {
    render(
      <Carousel words={CAROUSEL_WORDS} label="Events" role="group">
        {cards(3)}
      </Carousel>,
    );
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByRole('group', { name: 'Events' })).toHaveAttribute('aria-roledescription', 'carousel');
  });

  it('renders as the server sends it: the widest window and the next slide in one row, those out of view inert', () => {
    const { container } = render(
      <Carousel words={CAROUSEL_WORDS} label="Events" slidesToShow={2} breakpoints={[{ below: 600, slidesToShow: 1 }]}>
        {cards(5)}
      </Carousel>,
    );
    const track = container.querySelector<HTMLElement>('.carousel__track')!;
    expect(track.style.getPropertyValue('--show')).toBe('2');
    expect(track.style.getPropertyValue('--show-600')).toBe('1');
    expect(track.style.getPropertyValue('--first')).toBe('0');
    const slides = [...track.children];
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 5', '2 of 5', '3 of 5']);
    expect(slides.map((slide) => slide.hasAttribute('inert'))).toEqual([false, false, true]);
    expect(reachableInHiddenSlides(container)).toEqual([]);
  });

  it('starts with as many slides as its widest breakpoint shows, plus one', () => {
    expect(
      initialSlides(13, 1, [
        { below: 992, slidesToShow: 2 },
        { below: 600, slidesToShow: 1 },
      ]),
    ).toBe(3);
    expect(initialSlides(10, 4, [{ below: 1200, slidesToShow: 3 }])).toBe(5);
    expect(initialSlides(8, 1, [])).toBe(2);
    expect(initialSlides(2, 3, [])).toBe(2);
  });

  it('lays out every breakpoint width in CSS, since the server cannot ask the viewport', () => {
    const carouselCss = readFileSync(join(import.meta.dirname, 'carousel.css'), 'utf8');
    for (const width of BREAKPOINT_WIDTHS) {
      expect(carouselCss).toContain(`@media ${belowQuery(width)}`);
      expect(carouselCss).toContain(`--show-${width}`);
    }
  });

  it('shows fewer slides below a breakpoint and no controls when everything fits', () => {
    stubMatchMedia((query) => query === '(max-width: 599.98px)');
    const { unmount } = render(
      <Carousel
        words={CAROUSEL_WORDS}
        label="Events"
        slidesToShow={3}
        breakpoints={[
          { below: 992, slidesToShow: 2 },
          { below: 600, slidesToShow: 1 },
        ]}
      >
        {cards(2)}
      </Carousel>,
    );
    // One at a time below 600 px, so two cards need controls.
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
    unmount();

    stubMatchMedia(() => false);
    const { container } = render(
      <Carousel words={CAROUSEL_WORDS} label="Events" slidesToShow={3} breakpoints={[{ below: 992, slidesToShow: 2 }]}>
        {cards(2)}
      </Carousel>,
    );
    expect(screen.queryByRole('button', { name: 'Next slide' })).toBeNull();
    expect(visible(container)).toEqual([0, 1]);
    expect(screen.getByRole('link', { name: 'Open card 2' })).toBeInTheDocument();
  });
});
