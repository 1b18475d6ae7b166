// A parent's first visit on a slow network: 360 px, CPU 4x slower, 400 kbps and 400 ms round trips
// (bench/slow-link.ts, which the service worker's requests cross too). Per page, the median of RUNS
// first visits: first contentful paint, when the page turns interactive (5 s without a long task),
// how long a tap on Menu during load waits, bytes delivered in the first 20 s, requests for the page.
// SLOW_PAGES=/,/news picks pages; SLOW_DETAIL=1 lists the first visit's requests. Needs the built client.
import type { Browser } from 'playwright-core';
import { median } from '../scripts/lib/stats.ts';
import type { PartBars } from './bars.ts';
import { withSiteAndBrowser } from './site.ts';
import { startSlowLink } from './slow-link.ts';

const RUNS = 3;
const LINK = { rttMs: 400, bitsPerSecond: 400_000 };
const CPU_SLOWDOWN = 4;
const WATCH_MS = 20_000;
/** Lighthouse's rule: interactive once 5 s pass with no long task. */
const QUIET_MS = 5000;
const PAGES = (process.env.SLOW_PAGES ?? '/,/news,/gallery,/admission,/about').split(',').filter(Boolean);

/** In the page: its long tasks and its first input, as the browser reports them. */
const OBSERVE = `(() => {
  window.__slow = { tasks: [], input: null };
  new PerformanceObserver((list) => {
    for (const t of list.getEntries()) window.__slow.tasks.push([t.startTime, t.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    const e = list.getEntries()[0];
    if (e) window.__slow.input = [e.startTime, e.processingStart];
  }).observe({ type: 'first-input', buffered: true });
})();`;

interface Visit {
  fcp: number;
  interactive: number;
  longest: number;
  /** Tap on Menu → menu shown; null when the page has no Menu button shown at 360 px. */
  menuWait: number | null;
  inputDelay: number | null;
  bytes: number;
  documents: number;
  /** What the bytes of the first 20 s were: request, KB, when its last byte arrived (ms). */
  byRequest: Array<[string, number, number]>;
}

/** The end of the last long task before QUIET_MS without one, counted from first paint. */
export function interactiveAt(fcp: number, tasks: Array<[number, number]>): number {
  let at = fcp;
  for (const [start, duration] of [...tasks].sort((a, b) => a[0] - b[0])) {
    if (start - at >= QUIET_MS) break;
    at = Math.max(at, start + duration);
  }
  return at;
}

async function firstVisit(browser: Browser, base: string, path: string): Promise<Visit> {
  const link = await startSlowLink(new URL(base), LINK);
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  try {
    await context.addInitScript(OBSERVE);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const started = performance.now();
    await page.goto(`${link.base}${path}`, { waitUntil: 'commit' });
    // A parent taps Menu as soon as it shows.
    const toggle = page.locator('.menu-toggle');
    let menuWait: number | null = null;
    if (await toggle.isVisible({ timeout: WATCH_MS }).catch(() => false)) {
      const tapped = performance.now();
      await toggle.tap();
      await page.locator('.main-nav .menu__group-button, .main-nav a').first().waitFor({ state: 'visible' });
      menuWait = performance.now() - tapped;
    }
    await page.waitForTimeout(Math.max(0, WATCH_MS - (performance.now() - started)));
    const seen = await page.evaluate(() => {
      const slow = (window as unknown as { __slow: { tasks: Array<[number, number]>; input: number[] | null } }).__slow;
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
      return { fcp, tasks: slow.tasks, input: slow.input };
    });
    const paths = link.requests.map((r) => r.line);
    const inTime = link.delivered.filter((d) => d.at - started <= WATCH_MS);
    const byRequest = new Map<string, [string, number, number]>();
    for (const d of inTime) {
      const row = byRequest.get(d.request) ?? [d.request, 0, 0];
      row[1] += d.bytes / 1024;
      row[2] = d.at - started;
      byRequest.set(d.request, row);
    }
    return {
      fcp: seen.fcp,
      interactive: interactiveAt(seen.fcp, seen.tasks),
      longest: Math.max(0, ...seen.tasks.map(([, duration]) => duration)),
      menuWait,
      inputDelay: seen.input ? seen.input[1]! - seen.input[0]! : null,
      bytes: inTime.reduce((sum, d) => sum + d.bytes, 0),
      documents: paths.filter((line) => line === `GET ${path}`).length,
      byRequest: [...byRequest.values()].sort((a, b) => a[2] - b[2]),
    };
  } finally {
    await context.close();
    await link.close();
  }
}

const ms = (n: number | null) => (n === null ? 'n/a' : Number.isFinite(n) ? `${Math.round(n)}` : 'never');

export async function benchSlowNetwork(bars: PartBars): Promise<void> {
  await withSiteAndBrowser(async (base, browser) => {
    console.log(
      '| page | FCP ms | interactive ms | longest task ms | Menu tap waits ms | input delay ms | KB in 20 s | page requests |',
    );
    console.log('|---|---|---|---|---|---|---|---|');
    for (const path of PAGES) {
      const visits: Visit[] = [];
      for (let run = 0; run < RUNS; run++) visits.push(await firstVisit(browser, base, path));
      const all = (pick: (v: Visit) => number | null) => visits.map((v) => ms(pick(v))).join(', ');
      console.log(
        `| ${path} | ${all((v) => v.fcp)} | ${all((v) => v.interactive)} | ${all((v) => v.longest)} | ${all((v) => v.menuWait)} | ${all((v) => v.inputDelay)} | ${visits.map((v) => (v.bytes / 1024).toFixed(0)).join(', ')} | ${visits.map((v) => v.documents).join(', ')} |`,
      );
      if (process.env.SLOW_DETAIL === '1') {
        for (const [request, kb, at] of visits[0]!.byRequest)
          console.log(`    ${request}: ${kb.toFixed(1)} KB by ${Math.round(at)} ms`);
      }
      bars.atMost(`${path} first contentful paint`, median(visits.map((v) => v.fcp)), 1500, 'ms');
      bars.atMost(`${path} interactive`, median(visits.map((v) => v.interactive)), 5000, 'ms');
      bars.atMost(`${path} KB delivered in 20 s`, median(visits.map((v) => v.bytes)) / 1024, 150, 'KB');
      bars.atMost(`${path} requests for the page itself`, Math.max(...visits.map((v) => v.documents)), 1, '');
    }
  });
}
