// Lighthouse multiplies the wall time of main-thread tasks (10 ms or more) by its CPU slowdown, so
// time spent waiting for a core is multiplied too. The trace has both `dur` (wall) and `tdur` (CPU).

/** The fields read here (Lighthouse's type lacks Chromium's `tdur`). */
export interface TraceEvent {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
}

/** Lantern leaves shorter main-thread tasks out of its simulation. */
const SIGNIFICANT_TASK_US = 10_000;

/**
 * CPU time over wall time of the page's main-thread tasks of 10 ms or more (1: no competition).
 * Null without such tasks, a first contentful paint (which names the thread) or thread times.
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

/** Task time past this counts as blocking. */
const BLOCKING_THRESHOLD_MS = 50;

/** A simulated long task's blocking time: its part between FCP and TTI, less 50 ms. */
export function blockingTime(task: { startTime: number; duration: number }, fcpMs: number, ttiMs: number): number {
  const clipped = Math.min(task.startTime + task.duration, ttiMs) - Math.max(task.startTime, fcpMs);
  return Math.max(0, clipped - BLOCKING_THRESHOLD_MS);
}

// Linux Chromium's synchronous font calls to the browser process (traced with the `fonts` categories).
const FONT_CALLS = new Set([
  'WebSandboxSupportLinux::GetWebFontRenderStyleForStrike',
  'FontDataService::MatchFamilyName',
]);

export interface ObservedTask {
  /** Start, ms from first contentful paint (negative: before). */
  fromPaintMs: number;
  wallMs: number;
  /** The thread's CPU time; null without thread times. */
  cpuMs: number | null;
  /** Its events of 1 ms or more, in order (script file in brackets). */
  parts: string[];
  /** Wall time in FONT_CALLS. */
  fontCallsMs: number;
}

interface EventWithArgs extends TraceEvent {
  cat?: string;
  args?: { data?: { url?: string } };
}

/** The page's main-thread tasks of at least `minMs`, as run (what Lighthouse multiplies). */
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
        // Font calls are summed in fontCallsMs.
        .filter((e) => e.dur! >= 1000 && e.name !== 'ThreadControllerImpl::RunTask' && !e.cat?.includes('fonts'))
        .map(
          (e) =>
            `${e.name}${e.args?.data?.url ? ` [${e.args.data.url.split('/').pop()}]` : ''} ${(e.dur! / 1000).toFixed(1)}`,
        ),
      fontCallsMs: inside.filter((e) => FONT_CALLS.has(e.name)).reduce((sum, e) => sum + e.dur!, 0) / 1000,
    };
  });
}
