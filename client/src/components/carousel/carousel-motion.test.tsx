import { act, fireEvent, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '@/testing/match-media.ts';
import { Carousel } from './carousel.tsx';
import { cards, reachableInHiddenSlides, visible } from './carousel.fixtures.tsx';

beforeEach(() => {
  stubMatchMedia(() => false);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('Carousel', () => {
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
});
