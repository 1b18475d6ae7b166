// A news item or event shared from a phone: the link it gives previews as that item, as WhatsApp shows it.
import { describe, expect, test } from 'vitest';
import { baseUrl, PHONE, FAKE_SHARE_SHEET } from './browser.ts';
import { school } from './content.ts';
import { REFUSED_SCRIPTS, useBrowser, useTestPages } from './site.ts';
import { dismissHomeDialogs, waitForContent } from './waits.ts';

const open = useTestPages(useBrowser());

describe('sharing a news item from a phone', () => {
  /** The og:title of a page as its server sends it: what WhatsApp's link preview shows. */
  async function previewTitle(url: string): Promise<string> {
    const html = await (await fetch(url)).text();
    const tag = /<meta property="og:title" content="([^"]*)"/.exec(html.slice(0, html.indexOf('</head>')))?.[1] ?? '';
    return tag
      .replace(/&#x27;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&');
  }

  test('two taps from Home, the item and then "Copy link", give a link that previews as that item', async () => {
    const { page, context } = await open(PHONE);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await page.goto(`${baseUrl()}/`);
    await waitForContent(page, '.home-news__item');
    await dismissHomeDialogs(page);
    const item = page.getByRole('region', { name: 'Latest News' }).locator('.home-news__title a').nth(1);
    const title = (await item.textContent())!;
    await item.scrollIntoViewIfNeeded();
    await item.tap();
    await page.waitForURL(/\/news\?id=/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(title);

    await page.getByRole('button', { name: 'Copy link' }).tap();
    await page.getByText(/^Link copied/).waitFor();
    const shared = await page.evaluate(() => navigator.clipboard.readText());
    expect(shared).toBe(page.url());
    expect(await previewTitle(shared)).toBe(`${title} | ${school.name}`);
  });

  test('on a phone with a share sheet, one tap on "Share" hands it the item\'s link', async () => {
    const { page } = await open(PHONE);
    // Desktop Chromium on Linux has no Web Share; a phone's browser has. This one records what it is given.
    await page.addInitScript(FAKE_SHARE_SHEET);
    await page.goto(`${baseUrl()}/news`);
    await waitForContent(page, '.news-item');
    const item = page.locator('.news-item__title a').first();
    const title = (await item.textContent())!;
    await item.tap();
    await page.getByRole('button', { name: 'Share' }).tap();
    const shared = (await page
      .waitForFunction(() => (window as unknown as { shared?: ShareData }).shared)
      .then((h) => h.jsonValue()))!;
    expect(shared.title).toBe(title);
    expect(await previewTitle(shared.url!)).toBe(`${title} | ${school.name}`);
    // The share sheet offers WhatsApp itself: no second way beside it.
    expect(await page.getByRole('link', { name: /Share on WhatsApp/ }).count()).toBe(0);
  });

  test('without scripts an event opens on its own page, with a WhatsApp link carrying its address', async () => {
    const opened = await open({ ...PHONE, javaScriptEnabled: false });
    const { page } = opened;
    await page.goto(`${baseUrl()}/events`);
    const item = page.locator('.event-card__title a').first();
    const title = (await item.textContent())!;
    await item.tap();
    await page.waitForURL(/\/events\?id=/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
    const whatsApp = new URL((await page.getByRole('link', { name: /Share on WhatsApp/ }).getAttribute('href'))!);
    expect(whatsApp.origin + whatsApp.pathname).toBe('https://wa.me/');
    const text = whatsApp.searchParams.get('text')!;
    expect(text.startsWith(`${title} `)).toBe(true);
    expect(await previewTitle(text.slice(title.length + 1))).toBe(`${title} | ${school.name}`);
    expect(await page.getByRole('button', { name: 'Copy link' }).count()).toBe(0);
    opened.expected.push(REFUSED_SCRIPTS);
  });
});
