import { useEffect, useRef } from 'react';
import './show-more.css';

/** How many of how many show, and the button that shows the next page of them. */
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
  return (
    <div className="show-more">
      <p aria-live="polite" aria-atomic="true">{`Showing ${shown} of ${total}`}</p>
      {step > 0 ? (
        <button type="button" className="button button--secondary" onClick={onMore}>
          {`Show ${step} more`}
        </button>
      ) : null}
    </div>
  );
}

/**
 * After "Show more", focus moves to the first item it added: a keyboard or screen-reader user
 * reads on from there instead of from a button now below everything new. Call `added(index)`
 * before the state change that shows more; `pages` is that state.
 */
export function useFocusFirstAdded<T extends HTMLElement>(pages: number, itemSelector = ':scope ul > li') {
  const containerRef = useRef<T>(null);
  const firstAdded = useRef<number | null>(null);
  useEffect(() => {
    const index = firstAdded.current;
    firstAdded.current = null;
    const item = index === null ? undefined : containerRef.current?.querySelectorAll<HTMLElement>(itemSelector)[index];
    if (!item) return;
    // A list item is not focusable by itself; a control is, and keeps its place in the tab order.
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
