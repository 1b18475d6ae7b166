import type { ReactNode } from 'react';
import './list-status.css';

/** The result count; a polite live region so filtering is announced without moving focus. */
export function ResultCount({ children }: { children: ReactNode }) {
  return (
    <p className="list-status__count" aria-live="polite" aria-atomic="true">
      {children}
    </p>
  );
}
