import type { MouseEvent } from 'react';
import { useWords } from '@/lib/site.ts';

/** The first tab stop: jumps past the header and menu to the page itself. */
export function SkipLink({ targetId = 'main' }: { targetId?: string }) {
  const label = useWords().common.skipToContent;
  // Focus directly: a hash change would be a router navigation.
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    target.focus();
    target.scrollIntoView?.();
  }
  return (
    <a className="skip-link" href={`#${targetId}`} onClick={onClick}>
      {label}
    </a>
  );
}
