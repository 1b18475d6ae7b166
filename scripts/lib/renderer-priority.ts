import { readdirSync, readFileSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';

/** All descendants of `pid`, from /proc. */
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

/** A web page renderer, not a WebUI one. */
function isPageRenderer(pid: number): boolean {
  try {
    // Chromium rewrites process titles into one space-separated line.
    const words = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split(/[\0 ]/);
    return words.includes('--type=renderer') && !words.includes('--top-chrome-webui');
  } catch {
    return false;
  }
}

export interface PriorityHold {
  /** Stops; false if a renderer could not be given the priority. */
  release(): boolean;
}

/**
 * Keeps every renderer's main thread below `browserPid` at nice `priority`, rechecking every
 * `everyMs` (on Linux, a pid's priority is its main thread's alone).
 */
export function holdRendererPriority(browserPid: number, priority: number, everyMs = 50): PriorityHold {
  let permitted = true;
  const check = () => {
    // A zygote fork takes its command line later, so processes are rechecked each time.
    for (const pid of descendants(browserPid).filter(isPageRenderer)) {
      try {
        if (getPriority(pid) !== priority) setPriority(pid, priority);
      } catch (err) {
        // EACCES: needs root or CAP_SYS_NICE. ESRCH: exited.
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
