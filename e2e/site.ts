// Browser tests' contexts and pages: probes that report hydration and Home's opening, one Chromium
// per file, and fresh pages per test that fail on any console error.
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { launchChromium } from '../scripts/lib/chromium.ts';
import { watchErrors } from './browser.ts';

/** Playwright's waits (navigation, locators, waitForFunction) in the contexts of newContext. */
const ACTION_TIMEOUT = 60_000;

/**
 * Pages arrive server-rendered and the client hydrates them a moment later; before that, a click
 * on a menu button does nothing and React has yet to put its own <title> in. React reports each
 * commit to the DevTools hook (production builds too), so a stand-in hook counts them: one or
 * more commits means the page is hydrated and live.
 */
const COMMIT_PROBE = `(() => {
  let commits = 0;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject() { return 1; },
    onCommitFiberRoot() { window.__e2eReactCommits = ++commits; },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };
})();`;

/**
 * Home decides about its opening once IndexedDB says whether it ever showed (once.ts): the
 * probe notes how many commits React had made when that answer came (see openingDecided).
 */
const OPENING_PROBE = `(() => {
  const get = IDBObjectStore.prototype.get;
  IDBObjectStore.prototype.get = function (key) {
    const request = get.call(this, key);
    if (key === 'home.openingShownOn')
      request.addEventListener('success', () => { window.__e2eOpeningAnswered = window.__e2eReactCommits ?? 0; });
    return request;
  };
})();`;

/** How many commits React has made in the page so far (COMMIT_PROBE); 0 before hydration. */
export async function reactCommits(page: Page): Promise<number> {
  return page.evaluate(() => (window as { __e2eReactCommits?: number }).__e2eReactCommits ?? 0);
}

/**
 * A browser context whose pages report when React has hydrated them (see waitForContent). The
 * site's service worker is blocked unless `options.serviceWorkers` is 'allow': a worker answering
 * from its copies (and saving pages in the background) is not what the other tests are about.
 */
export async function newContext(browser: Browser, options: BrowserContextOptions): Promise<BrowserContext> {
  const context = await browser.newContext({
    ...options,
    serviceWorkers: options.serviceWorkers === 'allow' ? 'allow' : 'block',
  });
  context.setDefaultTimeout(ACTION_TIMEOUT);
  await context.addInitScript(COMMIT_PROBE);
  await context.addInitScript(OPENING_PROBE);
  return context;
}

/**
 * Waits until Home has decided whether its opening shows (IndexedDB answered, OPENING_PROBE) and
 * React has committed since: from then on, a dialog that is not there does not come.
 */
export async function openingDecided(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const w = window as { __e2eOpeningAnswered?: number; __e2eReactCommits?: number };
    return w.__e2eOpeningAnswered !== undefined && (w.__e2eReactCommits ?? 0) > w.__e2eOpeningAnswered;
  });
}

/** Chromium for one test file: launched before its first test, closed after its last. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the browser is launched in beforeAll; use it inside a hook or test');
    return browser;
  };
}

export interface TestPage {
  context: BrowserContext;
  page: Page;
  /** What went wrong on the page. */
  errors: string[];
  /** The errors the test provokes on purpose, matched when it ends (so late reports count too). */
  expected: RegExp[];
}

/** With scripts off, the browser refuses the scripts a page preloads (CSP), as it should. */
export const REFUSED_SCRIPTS = /^requestfailed: \S+\.js csp \(on /;
/** A 404 answer, which Chromium logs as a failed resource. */
export const NOT_FOUND = /status of 404/;

/**
 * Opens a fresh context and page for a test of the enclosing block, with the options the test
 * needs (into `target` when given). After each test, the contexts it opened are closed, and any
 * console error, page error or failed request left in a page's `errors` fails the test.
 */
export function useTestPages(
  browser: () => Browser,
): (options: BrowserContextOptions, target?: TestPage) => Promise<TestPage> {
  let opened: TestPage[] = [];
  afterEach(async () => {
    const pages = opened;
    opened = [];
    await Promise.all(pages.map((p) => p.context.close()));
    expect(
      pages.flatMap((p) => p.errors.filter((error) => !p.expected.some((pattern) => pattern.test(error)))),
      'console errors, page errors or failed requests',
    ).toEqual([]);
  });
  return async (options, target = {} as TestPage) => {
    target.context = await newContext(browser(), options);
    target.page = await target.context.newPage();
    target.errors = watchErrors(target.page);
    target.expected = [];
    opened.push(target);
    return target;
  };
}

/** A fresh context and page, as useTestPages opens them, for each test of the enclosing block (opened with `start` when given). */
export function useTestPage(
  browser: () => Browser,
  options: BrowserContextOptions,
  start?: (page: Page) => Promise<void>,
): TestPage {
  const open = useTestPages(browser);
  const state = {} as TestPage;
  beforeEach(async () => {
    await open(options, state);
    await start?.(state.page);
  });
  return state;
}
