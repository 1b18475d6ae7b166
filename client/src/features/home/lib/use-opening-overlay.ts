import { useCallback, useEffect, useState } from 'react';
import { prefersReducedMotion } from '@/components/carousel/use-media-query.ts';
import { askShownWhenIdle, markShown } from './once.ts';

/** none: not shown (shown before, the reader scrolled, or reduced motion without notices); pending: opens once idle. */
export type OpeningPhase = 'none' | 'pending' | 'open' | 'closed';

export const OPENING_SHOWN_KEY = 'home.openingShownOn';

/** The longest wait for an idle moment before storage is asked. */
const IDLE_WITHIN_MS = 2000;

/**
 * The opening dialog (greeting, fireworks, notices): once per visitor, on the first Home they see, the
 * same on every phone however slow. A reader who has started scrolling is never interrupted: the
 * notices are in the page, and a later visit may have it. With reduced motion, `celebrate` is false:
 * only notices, if any.
 */
export function useOpeningOverlay(hasNotices: boolean): { phase: OpeningPhase; celebrate: boolean; close: () => void } {
  const [celebrate] = useState(() => typeof window !== 'undefined' && !prefersReducedMotion());
  const [phase, setPhase] = useState<OpeningPhase>(() =>
    typeof window === 'undefined' || (!celebrate && !hasNotices) ? 'none' : 'pending',
  );

  useEffect(() => {
    if (phase !== 'pending') return;
    // A scroll before the script ran shows in the position; one while it waits, in the event.
    let scrolled = window.scrollY > 0;
    const onScroll = () => {
      scrolled = true;
    };
    window.addEventListener('scroll', onScroll, { passive: true, once: true });
    // Asked once idle, not during hydration (once.ts).
    const cancel = askShownWhenIdle(OPENING_SHOWN_KEY, IDLE_WITHIN_MS, (shown) => {
      if (shown || scrolled || window.scrollY > 0) {
        setPhase('none');
        return;
      }
      void markShown(OPENING_SHOWN_KEY);
      setPhase('open');
    });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancel();
    };
  }, [phase]);

  const close = useCallback(() => setPhase('closed'), []);
  return { phase, celebrate, close };
}
