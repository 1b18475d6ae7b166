// Lighthouse's mobile preset slows the host's CPU 4x, so the phone it emulates depends on the host.
// The audit and trace-page instead slow it to a low-tier phone: the host's benchmarkIndex, as
// Lighthouse measured it in the runs so far (their median), over the phone's.
import { median } from './stats.ts';

/** The benchmarkIndex DevTools gives a low-tier phone (Moto G Power 2022). */
export const LOW_TIER_PHONE_INDEX = 264;
/** The preset's slowdown, used before any run has measured the host. */
const PRESET_SLOWDOWN = 4;

/** The slowdown that makes a host of this benchmarkIndex emulate the low-tier phone, in 1-12. */
export function phoneSlowdown(hostIndex: number): number {
  return Math.min(12, Math.max(1, hostIndex / LOW_TIER_PHONE_INDEX));
}

/** The host's benchmarkIndex over the runs so far, and the slowdown they set for the next run. */
export class HostCalibration {
  readonly indices: number[] = [];

  /** A run's index; a run that lost its trace reports none (0) and changes nothing. */
  record(index: number): void {
    if (index > 0) this.indices.push(index);
  }

  slowdown(): number {
    return this.indices.length === 0 ? PRESET_SLOWDOWN : phoneSlowdown(median(this.indices));
  }
}
