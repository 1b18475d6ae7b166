import { useCallback, useEffect, useState } from 'react';
import { prefersReducedMotion } from '@/components/carousel/use-media-query.ts';
import { afterIdle } from '@/lib/idle.ts';

/**
 * none: never shown this time (reduced motion, or already shown this visit).
 * pending: will open once the page is idle, so that it never delays the first paint.
 */
export type OpeningPhase = 'none' | 'pending' | 'open' | 'closed';

export const OPENING_SHOWN_KEY = 'home.openingShown';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be disabled or throw on access (privacy modes); then the overlay shows each time.
    return null;
  }
}

export function shouldShowOpening(): boolean {
  if (typeof window === 'undefined' || prefersReducedMotion()) return false;
  return storage()?.getItem(OPENING_SHOWN_KEY) === null;
}

/** The opening fireworks: once per visit, after first paint, never with reduced motion. */
export function useOpeningOverlay(): { phase: OpeningPhase; close: () => void } {
  const [phase, setPhase] = useState<OpeningPhase>(() => (shouldShowOpening() ? 'pending' : 'none'));

  useEffect(() => {
    if (phase !== 'pending') return;
    return afterIdle(() => {
      try {
        storage()?.setItem(OPENING_SHOWN_KEY, '1');
      } catch {
        // Full or blocked storage: it may show again on the next visit to home, no harm.
      }
      setPhase('open');
    }, 2000);
  }, [phase]);

  const close = useCallback(() => setPhase('closed'), []);
  return { phase, close };
}
