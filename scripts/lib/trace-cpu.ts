// Lighthouse's simulated CPU slowdown multiplies the wall time of each main-thread task of 10 ms
// or more (shorter ones it drops). That assumes the task ran on the CPU all along, at the speed
// the host's benchmarkIndex gave. On a 2-core host the page's main thread shares the cores with
// the browser's own processes (its compositor, its UI, the tracing itself), so part of a task's
// wall time can be spent waiting for a core, and that wait is multiplied too. The trace records
// both times per task: `dur` (wall) and `tdur` (the thread's CPU time).

/** The fields read here. Lighthouse's own TraceEvent type has no `tdur`, though Chromium writes it. */
export interface TraceEvent {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
}

/** Lantern's own cut-off: main-thread tasks shorter than this are left out of its simulation. */
const SIGNIFICANT_TASK_US = 10_000;

/**
 * The share of wall time the page's main thread ran on a CPU during its tasks of 10 ms or more
 * (0-1): 1 when nothing else competed for the cores. Null when the trace has no such task, no
 * first contentful paint (which names the thread) or no thread times.
 */
export function mainThreadCpuShare(events: readonly TraceEvent[]): number | null {
  const paint = events.find((e) => e.name === 'firstContentfulPaint');
  if (!paint) return null;
  let wall = 0;
  let cpu = 0;
  for (const e of events) {
    if (e.pid !== paint.pid || e.tid !== paint.tid || e.name !== 'RunTask' || e.ph !== 'X') continue;
    if (e.dur === undefined || e.dur < SIGNIFICANT_TASK_US || e.tdur === undefined) continue;
    wall += e.dur;
    cpu += Math.min(e.tdur, e.dur);
  }
  return wall > 0 ? cpu / wall : null;
}
