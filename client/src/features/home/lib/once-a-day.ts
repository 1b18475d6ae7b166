// The opening shows once per visitor per day, remembered in IndexedDB by local date (without
// storage, once per page load). Not localStorage: its first read blocks the main thread.
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
    // Storage full or blocked: it may show again, no harm.
  }
}

/** When idle (at most `timeoutMs`), tells `answer` whether `key` showed today, unless cancelled. */
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
