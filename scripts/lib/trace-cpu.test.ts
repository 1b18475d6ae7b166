import { describe, expect, it } from 'vitest';
import { mainThreadCpuShare, type TraceEvent } from './trace-cpu.ts';

const task = (dur: number, tdur: number | undefined, thread = 7): TraceEvent => ({ name: 'RunTask', ph: 'X', pid: 1, tid: thread, ts: 0, dur, ...(tdur === undefined ? {} : { tdur }) });
const paint: TraceEvent = { name: 'firstContentfulPaint', ph: 'R', pid: 1, tid: 7, ts: 0 };

describe('mainThreadCpuShare', () => {
  it('is the CPU time of the painting thread’s tasks of 10 ms or more over their wall time', () => {
    expect(mainThreadCpuShare([paint, task(40_000, 10_000), task(20_000, 20_000)])).toBeCloseTo(0.5);
  });

  it('leaves out tasks Lighthouse does not simulate, and other threads', () => {
    expect(mainThreadCpuShare([paint, task(30_000, 30_000), task(9_000, 1_000), task(50_000, 5_000, 8)])).toBe(1);
  });

  it('never counts more CPU than wall time (a task spread over two threads)', () => {
    expect(mainThreadCpuShare([paint, task(10_000, 12_000)])).toBe(1);
  });

  it('is null without a paint, a long task or thread times', () => {
    expect(mainThreadCpuShare([task(40_000, 10_000)])).toBeNull();
    expect(mainThreadCpuShare([paint, task(5_000, 5_000)])).toBeNull();
    expect(mainThreadCpuShare([paint, task(40_000, undefined)])).toBeNull();
  });
});
