// A photo of an album at its own address, as a parent meets it at 360 px: opened from the album, shared
// and saved, opened from a chat with and without scripts, previewed; and a news story's photo and album.
import { describe, expect, test } from 'vitest';
import type { Locator } from 'playwright-core';
import type { GalleryAlbum, ListPage, NewsItem } from '../shared/types.ts';
import { baseUrl, PHONE, FAKE_SHARE_SHEET } from './browser.ts';
import { galleryAlbums, getJson } from './content.ts';
import { tabTo } from './keyboard.ts';
import { REFUSED_SCRIPTS, useBrowser, useTestPages } from './site.ts';
import { CONTENT_OF, waitForContent } from './waits.ts';

const open = useTestPages(useBrowser());

/** The first album with at least three photos, and its photos. */
async function anAlbum(): Promise<GalleryAlbum> {
  for (const item of await galleryAlbums()) {
    const album = await getJson<GalleryAlbum>(`/bff/gallery/${item.id}`);
    if (album.photos.length >= 3) return album;
  }
  throw new Error('no album of the demo gallery has three photos');
}

/** A meta tag's content in the <head> the server sends, as a link preview reads it. */
async function headMeta(path: string, attribute: string): Promise<string> {
  const html = await (await fetch(`${baseUrl()}${path}`)).text();
  const head = html.slice(0, html.indexOf('</head>'));
  const found = new RegExp(`<meta ${attribute} content="([^"]*)"`).exec(head)?.[1] ?? '';
  return found
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"');
}

/** On screen at 360 px and at least 44 px each way. */
async function tappable(control: Locator): Promise<boolean> {
  const box = await control.boundingBox();
  return box !== null && box.width >= 44 && box.height >= 44 && box.x >= 0 && box.x + box.width <= 360;
}

describe('a photo of an album at its own address', () => {
  test('a tapped photo gets its address; Share hands it over, Download saves its file, Back closes the viewer', async () => {
    const album = await anAlbum();
    const n = album.photos.length;
    const { page } = await open(PHONE);
    // A phone's share sheet, recording what it is given.
    await page.addInitScript(FAKE_SHARE_SHEET);
    const albumUrl = `${baseUrl()}/subGallery?id=${album.id}`;
    await page.goto(albumUrl);
    await waitForContent(page, CONTENT_OF['/subGallery']);
    await page.getByRole('button', { name: `Photo 2 of ${n}: ${album.title}` }).tap();
    const viewer = page.getByRole('dialog');
    await viewer.waitFor();
    await page.waitForURL(`${albumUrl}&photo=2`);

    await viewer.getByRole('button', { name: 'Next' }).tap();
    await page.waitForURL(`${albumUrl}&photo=3`);
    const current = viewer.locator('.yarl__slide_current img');
    expect(await current.getAttribute('alt')).toBe(`Photo 3 of ${n}: ${album.title}`);

    const share = viewer.getByRole('button', { name: 'Share' });
    const download = viewer.getByRole('link', { name: 'Download' });
    expect(await tappable(share), 'Share on screen and 44 px').toBe(true);
    expect(await tappable(download), 'Download on screen and 44 px').toBe(true);
    expect(await download.getAttribute('href')).toBe(album.photos[2]);
    expect(await download.getAttribute('download')).not.toBeNull();

    await share.tap();
    const shared = (await page
      .waitForFunction(() => (window as unknown as { shared?: ShareData }).shared)
      .then((h) => h.jsonValue()))!;
    expect(shared).toEqual({ title: `${album.title}: Photo 3 of ${n}`, url: `${albumUrl}&photo=3` });

    // The phone's Back closes the viewer and stays on the album.
    await page.goBack();
    await viewer.waitFor({ state: 'detached' });
    expect(page.url()).toBe(albumUrl);
    expect(await page.locator('main h1').textContent()).toBe(album.title);
  });

  test("a photo's address from a chat opens the viewer at it, its controls reached by keyboard; closing shows its album", async () => {
    const album = await anAlbum();
    const { page } = await open(PHONE);
    const albumUrl = `${baseUrl()}/subGallery?id=${album.id}`;
    await page.goto(`${albumUrl}&photo=3`);
    const viewer = page.getByRole('dialog');
    await viewer.waitFor();
    await expect
      .poll(() => viewer.locator('.yarl__slide_current img').getAttribute('alt'))
      .toBe(`Photo 3 of ${album.photos.length}: ${album.title}`);
    // Share (WhatsApp here: no share sheet) and Download are reached with Tab, as the close button is.
    await tabTo(page, viewer.getByRole('link', { name: 'WhatsApp' }), 'WhatsApp', 12);
    await tabTo(page, viewer.getByRole('link', { name: 'Download' }), 'Download', 12);
    await tabTo(page, viewer.getByRole('button', { name: 'Close' }), 'Close', 12);
    await page.keyboard.press('Enter');
    await viewer.waitFor({ state: 'detached' });
    expect(page.url()).toBe(albumUrl);
    expect(await page.locator('main h1').textContent()).toBe(album.title);

    // A photo the album does not have: the album as usual.
    await page.goto(`${albumUrl}&photo=9999`);
    await waitForContent(page, CONTENT_OF['/subGallery']);
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  test("without scripts a photo's address shows that photo large, with WhatsApp, Download and the album", async () => {
    const album = await anAlbum();
    const opened = await open({ ...PHONE, javaScriptEnabled: false });
    const { page } = opened;
    const n = album.photos.length;
    await page.goto(`${baseUrl()}/subGallery?id=${album.id}&photo=2`);
    const photo = page.locator('.featured-photo img');
    expect(await photo.getAttribute('alt')).toBe(`Photo 2 of ${n}: ${album.title}`);
    expect((await photo.boundingBox())!.width, 'the photo fills the phone').toBeGreaterThan(300);
    const whatsApp = new URL((await page.getByRole('link', { name: /Share on WhatsApp/ }).getAttribute('href'))!);
    expect(whatsApp.searchParams.get('text')).toBe(
      `${album.title}: Photo 2 of ${n} ${baseUrl()}/subGallery?id=${album.id}&photo=2`,
    );
    expect(await page.getByRole('link', { name: 'Download' }).getAttribute('href')).toBe(album.photos[1]);
    await page.getByRole('link', { name: 'See the whole album' }).tap();
    await page.waitForURL(`${baseUrl()}/subGallery?id=${album.id}`);
    expect(await page.locator('.featured-photo').count()).toBe(0);
    opened.expected.push(REFUSED_SCRIPTS);
  });

  test("an album's link preview is its cover photo and its name; a photo's is that photo", async () => {
    const album = await anAlbum();
    const path = `/subGallery?id=${album.id}`;
    const cover = `${baseUrl()}${album.photos[0]}?w=960`;
    expect(await headMeta(path, 'property="og:image"')).toBe(cover);
    expect(await headMeta(path, 'name="twitter:image"')).toBe(cover);
    const description = await headMeta(path, 'property="og:description"');
    expect(description.startsWith(`${album.title}`)).toBe(true);
    expect(description).not.toMatch(/A photo album from/);
    expect(await headMeta(`${path}&photo=2`, 'property="og:image"')).toBe(`${baseUrl()}${album.photos[1]}?w=960`);
    expect(await headMeta(`${path}&photo=2`, 'property="og:url"')).toBe(`${baseUrl()}${path}&photo=2`);
  });
});

describe("a news story's photo", () => {
  test('the Sports Day story shows its photo and leads to the album of the day', async () => {
    const news = await getJson<ListPage<NewsItem>>('/bff/news?year=all');
    const days = (date: string | null) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;
    // Not every year's Sports Day has an album: a story of a year that has one.
    const albums = (await galleryAlbums()).filter((album) => /Annual Sports Day/.test(album.title));
    const story = news.items.find(
      (item) =>
        /Annual Sports Day/.test(item.title) &&
        /\.jpe?g$/i.test(item.attachment ?? '') &&
        albums.some((album) => Math.abs(days(album.date) - days(item.date)) <= 3),
    );
    expect(story, 'a Sports Day story with a photo, and its album').toBeDefined();
    const { page } = await open(PHONE);
    await page.goto(`${baseUrl()}/news?id=${story!.id}`);
    await waitForContent(page);
    const photo = page.getByRole('img', { name: `Photo: ${story!.title}` });
    await photo.scrollIntoViewIfNeeded();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await page.getByRole('link', { name: /View attachment/ }).count()).toBe(0);

    // Its name says which story's album (Chromium may put a space before the hidden part).
    await page.getByRole('link', { name: new RegExp(`^See all photos ?: ${story!.title}$`) }).tap();
    await page.waitForURL(/\/subGallery\?id=/);
    await waitForContent(page, CONTENT_OF['/subGallery']);
    expect(await page.locator('main h1').textContent()).toMatch(/Sports Day/);
  });
});
