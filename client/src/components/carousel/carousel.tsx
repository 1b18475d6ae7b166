import {
  Children,
  isValidElement,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type ReactNode,
} from 'react';
import slickModule from 'react-slick';
import 'slick-carousel/slick/slick.css';
import './carousel.css';
import { usePrefersReducedMotion, useSlidesToShow, type Breakpoint } from './use-media-query.ts';
import { syncHiddenSlides } from './hidden-slides.ts';
import { queueStartNearViewport } from './start-queue.ts';

type SlickClass = typeof slickModule.default;
type SlickInstance = InstanceType<SlickClass>;

// react-slick is CommonJS with an `exports.default`. Depending on the interop in play (Vite's dev
// pre-bundle, the production build, Node for the tests) the default import is either the component
// or the whole exports object; rendering the latter dies with React error #130.
const Slick: SlickClass = (slickModule as { default?: SlickClass }).default ?? (slickModule as unknown as SlickClass);

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
  /** Slide transition, ms (default 1000; 0 with prefers-reduced-motion). */
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

/** Slide counts for carousel.css, which lays out the still carousel for every viewport. */
function countsStyle(wide: number, breakpoints: readonly Breakpoint[]): CSSProperties {
  const style: Record<`--${string}`, number> = { '--show': wide };
  for (const b of breakpoints) style[`--show-${b.below}`] = b.slidesToShow;
  return style as CSSProperties;
}

type Move = 'next' | 'previous';

function makeMove(slider: SlickInstance, move: Move): void {
  if (move === 'next') slider.slickNext();
  else slider.slickPrev();
}

/**
 * react-slick with what it lacks: a labelled carousel region, labelled previous/next and
 * pause/play buttons, pause while hovered or focused, no motion for visitors who ask for none,
 * and hidden slides that keyboard focus cannot reach.
 *
 * It first renders still: the slides in a row, laid out by CSS alone for every viewport, exactly
 * where slick will show them. That is what the server sends and what hydration finds. Slick takes
 * over in its turn once the carousel nears the screen (start-queue.ts), right away when a control
 * is used, and never while focus is inside the slides, where swapping the markup would lose focus.
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
  const sliderRef = useRef<SlickInstance>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const slidesToShow = useSlidesToShow(wide, breakpoints);
  const [userPaused, setUserPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [live, setLive] = useState(false);
  const pendingMove = useRef<Move | null>(null);

  const slides = Children.toArray(children);
  const count = slides.length;
  const canSlide = count > slidesToShow;
  const canAutoplay = autoplay && !reducedMotion && canSlide;
  const playing = live && canAutoplay && !userPaused && !hovered && !focused;

  // The turn may come while focus is in the still slides; then slick waits until focus leaves.
  const startWhenFree = useCallback(() => {
    if (!viewportRef.current?.contains(document.activeElement)) setLive(true);
  }, []);

  useEffect(() => {
    if (!live) return queueStartNearViewport(viewportRef.current, startWhenFree);
    const move = pendingMove.current;
    pendingMove.current = null;
    if (move && sliderRef.current) makeMove(sliderRef.current, move);
  }, [live, startWhenFree]);

  const go = (move: Move) => {
    if (sliderRef.current) return makeMove(sliderRef.current, move);
    // Still: start slick now and make the move once it is there.
    pendingMove.current = move;
    setLive(true);
  };

  const sync = useCallback(() => {
    if (viewportRef.current) syncHiddenSlides(viewportRef.current);
  }, []);

  // Slick's own updates call sync through onInit/onReInit/afterChange; this covers the first
  // mount, when the viewport ref is attached only after slick's componentDidMount ran.
  useLayoutEffect(sync);

  // Our own timer rather than slick's autoplay: slick's pause-on-focus only listens on the slide
  // elements themselves (focus does not bubble), and its paused/hovered states fight a play button.
  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(() => sliderRef.current?.slickNext(), autoplaySpeed);
    return () => window.clearInterval(timer);
  }, [playing, autoplaySpeed]);

  const slideElements = slides.map((child, index) => {
    // Still, the slides past the visible ones are clipped; like slick's hidden ones, out of reach.
    const hidden = !live && index >= slidesToShow;
    return (
      <div
        key={isValidElement(child) && child.key !== null ? child.key : index}
        className="carousel__slide"
        role="group"
        aria-roledescription="slide"
        aria-label={slideLabel(index, count)}
        aria-hidden={hidden || undefined}
        inert={hidden || undefined}
      >
        {child}
      </div>
    );
  });

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    setFocused(false);
    setLive(true);
  };

  return (
    <div
      role={role}
      aria-roledescription="carousel"
      aria-label={label}
      className={['carousel', `carousel--${variant}`, className].filter(Boolean).join(' ')}
      data-playing={playing ? 'true' : 'false'}
      // Mouse only: a tap fires pointerenter without a matching leave, which would pause for good.
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && setHovered(false)}
    >
      {/* Always there, even empty, so the block keeps its height when slides arrive or fit. */}
      <div className="carousel__controls">
        {canSlide && (
          <>
            <button
              type="button"
              className="carousel__button"
              aria-label="Previous slide"
              onClick={() => go('previous')}
            >
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
            <button
              type="button"
              className="carousel__button"
              aria-label="Next slide"
              onClick={() => go('next')}
            >
              <Icon d="M9 5l7 7-7 7" />
            </button>
          </>
        )}
      </div>
      <div ref={viewportRef} className="carousel__viewport" onFocus={() => setFocused(true)} onBlur={onBlur}>
        {live ? (
          <Slick
            ref={sliderRef}
            arrows={false}
            dots={false}
            infinite
            autoplay={false}
            pauseOnHover={false}
            pauseOnFocus={false}
            speed={reducedMotion ? 0 : speed}
            slidesToShow={slidesToShow}
            slidesToScroll={1}
            onInit={sync}
            onReInit={sync}
            afterChange={sync}
          >
            {slideElements}
          </Slick>
        ) : (
          <div className="carousel__still" style={countsStyle(wide, breakpoints)}>
            {slideElements}
          </div>
        )}
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
