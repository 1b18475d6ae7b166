import { fillWords } from '@shared/words.ts';
import { useWords } from '@/lib/site.ts';
import { useEffect, useRef } from 'react';
import './show-more.css';

/** "Shown of total" and the button for the next page. */
export function ShowMore({
  shown,
  total,
  step,
  onMore,
}: {
  shown: number;
  total: string;
  step: number;
  onMore: () => void;
}) {
  const words = useWords().lists.more;
  return (
    <div className="show-more">
      <p aria-live="polite" aria-atomic="true">
        {fillWords(words.showing, { shown, total })}
      </p>
      {step > 0 ? (
        <button type="button" className="button button--secondary" onClick={onMore}>
          {fillWords(words.next, { step })}
        </button>
      ) : null}
    </div>
  );
}

/**
 * After "Show more", focus moves to the first added item. Call `added(index)` before the state change
 * that shows more; `pages` is that state.
 */
export function useFocusFirstAdded<T extends HTMLElement>(pages: number, itemSelector = ':scope ul > li') {
  const containerRef = useRef<T>(null);
  const firstAdded = useRef<number | null>(null);
  useEffect(() => {
    const index = firstAdded.current;
    firstAdded.current = null;
    const item = index === null ? undefined : containerRef.current?.querySelectorAll<HTMLElement>(itemSelector)[index];
    if (!item) return;
    // Focus a control, not the list item, keeping tab order.
    if (item.tabIndex < 0) item.tabIndex = -1;
    item.focus();
  }, [pages, itemSelector]);
  return {
    containerRef,
    added: (index: number) => {
      firstAdded.current = index;
    },
  };
}
