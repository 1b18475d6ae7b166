/** The longest the registration waits for an idle moment after the page has loaded. */
const IDLE_TIMEOUT_MS = 10_000;

/**
 * Registers the service worker (/sw.js, client/src/sw), which keeps the pages, lists and files a
 * visitor has seen for the next visit without a connection. Optional work: it starts after the
 * page's `load` event, once the browser is idle, so it costs the first load nothing. A browser
 * without service workers, or one that refuses (storage turned off), simply goes without.
 *
 * It waits for idle as lib/idle.ts does, without importing it: the text pages' script shares
 * this module with the app's entry, and an import here would cost both a chunk of its own.
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

/**
 * The note at the top of a page shown from a saved copy (the worker writes it into the HTML) kept
 * true as the app moves on without reloading: data from a saved copy brings the worker's note (HTML
 * it made, its words escaped), fresh data takes it away.
 */
export function followCopies(event: MessageEvent): void {
  const message = event.data as { type?: unknown; note?: unknown } | null;
  if (message?.type !== 'saved-copy' && message?.type !== 'fresh') return;
  for (const note of document.querySelectorAll('.saved-copy')) note.remove();
  if (message.type !== 'saved-copy' || typeof message.note !== 'string') return;
  // Outside the app's root, as in the saved HTML: React does not own it.
  const root = document.getElementById('root');
  if (root) root.insertAdjacentHTML('beforebegin', message.note);
  else document.body.insertAdjacentHTML('afterbegin', message.note);
}
