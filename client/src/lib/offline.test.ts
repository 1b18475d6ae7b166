import { afterEach, describe, expect, it, vi } from 'vitest';
import { followCopies, keepForOffline } from './offline.ts';

describe('keepForOffline', () => {
  const idle: ((deadline: IdleDeadline) => void)[] = [];
  const timeouts: (number | undefined)[] = [];
  /** An idle period with `ms` left before the next frame's work. */
  const period = (ms: number, didTimeout = false): IdleDeadline => ({ didTimeout, timeRemaining: () => ms });
  const register = vi.fn(() => Promise.resolve({}));
  const addEventListener = vi.fn();

  function withServiceWorker(readyState: DocumentReadyState) {
    Object.defineProperty(navigator, 'serviceWorker', { value: { register, addEventListener }, configurable: true });
    vi.spyOn(document, 'readyState', 'get').mockReturnValue(readyState);
    vi.stubGlobal('requestIdleCallback', (run: (deadline: IdleDeadline) => void, options?: IdleRequestOptions) => {
      timeouts.push(options?.timeout);
      return idle.push(run);
    });
  }

  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    register.mockClear();
    idle.length = 0;
    timeouts.length = 0;
  });

  it('registers /sw.js for the whole site after the load event, once the browser is idle', () => {
    withServiceWorker('interactive');
    keepForOffline();
    expect(idle).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    expect(idle).toHaveLength(1);
    expect(register).not.toHaveBeenCalled();
    idle[0]!(period(45));
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(addEventListener).toHaveBeenCalledWith('message', followCopies);
  });

  it('waits only for idle when the page has already loaded', () => {
    withServiceWorker('complete');
    keepForOffline();
    idle[0]!(period(49));
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('waits through short idle periods (the page is still loading) for a quiet one, at most 10 s', () => {
    withServiceWorker('complete');
    vi.spyOn(Date, 'now').mockReturnValue(1_000);
    keepForOffline();
    idle[0]!(period(5));
    expect(register).not.toHaveBeenCalled();
    expect(idle).toHaveLength(2);
    vi.spyOn(Date, 'now').mockReturnValue(7_000);
    idle[1]!(period(12));
    expect(register).not.toHaveBeenCalled();
    expect(timeouts, 'the same 10 s in all').toEqual([10_000, 10_000, 4_000]);
    idle[2]!(period(0, true));
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('does nothing in a browser without service workers, and a refused registration is no error', async () => {
    keepForOffline();
    window.dispatchEvent(new Event('load'));
    expect(idle).toHaveLength(0);
    withServiceWorker('complete');
    register.mockReturnValueOnce(Promise.reject(new Error('storage is off')));
    keepForOffline();
    idle[0]!(period(50));
    await Promise.resolve();
    expect(register).toHaveBeenCalledTimes(1);
  });
});

describe('followCopies', () => {
  const note =
    '<p class="saved-copy" role="status"><strong>You are offline.</strong> This is the copy saved on 26 Nov 2026 at 09:40.</p>';
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it("shows the worker's note above the app when data came from a saved copy, once, and takes it away when fresh data comes", () => {
    document.body.innerHTML = '<p class="saved-copy">old note</p><div id="root"><main><h1>News</h1></main></div>';
    followCopies(new MessageEvent('message', { data: { type: 'saved-copy', note } }));
    const notes = document.querySelectorAll('.saved-copy');
    expect(notes).toHaveLength(1);
    expect(notes[0]!.textContent).toBe('You are offline. This is the copy saved on 26 Nov 2026 at 09:40.');
    expect(notes[0]!.nextElementSibling?.id).toBe('root');
    followCopies(new MessageEvent('message', { data: { type: 'fresh' } }));
    expect(document.querySelectorAll('.saved-copy')).toHaveLength(0);
  });

  it('ignores other messages', () => {
    document.body.innerHTML = '<p class="saved-copy">note</p><div id="root"></div>';
    followCopies(new MessageEvent('message', { data: { type: 'something-else', note } }));
    followCopies(new MessageEvent('message', { data: null }));
    expect(document.querySelectorAll('.saved-copy')).toHaveLength(1);
  });
});
