import { createContext, use, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import type { FormReply } from '@shared/form-reply.ts';

// What a page needs from navigation, without the router: where it is, its data, its error, and a
// way to go elsewhere. The app provides it (app/page-root.tsx): at first from the data the server
// sent with the page, then from react-router's state once the visitor navigates, so a page is
// hydrated without the router's code, which loads only when it is needed.

export interface PageLocation {
  pathname: string;
  search: string;
  hash: string;
}

export interface NavigateOptions {
  /** Replaces the current history entry (typing in a search box) instead of adding one. */
  replace?: boolean;
  /** Keeps the scroll position (a filter of the page being read). */
  preventScrollReset?: boolean;
}

/** One matched route, outermost first: its handle (page meta) and its loader data. */
export interface PageMatch {
  id: string;
  handle: unknown;
  data: unknown;
}

export interface PageState {
  location: PageLocation;
  /** How the current location was reached: a link or choice (PUSH), typing (REPLACE), back/forward (POP). */
  navigationType: 'PUSH' | 'REPLACE' | 'POP';
  /** A navigation is loading the next page's code or data. */
  busy: boolean;
  matches: readonly PageMatch[];
  /** The page's route error (a failed load, a missing album), or a render error; undefined when none. */
  error?: unknown;
  navigate: (to: string, options?: NavigateOptions) => void;
  /** Loads the current page's data again (after a failure). */
  revalidate: () => void;
  /** The server's answer to the page's form, posted without scripts (the page is that answer). */
  formReply?: FormReply;
}

const PageContext = createContext<PageState | null>(null);

export const PageProvider = PageContext.Provider;

export function usePage(): PageState {
  const page = use(PageContext);
  if (!page) throw new Error('usePage() outside a PageProvider');
  return page;
}

/** The deepest match's loader data: the page's own. */
export function usePageData<T>(): T {
  const { matches } = usePage();
  return matches[matches.length - 1]?.data as T;
}

/** The server's answer to this page's form when it was posted without scripts; undefined otherwise. */
export function useFormReply(): FormReply | undefined {
  return use(PageContext)?.formReply;
}

/** The route error the page shows, if any. */
export function usePageError(): unknown {
  return usePage().error;
}

/** A failed load with an HTTP status (the router's error responses, also as the server serialized them). */
export interface ErrorResponse {
  status: number;
  statusText?: string;
  data: unknown;
}

export function isErrorResponse(error: unknown): error is ErrorResponse {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { status?: unknown }).status === 'number' &&
    'data' in error
  );
}

/** A left click without modifier keys on a link for this tab: the app handles it. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute('target');
  return (
    event.button === 0 &&
    !event.metaKey &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    (!target || target === '_self') &&
    !event.defaultPrevented
  );
}

export interface PageLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path on this site (from config/paths.ts). */
  to: string;
}

/**
 * A link to a page of this site: a real <a href>, so it works before (and without) scripts and
 * opens in a new tab on a modified click; a plain click navigates in the app.
 */
export function PageLink({ to, onClick, ...props }: PageLinkProps) {
  const { navigate } = usePage();
  return (
    <a
      {...props}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainClick(event)) return;
        event.preventDefault();
        navigate(to);
      }}
    />
  );
}

/** Whether `to` is the page being shown (letter case ignored, as the server's aliases are). */
export function isCurrentPath(to: string, location: PageLocation): boolean {
  return to.split(/[?#]/)[0]!.toLowerCase() === location.pathname.toLowerCase();
}
