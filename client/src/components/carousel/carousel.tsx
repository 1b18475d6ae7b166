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
  /** One element per slide; each gets its own wrapper, so a bare link works. */
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
  /** 'region' (default) is a landmark; use 'group' inside a region of the same name (axe's landmark-unique). */
  role?: 'region' | 'group';
  /** 'hero' lays the controls over the slides' bottom, not above them. */
  variant?: 'cards' | 'hero';
  className?: string;
}

const defaultSlideLabel = (index: number, count: number) => `${index + 1} of ${count}`;
const NO_BREAKPOINTS: readonly Breakpoint[] = [];

const isLive = () => true;
const notLive = () => false;

/**
 * A WAI-ARIA carousel: labelled buttons, arrow keys, autoplay paused on hover, focus and off
 * screen, no motion on request, hidden slides inert. A CSS transform (or, one slide at a time, a
 * cross-fade) moves them: no layout is measured, nothing cloned.
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
  // The first slide shown; null until the first move, which renders the rest.
  const [first, setFirst] = useState<number | null>(null);
  const [userPaused, setUserPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [onScreen, setOnScreen] = useState(false);
  // Buttons show only once scripts run (dead buttons are worse than none); hidden by CSS, not
  // omitted, so nothing shifts when they appear.
  const live = useBrowserValue(isLive, notLive);

  const slides = Children.toArray(children);
  const count = slides.length;
  const canSlide = count > slidesToShow;
  const canAutoplay = autoplay && !reducedMotion && canSlide;
  const playing = canAutoplay && onScreen && !userPaused && !hovered && !focused;
  // The window never runs past the last slide.
  const start = Math.min(first ?? 0, Math.max(0, count - slidesToShow));
  const rendered = first === null ? slides.slice(0, initialSlides(count, wide, breakpoints)) : slides;

  // Autoplay only on screen: carousels below the fold cost renders and battery.
  useEffect(() => {
    const root = rootRef.current;
    if (!root || !canAutoplay) return;
    if (typeof IntersectionObserver !== 'function') {
      // Old browsers: play as if on screen.
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
      // Mouse only: a tap fires enter without leave, pausing for good.
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      {/* Always rendered, so the block keeps its height. */}
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
