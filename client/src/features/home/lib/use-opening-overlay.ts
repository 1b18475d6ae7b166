import { useCallback, useEffect, useState } from 'react';
import { prefersReducedMotion } from '@/components/carousel/use-media-query.ts';
import { askShownTodayWhenIdle, markShownToday } from './once-a-day.ts';

/** none: not shown (shown today, too late, or reduced motion without notices); pending: opens once idle. */
export type OpeningPhase = 'none' | 'pending' | 'open' | 'closed';

export const OPENING_SHOWN_KEY = 'home.openingShownOn';

/** Past this, a visitor already reading is not interrupted. */
export const OPENING_START_WITHIN_MS = 3000;

/** When reading could start: first paint if Home was loaded (history index 0), else now. */
function readingSince(): number {
  const entry = window.history.state as { idx?: number } | null;
  const loadedHere = entry?.idx === undefined || entry.idx === 0;
  const paint = performance.getEntriesByName('first-contentful-paint')[0];
  return loadedHere && paint ? paint.startTime : performance.now();
}

/**
 * The opening dialog (greeting, fireworks, notices): once a day, only within 3 s of first paint, so it
 * never covers text being read. With reduced motion, `celebrate` is false: only notices, if any.
 */
export function useOpeningOverlay(hasNotices: boolean): { phase: OpeningPhase; celebrate: boolean; close: () => void } {
  const [celebrate] = useState(() => typeof window !== 'undefined' && !prefersReducedMotion());
  const [phase, setPhase] = useState<OpeningPhase>(() =>
    typeof window === 'undefined' || (!celebrate && !hasNotices) ? 'none' : 'pending',
  );

  useEffect(() => {
    if (phase !== 'pending') return;
    const since = readingSince();
    // Asked once idle, not during hydration (once-a-day.ts).
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
