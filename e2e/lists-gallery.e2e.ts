// The gallery → album → lightbox → back, by pointer and keyboard, and an album address that
// names no album.
import { describe, expect, test } from 'vitest';
import { formatDate } from '../shared/dates.ts';
import { DATE_WORDS } from '../shared/words/dates.ts';
import type { GalleryAlbum } from '../shared/types.ts';
import { baseUrl, DESKTOP } from './browser.ts';
import { getJson } from './content.ts';
import { isFocused } from './keyboard.ts';
import { listTools } from './lists.ts';
import { NOT_FOUND, useBrowser, useTestPage } from './site.ts';
import { clickToGrow, CONTENT_OF, waitForContent } from './waits.ts';

const t = useTestPage(useBrowser(), DESKTOP);
const { here, texts } = listTools(t);

describe('gallery → album → lightbox → back', () => {
  test('an album card opens its album, a photo opens the lightbox, keyboard moves and closes it, back returns', async () => {
    await t.page.goto(`${baseUrl()}/gallery`);
    await waitForContent(t.page, CONTENT_OF['/gallery']);
    const card = t.page.locator('.gallery-card').first();
    const title = (await card.locator('.gallery-card__title').textContent())!.trim();

    // The whole card is the link (the title link's area covers it): click the card's picture area.
    await card.click({ position: { x: 40, y: 40 } });
    await t.page.waitForURL(/\/subGallery\?id=/);
    const id = here().searchParams.get('id')!;
    const album = await getJson<GalleryAlbum>(`/bff/gallery/${id}`);
    expect(album.title, 'the album opened is the card clicked').toBe(title);
    await waitForContent(t.page, CONTENT_OF['/subGallery']);

    expect(await t.page.locator('main h1').textContent()).toBe(album.title);
    const facts = Object.fromEntries(
      await t.page
        .locator('.sub-gallery__facts > div')
        .evaluateAll((rows) =>
          rows.map((row) => [row.querySelector('dt')?.textContent ?? '', row.querySelector('dd')?.textContent ?? '']),
        ),
    );
    expect(facts, 'the album facts').toEqual({
      'Event date': formatDate(album.date, DATE_WORDS),
      'Updated on': formatDate(album.updatedAt, DATE_WORDS),
      'Total photos': String(album.total),
    });
    const thumbs = t.page.locator('.photo-grid__button');
    // Twelve at first, and "Show more" adds the rest twelve at a time.
    expect(await thumbs.count(), 'one thumbnail per photo, up to 12').toBe(Math.min(12, album.photos.length));
    for (let shown = 12; shown < album.photos.length; shown += 12) {
      await clickToGrow(
        t.page,
        t.page.getByRole('button', { name: `Show ${Math.min(12, album.photos.length - shown)} more` }),
        () =>
          expect
            .poll(() => thumbs.count(), { message: `thumbnails after showing more than ${shown}` })
            .toBe(Math.min(shown + 12, album.photos.length)),
        'the album',
      );
    }
    expect(album.photos.length, 'the first album has enough photos to page through').toBeGreaterThanOrEqual(3);

    // Open the second photo.
    const opener = thumbs.nth(1);
    await opener.click();
    const lightbox = t.page.getByRole('dialog');
    await lightbox.waitFor();
    const current = lightbox.locator('.yarl__slide_current img');
    const n = album.photos.length;
    await expect
      .poll(() => current.getAttribute('alt'), { message: 'the photo shown first' })
      .toBe(`Photo 2 of ${n}: ${album.title}`);

    expect(await lightbox.getByRole('button', { name: 'Zoom in' }).count(), 'the lightbox offers zoom').toBe(1);

    await t.page.keyboard.press('ArrowRight');
    await expect
      .poll(() => current.getAttribute('alt'), { message: 'the photo after ArrowRight' })
      .toBe(`Photo 3 of ${n}: ${album.title}`);

    await t.page.keyboard.press('Escape');
    await lightbox.waitFor({ state: 'detached' });
    await expect
      .poll(() => isFocused(opener), { message: 'focus returns to the thumbnail that opened the lightbox' })
      .toBe(true);

    await t.page.getByRole('link', { name: 'Back to gallery' }).click();
    await t.page.waitForURL(`${baseUrl()}/gallery`);
    await waitForContent(t.page, CONTENT_OF['/gallery']);

    // Browser back returns to the album, and back again to the gallery.
    await t.page.goBack();
    await t.page.waitForURL(`${baseUrl()}/subGallery?id=${id}`);
    await expect.poll(() => t.page.locator('main h1').textContent()).toBe(album.title);
    await t.page.goBack();
    await t.page.waitForURL(`${baseUrl()}/gallery`);
    await waitForContent(t.page, CONTENT_OF['/gallery']);
    expect(await texts('.gallery-card__title'), 'the gallery after browser back').toContain(title);
  });

  test('an album address without an id or with an unknown id says so and links back', async () => {
    for (const url of ['/subGallery', '/subGallery?id=000000000000000000000000']) {
      await t.page.goto(`${baseUrl()}${url}`);
      await t.page.getByRole('heading', { name: 'Album not found' }).waitFor();
      expect(await t.page.getByRole('link', { name: 'Back to gallery' }).getAttribute('href'), url).toBe('/gallery');
    }
    // The unknown album is answered 404, which Chromium logs as a failed resource: expected here.
    t.expected.push(NOT_FOUND);
  });
});
