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

/** The longest a task may run before Lighthouse counts the rest of it as blocking time. */
const BLOCKING_THRESHOLD_MS = 50;

/**
 * The blocking time Lighthouse counts for one of its (simulated) long tasks: only the part between
 * first contentful paint and time to interactive, less 50 ms. A task that started before the
 * paint counts from it.
 */
export function blockingTime(task: { startTime: number; duration: number }, fcpMs: number, ttiMs: number): number {
  const clipped = Math.min(task.startTime + task.duration, ttiMs) - Math.max(task.startTime, fcpMs);
  return Math.max(0, clipped - BLOCKING_THRESHOLD_MS);
}

// Linux Chromium's renderer asks the browser process, synchronously, for each font family it
// matches and for the rendering settings of each font size and weight it draws; the trace
// records these only with the `fonts` categories on.
const FONT_CALLS = new Set([
  'WebSandboxSupportLinux::GetWebFontRenderStyleForStrike',
  'FontDataService::MatchFamilyName',
]);

export interface ObservedTask {
  /** Start, in ms from first contentful paint (negative: before it). */
  fromPaintMs: number;
  wallMs: number;
  /** The thread's CPU time in the task; null when the trace has no thread times. */
  cpuMs: number | null;
  /** The task's events of 1 ms or more, in order (a script's file name in brackets). */
  parts: string[];
  /** Wall time in synchronous font calls to the browser process (FONT_CALLS). */
  fontCallsMs: number;
}

interface EventWithArgs extends TraceEvent {
  cat?: string;
  args?: { data?: { url?: string } };
}

/**
 * The tasks of the page's main thread (the one that painted first) at least `minMs` long, as the
 * browser ran them: what Lighthouse multiplies by its CPU slowdown.
 */
export function observedTasks(events: readonly EventWithArgs[], minMs = SIGNIFICANT_TASK_US / 1000): ObservedTask[] {
  const paint = events.find((e) => e.name === 'firstContentfulPaint');
  if (!paint) return [];
  const thread = events.filter(
    (e) => e.pid === paint.pid && e.tid === paint.tid && e.ph === 'X' && e.dur !== undefined,
  );
  const tasks = thread.filter((e) => e.name === 'RunTask' && e.dur! >= minMs * 1000);
  return tasks.map((task) => {
    const end = task.ts + task.dur!;
    const inside = thread.filter((e) => e !== task && e.ts >= task.ts && e.ts < end);
    return {
      fromPaintMs: (task.ts - paint.ts) / 1000,
      wallMs: task.dur! / 1000,
      cpuMs: task.tdur === undefined ? null : task.tdur / 1000,
      parts: inside
        // The font calls' own events add up in fontCallsMs.
        .filter((e) => e.dur! >= 1000 && e.name !== 'ThreadControllerImpl::RunTask' && !e.cat?.includes('fonts'))
        .map(
          (e) =>
            `${e.name}${e.args?.data?.url ? ` [${e.args.data.url.split('/').pop()}]` : ''} ${(e.dur! / 1000).toFixed(1)}`,
        ),
      fontCallsMs: inside.filter((e) => FONT_CALLS.has(e.name)).reduce((sum, e) => sum + e.dur!, 0) / 1000,
    };
  });
}
