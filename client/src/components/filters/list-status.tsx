import type { ReactNode } from 'react';
import { ApiRequestError } from '@/lib/api.ts';
import './list-status.css';

/** The result count; a polite live region so filtering is announced without moving focus. */
export function ResultCount({ children }: { children: ReactNode }) {
  return (
    <p className="list-status__count" aria-live="polite" aria-atomic="true">
      {children}
    </p>
  );
}

export interface LoadErrorProps {
  /** What failed to load, e.g. "the news". */
  what: string;
  error: Error;
  onRetry: () => void;
}

/**
 * The server's messages are written for visitors; a network failure's ("Failed to fetch") or a
 * body-less status's are not, so those get a plain sentence instead.
 */
export function loadErrorMessage(what: string, error: Error): string {
  if (error instanceof ApiRequestError && error.fromServer) return error.message;
  return `We could not load ${what} just now. Please check your connection and try again.`;
}

/** A failed load: says so plainly and offers another try instead of leaving a blank page. */
export function LoadError({ what, error, onRetry }: LoadErrorProps) {
  return (
    <div className="list-status__error" role="alert">
      <p>{loadErrorMessage(what, error)}</p>
      <button type="button" className="list-status__retry" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
