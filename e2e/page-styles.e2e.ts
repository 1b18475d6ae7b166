// Each page carries its own styles, not the whole site's: what it shows is styled before any script,
// no stylesheet is fetched for the first screen, and a page opened in the app brings its styles.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { SPEC_ROUTES } from '../client/src/testing/spec-routes.ts';
import { baseUrl, PHONE } from './browser.ts';
import { galleryAlbums } from './content.ts';
import { REFUSED_SCRIPTS, useBrowser, useTestPages } from './site.ts';
import { CONTENT_OF, dismissHomeDialogs, waitForContent } from './waits.ts';

const assets = join(import.meta.dirname, '..', 'client', 'dist', 'assets');
const classesIn = (css: string) => new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]!));
/** Every class some stylesheet of the build styles. */
const styledSomewhere = new Set(
  readdirSync(assets)
    .filter((file) => file.endsWith('.css'))
    .flatMap((file) => [...classesIn(readFileSync(join(assets, file), 'utf8'))]),
);

/** The classes on the page's elements that some stylesheet of the build styles but none of the page's does. */
async function unstyledClasses(page: Page): Promise<string[]> {
  const { used, styles } = await page.evaluate(() => {
    const texts: string[] = [];
    const walk = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule) texts.push(rule.selectorText);
        if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of document.styleSheets) if (!sheet.disabled) walk(sheet.cssRules);
    const used = new Set<string>();
    for (const element of document.querySelectorAll('[class]')) for (const name of element.classList) used.add(name);
    return { used: [...used], styles: texts.join('\n') };
  });
  const own = classesIn(styles);
  return used.filter((name) => styledSomewhere.has(name) && !own.has(name));
}

const album = (await galleryAlbums())[0]!;
const PAGES = [
  ...SPEC_ROUTES.map((path) => (path === '/subGallery' ? `${path}?id=${album.id}` : path)),
  '/calendar',
  '/search?q=fees',
  '/no-such-page',
];

describe('page styles', () => {
  const browser = useBrowser();
  const open = useTestPages(browser);

  test('without scripts, every page styles each class it shows, and carries no other page’s styles', async () => {
    const { page, expected } = await open({ ...PHONE, javaScriptEnabled: false });
    expected.push(REFUSED_SCRIPTS, /status of 404/);
    const unstyled: string[] = [];
    for (const path of PAGES) {
      await page.goto(`${baseUrl()}${path}`);
      for (const name of await unstyledClasses(page)) unstyled.push(`${path}: .${name}`);
    }
    expect(unstyled).toEqual([]);
    // A text page holds none of Home's rules, Home none of an album's.
    await page.goto(`${baseUrl()}/about`);
    expect(await page.content()).not.toContain('.home-intro');
    await page.goto(`${baseUrl()}/`);
    expect(await page.content()).not.toContain('.photo-grid');
  });

  test('at 360 px, Home fetches no stylesheet; News opened from it brings its own, once', async () => {
    const { page } = await open(PHONE);
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
    });
    await page.goto(`${baseUrl()}/`);
    await waitForContent(page, CONTENT_OF['/']);
    await dismissHomeDialogs(page);
    expect(stylesheets, 'Home’s styles are in its HTML').toEqual([]);
    expect(await unstyledClasses(page)).toEqual([]);

    await page.locator('main a[href="/news"]').first().tap();
    await page.waitForURL(/\/news$/);
    await waitForContent(page, CONTENT_OF['/news']);
    expect(await unstyledClasses(page)).toEqual([]);
    expect(stylesheets.length, 'News’s styles were fetched').toBeGreaterThan(0);
    expect(new Set(stylesheets).size, 'each stylesheet once').toBe(stylesheets.length);
  });
});
