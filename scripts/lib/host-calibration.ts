// The slowdown that emulates a low-tier phone on this host: the median benchmarkIndex so far over
// the phone's (the preset's fixed 4x would emulate a host-dependent phone).
import { median } from './stats.ts';

/** DevTools' benchmarkIndex of a low-tier phone (Moto G Power 2022). */
export const LOW_TIER_PHONE_INDEX = 264;
/** The preset's slowdown, until a run has measured the host. */
const PRESET_SLOWDOWN = 4;

/** The slowdown, in 1-12, that makes this host emulate the low-tier phone. */
export function phoneSlowdown(hostIndex: number): number {
  return Math.min(12, Math.max(1, hostIndex / LOW_TIER_PHONE_INDEX));
}

/** The host's benchmarkIndex so far, and the next run's slowdown. */
export class HostCalibration {
  readonly indices: number[] = [];

  /** A run's index; 0 (trace lost) is ignored. */
  record(index: number): void {
    if (index > 0) this.indices.push(index);
  }

  slowdown(): number {
    return this.indices.length === 0 ? PRESET_SLOWDOWN : phoneSlowdown(median(this.indices));
  }
}
