import 'fake-indexeddb/auto';
import { clear } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { askShownWhenIdle, markShown, shownBefore } from './once.ts';

const KEY = 'test.shownOn';

beforeEach(() => clear());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('once per visitor', () => {
  it('remembers a key for good: the next day and a month later too', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 25, 23, 59) });
    expect(await shownBefore(KEY)).toBe(false);
    await markShown(KEY);
    expect(await shownBefore(KEY)).toBe(true);
    vi.setSystemTime(new Date(2026, 11, 26, 0, 1));
    expect(await shownBefore(KEY)).toBe(true);
  });

  it('without storage (blocked, or no IndexedDB) says not shown, so it shows once per page load', async () => {
    vi.stubGlobal('indexedDB', {
      open() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    // idb-keyval keeps the database it opened first: a fresh copy of the modules meets the blocked one.
    vi.resetModules();
    const fresh = await import('./once.ts');
    await expect(fresh.markShown(KEY)).resolves.toBeUndefined();
    expect(await fresh.shownBefore(KEY)).toBe(false);
  });

  it('asks once idle, and never answers after it was cancelled', async () => {
    await markShown(KEY);
    const answers: boolean[] = [];
    const cancel = askShownWhenIdle(KEY, 1000, (shown) => answers.push(shown));
    cancel();
    askShownWhenIdle(KEY, 1000, (shown) => answers.push(shown));
    await vi.waitFor(() => expect(answers).toEqual([true]));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(answers).toEqual([true]);
  });
});
