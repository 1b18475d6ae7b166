// What the parent test files share: the two screens a parent uses, fresh pages per test, and the
// errors a page without scripts logs by design.
import type { BrowserContextOptions } from 'playwright-core';
import { DESKTOP, PHONE } from './browser.ts';
import { useBrowser, useTestPages } from './site.ts';

/** A phone and a laptop. */
export const WIDTHS: Array<[string, BrowserContextOptions]> = [
  ['360 px', PHONE],
  ['1280 px', DESKTOP],
];

/** Chromium for the test file and a fresh page per test (useTestPages). */
export function useParentPages() {
  return useTestPages(useBrowser());
}
