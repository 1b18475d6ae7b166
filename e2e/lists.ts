// What the list-page test files share: reading a list, waiting for it to show what /bff answers,
// and the filter controls of the page's search region.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { dayInZone } from '../shared/dates.ts';
import { upcomingThenPast } from '../shared/list-filters.ts';
import type { TestPage } from './site.ts';
import { clickToGrow } from './waits.ts';

/** News and events show this many, then "Show more" adds as many again. */
export const PAGE_SIZE = 12;

/** The events page's order (its unit test spells it out). */
export function eventsOrder<T extends { date: string | null }>(items: readonly T[]): T[] {
  const { upcoming, past } = upcomingThenPast(items, dayInZone(new Date()));
  return [...upcoming, ...past];
}

/** A word of a title that is long enough to be distinctive, for the search box. */
export function wordOf(title: string): string {
  const words = title.split(/[^A-Za-z]+/).filter((w) => w.length >= 5);
  return (words.sort((a, b) => b.length - a.length)[0] ?? title).toLowerCase();
}

/** The list helpers for the test page `t` (read when called, so after its beforeEach opened it). */
export function listTools(t: TestPage) {
  /** The page's URL now. */
  function here(): URL {
    return new URL(t.page.url());
  }

  async function texts(selector: string, page: Page = t.page): Promise<string[]> {
    return (await page.locator(selector).allTextContents()).map((t) => t.trim());
  }

  /** Waits until the list shows exactly `expected` (in order). */
  async function expectList(selector: string, expected: string[], what: string): Promise<void> {
    await expect.poll(() => texts(selector), { message: what }).toEqual(expected);
  }

  /** A list shown 12 at a time: the first 12, then each "Show more" until the whole list is there. */
  async function expectPagedList(
    selector: string,
    expected: string[],
    what: string,
    page: Page = t.page,
  ): Promise<void> {
    const more = page.getByRole('button', { name: /^Show \d+ more$/ });
    const poll = (shown: number) =>
      expect
        .poll(() => texts(selector, page), { message: `${what}, first ${shown}` })
        .toEqual(expected.slice(0, shown));
    for (let shown = PAGE_SIZE; ; shown += PAGE_SIZE) {
      if (shown > PAGE_SIZE) await clickToGrow(page, more, () => poll(shown), what);
      else await poll(shown);
      if (shown >= expected.length) break;
    }
    expect(await more.count(), `${what}: no "Show more" once all ${expected.length} show`).toBe(0);
  }

  function select(label: string) {
    return t.page.getByRole('search').getByLabel(label, { exact: true });
  }

  function searchBox(label: string) {
    return t.page.getByRole('search').getByRole('searchbox', { name: label });
  }

  return { here, texts, expectList, expectPagedList, select, searchBox };
}
