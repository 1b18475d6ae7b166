import { readdirSync, readFileSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';

/** Every process below `pid` (children, their children…), from /proc/<pid>/task/<tid>/children. */
export function descendants(pid: number): number[] {
  const found: number[] = [];
  const queue = [pid];
  while (queue.length > 0) {
    const parent = queue.shift()!;
    let tids: string[];
    try {
      tids = readdirSync(`/proc/${parent}/task`);
    } catch {
      continue; // exited meanwhile
    }
    for (const tid of tids) {
      let children: string;
      try {
        children = readFileSync(`/proc/${parent}/task/${tid}/children`, 'utf8');
      } catch {
        continue;
      }
      for (const child of children.split(' ').filter(Boolean).map(Number)) {
        found.push(child);
        queue.push(child);
      }
    }
  }
  return found;
}

/** A renderer of web pages: not one of the browser's own WebUI pages (its omnibox popup and such). */
function isPageRenderer(pid: number): boolean {
  try {
    // Chromium rewrites its processes' titles into one line of space-separated words.
    const words = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split(/[\0 ]/);
    return words.includes('--type=renderer') && !words.includes('--top-chrome-webui');
  } catch {
    return false;
  }
}

export interface PriorityHold {
  /** Stops checking; returns whether every renderer seen got the priority (false: not permitted). */
  release(): boolean;
}

/**
 * Keeps the main thread of every renderer process below `browserPid` at the nice value
 * `priority`, checking every `everyMs` until released. On Linux, a priority set by pid is that
 * process's main thread's alone, the thread whose tasks Lighthouse times.
 */
export function holdRendererPriority(browserPid: number, priority: number, everyMs = 50): PriorityHold {
  let permitted = true;
  const check = () => {
    // A renderer is forked from the zygote and takes its own command line after, so a process is
    // looked at again on each check rather than judged once.
    for (const pid of descendants(browserPid).filter(isPageRenderer)) {
      try {
        if (getPriority(pid) !== priority) setPriority(pid, priority);
      } catch (err) {
        // EACCES: a raised priority needs root or CAP_SYS_NICE. ESRCH: the renderer exited.
        if ((err as { info?: { code?: string } }).info?.code !== 'ESRCH') permitted = false;
      }
    }
  };
  check();
  const timer = setInterval(check, everyMs);
  return {
    release() {
      clearInterval(timer);
      return permitted;
    },
  };
}
