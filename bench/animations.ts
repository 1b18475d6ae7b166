// Home's animations timed: the first fireworks frame, the first carousel move once live, and every
// carousel moved on a tall screen. How soon depends on the host, so it is a bench figure, not a test.
// Needs the built client.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { TEST_SITE_ENV } from '../e2e/site-env.ts';
import { launchChromium } from '../scripts/lib/chromium.ts';
import { startSiteProcess } from '../scripts/lib/site-process.ts';
import type { PartBars } from './bars.ts';

const root = join(import.meta.dirname, '..');
const PHONE: BrowserContextOptions = {
  viewport: { width: 360, height: 740 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};
const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 } };
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

/** In the page: the first React commit (hydration), via the DevTools hook. */
const LIVE = `(() => {
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject() { return 1; },
    onCommitFiberRoot() { window.__benchLive ??= performance.now(); },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };
})();`;

interface Moves {
  labels: string[];
  /** Shows one slide at a time (cross-fades). */
  fading: boolean[];
  onScreen: boolean[];
  /** Ms from the watch's start to the first move; null until then. */
  moved: (number | null)[];
}

/** In the page: when each carousel's first visible slide first changes (window.__benchMoves). */
function watchMoves(): void {
  const start = performance.now();
  const list = [...document.querySelectorAll<HTMLElement>('.home-page [aria-roledescription="carousel"]')];
  const first = (c: Element) => c.querySelector('.carousel__slide:not([aria-hidden])')?.getAttribute('data-index');
  const initial = list.map(first);
  const moves: Moves = {
    labels: list.map((c) => c.getAttribute('aria-label') ?? '?'),
    fading: list.map((c) => getComputedStyle(c).getPropertyValue('--fade').trim() === '1'),
    onScreen: list.map((c) => {
      const box = c.getBoundingClientRect();
      return box.bottom > 0 && box.top < innerHeight;
    }),
    moved: list.map(() => null),
  };
  (window as unknown as { __benchMoves: Moves }).__benchMoves = moves;
  const frame = () => {
    list.forEach((c, i) => {
      if (moves.moved[i] === null && first(c) !== initial[i]) moves.moved[i] = performance.now() - start;
    });
    if (moves.moved.includes(null)) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/** Waits for `done(moves)` or GIVE_UP_MS; returns the moves. */
async function movesUntil(page: Page, done: (moves: Moves) => boolean): Promise<Moves> {
  const read = () => page.evaluate(() => (window as unknown as { __benchMoves: Moves }).__benchMoves);
  const deadline = Date.now() + GIVE_UP_MS;
  let moves = await read();
  while (!done(moves) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    moves = await read();
  }
  return moves;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** The latest first move among the picked carousels (Infinity if one never moved). */
function slowest(moves: Moves, which: (i: number) => boolean): number {
  const picked = moves.moved.filter((_, i) => which(i));
  return picked.length === 0 ? Infinity : Math.max(...picked.map((m) => m ?? Infinity));
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

/**
 * A returning visit (opening already shown today): the first on-screen carousel move once live, then,
 * on a tall screen, when every carousel and every one-card carousel has moved.
 */
async function carouselMoves(
  browser: Browser,
  base: string,
  options: BrowserContextOptions,
): Promise<{ first: number; every: number; oneCard: number }> {
  const context = await browser.newContext({ ...options, serviceWorkers: 'block' });
  try {
    await context.addInitScript(LIVE);
    const page = await context.newPage();
    // Mark the once-a-day opening as shown today (once-a-day.ts, idb-keyval).
    await page.goto(`${base}/robots.txt`);
    await page.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const d = new Date();
          const today = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
          const open = indexedDB.open('keyval-store');
          open.onupgradeneeded = () => open.result.createObjectStore('keyval');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const tx = open.result.transaction('keyval', 'readwrite');
            tx.objectStore('keyval').put(today, 'home.openingShownOn');
            tx.oncomplete = () => {
              open.result.close();
              resolve();
            };
            tx.onerror = () => reject(tx.error);
          };
        }),
    );
    await page.goto(`${base}/`);
    await page.waitForFunction(() => (window as { __benchLive?: number }).__benchLive !== undefined, null, {
      timeout: GIVE_UP_MS * 2,
    });
    if (!options.isMobile) await page.mouse.move(1, 1);
    await page.evaluate(watchMoves);
    const atLoad = await movesUntil(page, (m) => m.moved.some((t, i) => t !== null && m.onScreen[i]));
    const first = Math.min(...atLoad.moved.map((t, i) => (t !== null && atLoad.onScreen[i] ? t : Infinity)));

    await page.setViewportSize({
      width: options.viewport!.width,
      height: await page.evaluate(() => document.documentElement.scrollHeight),
    });
    await page.evaluate(watchMoves);
    const tall = await movesUntil(page, (m) => !m.moved.includes(null));
    const late = tall.labels.filter((_, i) => tall.moved[i] === null);
    if (late.length > 0) console.log(`  not moved within ${GIVE_UP_MS} ms on a tall screen: ${late.join(', ')}`);
    return { first, every: slowest(tall, () => true), oneCard: slowest(tall, (i) => tall.fading[i]!) };
  } finally {
    await context.close();
  }
}

export async function benchAnimations(bars: PartBars): Promise<void> {
  if (!existsSync(join(root, 'client', 'dist', 'index.html'))) {
    throw new Error('client/dist is missing: run `npm run build` first');
  }
  const site = await startSiteProcess({ logLevel: 'warn', env: TEST_SITE_ENV });
  let browser: Browser | undefined;
  try {
    browser = await launchChromium();
    const frames: number[] = [];
    for (let run = 0; run < RUNS; run++) frames.push(await firstFireworksFrame(browser, site.base));
    console.log(`first fireworks frame after load (360 px, first visit): ${frames.map(ms).join(', ')}`);
    bars.atMost('first fireworks frame after load', median(frames), 5000, 'ms');

    for (const [where, options] of [
      ['1280 px', DESKTOP],
      ['360 px', PHONE],
    ] as const) {
      const runs: { first: number; every: number; oneCard: number }[] = [];
      for (let run = 0; run < RUNS; run++) runs.push(await carouselMoves(browser, site.base, options));
      const of = (key: 'first' | 'every' | 'oneCard') => runs.map((r) => r[key]);
      console.log(
        `carousels at ${where}: first move once live ${of('first').map(ms).join(', ')}; ` +
          `on a tall screen every one moved ${of('every').map(ms).join(', ')}, ` +
          `every one-card one ${of('oneCard').map(ms).join(', ')}`,
      );
      bars.atMost(`first carousel move once the page is live, ${where}`, median(of('first')), 5000, 'ms');
      if (options === DESKTOP)
        bars.atMost(`every carousel moved, all on a tall screen, ${where}`, median(of('every')), 8000, 'ms');
      bars.atMost(`every one-card carousel moved, tall screen, ${where}`, median(of('oneCard')), 4500, 'ms');
    }
  } finally {
    await browser?.close();
    await site.stop();
  }
}
