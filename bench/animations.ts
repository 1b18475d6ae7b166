// Home's one animation timed: the first fireworks frame of a first visit (the carousels move only
// when asked). How soon depends on the host, so it is a bench figure, not a test.
// Needs the built client.
import type { Browser, BrowserContextOptions } from 'playwright-core';
import type { PartBars } from './bars.ts';
import { withSiteAndBrowser } from './site.ts';

const PHONE: BrowserContextOptions = {
  viewport: { width: 360, height: 740 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};
/** Page loads per figure; the table gets their median. */
const RUNS = 3;
/** Unseen by then counts as never (Infinity). */
const GIVE_UP_MS = 30_000;

/** In the page: when (ms from navigation) the fireworks canvas first shows a spark. */
const FIRST_FRAME = `(() => {
  const look = () => {
    const canvas = document.querySelector('.fireworks-overlay canvas');
    if (canvas && canvas.width > 0 && canvas.height > 0) {
      const copy = document.createElement('canvas');
      copy.width = canvas.width;
      copy.height = canvas.height;
      const ctx = copy.getContext('2d');
      ctx.drawImage(canvas, 0, 0);
      const data = ctx.getImageData(0, 0, copy.width, copy.height).data;
      for (let i = 3; i < data.length; i += 4) {
        if (data[i] !== 0) {
          window.__benchFirstFrame = performance.now();
          return;
        }
      }
    }
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
})();`;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const ms = (n: number) => (Number.isFinite(n) ? `${Math.round(n)} ms` : 'never');

/** The first fireworks frame of a first visit, ms from navigation. */
async function firstFireworksFrame(browser: Browser, base: string): Promise<number> {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  try {
    await context.addInitScript(FIRST_FRAME);
    const page = await context.newPage();
    await page.goto(`${base}/`);
    const at = await page
      .waitForFunction(() => (window as { __benchFirstFrame?: number }).__benchFirstFrame, null, {
        timeout: GIVE_UP_MS,
      })
      .then((handle) => handle.jsonValue() as Promise<number>)
      .catch(() => Infinity);
    if (!Number.isFinite(at)) {
      const opened = (await page.locator('.fireworks-overlay').count()) > 0;
      console.log(
        `  no fireworks frame: ${opened ? 'the overlay opened, its canvas stayed blank' : 'the opening did not start'}`,
      );
    }
    return at;
  } finally {
    await context.close();
  }
}

export async function benchAnimations(bars: PartBars): Promise<void> {
  await withSiteAndBrowser(async (base, browser) => {
    const frames: number[] = [];
    for (let run = 0; run < RUNS; run++) frames.push(await firstFireworksFrame(browser, base));
    console.log(`first fireworks frame after load (360 px, first visit): ${frames.map(ms).join(', ')}`);
    bars.atMost('first fireworks frame after load', median(frames), 5000, 'ms');
  });
}
