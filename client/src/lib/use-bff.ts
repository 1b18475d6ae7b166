import { useEffect, useState } from 'react';
import { getJson } from './api.ts';

export type BffState<T> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'success'; data: T; error: undefined }
  | { status: 'error'; data: undefined; error: Error };

// Answers already seen this visit, so back/forward and revisits render at once.
const answers = new Map<string, unknown>();

/** Loads one /bff URL; remembers the answer for the rest of the visit. */
export function useBff<T>(url: string | null): BffState<T> {
  const [state, setState] = useState<{ url: string | null; value: BffState<T> }>(() => initial<T>(url));

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

  if (state.url !== url) return initial<T>(url).value;
  return state.value;
}

function initial<T>(url: string | null): { url: string | null; value: BffState<T> } {
  if (url !== null && answers.has(url)) {
    return { url, value: { status: 'success', data: answers.get(url) as T, error: undefined } };
  }
  return { url, value: { status: 'loading', data: undefined, error: undefined } };
}

/** For tests: forget remembered answers. */
export function clearBffAnswers(): void {
  answers.clear();
}
