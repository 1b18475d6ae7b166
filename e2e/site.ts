// Helpers shared by the browser tests: the client's route table, a "page has settled" wait, the
// home page's opening dialogs, and a few look-ups of the demo content through /bff.
import { loadContent } from '../server/content/load-content.ts';
import { join } from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { loadConfigFromFile, runnerImport } from 'vite';
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import type * as Routes from '../client/src/app/routes.ts';
import type { GalleryItem, ListPage } from '../shared/types.ts';
import { launchChromium } from '../scripts/lib/chromium.ts';
import { baseUrl, watchErrors } from './browser.ts';

const root = join(import.meta.dirname, '..');

// A busy host is slow, not wrong: a poll waits for what a parent would see as long as it takes to
// come (vitest gives up after 1 s by default), and a test as long as its waits add up to.
vi.setConfig({ expect: { poll: { timeout: 30_000 } }, testTimeout: 180_000, hookTimeout: 120_000 });
/** Playwright's waits (navigation, locators, waitForFunction) in the contexts of newContext. */
const ACTION_TIMEOUT = 60_000;

/**
 * The client's route table (titles, sections, aliases). It imports through the client's path
 * aliases (`@/`, `@content/`), which only the Vite config knows and the e2e config does not, so it
 * is loaded through Vite with the aliases of vite.config.ts: the same resolution as the build.
 */
export async function loadRoutes(): Promise<typeof Routes> {
  const loaded = await loadConfigFromFile(
    { command: 'build', mode: 'production' },
    join(root, 'vite.config.ts'),
    root,
    'silent',
  );
  const alias = loaded?.config.resolve?.alias;
  if (!alias) throw new Error('vite.config.ts has no resolve.alias: cannot load client/src/app/routes.ts');
  const { module } = await runnerImport<typeof Routes>(join(root, 'client/src/app/routes.ts'), {
    root,
    logLevel: 'silent',
    resolve: { alias },
  });
  return module;
}

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
 * Home's opening starts only within 3 s of the first paint (use-opening-overlay.ts), and a busy host
 * can take longer than that to run the page's code. Pages report their first paint as still to come,
 * so the opening always starts, unless a test asks for the real one (realFirstPaint).
 */
const FIRST_PAINT_TO_COME = `(() => {
  const byName = performance.getEntriesByName.bind(performance);
  performance.getEntriesByName = (name, type) =>
    name === 'first-contentful-paint' && !window.__e2eRealFirstPaint
      ? [{ name, entryType: 'paint', startTime: Infinity, duration: 0 }]
      : byName(name, type);
})();`;

/**
 * Home decides about its opening once IndexedDB says whether it showed today (once-a-day.ts): the
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
  await context.addInitScript(FIRST_PAINT_TO_COME);
  await context.addInitScript(OPENING_PROBE);
  return context;
}

/** The page's own first paint for Home's 3 s rule (FIRST_PAINT_TO_COME), for the test of that rule. */
export async function realFirstPaint(page: Page): Promise<void> {
  await page.addInitScript(() => {
    (window as { __e2eRealFirstPaint?: boolean }).__e2eRealFirstPaint = true;
  });
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
  /** What went wrong on the page; a test removes the errors it provokes on purpose. */
  errors: string[];
}

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
      pages.flatMap((p) => p.errors),
      'console errors, page errors or failed requests',
    ).toEqual([]);
  });
  return async (options, target = {} as TestPage) => {
    target.context = await newContext(browser(), options);
    target.page = await target.context.newPage();
    target.errors = watchErrors(target.page);
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

/** Every selector that marks content still on its way: busy regions, skeleton cards, lazy routes. */
const LOADING =
  'main[aria-busy="true"], main [aria-busy="true"], main [class*="--skeleton"], main [class*="__loading"]';

/**
 * Waits until the page is live and shows its real content: hydrated (a text page, loaded without
 * the app and its router data, once its menu script ran), a <h1> in <main>, nothing busy
 * or skeletal left, and (when given) at least one element matching `content` (list items, cards
 * or placeholders). Pages must come from a context made by `newContext`.
 */
export async function waitForContent(page: Page, content?: string): Promise<void> {
  await page.waitForFunction(
    ({ loading, content }) =>
      (((window as { __e2eReactCommits?: number }).__e2eReactCommits ?? 0) > 0 ||
        (document.getElementById('router-data') === null && document.documentElement.classList.contains('js-menu'))) &&
      document.querySelector('main h1') !== null &&
      document.querySelector(loading) === null &&
      (content === null || document.querySelector(content) !== null),
    { loading: LOADING, content: content ?? null },
  );
}

/** What each data page shows once its data is in: entries, or the spec's placeholder when empty. */
export const CONTENT_OF: Record<string, string> = {
  '/': '.home-news__item',
  '/news': '.news-list > .news-item',
  '/events': '.event-grid > .event-card, .events-page__empty',
  '/gallery': '.gallery-grid > .gallery-card',
  '/subGallery': '.photo-grid__button, .sub-gallery__empty',
  '/SubGallery': '.photo-grid__button, .sub-gallery__empty',
  '/topperX': '.topper-grid > .topper-card',
  '/topperXII': '.topper-grid > .topper-card',
  '/feestructure': 'iframe.pdf-page__frame',
  '/feeStructure': 'iframe.pdf-page__frame',
  '/calender': 'iframe.pdf-page__frame',
  '/timetable': 'iframe.pdf-page__frame',
  '/Tc': 'form.tc-form',
  '/career': 'form.career-form',
};

/** Waits until every image in <main> has loaded or failed (for screenshots and size checks). */
export async function waitForImages(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLImageElement>('main img')].every((img) => img.loading === 'lazy' || img.complete),
  );
}

/**
 * The home page opens with one dialog (always, in these contexts: FIRST_PAINT_TO_COME): the
 * greeting over the fireworks with the notices, or the notices alone with reduced motion. Closes it
 * the way a visitor does, and waits until the page behind is usable.
 */
export async function dismissHomeDialogs(page: Page): Promise<void> {
  const opening = page.locator('.fireworks-overlay, dialog.notice-dialog[open]').first();
  await opening.waitFor();
  await opening.getByRole('button', { name: 'Close' }).first().click();
  await opening.waitFor({ state: 'detached' });
}

/** The elements wider than the viewport, to name them when a page scrolls sideways. */
export async function overflowCulprits(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const limit = document.documentElement.clientWidth;
    const found: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      const box = el.getBoundingClientRect();
      if (box.right > limit + 0.5 && box.width > 0) {
        const id = el.id ? `#${el.id}` : '';
        const cls =
          typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
        found.push(`${el.tagName.toLowerCase()}${id}${cls} (right edge ${Math.round(box.right)} px)`);
        if (found.length >= 5) break;
      }
    }
    return found;
  });
}

async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`);
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The albums of the demo gallery, newest first, across all years. */
export async function galleryAlbums(): Promise<GalleryItem[]> {
  const page = await getJson<ListPage<GalleryItem>>('/bff/gallery?year=all');
  if (page.items.length === 0) throw new Error('the demo gallery has no albums');
  return [...page.items];
}

export { getJson };

/** Whether the element a locator names has keyboard focus now. */
export async function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => el === document.activeElement);
}

/** A short description of the focused element, for assertion messages: `button "Academics"`. */
export async function focusedElement(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    return `${el.tagName.toLowerCase()} "${name}"`;
  });
}

/**
 * Presses Tab until `target` has focus, as a keyboard user would, and returns the stops on the
 * way; fails naming them when `target` is not reached within `max` presses.
 */
export async function tabTo(page: Page, target: Locator, what: string, max = 30): Promise<string[]> {
  const stops: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    stops.push(await focusedElement(page));
    if (await isFocused(target)) return stops;
  }
  throw new Error(`Tab did not reach ${what} in ${max} presses; focus went: ${stops.join(' → ')}`);
}

/** The example school the test server serves (content/school.yaml), read with the server's own loader. */
const exampleContent = await loadContent(join(import.meta.dirname, '..', 'content'));
export const school = exampleContent.school;

/** A page's meta as a visitor sees it: a content page's front matter (title, section) overrides the route table's. */
export function shownMeta<T extends { title: string; section: string | null }>(path: string, meta: T): T {
  const page = exampleContent.pages.get(path.slice(1));
  return page ? { ...meta, title: page.title, section: page.section } : meta;
}

/**
 * Scrolls `target` into the middle of the screen (clear of a sticky header) and waits until it has
 * held still there for a few frames. The list items that scrolling brings near the screen are laid
 * out a frame or two later (content-visibility: auto), and their real heights move what is below
 * them: a press aimed before that lands elsewhere.
 */
export async function holdStillInView(target: Locator, frames = 5): Promise<void> {
  await target.evaluate(async (el, frames) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const inMiddle = (box: DOMRect) => box.top >= innerHeight * 0.15 && box.bottom <= innerHeight * 0.85;
    // A target the page cannot scroll to the middle (near its end) is taken where it settles.
    for (let round = 0; round < 3; round++) {
      if (!inMiddle(el.getBoundingClientRect())) el.scrollIntoView({ block: 'center', behavior: 'instant' });
      let last = '';
      for (let still = 0; still < frames;) {
        await frame();
        const r = el.getBoundingClientRect();
        const now = `${r.x} ${r.y} ${r.width} ${r.height}`;
        still = now === last ? still + 1 : 0;
        last = now;
      }
      if (inMiddle(el.getBoundingClientRect())) return;
    }
  }, frames);
}

/**
 * Clicks "Show more", as a parent does once the page is live and the button is still under the
 * pointer, and waits until `grown` passes; fails with what the page then showed.
 */
export async function clickToGrow(
  page: Page,
  button: Locator,
  grown: () => Promise<void>,
  what: string,
): Promise<void> {
  await page.waitForFunction(() => ((window as { __e2eReactCommits?: number }).__e2eReactCommits ?? 0) > 0);
  await holdStillInView(button);
  const commitsBeforeClick = await reactCommits(page);
  await button.click();
  try {
    await grown();
  } catch (error) {
    const shown = await page.evaluate(() => ({
      url: location.href,
      count: document.querySelector('.show-more p')?.textContent,
      button: document.querySelector('.show-more button')?.textContent ?? null,
      focused: document.activeElement?.outerHTML.slice(0, 120),
    }));
    const state = { ...shown, commitsBeforeClick, commitsNow: await reactCommits(page) };
    throw new Error(`${what}: the list did not grow after "Show more" (${JSON.stringify(state)})`, { cause: error });
  }
}
