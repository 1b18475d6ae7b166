// Site search as a parent uses it on a phone (issue "Beyond the school platforms", item 1): open
// the menu, type a word, press Search, read the results and tap the first; with scripts off too.
import { describe, expect, test } from 'vitest';
import { axeViolations, baseUrl, DESKTOP, horizontalOverflow, PHONE } from './browser.ts';
import { REFUSED_SCRIPTS, useBrowser, useTestPages } from './site.ts';
import { waitForContent } from './waits.ts';

const browser = useBrowser();
const open = useTestPages(browser);

describe('searching from the header on a phone', () => {
  for (const scripts of [true, false]) {
    test(`"fee" from the menu's search box finds the fee structure first, and it opens (scripts ${scripts ? 'on' : 'off'})`, async () => {
      const opened = await open({ ...PHONE, javaScriptEnabled: scripts });
      const { page } = opened;
      await page.goto(`${baseUrl()}/about`);
      if (scripts) await waitForContent(page);
      await page.getByRole('button', { name: 'Menu' }).tap();
      const box = page.getByRole('search', { name: 'Menu' }).getByRole('searchbox', { name: 'Search the site' });
      await expect.poll(() => box.isVisible()).toBe(true);
      await box.tap();
      await box.fill('fee');
      await Promise.all([
        page.waitForURL(/\/search\?q=fee$/),
        page.getByRole('search', { name: 'Menu' }).getByRole('button', { name: 'Search' }).tap(),
      ]);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Search');
      expect(await page.getByRole('status').textContent()).toMatch(/^\d+ results? for “fee”\.$/);
      const pages = page.getByRole('region', { name: /^Pages \(\d+\)$/ });
      const first = pages.getByRole('listitem').first();
      expect(await first.getByRole('link').textContent()).toMatch(/^Fee Structure/);
      expect(await first.locator('mark').first().textContent()).toMatch(/^fees?$/i);
      expect(await horizontalOverflow(page)).toBe(0);
      // axe runs in the page: with scripts on (the markup is the same without them).
      if (scripts) expect(await axeViolations(page)).toEqual([]);
      await Promise.all([page.waitForURL(/\/feestructure$/), first.getByRole('link').tap()]);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Fee Structure/);
      if (!scripts) opened.expected.push(REFUSED_SCRIPTS);
    });
  }

  test('"admission" finds the admissions page first, with scripts off', async () => {
    const opened = await open({ ...PHONE, javaScriptEnabled: false });
    await opened.page.goto(`${baseUrl()}/search?q=admission`);
    const first = opened.page
      .getByRole('region', { name: /^Pages/ })
      .getByRole('listitem')
      .first();
    expect(await first.getByRole('link').getAttribute('href')).toBe('/registration');
    opened.expected.push(REFUSED_SCRIPTS);
  });
});

describe('searching on a wide screen', () => {
  test('the box sits beside the name; a Hinglish word finds the holidays; nothing found says what to try', async () => {
    const { page } = await open(DESKTOP);
    await page.goto(`${baseUrl()}/about`);
    await waitForContent(page);
    const header = page.getByRole('search', { name: 'Site' });
    await header.getByRole('searchbox').fill('chutti');
    await Promise.all([page.waitForURL(/\/search\?q=chutti$/), header.getByRole('searchbox').press('Enter')]);
    const urls = await page
      .locator('.search-hit__title')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    // The next holiday first, in its month of the school year.
    expect(urls[0]).toMatch(/^\/calendar#month-\d{4}-\d{2}$/);
    await page.goto(`${baseUrl()}/search?q=xyzzy`);
    expect(await page.getByRole('status').textContent()).toBe('Nothing on the site matches “xyzzy”.');
    expect(await page.getByRole('link', { name: 'site map' }).getAttribute('href')).toBe('/site-map');
  });
});
