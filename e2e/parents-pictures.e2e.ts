// Pictures: an album named by its heading and in its lightbox, the text pages' pictures each a
// phone-sized copy, never the full file, and the photos of Home and the lists no larger than their slot.
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

// The photos of Home and the lists: each copy fetched is the smallest of the server's widths that covers
// its slot on this screen (srcset with true `sizes`), the first ones (loaded before layout) included.
describe('the photos of Home and the lists', () => {
  const screens = [
    ['360 px, scripts on', PHONE, true],
    ['360 px, scripts off', PHONE, false],
    ['1366 px', { viewport: { width: 1366, height: 900 }, deviceScaleFactor: 1 }, true],
  ] as const;
  for (const [screen, options, scripts] of screens) {
    test(`each photo is the smallest copy that covers its slot, ${screen}`, async () => {
      const [album] = await galleryAlbums();
      const opened = await open({ ...options, javaScriptEnabled: scripts });
      const { page } = opened;
      if (!scripts) opened.expected.push(REFUSED_SCRIPTS);
      const pages = ['/', '/news', '/gallery', '/events', '/topperX', `/subGallery?id=${album!.id}`];
      const checked: string[] = [];
      // A copy already fetched on an earlier page is reused from the cache, even a larger one.
      const fetched = new Set<string>();
      page.on('response', (response) => fetched.add(response.url()));
      for (const path of pages) {
        const earlier = new Set(fetched);
        await page.goto(`${baseUrl()}${path}`);
        if (scripts) await waitForContent(page, CONTENT_OF[path.split('?')[0]!]);
        // Photos offered at several widths, in the page's flow (a carousel's later slides aside).
        const photos = page.locator('main img[srcset]');
        for (const photo of (await photos.all()).slice(0, 8)) {
          if (!(await photo.isVisible())) continue;
          await photo.scrollIntoViewIfNeeded();
          const inFlow = await photo.evaluate((img: HTMLImageElement) => {
            const box = img.getBoundingClientRect();
            return box.width > 0 && box.left >= 0 && box.right <= innerWidth;
          });
          if (!inFlow) continue;
          await expect
            .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc !== ''), {
              message: `a photo on ${path}`,
            })
            .toBe(true);
          const { url, chosen, slot, offered } = await photo.evaluate((img: HTMLImageElement) => ({
            url: img.currentSrc,
            chosen: Number(new URL(img.currentSrc).searchParams.get('w')),
            slot: img.getBoundingClientRect().width * devicePixelRatio,
            offered: img.srcset.split(',').map((c) => Number(/(\d+)w\s*$/.exec(c)![1])),
          }));
          const smallest = offered.find((w) => w >= Math.round(slot)) ?? Math.max(...offered);
          if (!(earlier.has(url) && chosen > smallest))
            expect(chosen, `the copy of a photo ${Math.round(slot)} device px wide on ${path}`).toBe(smallest);
          checked.push(path);
        }
      }
      // Every page had photos to check.
      expect(new Set(checked)).toEqual(new Set(pages));
    });
  }
});
