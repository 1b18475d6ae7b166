import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '@/testing/match-media.ts';
import { Carousel } from './carousel.tsx';
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

/** Slick takes over from the still carousel in an idle turn after the first render; wait for it. */
async function slickStarted(container: HTMLElement): Promise<void> {
  await waitFor(() => expect(container.querySelector('.slick-initialized')).not.toBeNull());
}

/** Every element inside an aria-hidden slide that keyboard focus could still reach. */
function reachableInHiddenSlides(container: HTMLElement): Element[] {
  const hiddenSlides = [...container.querySelectorAll('[aria-hidden="true"]')];
  return hiddenSlides.flatMap((slide) =>
    [...slide.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.tabIndex >= 0 && !el.closest('[inert]')),
  );
}

beforeEach(() => {
  stubMatchMedia(() => false);
});

afterEach(() => {
  vi.useRealTimers();
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

  it('leaves nothing focusable inside aria-hidden slides, after render and after moving', async () => {
    const { container } = render(
      <Carousel label="Events" slidesToShow={2} speed={0} autoplay={false}>
        {cards(5)}
      </Carousel>,
    );
    await slickStarted(container);
    // react-slick clones slides for the infinite loop and hides most of them.
    const hidden = container.querySelectorAll('.slick-slide[aria-hidden="true"]');
    expect(hidden.length).toBeGreaterThan(0);
    expect(container.querySelectorAll('.slick-cloned').length).toBeGreaterThan(0);
    expect(reachableInHiddenSlides(container)).toEqual([]);
    for (const slide of hidden) expect(slide).toHaveAttribute('inert');

    await userEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    await waitFor(() => expect(reachableInHiddenSlides(container)).toEqual([]));
    await userEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    await waitFor(() => expect(reachableInHiddenSlides(container)).toEqual([]));
  });

  it('keeps the links of visible slides in the tab order, restoring them when a slide comes back', async () => {
    const { container } = render(
      <Carousel label="Events" slidesToShow={1} speed={0} autoplay={false}>
        {cards(3)}
      </Carousel>,
    );
    await slickStarted(container);
    const visibleLinks = () =>
      [...container.querySelectorAll('.slick-slide[aria-hidden="false"] a')] as HTMLAnchorElement[];
    expect(visibleLinks().map((a) => a.textContent)).toEqual(['Open card 1']);
    expect(visibleLinks()[0]?.tabIndex).toBe(0);

    await userEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    await waitFor(() => expect(visibleLinks().map((a) => a.textContent)).toEqual(['Open card 2']));
    expect(visibleLinks()[0]?.tabIndex).toBe(0);
    expect(visibleLinks()[0]?.closest('[inert]')).toBeNull();
    expect(reachableInHiddenSlides(container)).toEqual([]);
  });

  it('autoplays, pauses while hovered or focused, and has a working pause button', () => {
    vi.useFakeTimers();
    const { container } = render(
      <Carousel label="Toppers" autoplaySpeed={2000} speed={0}>
        {cards(4)}
      </Carousel>,
    );
    const region = screen.getByRole('region', { name: 'Toppers' });
    const current = () => container.querySelector('.slick-current')?.getAttribute('data-index');
    // Nothing plays before slick has taken over.
    expect(region).toHaveAttribute('data-playing', 'false');
    act(() => vi.advanceTimersByTime(100));
    expect(current()).toBe('0');
    expect(region).toHaveAttribute('data-playing', 'true');

    act(() => vi.advanceTimersByTime(2100));
    expect(current()).toBe('1');

    fireEvent.pointerEnter(region, { pointerType: 'mouse' });
    expect(region).toHaveAttribute('data-playing', 'false');
    act(() => vi.advanceTimersByTime(5000));
    expect(current()).toBe('1');
    fireEvent.pointerLeave(region, { pointerType: 'mouse' });
    expect(region).toHaveAttribute('data-playing', 'true');
    // A finger on a touch screen does not pause it for good.
    fireEvent.pointerEnter(region, { pointerType: 'touch' });
    expect(region).toHaveAttribute('data-playing', 'true');

    const link = container.querySelector<HTMLAnchorElement>('.slick-current a');
    act(() => link?.focus());
    expect(region).toHaveAttribute('data-playing', 'false');
    act(() => link?.blur());
    expect(region).toHaveAttribute('data-playing', 'true');

    fireEvent.click(screen.getByRole('button', { name: 'Pause slides' }));
    expect(region).toHaveAttribute('data-playing', 'false');
    act(() => vi.advanceTimersByTime(5000));
    expect(current()).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: 'Play slides' }));
    expect(region).toHaveAttribute('data-playing', 'true');
  });

  it('does not autoplay and offers no pause button when the visitor prefers reduced motion', () => {
    stubMatchMedia((query) => query.includes('prefers-reduced-motion'));
    vi.useFakeTimers();
    const { container } = render(<Carousel label="Gallery">{cards(4)}</Carousel>);
    const region = screen.getByRole('region', { name: 'Gallery' });
    act(() => vi.advanceTimersByTime(100));
    expect(container.querySelector('.slick-initialized')).not.toBeNull();
    expect(region).toHaveAttribute('data-playing', 'false');
    expect(screen.queryByRole('button', { name: /pause|play/i })).toBeNull();
    act(() => vi.advanceTimersByTime(10_000));
    expect(container.querySelector('.slick-current')?.getAttribute('data-index')).toBe('0');
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
  });

  it('shows fewer slides below a breakpoint and no controls when everything fits', () => {
    stubMatchMedia((query) => query === '(max-width: 599.98px)');
    const { unmount } = render(
      <Carousel label="Events" slidesToShow={3} breakpoints={[{ below: 992, slidesToShow: 2 }, { below: 600, slidesToShow: 1 }]}>
        {cards(2)}
      </Carousel>,
    );
    // One at a time below 600 px, so two cards need controls.
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
    unmount();

    stubMatchMedia(() => false);
    render(
      <Carousel label="Events" slidesToShow={3} breakpoints={[{ below: 992, slidesToShow: 2 }]}>
        {cards(2)}
      </Carousel>,
    );
    expect(screen.queryByRole('button', { name: 'Next slide' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Open card 2' })).toBeInTheDocument();
  });

  describe('before slick starts', () => {
    // jsdom has no requestIdleCallback, so each turn is the 50 ms timer that stands in for it.
    const TURN_MS = 50;
    const started = (container: HTMLElement) => container.querySelectorAll('.slick-initialized').length;

    it('renders still, as the server sends it: every slide in a row, those past the visible ones out of reach', () => {
      vi.useFakeTimers();
      const { container } = render(
        <Carousel label="Events" slidesToShow={2} breakpoints={[{ below: 600, slidesToShow: 1 }]}>
          {cards(4)}
        </Carousel>,
      );
      const still = container.querySelector<HTMLElement>('.carousel__still')!;
      expect(started(container)).toBe(0);
      expect(still.style.getPropertyValue('--show')).toBe('2');
      expect(still.style.getPropertyValue('--show-600')).toBe('1');
      const slides = [...still.children];
      expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 4', '2 of 4', '3 of 4', '4 of 4']);
      expect(slides.map((slide) => slide.hasAttribute('inert'))).toEqual([false, false, true, true]);
      expect(reachableInHiddenSlides(container)).toEqual([]);
      expect(screen.getByRole('region', { name: 'Events' })).toHaveAttribute('data-playing', 'false');
    });

    it('lays out every breakpoint width in CSS, since the server cannot ask the viewport', () => {
      const carouselCss = readFileSync(join(import.meta.dirname, 'carousel.css'), 'utf8');
      for (const width of BREAKPOINT_WIDTHS) {
        expect(carouselCss).toContain(`@media ${belowQuery(width)}`);
        expect(carouselCss).toContain(`--show-${width}`);
      }
    });

    it('starts one carousel per idle turn, and a carousel that leaves gives up its turn', () => {
      vi.useFakeTimers();
      const { container } = render(
        <>
          <Carousel label="One">{cards(3)}</Carousel>
          <Carousel label="Two">{cards(3)}</Carousel>
          <Carousel label="Three">{cards(3)}</Carousel>
        </>,
      );
      expect(started(container)).toBe(0);
      act(() => vi.advanceTimersByTime(TURN_MS));
      expect(started(container)).toBe(1);
      act(() => vi.advanceTimersByTime(TURN_MS));
      expect(started(container)).toBe(2);
      act(() => vi.advanceTimersByTime(TURN_MS));
      expect(started(container)).toBe(3);

      const { container: other, unmount } = render(<Carousel label="Gone">{cards(3)}</Carousel>);
      render(<Carousel label="Stays">{cards(3)}</Carousel>, { container: document.body.appendChild(document.createElement('div')) });
      unmount();
      act(() => vi.advanceTimersByTime(TURN_MS));
      expect(started(other)).toBe(0);
      expect(screen.getByRole('region', { name: 'Stays' }).querySelector('.slick-initialized')).not.toBeNull();
    });

    it('waits until it comes near the screen', () => {
      vi.useFakeTimers();
      const observers: Array<{ callback: IntersectionObserverCallback; options?: IntersectionObserverInit }> = [];
      vi.stubGlobal(
        'IntersectionObserver',
        class {
          constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
            observers.push({ callback, options });
          }
          observe() {}
          disconnect() {}
        },
      );
      try {
        const { container } = render(<Carousel label="Further down">{cards(3)}</Carousel>);
        act(() => vi.advanceTimersByTime(TURN_MS * 4));
        expect(started(container)).toBe(0);
        expect(observers).toHaveLength(1);
        expect(observers[0]!.options?.rootMargin).toBe('50% 0px');
        const near = [{ isIntersecting: true }] as IntersectionObserverEntry[];
        act(() => observers[0]!.callback(near, {} as IntersectionObserver));
        act(() => vi.advanceTimersByTime(TURN_MS));
        expect(started(container)).toBe(1);
      } finally {
        vi.unstubAllGlobals();
      }
    });

    it('starts at once when a control is used, and makes the move', () => {
      vi.useFakeTimers();
      const { container } = render(
        <Carousel label="Events" speed={0}>
          {cards(4)}
        </Carousel>,
      );
      fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
      expect(started(container)).toBe(1);
      act(() => vi.advanceTimersByTime(10));
      expect(container.querySelector('.slick-current')?.getAttribute('data-index')).toBe('1');
    });

    it('waits while focus is inside the still slides, and starts once focus leaves', () => {
      vi.useFakeTimers();
      const { container } = render(
        <>
          <Carousel label="Events">{cards(4)}</Carousel>
          <button type="button">Elsewhere</button>
        </>,
      );
      act(() => screen.getByRole('link', { name: 'Open card 1' }).focus());
      act(() => vi.advanceTimersByTime(TURN_MS * 4));
      expect(started(container)).toBe(0);
      act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
      expect(started(container)).toBe(1);
    });
  });
});
