/** The longest registration waits for idle after load. */
const IDLE_TIMEOUT_MS = 10_000;
/** An idle period this long means nothing is queued for the next frames: the page's own loading is done. */
const QUIET_MS = 40;

/**
 * Registers the offline service worker (client/src/sw) after `load`, in an idle period of QUIET_MS
 * (at most IDLE_TIMEOUT_MS later); refusal is ignored. Repeats lib/idle.ts rather than import it:
 * the text pages' script shares this module, and an import would add a chunk to both.
 */
export function keepForOffline(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.addEventListener('message', followCopies);
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {});
  };
  const whenIdle = () => {
    if (typeof window.requestIdleCallback !== 'function') {
      window.setTimeout(register, 50);
      return;
    }
    const giveUpAt = Date.now() + IDLE_TIMEOUT_MS;
    const quiet = (deadline: IdleDeadline) => {
      if (deadline.didTimeout || deadline.timeRemaining() >= QUIET_MS) register();
      else window.requestIdleCallback(quiet, { timeout: Math.max(1, giveUpAt - Date.now()) });
    };
    window.requestIdleCallback(quiet, { timeout: IDLE_TIMEOUT_MS });
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
