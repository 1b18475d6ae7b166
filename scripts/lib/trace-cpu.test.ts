import { describe, expect, it } from 'vitest';
import { blockingTime, mainThreadCpuShare, observedTasks, type TraceEvent } from './trace-cpu.ts';

const task = (dur: number, tdur: number | undefined, thread = 7): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  pid: 1,
  tid: thread,
  ts: 0,
  dur,
  ...(tdur === undefined ? {} : { tdur }),
});
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

describe('blockingTime', () => {
  it('is the part of a task past 50 ms', () => {
    expect(blockingTime({ startTime: 1000, duration: 120 }, 500, 3000)).toBe(70);
    expect(blockingTime({ startTime: 1000, duration: 50 }, 500, 3000)).toBe(0);
  });

  it('counts a task that began before the first paint only from the paint', () => {
    expect(blockingTime({ startTime: 900, duration: 300 }, 1000, 3000)).toBe(150);
    expect(blockingTime({ startTime: 900, duration: 140 }, 1000, 3000)).toBe(0);
  });

  it('stops at time to interactive', () => {
    expect(blockingTime({ startTime: 2900, duration: 300 }, 1000, 3000)).toBe(50);
    expect(blockingTime({ startTime: 3100, duration: 300 }, 1000, 3000)).toBe(0);
  });
});

describe('observedTasks', () => {
  const at = (name: string, ts: number, dur: number, extra: object = {}) => ({
    name,
    ph: 'X',
    pid: 1,
    tid: 7,
    ts,
    dur,
    ...extra,
  });

  it('lists the painting thread’s tasks of 10 ms or more with their parts, from the paint', () => {
    const events = [
      { ...paint, ts: 5_000 },
      at('RunTask', 10_000, 30_000, { tdur: 12_000 }),
      at('ThreadControllerImpl::RunTask', 10_000, 30_000),
      at('v8.evaluateModule', 11_000, 8_000),
      at('EvaluateScript', 20_000, 2_000, { args: { data: { url: 'http://127.0.0.1:3000/assets/react-1.js' } } }),
      at('V8.CompileCode', 23_000, 500),
      at('RunTask', 50_000, 9_000, { tdur: 9_000 }),
      { ...at('RunTask', 60_000, 40_000), tid: 8 },
    ];
    expect(observedTasks(events)).toEqual([
      {
        fromPaintMs: 5,
        wallMs: 30,
        cpuMs: 12,
        parts: ['v8.evaluateModule 8.0', 'EvaluateScript [react-1.js] 2.0'],
        fontCallsMs: 0,
      },
    ]);
  });

  it('adds up the task’s synchronous font calls to the browser', () => {
    const events = [
      paint,
      at('RunTask', 0, 80_000),
      at('Layout', 1_000, 70_000),
      at('FontCache::GetFontPlatformData', 2_000, 31_000, { cat: 'fonts' }),
      at('WebSandboxSupportLinux::GetWebFontRenderStyleForStrike', 2_000, 30_000, { cat: 'fonts' }),
      at('FontDataService::MatchFamilyName', 40_000, 5_500, { cat: 'disabled-by-default-fonts' }),
    ];
    const [task] = observedTasks(events);
    expect(task?.fontCallsMs).toBe(35.5);
    expect(task?.parts).toEqual(['Layout 70.0']);
    expect(task?.cpuMs).toBeNull();
  });

  it('finds nothing without a first paint', () => {
    expect(observedTasks([at('RunTask', 0, 80_000)])).toEqual([]);
  });
});
