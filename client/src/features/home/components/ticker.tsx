import { useState, type CSSProperties, type FocusEvent, type ReactNode } from 'react';
import { usePrefersReducedMotion } from '@/components/carousel/use-media-query.ts';
import './ticker.css';

export interface TickerItem {
  key: string;
  content: ReactNode;
  /** Plain text, to size the scroll duration. */
  text: string;
}

export interface TickerProps {
  /** Names the list and pause button, e.g. "Highlights". */
  label: string;
  items: readonly TickerItem[];
  className?: string;
}

// Characters per second (about 70 px/s): slow enough to read.
const CHARS_PER_SECOND = 9;
const MIN_SECONDS = 12;

/**
 * A CSS-animated marquee that pauses on hover and focus (data-state, plus :hover/:focus-within in
 * CSS) and has a pause button (WCAG 2.2.2); with reduced motion, a plain wrapped list.
 */
export function Ticker({ label, items, className }: TickerProps) {
  const reducedMotion = usePrefersReducedMotion();
  const [userPaused, setUserPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  const moving = !reducedMotion;
  const paused = userPaused || hovered || focused;
  const chars = items.reduce((sum, item) => sum + item.text.length + 4, 0);
  const style = {
    '--ticker-duration': `${Math.max(MIN_SECONDS, Math.round(chars / CHARS_PER_SECOND))}s`,
  } as CSSProperties;

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    setFocused(false);
    // Focusing a clipped link scrolled the viewport; reset it to line up with the animation.
    event.currentTarget.scrollLeft = 0;
  };

  return (
    <div
      className={['ticker', className].filter(Boolean).join(' ')}
      data-motion={moving ? 'scroll' : 'static'}
      data-state={moving && !paused ? 'playing' : 'paused'}
    >
      {moving && (
        <button
          type="button"
          className="ticker__toggle"
          aria-pressed={userPaused}
          aria-label={`Pause ${label}`}
          onClick={() => setUserPaused((p) => !p)}
        >
          <span aria-hidden="true" className="ticker__toggle-icon">
            {userPaused ? '▶' : '❚❚'}
          </span>
          <span className="ticker__toggle-text">Pause</span>
        </button>
      )}
      <div
        className="ticker__viewport"
        onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
        onPointerLeave={(event) => event.pointerType === 'mouse' && setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={onBlur}
      >
        <ul className="ticker__track" aria-label={label} style={style}>
          {items.map((item) => (
            <li key={item.key} className="ticker__item">
              {item.content}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
