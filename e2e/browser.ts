import AxeBuilder from '@axe-core/playwright';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { inject } from 'vitest';

export function baseUrl(): string {
  return inject('baseUrl');
}

export const PHONE: BrowserContextOptions = { viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
export const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 } };

/** Console errors and failed same-origin requests a page produced, to assert there are none. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  const origin = new URL(baseUrl()).origin;
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const where = msg.location().url;
    // Third-party frames (the contact page's map) cannot load on this offline machine.
    if (where && !where.startsWith(origin)) return;
    errors.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  page.on('requestfailed', (req) => {
    if (req.url().startsWith(origin) && !/ERR_ABORTED/.test(req.failure()?.errorText ?? '')) {
      errors.push(`requestfailed: ${req.url()} ${req.failure()?.errorText}`);
    }
  });
  return errors;
}

export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  return results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}

/** Horizontal overflow in CSS pixels (0 when the page fits its viewport). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}
