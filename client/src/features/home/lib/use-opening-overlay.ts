import { useCallback, useEffect, useState } from 'react';
import { prefersReducedMotion } from '@/components/carousel/use-media-query.ts';
import { askShownTodayWhenIdle, markShownToday } from './once-a-day.ts';

/**
 * none: not shown this time (already shown today, too late to start, or reduced motion with no
 * notices to show). pending: will open once the page is idle, so that it never delays the first
 * paint, unless it already showed today.
 */
export type OpeningPhase = 'none' | 'pending' | 'open' | 'closed';

export const OPENING_SHOWN_KEY = 'home.openingShownOn';

/**
 * The fireworks start at once or not at all: a visitor who has been reading for this long (a
 * slow phone, a slow connection) is not interrupted.
 */
export const OPENING_START_WITHIN_MS = 3000;

/**
 * When the visitor could start reading Home: the first paint when Home is the page the document
 * was loaded with (the server's text showed before any script), else now (reached by a link in
 * the app, whose router numbers its history entries from 0, the loaded one).
 */
function readingSince(): number {
  const entry = window.history.state as { idx?: number } | null;
  const loadedHere = entry?.idx === undefined || entry.idx === 0;
  const paint = performance.getEntriesByName('first-contentful-paint')[0];
  return loadedHere && paint ? paint.startTime : performance.now();
}

/**
 * The opening: the greeting over fireworks with the day's notices, in one dialog closed once.
 * Once a day, and only within 3 s of the first paint: later, it would cover text the visitor is
 * already reading (Home lists the notices in the page too). With reduced motion there are no
 * fireworks (`celebrate` false): the notices alone open, when there are any.
 */
export function useOpeningOverlay(hasNotices: boolean): { phase: OpeningPhase; celebrate: boolean; close: () => void } {
  const [celebrate] = useState(() => typeof window !== 'undefined' && !prefersReducedMotion());
  const [phase, setPhase] = useState<OpeningPhase>(() =>
    typeof window === 'undefined' || (!celebrate && !hasNotices) ? 'none' : 'pending',
  );

  useEffect(() => {
    if (phase !== 'pending') return;
    const since = readingSince();
    // Asked once the page is idle, not while it hydrates (once-a-day.ts says why).
    return askShownTodayWhenIdle(OPENING_SHOWN_KEY, OPENING_START_WITHIN_MS - 1000, (shown) => {
      if (shown || performance.now() - since > OPENING_START_WITHIN_MS) {
        setPhase('none');
        return;
      }
      void markShownToday(OPENING_SHOWN_KEY);
      setPhase('open');
    });
  }, [phase]);

  const close = useCallback(() => setPhase('closed'), []);
  return { phase, celebrate, close };
}
