import pLimit from 'p-limit';
import { BusyError, type BusyLimit } from './busy.ts';

/**
 * Work that takes turns: `atOnce` under way, at most `maxWaiting` more in line, and past that
 * refused at once (BusyError, a 503 with Retry-After) instead of queued without end.
 */
export interface BoundedLine {
  /** Runs `work` in its turn, or rejects with BusyError when the line is full. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** True when the next `run` would be refused. */
  readonly full: boolean;
  /** Under way and waiting. */
  readonly size: number;
}

export function boundedLine(atOnce: number, maxWaiting: number, limit: BusyLimit): BoundedLine {
  const turns = pLimit(atOnce);
  const size = () => turns.activeCount + turns.pendingCount;
  const full = () => size() >= atOnce + maxWaiting;
  return {
    run: (work) => (full() ? Promise.reject(new BusyError(limit)) : turns(work)),
    get full() {
      return full();
    },
    get size() {
      return size();
    },
  };
}
