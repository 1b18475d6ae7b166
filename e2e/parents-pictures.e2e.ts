// Pictures: an album named by its heading and in its lightbox, and the text pages' pictures each a
// phone-sized copy, never the full file.
import { describe, expect, test } from 'vitest';
import { baseUrl, horizontalOverflow, PHONE } from './browser.ts';
import { galleryAlbums, school } from './content.ts';
import { useParentPages, WIDTHS } from './parents.ts';
import { REFUSED_SCRIPTS } from './site.ts';
import { CONTENT_OF, waitForContent } from './waits.ts';

const open = useParentPages();

for (const [where, options] of WIDTHS) {
  describe(`at ${where}`, () => {
    test("an album's <h1> is its name, under a breadcrumb to the gallery", async () => {
      const [album] = await galleryAlbums();
      const { page } = await open(options);
      await page.goto(`${baseUrl()}/subGallery?id=${album!.id}`);
      await waitForContent(page, CONTENT_OF['/subGallery']);
      expect(await page.locator('main h1').textContent()).toBe(album!.title);
      expect(await page.title()).toBe(`${album!.title} | ${school.name}`);
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
      expect(await crumbs.getByRole('link', { name: 'Photo Gallery' }).getAttribute('href')).toBe('/gallery');
    });

    test('the lightbox names the album under the photo, with controls that stand out', async () => {
      const [album] = await galleryAlbums();
      const { page } = await open(options);
      await page.goto(`${baseUrl()}/subGallery?id=${album!.id}`);
      await waitForContent(page, CONTENT_OF['/subGallery']);
      await page.locator('.photo-grid__button').first().click();
      const title = page.locator('.yarl__slide_title').first();
      await title.waitFor();
      expect(await title.textContent()).toBe(album!.title);
      // The slide opened says where it is in the album (its neighbours, drawn off screen, say theirs).
      expect(await page.locator('.yarl__slide_description', { hasText: /^Photo 1 of \d+/ }).isVisible()).toBe(true);
      const close = page.getByRole('button', { name: 'Close' });
      const look = await close.evaluate((el) => ({
        color: getComputedStyle(el).color,
        background: getComputedStyle(el).backgroundColor,
      }));
      expect(look.color, 'the icons are white').toBe('rgb(255, 255, 255)');
      expect(look.background, 'on a dark button').toBe('rgba(0, 0, 0, 0.55)');
      await page.keyboard.press('Escape');
    });
  });
}

// Pictures on the Infrastructure and Outfit pages: each shown, at the size of a phone's screen,
// never the full file.
describe('the pictures of the text pages at 360 px', () => {
  for (const scripts of [true, false]) {
    test(`Infrastructure and Outfit show their pictures, each a phone-sized copy, scripts ${scripts ? 'on' : 'off'}`, async () => {
      const opened = await open({ ...PHONE, javaScriptEnabled: scripts });
      const { page } = opened;
      const fetched: { url: URL; bytes: Promise<number> }[] = [];
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (url.pathname.startsWith('/content/images/') && !url.pathname.endsWith('.svg'))
          fetched.push({ url, bytes: response.body().then((b) => b.length) });
      });
      for (const [path, count] of [
        ['/infrastructure', 5],
        ['/outFit', 2],
      ] as const) {
        fetched.length = 0;
        await page.goto(`${baseUrl()}${path}`);
        if (scripts) await waitForContent(page);
        const pictures = page.locator('main img.content-image');
        expect(await pictures.count(), path).toBe(count);
        for (const picture of await pictures.all()) {
          // Scrolled to, as a parent reading down the page does: they load lazily.
          await picture.scrollIntoViewIfNeeded();
          await expect
            .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
              message: `a picture on ${path}`,
            })
            .toBe(true);
          const { alt, chosen, shown } = await picture.evaluate((img: HTMLImageElement) => ({
            alt: img.alt,
            chosen: img.currentSrc,
            shown: img.getBoundingClientRect().width * devicePixelRatio,
          }));
          expect(alt.length, `the alt text on ${path}`).toBeGreaterThan(40);
          // Sharp on this screen (the copy the browser chose is at least the slot's width in device
          // pixels), and no more than it needs.
          const width = Number(new URL(chosen).searchParams.get('w'));
          expect(width, `the chosen copy's width against its slot's on ${path}`).toBeGreaterThanOrEqual(
            Math.round(shown),
          );
          expect(width, `the chosen copy's width against its slot's on ${path}`).toBeLessThanOrEqual(shown * 1.5);
        }
        const files = await Promise.all(
          fetched.map(async (f) => ({ width: f.url.searchParams.get('w'), bytes: await f.bytes })),
        );
        expect(
          files.filter((f) => !f.width),
          `full files fetched on ${path}`,
        ).toEqual([]);
        expect(
          files.reduce((sum, f) => sum + f.bytes, 0),
          `picture bytes on ${path}`,
        ).toBeLessThanOrEqual(count * 60 * 1024);
        expect(await horizontalOverflow(page), path).toBe(0);
      }
      if (!scripts) opened.expected.push(REFUSED_SCRIPTS);
    });
  }
});
