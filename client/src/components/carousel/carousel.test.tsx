import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '@/testing/match-media.ts';
import { Carousel } from './carousel.tsx';
import { initialSlides, nextStart, singleSlideRanges } from './carousel-window.ts';
import { BREAKPOINT_WIDTHS, belowQuery } from './use-media-query.ts';

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

function cards(n: number) {
  return Array.from({ length: n }, (_, i) => (
    <article key={`card-${i + 1}`}>
      <h3>Card {i + 1}</h3>
      <a href={`/item/${i + 1}`}>Open card {i + 1}</a>
      <button type="button">Like {i + 1}</button>
    </article>
  ));
}

/** Every element inside an aria-hidden slide that keyboard focus could still reach. */
function reachableInHiddenSlides(container: HTMLElement): Element[] {
  const hiddenSlides = [...container.querySelectorAll('[aria-hidden="true"]')];
  return hiddenSlides.flatMap((slide) =>
    [...slide.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.tabIndex >= 0 && !el.closest('[inert]')),
  );
}

/** The indexes of the slides a visitor sees. */
function visible(container: HTMLElement): number[] {
  return [...container.querySelectorAll('.carousel__slide:not([aria-hidden])')].map((s) =>
    Number(s.getAttribute('data-index')),
  );
}

beforeEach(() => {
  stubMatchMedia(() => false);
});

afterEach(() => {
  vi.useRealTimers();
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
      <Carousel label="Events" slidesToShow={3} breakpoints={[{ below: 600, slidesToShow: 1 }]}>
        {cards(5)}
      </Carousel>,
    );
    expect(screen.getByRole('region', { name: 'Events' })).toHaveAttribute('data-fade', 'xs');
  });
});

describe('Carousel', () => {
  it('is a labelled carousel region with labelled slides and controls', () => {
    render(<Carousel label="Events">{cards(5)}</Carousel>);
    const region = screen.getByRole('region', { name: 'Events' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(within(region).getByRole('button', { name: 'Previous slide' })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Pause slides' })).toBeInTheDocument();
    expect(within(region).getByRole('group', { name: '1 of 5' })).toHaveAttribute('aria-roledescription', 'slide');
  });

  it('can be a group rather than a landmark inside a block already named by the same heading', () => {
    render(
      <Carousel label="Events" role="group">
        {cards(3)}
      </Carousel>,
    );
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByRole('group', { name: 'Events' })).toHaveAttribute('aria-roledescription', 'carousel');
  });

  it('renders as the server sends it: the widest window and the next slide in one row, those out of view inert', () => {
    const { container } = render(
      <Carousel label="Events" slidesToShow={2} breakpoints={[{ below: 600, slidesToShow: 1 }]}>
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

  it('adds the other slides at the first move, backwards too', async () => {
    const { container } = render(
      <Carousel label="Events" slidesToShow={2} autoplay={false}>
        {cards(5)}
      </Carousel>,
    );
    const labels = () =>
      [...container.querySelectorAll('.carousel__slide')].map((slide) => slide.getAttribute('aria-label'));
    expect(labels()).toEqual(['1 of 5', '2 of 5', '3 of 5']);
    await userEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(labels()).toEqual(['1 of 5', '2 of 5', '3 of 5', '4 of 5', '5 of 5']);
    expect(visible(container)).toEqual([3, 4]);
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

  it('moves with the buttons and the arrow keys, looping, and keeps hidden slides out of reach', async () => {
    const { container } = render(
      <Carousel label="Events" slidesToShow={2} autoplay={false}>
        {cards(4)}
      </Carousel>,
    );
    expect(visible(container)).toEqual([0, 1]);
    await userEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(visible(container)).toEqual([1, 2]);
    expect(container.querySelector<HTMLElement>('.carousel__track')!.style.getPropertyValue('--first')).toBe('1');
    expect(reachableInHiddenSlides(container)).toEqual([]);
    await userEvent.keyboard('{ArrowRight}');
    expect(visible(container)).toEqual([2, 3]);
    await userEvent.keyboard('{ArrowRight}');
    expect(visible(container)).toEqual([0, 1]);
    await userEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(visible(container)).toEqual([2, 3]);
    expect(screen.getByRole('link', { name: 'Open card 3' }).closest('[inert]')).toBeNull();
    expect(screen.getByRole('link', { name: 'Open card 1', hidden: true }).closest('[inert]')).not.toBeNull();
    expect(reachableInHiddenSlides(container)).toEqual([]);
  });

  it('autoplays, pauses while hovered or focused, and has a working pause button', () => {
    vi.useFakeTimers();
    const { container } = render(
      <Carousel label="Toppers" autoplaySpeed={2000}>
        {cards(4)}
      </Carousel>,
    );
    const region = screen.getByRole('region', { name: 'Toppers' });
    const current = () => visible(container)[0];
    expect(region).toHaveAttribute('data-playing', 'true');
    act(() => vi.advanceTimersByTime(1900));
    expect(current()).toBe(0);
    act(() => vi.advanceTimersByTime(200));
    expect(current()).toBe(1);

    fireEvent.pointerEnter(region, { pointerType: 'mouse' });
    expect(region).toHaveAttribute('data-playing', 'false');
    act(() => vi.advanceTimersByTime(5000));
    expect(current()).toBe(1);
    fireEvent.pointerLeave(region, { pointerType: 'mouse' });
    expect(region).toHaveAttribute('data-playing', 'true');
    // A finger on a touch screen does not pause it for good.
    fireEvent.pointerEnter(region, { pointerType: 'touch' });
    expect(region).toHaveAttribute('data-playing', 'true');

    const link = screen.getByRole('link', { name: 'Open card 2' });
    act(() => link.focus());
    expect(region).toHaveAttribute('data-playing', 'false');
    act(() => vi.advanceTimersByTime(5000));
    expect(current()).toBe(1);
    act(() => link.blur());
    expect(region).toHaveAttribute('data-playing', 'true');

    fireEvent.click(screen.getByRole('button', { name: 'Pause slides' }));
    act(() => (document.activeElement as HTMLElement | null)?.blur());
    expect(region).toHaveAttribute('data-playing', 'false');
    act(() => vi.advanceTimersByTime(5000));
    expect(current()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Play slides' }));
    act(() => (document.activeElement as HTMLElement | null)?.blur());
    expect(region).toHaveAttribute('data-playing', 'true');
    act(() => vi.advanceTimersByTime(2000));
    expect(current()).toBe(2);
  });

  it('does not autoplay, and offers no pause button nor transition, when the visitor prefers reduced motion', () => {
    stubMatchMedia((query) => query.includes('prefers-reduced-motion'));
    vi.useFakeTimers();
    const { container } = render(<Carousel label="Gallery">{cards(4)}</Carousel>);
    const region = screen.getByRole('region', { name: 'Gallery' });
    expect(region).toHaveAttribute('data-playing', 'false');
    expect(screen.queryByRole('button', { name: /pause|play/i })).toBeNull();
    act(() => vi.advanceTimersByTime(10_000));
    expect(visible(container)).toEqual([0]);
    expect(container.querySelector<HTMLElement>('.carousel__track')!.style.getPropertyValue('--speed')).toBe('0ms');
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
  });

  it('shows fewer slides below a breakpoint and no controls when everything fits', () => {
    stubMatchMedia((query) => query === '(max-width: 599.98px)');
    const { unmount } = render(
      <Carousel
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
      <Carousel label="Events" slidesToShow={3} breakpoints={[{ below: 992, slidesToShow: 2 }]}>
        {cards(2)}
      </Carousel>,
    );
    expect(screen.queryByRole('button', { name: 'Next slide' })).toBeNull();
    expect(visible(container)).toEqual([0, 1]);
    expect(screen.getByRole('link', { name: 'Open card 2' })).toBeInTheDocument();
  });
});
