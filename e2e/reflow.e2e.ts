// Large text and narrow phones on every route (WCAG 1.4.4 and 1.4.10): with the root font size
// doubled at 360 px, and at a 320 px screen, no page scrolls sideways and a header that stays on
// screen takes at most a quarter of it.
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PHONE, baseUrl, horizontalOverflow, overflowCulprits, watchErrors, LARGE_TEXT } from './browser.ts';
import { newContext, useBrowser } from './site.ts';
import { galleryAlbums, getJson } from './content.ts';
import { CONTENT_OF, dismissHomeDialogs, waitForContent } from './waits.ts';
import { SPEC_ROUTES } from '../client/src/testing/spec-routes.ts';
import type { ListPage } from '../shared/types.ts';

const album = (await galleryAlbums())[0]!;
const newsItem = (await getJson<ListPage<{ id: string }>>('/bff/news')).items[0]!;

const URLS = [
  ...SPEC_ROUTES.map((path) => (path === '/subGallery' ? `${path}?id=${album.id}` : path)),
  `/news?id=${newsItem.id}`,
];

const CASES: [string, BrowserContextOptions, string | null][] = [
  ['text at 200% at 360 px', PHONE, LARGE_TEXT],
  ['a 320 px screen', { ...PHONE, viewport: { width: 320, height: 640 } }, null],
];

/** The header's share of the screen while it stays there (sticky or fixed); 0 once it scrolls away. */
function stuckHeaderShare(page: Page): Promise<number> {
  return page.evaluate(() => {
    const header = document.querySelector<HTMLElement>('.site-header');
    if (!header) return 0;
    const position = getComputedStyle(header).position;
    if (position !== 'sticky' && position !== 'fixed') return 0;
    return header.getBoundingClientRect().height / window.innerHeight;
  });
}

const browser = useBrowser();

describe('large text and narrow screens, every route', () => {
  // One page per case, reused route after route.
  const tabs: { page: Page; errors: string[]; context: BrowserContext }[] = [];
  beforeAll(async () => {
    for (const [, options, script] of CASES) {
      const context = await newContext(browser(), options);
      if (script) await context.addInitScript(script);
      const page = await context.newPage();
      tabs.push({ context, page, errors: watchErrors(page) });
    }
  });
  afterAll(async () => {
    await Promise.all(tabs.map(({ context }) => context.close()));
  });

  async function check(i: number, url: string): Promise<void> {
    const { page, errors } = tabs[i]!;
    const [where] = CASES[i]!;
    errors.length = 0;
    await page.goto(`${baseUrl()}${url}`);
    // An item's page shows the item, not the list the path's content selector waits for.
    await waitForContent(
      page,
      url.includes('?id=') && !url.startsWith('/subGallery') ? undefined : CONTENT_OF[url.split('?')[0]!],
    );
    if (url === '/') await dismissHomeDialogs(page);
    const overflow = await horizontalOverflow(page);
    const culprits = overflow > 0 ? await overflowCulprits(page) : [];
    expect(overflow, `${url} scrolls sideways by ${overflow} px with ${where}; widest: ${culprits.join(', ')}`).toBe(0);
    const share = await stuckHeaderShare(page);
    expect(
      share,
      `${url}: the header stays on screen and covers ${Math.round(share * 100)}% of it with ${where}`,
    ).toBeLessThanOrEqual(0.25);
    expect(errors.join('\n'), `errors on ${url} with ${where}`).toBe('');
  }

  for (const url of URLS) {
    // One case after the other: two pages at once asked the server for twice the new photo sizes,
    // and a photo it then shed (503, its resize line full) failed a run once.
    test(url, async () => {
      for (const i of CASES.keys()) await check(i, url);
    });
  }
});
