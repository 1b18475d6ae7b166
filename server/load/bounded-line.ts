import pLimit from 'p-limit';
import { BusyError } from './busy.ts';

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

export function boundedLine(atOnce: number, maxWaiting: number): BoundedLine {
  const turns = pLimit(atOnce);
  const size = () => turns.activeCount + turns.pendingCount;
  const full = () => size() >= atOnce + maxWaiting;
  return {
    run: (work) => (full() ? Promise.reject(new BusyError()) : turns(work)),
    get full() {
      return full();
    },
    get size() {
      return size();
    },
  };
}
