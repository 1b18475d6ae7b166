import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '@/testing/match-media.ts';
import { Carousel } from './carousel.tsx';

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
});
