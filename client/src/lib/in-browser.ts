import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * A value only the browser knows (its own origin, whether it can share or copy). The server's
 * render and hydration use `onServer`, so the browser hydrates exactly the HTML it was sent; React
 * then renders again with the browser's value.
 */
export function useBrowserValue<T>(inBrowser: () => T, onServer: () => T): T {
  return useSyncExternalStore(noSubscription, inBrowser, onServer);
}
