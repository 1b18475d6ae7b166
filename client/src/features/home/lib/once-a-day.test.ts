import 'fake-indexeddb/auto';
import { clear } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { askShownTodayWhenIdle, markShownToday, shownToday } from './once-a-day.ts';

const KEY = 'test.shownOn';

beforeEach(() => clear());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('once a day', () => {
  it('remembers a key for the rest of the local day', async () => {
    expect(await shownToday(KEY)).toBe(false);
    await markShownToday(KEY);
    expect(await shownToday(KEY)).toBe(true);
  });

  it('forgets it the next day', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 25, 23, 59) });
    await markShownToday(KEY);
    vi.setSystemTime(new Date(2026, 10, 26, 0, 1));
    expect(await shownToday(KEY)).toBe(false);
  });

  it('without storage (blocked, or no IndexedDB) says not shown, so it shows once per page load', async () => {
    vi.stubGlobal('indexedDB', {
      open() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    // idb-keyval keeps the database it opened first: a fresh copy of the modules meets the blocked one.
    vi.resetModules();
    const fresh = await import('./once-a-day.ts');
    await expect(fresh.markShownToday(KEY)).resolves.toBeUndefined();
    expect(await fresh.shownToday(KEY)).toBe(false);
  });

  it('asks once idle, and never answers after it was cancelled', async () => {
    await markShownToday(KEY);
    const answers: boolean[] = [];
    const cancel = askShownTodayWhenIdle(KEY, 1000, (shown) => answers.push(shown));
    cancel();
    askShownTodayWhenIdle(KEY, 1000, (shown) => answers.push(shown));
    await vi.waitFor(() => expect(answers).toEqual([true]));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(answers).toEqual([true]);
  });
});
