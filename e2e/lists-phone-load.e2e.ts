// What a list costs a phone: one opened photo's bytes, and the event cards laid out (and their
// photos fetched) only as they come near the screen.
import type { Locator } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import type { ListPage } from '../shared/types.ts';
import { baseUrl, PHONE } from './browser.ts';
import { getJson } from './content.ts';
import { useBrowser, useTestPages } from './site.ts';
import { CONTENT_OF, waitForContent } from './waits.ts';

const browser = useBrowser();

describe('a list on a phone', () => {
  const open = useTestPages(browser);

  test('opening one photo of an album at 360 px (pixel ratio 2) costs at most 400 KB, its neighbours included, and no original', async () => {
    const { page } = await open(PHONE);
    const albums = await getJson<ListPage<{ id: string }>>('/bff/gallery?year=all');
    await page.goto(`${baseUrl()}/subGallery?id=${albums.items[0]!.id}`);
    await waitForContent(page, CONTENT_OF['/subGallery']);
    // What the grid's thumbnails may still fetch is not the opened photo's cost.
    const thumbnails = new Set(
      await page.locator('main img').evaluateAll((imgs) =>
        (imgs as HTMLImageElement[]).flatMap((img) => [
          img.src,
          ...img.srcset
            .split(',')
            .filter((candidate) => candidate.trim() !== '')
            .map((candidate) => new URL(candidate.trim().split(/\s+/)[0]!, location.href).href),
        ]),
      ),
    );
    const photos: { url: string; bytes: Promise<number> }[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'image' && !thumbnails.has(response.url()))
        photos.push({ url: response.url(), bytes: response.body().then((body) => body.length) });
    });
    await page.locator('.photo-grid__button').nth(1).tap();
    const lightbox = page.getByRole('dialog');
    const shown = lightbox.locator('.yarl__slide_current img');
    await expect
      .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
        message: 'the opened photo is shown',
      })
      .toBe(true);
    // The shown photo is sharp on this screen: at least as wide as the slide in device pixels.
    const { natural, slide } = await shown.evaluate((img: HTMLImageElement) => ({
      natural: img.naturalWidth,
      slide: img.getBoundingClientRect().width * devicePixelRatio,
    }));
    expect(natural, "the photo's width against the slide's, in device pixels").toBeGreaterThanOrEqual(
      Math.min(slide, 1600) - 1,
    );
    // The neighbours the lightbox keeps ready have loaded too.
    await expect
      .poll(
        () =>
          lightbox
            .locator('img')
            .evaluateAll((imgs) => imgs.length >= 2 && (imgs as HTMLImageElement[]).every((img) => img.complete)),
        { message: "the lightbox's photos loaded" },
      )
      .toBe(true);
    const fetched = await Promise.all(photos.map(async (p) => ({ url: new URL(p.url), bytes: await p.bytes })));
    const total = fetched.reduce((sum, p) => sum + p.bytes, 0);
    expect(fetched.length, 'the photo and its neighbours were fetched').toBeGreaterThanOrEqual(2);
    expect(
      fetched
        .filter((p) => p.url.pathname.startsWith('/bff/media/') && !p.url.searchParams.has('w'))
        .map((p) => p.url.pathname),
      'originals fetched',
    ).toEqual([]);
    expect(
      total,
      `bytes for one opened photo: ${fetched.map((p) => `${p.url.pathname.split('/').pop()}${p.url.search} ${p.bytes}`).join(', ')}`,
    ).toBeLessThanOrEqual(400 * 1024);
  });

  test('/events lays out the cards near the first screen only, and the rest (with their photos) as they are scrolled to', async () => {
    const { page } = await open(PHONE);
    const fetched = new Set<string>();
    page.on('request', (r) => {
      if (r.resourceType() === 'image' && r.url().includes('/bff/media/')) fetched.add(new URL(r.url()).pathname);
    });
    await page.goto(`${baseUrl()}/events`);
    await waitForContent(page, CONTENT_OF['/events']);
    await page.waitForLoadState('load');
    // false for what the browser skips until it comes near the screen (content-visibility: auto)
    const laidOut = (selector: string) =>
      page.locator(selector).evaluateAll((els) => els.map((el) => el.checkVisibility({ contentVisibilityAuto: true })));
    const cards = await laidOut('.event-card > article');
    expect(cards[0], 'the first card').toBe(true);
    expect(cards.at(-1), 'the last card, screens below').toBe(false);
    expect(await laidOut('.site-footer > *'), 'the footer').not.toContain(true);

    const photos = new Set(
      await page
        .locator('.event-card__image')
        .evaluateAll((imgs) =>
          imgs
            .map((img) => new URL((img as HTMLImageElement).src).pathname)
            .filter((path) => path.startsWith('/bff/media/')),
        ),
    );
    expect(photos.size, 'the demo shows more event photos than one phone screen holds').toBeGreaterThan(4);
    expect(fetched.size, `photos fetched at load: ${[...fetched].join(', ')}`).toBeLessThanOrEqual(3);

    // Each card is scrolled to by its box, which it has before it is laid out (its article has none);
    // scrolled far past, it is skipped again.
    const shown = (el: Locator) => el.evaluate((e) => e.checkVisibility({ contentVisibilityAuto: true }));
    for (const [box, el] of [
      ...(await page.locator('.event-card').all()).map((card) => [card, card.locator('> article')] as const),
      [page.locator('.site-footer'), page.locator('.site-footer > *').first()] as const,
    ]) {
      await box.scrollIntoViewIfNeeded();
      await expect.poll(() => shown(el), { message: 'laid out once scrolled to' }).toBe(true);
    }
    await expect
      .poll(() => [...photos].filter((path) => !fetched.has(path)), {
        message: 'photos not fetched after scrolling past every card',
      })
      .toEqual([]);
  });
});
