// One Lighthouse 13 run (mobile preset, CPU slowdown given) in a fresh profile of Debian's
// Chromium, as `npm run audit`, the bench's audit part and `npm run trace-page` make it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';
import { holdRendererPriority } from './renderer-priority.ts';

// Browser work that is not the site's, done while the audited page loads, in processes that take
// a 2-core host's cores from the page. Chromium reads only the last --disable-features, so these
// join chrome-launcher's own list instead of replacing it.
// - The omnibox popup (a WebUI page, and its AI-mode variant) loads in a renderer of its own: up to
//   half a second of CPU in a page's load window.
// - The spare renderer: as the page's navigation takes the process started ahead for it, Chromium
//   starts the next one, for a navigation that never comes here, during the page's first layout
//   (a process of 60 ms CPU inside one 215 ms layout task, traced). With it, Lighthouse also lost
//   the page's navigationStart (NO_NAVSTART) in 9 of 28 runs of three text pages; without it, in
//   none of 26.
const NOT_THE_SITE = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'SpareRendererForSitePerProcess'];
const FLAGS = [
  ...chromeLauncher.Launcher.defaultFlags().map((flag) =>
    flag.startsWith('--disable-features=') ? `${flag},${NOT_THE_SITE.join(',')}` : flag,
  ),
  '--headless=new',
  '--no-sandbox',
  ...CHROMIUM_ARGS,
];
// As root, Chromium runs its browser main thread, its GPU process's compositor and its IO threads at
// nice -8, and the page's main thread at 0. On a 2-core host they take the cores from the page
// while it loads (it ran 25-40% of its long tasks' wall time) and Lighthouse multiplied those waits
// by the slowdown too: /events measured 474-1,319 ms of TBT at 4x. A phone runs the page's main
// thread on a core of its own, so the audit gives it the first claim on a core here: 8-95 ms.
export const RENDERER_NICE = -20;

export interface LighthouseRun {
  result: NonNullable<Awaited<ReturnType<typeof lighthouse>>>;
  /** False when the page's main thread could not be given RENDERER_NICE (not root). */
  prioritized: boolean;
}

/**
 * One Lighthouse run of `url`. `traceCategories` adds Chromium trace categories to Lighthouse's own
 * (they cost the page time, so the audit adds none).
 */
export async function lighthouseRun(
  url: string,
  opts: { cpuSlowdown: number; categories: string[]; traceCategories?: string[] },
): Promise<LighthouseRun> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'lh-profile-'));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: FLAGS,
    ignoreDefaultFlags: true,
    userDataDir,
  });
  const hold = holdRendererPriority(chrome.pid!, RENDERER_NICE);
  let prioritized: boolean;
  let result: Awaited<ReturnType<typeof lighthouse>>;
  try {
    result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: opts.categories,
      // The full-page screenshot only illustrates the HTML report; it cost 1.5-3 s a run.
      disableFullPageScreenshot: true,
      throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: opts.cpuSlowdown },
      ...(opts.traceCategories ? { additionalTraceCategories: opts.traceCategories.join(',') } : {}),
    });
  } finally {
    prioritized = hold.release();
    await chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  return { result, prioritized };
}
