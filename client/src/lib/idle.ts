/**
 * Runs `run` once the main thread is idle (at the latest after `timeoutMs`), so optional work never
 * lands in the middle of loading or of an input. Browsers without requestIdleCallback (Safari)
 * get a short timer instead. Returns a cancel function.
 */
export function afterIdle(run: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(run, Math.min(timeoutMs, 50));
  return () => window.clearTimeout(timer);
}
