import { Children, isValidElement, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { fillWords } from '@shared/words.ts';
import { useBrowserValue } from '@/lib/in-browser.ts';
import './carousel.css';
import { usePrefersReducedMotion, useSlidesToShow, type Breakpoint } from './use-media-query.ts';
import {
  initialSlides,
  nextStart,
  offstageRanges,
  singleSlideRanges,
  trackStyle,
  widestWindow,
} from './carousel-window.ts';

export type { Breakpoint } from './use-media-query.ts';

/** The buttons' names, each slide's (a template with {n} and {count}) and both roles, from the site's words (home.carousel). */
export interface CarouselWords {
  previous: string;
  next: string;
  slide: string;
  role: string;
  slideRole: string;
}

export interface CarouselProps {
  /** Accessible name of the carousel region, e.g. "Events". */
  label: string;
  words: CarouselWords;
  /** One element per slide; each gets its own wrapper, so a bare link works. */
  children: ReactNode;
  /** Slides visible at once on wide screens (default 1). */
  slidesToShow?: number;
  /** Fewer slides on narrow screens; the narrowest matching breakpoint wins. */
  breakpoints?: readonly Breakpoint[];
  /** Slide transition, ms (default 1000; none with prefers-reduced-motion). */
  speed?: number;
  /** Name of each slide for screen readers (default `words.slide`, "3 of 8"). */
  slideLabel?: (index: number, count: number) => string;
  /** 'region' (default) is a landmark; use 'group' inside a region of the same name (axe's landmark-unique). */
  role?: 'region' | 'group';
  /** 'hero' lays the controls over the slides' bottom, not above them. */
  variant?: 'cards' | 'hero';
  className?: string;
}

const NO_BREAKPOINTS: readonly Breakpoint[] = [];

const isLive = () => true;
const notLive = () => false;

/**
 * A WAI-ARIA carousel: labelled buttons and arrow keys, hidden slides inert. It moves only when asked
 * (nothing on Home moves by itself), with no transition on request for reduced motion. A CSS transform
 * (or, one slide at a time, a cross-fade) moves the slides: no layout is measured, nothing cloned.
 */
export function Carousel({
  label,
  words,
  children,
  slidesToShow: wide = 1,
  breakpoints = NO_BREAKPOINTS,
  speed = 1000,
  slideLabel = (index, count) => fillWords(words.slide, { n: index + 1, count }),
  role = 'region',
  variant = 'cards',
  className,
}: CarouselProps) {
  const reducedMotion = usePrefersReducedMotion();
  const slidesToShow = useSlidesToShow(wide, breakpoints);
  // The first slide shown; null until the first move, which renders the rest.
  const [first, setFirst] = useState<number | null>(null);
  // Slides shown since: a slide's content (and its pictures) is rendered only once it is shown.
  const [seen, setSeen] = useState<ReadonlySet<number>>(() => new Set());
  // Buttons show only once scripts run (dead buttons are worse than none); hidden by CSS, not
  // omitted, so nothing shifts when they appear.
  const live = useBrowserValue(isLive, notLive);

  const slides = Children.toArray(children);
  const count = slides.length;
  const canSlide = count > slidesToShow;
  // The window never runs past the last slide.
  const start = Math.min(first ?? 0, Math.max(0, count - slidesToShow));
  const rendered = first === null ? slides.slice(0, initialSlides(count, wide, breakpoints)) : slides;

  const go = (step: 1 | -1) => {
    const next = nextStart(start, count, slidesToShow, step);
    setFirst(next);
    setSeen((before) => new Set([...before, ...Array.from({ length: slidesToShow }, (_, i) => next + i)]));
  };
  const firstWindow = widestWindow(wide, breakpoints);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!canSlide || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    event.preventDefault();
    go(event.key === 'ArrowRight' ? 1 : -1);
  };

  return (
    <div
      role={role}
      aria-roledescription={words.role}
      aria-label={label}
      className={['carousel', `carousel--${variant}`, className].filter(Boolean).join(' ')}
      data-live={live ? 'true' : undefined}
      data-fade={singleSlideRanges(wide, breakpoints)}
      onKeyDown={onKeyDown}
    >
      {/* Always rendered, so the block keeps its height. */}
      <div className="carousel__controls">
        {canSlide && (
          <>
            <button type="button" className="carousel__button" aria-label={words.previous} onClick={() => go(-1)}>
              <Icon d="M15 5l-7 7 7 7" />
            </button>
            <button type="button" className="carousel__button" aria-label={words.next} onClick={() => go(1)}>
              <Icon d="M9 5l7 7-7 7" />
            </button>
          </>
        )}
      </div>
      <div className="carousel__viewport" aria-live="polite">
        <div className="carousel__track" style={trackStyle(wide, breakpoints, start, reducedMotion ? 0 : speed)}>
          {rendered.map((child, index) => {
            const hidden = index < start || index >= start + slidesToShow;
            return (
              <div
                key={isValidElement(child) && child.key !== null ? child.key : index}
                className="carousel__slide"
                role="group"
                aria-roledescription={words.slideRole}
                aria-label={slideLabel(index, count)}
                data-index={index}
                data-offstage={seen.has(index) ? undefined : offstageRanges(index, wide, breakpoints)}
                style={{ '--i': index } as CSSProperties}
                aria-hidden={hidden || undefined}
                inert={hidden || undefined}
              >
                {index < firstWindow || !hidden || seen.has(index) ? child : null}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}

function Icon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={d} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
