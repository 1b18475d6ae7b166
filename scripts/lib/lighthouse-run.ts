// One Lighthouse 13 run (mobile preset, given CPU slowdown) in a fresh Chromium profile.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';
import { holdRendererPriority } from './renderer-priority.ts';

// Browser work that competes with the page for the host's cores (the omnibox popup renderers, the
// spare renderer, which also cost NO_NAVSTART runs). Appended to chrome-launcher's list: Chromium
// reads only the last --disable-features.
const NOT_THE_SITE = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'SpareRendererForSitePerProcess'];
const FLAGS = [
  ...chromeLauncher.Launcher.defaultFlags().map((flag) =>
    flag.startsWith('--disable-features=') ? `${flag},${NOT_THE_SITE.join(',')}` : flag,
  ),
  '--headless=new',
  '--no-sandbox',
  ...CHROMIUM_ARGS,
];
// Chromium runs its own threads at nice -8 as root; the page's main thread gets first claim on a
// core, as on a phone, so waits for a core are not multiplied into TBT.
export const RENDERER_NICE = -20;

export interface LighthouseRun {
  result: NonNullable<Awaited<ReturnType<typeof lighthouse>>>;
  /** False when RENDERER_NICE could not be set (not root). */
  prioritized: boolean;
}

/** One Lighthouse run of `url`; `traceCategories` adds trace categories (they cost the page time). */
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
      // Only illustrates the HTML report, at a cost per run.
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
