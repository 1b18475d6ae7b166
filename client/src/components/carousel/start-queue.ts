// Starting react-slick measures the page (a forced layout), renders every slide again with the
// clones of its loop, and re-renders once more with the measured widths. Six carousels starting in
// the commit that hydrates the home page made one task of several hundred milliseconds on a
// throttled phone, the largest part of the page's Total Blocking Time. A carousel starts only when
// it comes near the screen, and one at a time, each in an idle period of its own.
import { afterIdle } from '@/lib/idle.ts';

type Start = () => void;

const waiting: Start[] = [];
let cancelTurn: (() => void) | null = null;

function takeTurn(): void {
  cancelTurn = null;
  waiting.shift()?.();
  // The next start waits for the next idle period, after the render that this one scheduled.
  if (waiting.length > 0) scheduleTurn();
}

function scheduleTurn(): void {
  cancelTurn ??= afterIdle(takeTurn, 1000);
}

/** Calls `start` in its turn, after those queued before it. Returns a function that leaves the queue. */
function queueStart(start: Start): () => void {
  waiting.push(start);
  scheduleTurn();
  return () => {
    const at = waiting.indexOf(start);
    if (at >= 0) waiting.splice(at, 1);
    if (waiting.length === 0) {
      cancelTurn?.();
      cancelTurn = null;
    }
  };
}

/**
 * Queues `start` once `element` comes within half a screen of the viewport (at once where
 * IntersectionObserver is missing). Returns a function that stops watching and leaves the queue.
 */
export function queueStartNearViewport(element: Element | null, start: Start): () => void {
  if (!element || typeof IntersectionObserver !== 'function') return queueStart(start);
  let leave: (() => void) | null = null;
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      leave = queueStart(start);
    },
    { rootMargin: '50% 0px' },
  );
  observer.observe(element);
  return () => {
    observer.disconnect();
    leave?.();
  };
}
