import { act, fireEvent, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockMatchMedia } from '../testing/browser-mocks.ts';
import { Ticker, type TickerItem } from './ticker.tsx';

const items: TickerItem[] = [
  { key: 'a', text: 'Annual day on 14 December', content: 'Annual day on 14 December' },
  { key: 'b', text: 'Admissions open', content: <a href="/admission">Admissions open</a> },
];

function ticker() {
  return screen.getByRole('list', { name: 'Highlights' }).closest('.ticker') as HTMLElement;
}

describe('Ticker', () => {
  beforeEach(() => mockMatchMedia({ reducedMotion: false }));

  it('scrolls by default and pauses while the mouse is over it', () => {
    render(<Ticker label="Highlights" items={items} />);
    expect(ticker()).toHaveAttribute('data-motion', 'scroll');
    expect(ticker()).toHaveAttribute('data-state', 'playing');

    const viewport = ticker().querySelector('.ticker__viewport') as HTMLElement;
    fireEvent.pointerEnter(viewport, { pointerType: 'mouse' });
    expect(ticker()).toHaveAttribute('data-state', 'paused');
    fireEvent.pointerLeave(viewport, { pointerType: 'mouse' });
    expect(ticker()).toHaveAttribute('data-state', 'playing');
  });

  it('pauses while keyboard focus is inside it and resumes when focus leaves', async () => {
    render(
      <>
        <Ticker label="Highlights" items={items} />
        <a href="/elsewhere">Elsewhere</a>
      </>,
    );
    const link = screen.getByRole('link', { name: 'Admissions open' });
    act(() => link.focus());
    expect(ticker()).toHaveAttribute('data-state', 'paused');
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Elsewhere' })).toHaveFocus();
    expect(ticker()).toHaveAttribute('data-state', 'playing');
  });

  it('has a pause button that holds it still until pressed again', async () => {
    render(<Ticker label="Highlights" items={items} />);
    const button = screen.getByRole('button', { name: 'Pause Highlights' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(ticker()).toHaveAttribute('data-state', 'paused');
    fireEvent.pointerLeave(ticker().querySelector('.ticker__viewport') as HTMLElement, { pointerType: 'mouse' });
    expect(ticker()).toHaveAttribute('data-state', 'paused');
    await userEvent.click(button);
    expect(ticker()).toHaveAttribute('data-state', 'playing');
  });

  it('is a static list without a pause button when the visitor prefers reduced motion', () => {
    mockMatchMedia({ reducedMotion: true });
    render(<Ticker label="Highlights" items={items} />);
    expect(ticker()).toHaveAttribute('data-motion', 'static');
    expect(ticker()).toHaveAttribute('data-state', 'paused');
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('gives longer text a longer, steady scroll', () => {
    const long = [{ key: 'x', text: 'x'.repeat(900), content: 'x'.repeat(900) }];
    render(<Ticker label="Highlights" items={long} />);
    const track = screen.getByRole('list', { name: 'Highlights' });
    expect(track.style.getPropertyValue('--ticker-duration')).toBe('100s');
  });
});
