/** The longest registration waits for idle after load. */
const IDLE_TIMEOUT_MS = 10_000;

/**
 * Registers the offline service worker (client/src/sw) after `load`, once idle; refusal is ignored.
 * Repeats lib/idle.ts rather than import it: the text pages' script shares this module, and an
 * import would add a chunk to both.
 */
export function keepForOffline(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.addEventListener('message', followCopies);
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {});
  };
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(register, { timeout: IDLE_TIMEOUT_MS });
    else window.setTimeout(register, 50);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/** Keeps the saved-copy note true across app navigations: the worker's HTML on a copy, removed on fresh data. */
export function followCopies(event: MessageEvent): void {
  const message = event.data as { type?: unknown; note?: unknown } | null;
  if (message?.type !== 'saved-copy' && message?.type !== 'fresh') return;
  for (const note of document.querySelectorAll('.saved-copy')) note.remove();
  if (message.type !== 'saved-copy' || typeof message.note !== 'string') return;
  // Outside #root, as in the saved HTML: React does not own it.
  const root = document.getElementById('root');
  if (root) root.insertAdjacentHTML('beforebegin', message.note);
  else document.body.insertAdjacentHTML('afterbegin', message.note);
}
