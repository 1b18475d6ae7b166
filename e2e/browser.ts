import AxeBuilder from '@axe-core/playwright';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { inject } from 'vitest';

export function baseUrl(): string {
  return inject('baseUrl');
}

export const PHONE: BrowserContextOptions = {
  viewport: { width: 360, height: 740 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};
export const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 } };

/**
 * Console errors and failed same-origin requests a page produced, to assert there are none. Each
 * names the address the page was at, so a late report read under the next route still names its own.
 */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  const origin = new URL(baseUrl()).origin;
  const at = () => ` (on ${page.url().replace(origin, '')})`;
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const where = msg.location().url;
    // Third-party frames (the contact page's map) cannot load on this offline machine.
    if (where && !where.startsWith(origin)) return;
    errors.push(`console: ${msg.text()}${at()}`);
  });
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}${at()}`));
  page.on('requestfailed', (req) => {
    if (req.url().startsWith(origin) && !/ERR_ABORTED/.test(req.failure()?.errorText ?? '')) {
      errors.push(`requestfailed: ${req.url()} ${req.failure()?.errorText}${at()}`);
    }
  });
  return errors;
}

/**
 * axe-core's violations on the page as it stands. axe reads colours as drawn at one moment, and a
 * carousel slide halfway through its fade has its caption at part opacity (CI once failed on the
 * hero's "2 of 8" caption at 360 px). So the check runs with reduced motion, which the carousels
 * honour at once: no transition. The page's own setting is put back after. axe runs in the page itself
 * (legacy mode): the site's only frames are its own PDFs, and the default mode's second page and second
 * copy of axe cost about a second a check.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const moving = !(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches));
  if (moving) await page.emulateMedia({ reducedMotion: 'reduce' });
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  if (moving) await page.emulateMedia({ reducedMotion: null });
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
}

/** Horizontal overflow in CSS pixels (0 when the page fits its viewport). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
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

/** An init script: the page's root font size at 200%, as a phone's largest text setting gives. */
export const LARGE_TEXT = `(() => {
  const add = () => {
    const style = document.createElement('style');
    style.textContent = 'html { font-size: 200% !important; }';
    document.documentElement.append(style);
  };
  if (document.documentElement) add();
  else new MutationObserver((_, observer) => {
    if (document.documentElement) { observer.disconnect(); add(); }
  }).observe(document, { childList: true });
})()`;

/** An init script: a phone's share sheet (desktop Chromium on Linux has none) that records what it is given in `window.shared`. */
export const FAKE_SHARE_SHEET = `(() => {
  Object.defineProperty(navigator, 'share', {
    value: (data) => {
      window.shared = data;
      return Promise.resolve();
    },
  });
})()`;
