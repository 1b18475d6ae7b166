import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '@/testing/match-media.ts';
import { Carousel } from './carousel.tsx';
import { CAROUSEL_WORDS, cards, reachableInHiddenSlides, visible } from './carousel.fixtures.tsx';

beforeEach(() => {
  stubMatchMedia(() => false);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('Carousel', () => {
  it('adds the other slides at the first move, backwards too', async () => {
    const { container } = render(
      <Carousel words={CAROUSEL_WORDS} label="Events" slidesToShow={2}>
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

  it('moves with the buttons and the arrow keys, looping, and keeps hidden slides out of reach', async () => {
    const { container } = render(
      <Carousel words={CAROUSEL_WORDS} label="Events" slidesToShow={2}>
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

  it('never moves by itself: no pause button, the same slide after a minute', () => {
    vi.useFakeTimers();
    const { container } = render(
      <Carousel words={CAROUSEL_WORDS} label="Toppers">
        {cards(4)}
      </Carousel>,
    );
    expect(screen.queryByRole('button', { name: /pause|play/i })).toBeNull();
    act(() => vi.advanceTimersByTime(60_000));
    expect(visible(container)).toEqual([0]);
    expect(container.querySelector('.carousel__viewport')).toHaveAttribute('aria-live', 'polite');
  });

  it("renders a slide's content, and so loads its pictures, only once it has been shown", async () => {
    const { container } = render(
      <Carousel words={CAROUSEL_WORDS} label="Gallery">
        {cards(4)}
      </Carousel>,
    );
    const filled = () =>
      [...container.querySelectorAll('.carousel__slide')].map((slide) => slide.childElementCount > 0);
    // The next slide is laid out for the server's row, but empty.
    expect(filled()).toEqual([true, false]);
    await userEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(filled()).toEqual([true, true, false, false]);
    await userEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(visible(container)).toEqual([3]);
    expect(filled()).toEqual([true, true, false, true]);
  });

  it('offers no transition when the visitor prefers reduced motion', () => {
    stubMatchMedia((query) => query.includes('prefers-reduced-motion'));
    const { container } = render(
      <Carousel words={CAROUSEL_WORDS} label="Gallery">
        {cards(4)}
      </Carousel>,
    );
    expect(container.querySelector<HTMLElement>('.carousel__track')!.style.getPropertyValue('--speed')).toBe('0ms');
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
  });
});
