import { describe, expect, it } from 'vitest';
import { HostCalibration, phoneSlowdown } from './host-calibration.ts';

describe('host calibration', () => {
  it('divides the host index by the low-tier phone’s, within 1-12', () => {
    expect(phoneSlowdown(2640)).toBe(10);
    expect(phoneSlowdown(100)).toBe(1);
    expect(phoneSlowdown(5000)).toBe(12);
  });

  it('uses the preset’s 4x before any index, then the median of the runs so far', () => {
    const host = new HostCalibration();
    expect(host.slowdown()).toBe(4);
    host.record(2640);
    host.record(1000);
    host.record(2904);
    expect(host.slowdown()).toBe(10);
  });

  it('leaves out a run without an index (a lost trace)', () => {
    const host = new HostCalibration();
    host.record(0);
    expect(host.slowdown()).toBe(4);
    expect(host.indices).toEqual([]);
  });
});
