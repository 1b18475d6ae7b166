import { createContext, use, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import type { FormReply } from '@shared/form-reply.ts';

// What a page needs from navigation, without the router (so hydration needs no router code):
// app/page-root.tsx fills it from the server's data, then from react-router's state.

export interface PageLocation {
  pathname: string;
  search: string;
  hash: string;
}

export interface NavigateOptions {
  /** Replaces the history entry (typing in a search box). */
  replace?: boolean;
  /** Keeps the scroll position (a filter). */
  preventScrollReset?: boolean;
}

/** A matched route (outermost first): handle and loader data. */
export interface PageMatch {
  id: string;
  handle: unknown;
  data: unknown;
}

export interface PageState {
  location: PageLocation;
  /** Link (PUSH), typing (REPLACE) or back/forward (POP). */
  navigationType: 'PUSH' | 'REPLACE' | 'POP';
  /** A navigation is loading code or data. */
  busy: boolean;
  matches: readonly PageMatch[];
  /** The page's route or render error, if any. */
  error?: unknown;
  /** To an address, or -1: back one entry (a viewer opened with its own entry closes). */
  navigate: (to: string | -1, options?: NavigateOptions) => void;
  /** Reloads the page's data (after a failure). */
  revalidate: () => void;
  /** The server's answer to a form posted without scripts. */
  formReply?: FormReply;
}

const PageContext = createContext<PageState | null>(null);

export const PageProvider = PageContext.Provider;

export function usePage(): PageState {
  const page = use(PageContext);
  if (!page) throw new Error('usePage() outside a PageProvider');
  return page;
}

/** The page's own loader data (deepest match). */
export function usePageData<T>(): T {
  const { matches } = usePage();
  return matches[matches.length - 1]?.data as T;
}

/** The answer to a form posted without scripts, if any. */
export function useFormReply(): FormReply | undefined {
  return use(PageContext)?.formReply;
}

/** The route error the page shows, if any. */
export function usePageError(): unknown {
  return usePage().error;
}

/** A failed load with an HTTP status (live or serialized by the server). */
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

/** A plain left click on a same-tab link, which the app handles. */
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

/** A real <a href> (works without scripts, modified clicks open tabs); a plain click navigates in the app. */
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

/** Whether `to` is the current page (case-insensitive, like the aliases). */
export function isCurrentPath(to: string, location: PageLocation): boolean {
  return to.split(/[?#]/)[0]!.toLowerCase() === location.pathname.toLowerCase();
}
