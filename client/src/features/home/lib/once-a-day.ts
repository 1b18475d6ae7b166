// The home page's one interruption, the opening greeting with the notices, shows once per visitor
// per day: a parent coming back to Home, by a link or a reload, is not stopped again.
// Remembered in IndexedDB under the local date; where storage is off (blocked, some private
// modes) they show once per page load.
//
// Not localStorage: its first read on a page is a synchronous round trip to the browser process,
// which loads the origin's whole storage area while the page waits. Traced on the audit's host,
// that read was a main-thread task of 10-24 ms right after the page became interactive, a long
// task on a phone 4-10 times slower. IndexedDB answers in a callback and the page goes on.
import { get, set } from 'idb-keyval';
import { afterIdle } from '@/lib/idle.ts';

function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

export async function shownToday(key: string): Promise<boolean> {
  try {
    return (await get<string>(key)) === today();
  } catch {
    return false;
  }
}

export async function markShownToday(key: string): Promise<void> {
  try {
    await set(key, today());
  } catch {
    // Full or blocked storage: it may show again on the next visit to Home, no harm.
  }
}

/**
 * Once the main thread is idle (at the latest after `timeoutMs`), asks whether `key` showed today
 * and hands the answer to `answer`, unless the returned cancel function was called first.
 */
export function askShownTodayWhenIdle(key: string, timeoutMs: number, answer: (shown: boolean) => void): () => void {
  let live = true;
  const cancel = afterIdle(() => {
    void shownToday(key).then((shown) => {
      if (live) answer(shown);
    });
  }, timeoutMs);
  return () => {
    live = false;
    cancel();
  };
}
