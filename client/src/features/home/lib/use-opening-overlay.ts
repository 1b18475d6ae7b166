import { useCallback, useEffect, useState } from 'react';
import { prefersReducedMotion } from '@/components/carousel/use-media-query.ts';
import { askShownTodayWhenIdle, markShownToday } from './once-a-day.ts';

/**
 * none: not shown this time (reduced motion, already shown today, or too late to start).
 * pending: will open once the page is idle, so that it never delays the first paint, unless it
 * already showed today.
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

/** The opening fireworks: once a day, within 3 s of the first paint, never with reduced motion. */
export function useOpeningOverlay(): { phase: OpeningPhase; close: () => void } {
  const [phase, setPhase] = useState<OpeningPhase>(() => (typeof window === 'undefined' || prefersReducedMotion() ? 'none' : 'pending'));

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
  return { phase, close };
}
