// The home page's two interruptions, the opening fireworks and the notifications, show once per
// visitor per day: a parent coming back to Home, by a link or a reload, is not stopped again.
// Remembered in localStorage under the local date; where storage is off (blocked, some private
// modes) they show once per page load.

export const NOTICES_SHOWN_KEY = 'home.noticesShownOn';

function store(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

export function shownToday(key: string): boolean {
  try {
    return store()?.getItem(key) === today();
  } catch {
    return false;
  }
}

export function markShownToday(key: string): void {
  try {
    store()?.setItem(key, today());
  } catch {
    // Full or blocked storage: it may show again on the next visit to Home, no harm.
  }
}
