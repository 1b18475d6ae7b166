import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepForOffline } from './offline.ts';

describe('keepForOffline', () => {
  const idle: (() => void)[] = [];
  const register = vi.fn(() => Promise.resolve({}));

  function withServiceWorker(readyState: DocumentReadyState) {
    Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
    vi.spyOn(document, 'readyState', 'get').mockReturnValue(readyState);
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
  }

  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    register.mockClear();
    idle.length = 0;
  });

  it('registers /sw.js for the whole site after the load event, once the browser is idle', () => {
    withServiceWorker('interactive');
    keepForOffline();
    expect(idle).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    expect(idle).toHaveLength(1);
    expect(register).not.toHaveBeenCalled();
    idle[0]!();
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('waits only for idle when the page has already loaded', () => {
    withServiceWorker('complete');
    keepForOffline();
    idle[0]!();
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('does nothing in a browser without service workers, and a refused registration is no error', async () => {
    keepForOffline();
    window.dispatchEvent(new Event('load'));
    expect(idle).toHaveLength(0);
    withServiceWorker('complete');
    register.mockReturnValueOnce(Promise.reject(new Error('storage is off')));
    keepForOffline();
    idle[0]!();
    await Promise.resolve();
    expect(register).toHaveBeenCalledTimes(1);
  });
});
