// Keyboard moves and focus, as a keyboard user meets them.
import type { Locator, Page } from 'playwright-core';

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
