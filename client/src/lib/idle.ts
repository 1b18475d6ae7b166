/**
 * Runs `run` when the main thread is idle (at most after `timeoutMs`), or after a short timer without
 * requestIdleCallback (Safari). Returns a cancel function.
 */
export function afterIdle(run: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(run, Math.min(timeoutMs, 50));
  return () => window.clearTimeout(timer);
}
