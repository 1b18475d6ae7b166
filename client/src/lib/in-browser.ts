import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** A browser-only value: `onServer` during server render and hydration (so markup matches), then `inBrowser`. */
export function useBrowserValue<T>(inBrowser: () => T, onServer: () => T): T {
  return useSyncExternalStore(noSubscription, inBrowser, onServer);
}
