import {
  Children,
  isValidElement,
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useBrowserValue } from '@/lib/in-browser.ts';
import './carousel.css';
import { usePrefersReducedMotion, useSlidesToShow, type Breakpoint } from './use-media-query.ts';
import { initialSlides, nextStart, singleSlideRanges, trackStyle } from './carousel-window.ts';

export type { Breakpoint } from './use-media-query.ts';

export interface CarouselProps {
  /** Accessible name of the carousel region, e.g. "Events". */
  label: string;
  /** One element per slide. Each is wrapped in its own slide element, so a bare link works too. */
  children: ReactNode;
  /** Slides visible at once on wide screens (default 1). */
  slidesToShow?: number;
  /** Fewer slides on narrow screens; the narrowest matching breakpoint wins. */
  breakpoints?: readonly Breakpoint[];
  /** Advance on its own (default true). Never with prefers-reduced-motion. */
  autoplay?: boolean;
  /** Time between automatic advances, ms (default 2000). */
  autoplaySpeed?: number;
  /** Slide transition, ms (default 1000; none with prefers-reduced-motion). */
  speed?: number;
  /** Name of each slide for screen readers (default "3 of 8"). */
  slideLabel?: (index: number, count: number) => string;
  /**
   * 'region' (default) makes the carousel a landmark. Inside a block that is already a region
   * named by the same heading, use 'group': two landmarks with one name fail axe's landmark-unique.
   */
  role?: 'region' | 'group';
  /** 'hero' lays the controls over the bottom of the slides instead of above them. */
  variant?: 'cards' | 'hero';
  className?: string;
}

const defaultSlideLabel = (index: number, count: number) => `${index + 1} of ${count}`;
const NO_BREAKPOINTS: readonly Breakpoint[] = [];

const isLive = () => true;
const notLive = () => false;

/**
 * An accessible carousel (WAI-ARIA carousel pattern): a labelled region, labelled previous/next
 * and pause/play buttons, arrow keys, autoplay that pauses while hovered, while focus is inside
 * and while off screen, no motion for visitors who ask for none, and slides out of view that are
 * inert (no focus, no screen reader). The slides are one row moved by a CSS transform transition,
 * or, where one slide shows at a time, stacked and cross-faded: no layout is measured and nothing
 * is cloned, so starting costs nothing.
 */
export function Carousel({
  label,
  children,
  slidesToShow: wide = 1,
  breakpoints = NO_BREAKPOINTS,
  autoplay = true,
  autoplaySpeed = 2000,
  speed = 1000,
  slideLabel = defaultSlideLabel,
  role = 'region',
  variant = 'cards',
  className,
}: CarouselProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const slidesToShow = useSlidesToShow(wide, breakpoints);
  // The first slide shown; null until the carousel first moves, when the rest of its slides join.
  const [first, setFirst] = useState<number | null>(null);
  const [userPaused, setUserPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [onScreen, setOnScreen] = useState(false);
  // The buttons do something only once this script runs: before that (a slow phone) or without
  // scripts, buttons that ignore a tap are worse than none. They are hidden (carousel.css), not
  // left out, so nothing moves when they appear.
  const live = useBrowserValue(isLive, notLive);

  const slides = Children.toArray(children);
  const count = slides.length;
  const canSlide = count > slidesToShow;
  const canAutoplay = autoplay && !reducedMotion && canSlide;
  const playing = canAutoplay && onScreen && !userPaused && !hovered && !focused;
  // A narrower screen or fewer slides can leave the window past the end; it stops at the last.
  const start = Math.min(first ?? 0, Math.max(0, count - slidesToShow));
  const rendered = first === null ? slides.slice(0, initialSlides(count, wide, breakpoints)) : slides;

  // Autoplay only while the carousel can be seen: six carousels moving below the fold would cost
  // a phone renders and battery for nothing.
  useEffect(() => {
    const root = rootRef.current;
    if (!root || !canAutoplay) return;
    if (typeof IntersectionObserver !== 'function') {
      // Browsers from before 2019: play as if always on screen.
      const frame = requestAnimationFrame(() => setOnScreen(true));
      return () => cancelAnimationFrame(frame);
    }
    const observer = new IntersectionObserver((entries) => setOnScreen(entries.some((e) => e.isIntersecting)));
    observer.observe(root);
    return () => observer.disconnect();
  }, [canAutoplay]);

  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(() => setFirst((f) => nextStart(f ?? 0, count, slidesToShow, 1)), autoplaySpeed);
    return () => window.clearInterval(timer);
  }, [playing, autoplaySpeed, count, slidesToShow]);

  const go = (step: 1 | -1) => setFirst(nextStart(start, count, slidesToShow, step));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!canSlide || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    event.preventDefault();
    go(event.key === 'ArrowRight' ? 1 : -1);
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <div
      ref={rootRef}
      role={role}
      aria-roledescription="carousel"
      aria-label={label}
      className={['carousel', `carousel--${variant}`, className].filter(Boolean).join(' ')}
      data-playing={playing ? 'true' : 'false'}
      data-live={live ? 'true' : undefined}
      data-fade={singleSlideRanges(wide, breakpoints)}
      // Mouse only: a tap fires pointerenter without a matching leave, which would pause for good.
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      {/* Always there, even empty, so the block keeps its height when slides arrive or fit. */}
      <div className="carousel__controls">
        {canSlide && (
          <>
            <button type="button" className="carousel__button" aria-label="Previous slide" onClick={() => go(-1)}>
              <Icon d="M15 5l-7 7 7 7" />
            </button>
            {canAutoplay && (
              <button
                type="button"
                className="carousel__button carousel__button--play"
                aria-label={userPaused ? 'Play slides' : 'Pause slides'}
                onClick={() => setUserPaused((paused) => !paused)}
              >
                {userPaused ? <Icon d="M8 5v14l11-7z" fill /> : <Icon d="M8 5v14M16 5v14" />}
              </button>
            )}
            <button type="button" className="carousel__button" aria-label="Next slide" onClick={() => go(1)}>
              <Icon d="M9 5l7 7-7 7" />
            </button>
          </>
        )}
      </div>
      <div className="carousel__viewport" aria-live={playing ? 'off' : 'polite'}>
        <div className="carousel__track" style={trackStyle(wide, breakpoints, start, reducedMotion ? 0 : speed)}>
          {rendered.map((child, index) => {
            const hidden = index < start || index >= start + slidesToShow;
            return (
              <div
                key={isValidElement(child) && child.key !== null ? child.key : index}
                className="carousel__slide"
                role="group"
                aria-roledescription="slide"
                aria-label={slideLabel(index, count)}
                data-index={index}
                style={{ '--i': index } as CSSProperties}
                aria-hidden={hidden || undefined}
                inert={hidden || undefined}
              >
                {child}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}

function Icon({ d, fill = false }: { d: string; fill?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d={d}
        fill={fill ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
