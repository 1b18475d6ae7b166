import { createContext, useContext, useEffect, useState } from 'react';
import { getJson } from './api.ts';

export type BffState<T> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'success'; data: T; error: undefined }
  | { status: 'error'; data: undefined; error: Error };

// Answers already seen this visit (including those the server sent with the page), so the first
// render matches the server's HTML and back/forward and revisits render at once.
const answers = new Map<string, unknown>();

/**
 * Server rendering: the answers a render may use, and the URLs its pages asked for (the server
 * fetches those and renders again, so list pages arrive with their items in the HTML).
 */
export interface BffPreload {
  answers: Map<string, unknown>;
  requested: Set<string>;
}

export const BffPreloadContext = createContext<BffPreload | null>(null);

/** Loads one /bff URL; remembers the answer for the rest of the visit. */
export function useBff<T>(url: string | null): BffState<T> {
  const preload = useContext(BffPreloadContext);
  if (preload && url !== null) preload.requested.add(url);
  const [state, setState] = useState<{ url: string | null; value: BffState<T> }>(() => initial<T>(url, preload));

  useEffect(() => {
    if (url === null || answers.has(url)) return;
    const controller = new AbortController();
    getJson<T>(url, controller.signal).then(
      (data) => {
        answers.set(url, data);
        setState({ url, value: { status: 'success', data, error: undefined } });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const err = error instanceof Error ? error : new Error(String(error));
        setState({ url, value: { status: 'error', data: undefined, error: err } });
      },
    );
    return () => controller.abort();
  }, [url]);

  if (state.url !== url) return initial<T>(url, preload).value;
  return state.value;
}

function initial<T>(url: string | null, preload: BffPreload | null): { url: string | null; value: BffState<T> } {
  const store = preload?.answers ?? answers;
  if (url !== null && store.has(url)) {
    return { url, value: { status: 'success', data: store.get(url) as T, error: undefined } };
  }
  return { url, value: { status: 'loading', data: undefined, error: undefined } };
}

/** Answers the server rendered the page with, so hydration starts from the same data. */
export function primeBffAnswers(data: Record<string, unknown>): void {
  for (const [url, value] of Object.entries(data)) answers.set(url, value);
}

/** For tests: forget remembered answers. */
export function clearBffAnswers(): void {
  answers.clear();
}
