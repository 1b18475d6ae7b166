// The opening shows once per visitor, remembered in IndexedDB with the day it showed (without
// storage, once per page load). Not localStorage: its first read blocks the main thread.
import { get, set } from 'idb-keyval';
import { afterIdle } from '@/lib/idle.ts';

function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

export async function shownBefore(key: string): Promise<boolean> {
  try {
    return (await get<string>(key)) !== undefined;
  } catch {
    return false;
  }
}

export async function markShown(key: string): Promise<void> {
  try {
    await set(key, today());
  } catch {
    // Storage full or blocked: it may show again, no harm.
  }
}

/** When idle (at most `timeoutMs`), tells `answer` whether `key` ever showed, unless cancelled. */
export function askShownWhenIdle(key: string, timeoutMs: number, answer: (shown: boolean) => void): () => void {
  let live = true;
  const cancel = afterIdle(() => {
    void shownBefore(key).then((shown) => {
      if (live) answer(shown);
    });
  }, timeoutMs);
  return () => {
    live = false;
    cancel();
  };
}
