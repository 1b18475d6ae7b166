// The top of Home as a parent meets it: the school's name and the errands, each one tap, the classes open for
// registration, carousels that fade one card at a time, and a balanced page.
import { describe, expect, test } from 'vitest';
import { baseUrl, DESKTOP, PHONE } from './browser.ts';
import { school } from './content.ts';
import { useParentPages, WIDTHS } from './parents.ts';
import { CONTENT_OF, dismissHomeDialogs, waitForContent } from './waits.ts';

const open = useParentPages();

for (const [where, options] of WIDTHS) {
  describe(`at ${where}`, () => {
    test("Home starts with the school's name, its welcome and the errands parents come for, each one tap", async () => {
      const { page } = await open(options);
      await page.goto(`${baseUrl()}/`);
      await waitForContent(page, CONTENT_OF['/']);
      await dismissHomeDialogs(page);
      const hero = page.locator('.home-intro');
      expect(await hero.getByRole('heading', { level: 1 }).textContent()).toBe(school.name);
      const box = (await hero.boundingBox())!;
      expect(box.y + box.height, 'the hero fits the first screen').toBeLessThanOrEqual(options.viewport!.height);
      for (const [name, path] of [
        [/^Fees$/, '/feestructure'],
        [/^Admissions$/, '/registration'],
        [/^Next holiday: /, '/calendar'],
        [/^School hours today: /, '/contact'],
        [/^Transfer Certificate$/, '/Tc'],
        [/^Contact us$/, '/contact'],
      ] as const) {
        const link = hero.getByRole('link', { name });
        expect(await link.isVisible(), String(name)).toBe(true);
        expect(await link.getAttribute('href')).toBe(path);
      }
    });

    test('the classes open for registration are the same on Home and on the registration page', async () => {
      const { page } = await open(options);
      await page.goto(`${baseUrl()}/`);
      await waitForContent(page, CONTENT_OF['/']);
      await dismissHomeDialogs(page);
      const banner = (await page.locator('.home-registration__title').first().textContent()) ?? '';
      const onHome = banner.match(/LKG|Nursery|Class [IVX]+/g) ?? [];
      expect(onHome.length, `classes named on Home: "${banner}"`).toBeGreaterThan(0);
      await page.goto(`${baseUrl()}/registration`);
      await waitForContent(page);
      const rows = await page
        .getByRole('table', { name: 'Eligibility for registration' })
        .locator('tbody th')
        .allTextContents();
      for (const cls of onHome) expect(rows, `${cls}, named on Home, on the registration page`).toContain(cls);
    });

    test('a carousel that shows one card at a time fades from card to card: no moment shows two half cards', async () => {
      const { page } = await open(options);
      await page.goto(`${baseUrl()}/`);
      await waitForContent(page, CONTENT_OF['/']);
      await dismissHomeDialogs(page);
      await page.mouse.move(1, 1);
      // Tall enough to show every carousel at once.
      await page.setViewportSize({
        width: options.viewport!.width,
        height: await page.evaluate(() => document.documentElement.scrollHeight),
      });
      // Every frame until each carousel that shows one slide has moved twice, so that one whole fade
      // of each was watched: each slide of it that can be seen, whole or cut by the carousel's edge.
      await page.evaluate(() => {
        const list = [...document.querySelectorAll<HTMLElement>('.home-page [aria-roledescription="carousel"]')];
        const fading = list.filter((c) => getComputedStyle(c).getPropertyValue('--fade').trim() === '1');
        const watch = { fading: fading.map((c) => c.getAttribute('aria-label')!), cut: [] as string[], pending: [''] };
        (window as unknown as { fadeWatch: typeof watch }).fadeWatch = watch;
        const firsts = new Map<Element, string | null>();
        const moves = new Map<Element, number>(fading.map((c) => [c, 0]));
        const frame = () => {
          for (const carousel of fading) {
            const box = carousel.querySelector('.carousel__viewport')!.getBoundingClientRect();
            for (const slide of carousel.querySelectorAll<HTMLElement>('.carousel__slide')) {
              const r = slide.getBoundingClientRect();
              const inView = r.right > box.left + 1 && r.left < box.right - 1;
              const whole = r.left >= box.left - 1 && r.right <= box.right + 1;
              const label = carousel.getAttribute('aria-label')!;
              if (inView && !whole && Number(getComputedStyle(slide).opacity) > 0 && !watch.cut.includes(label))
                watch.cut.push(label);
            }
            const first =
              carousel.querySelector('.carousel__slide:not([aria-hidden])')?.getAttribute('data-index') ?? null;
            if (firsts.has(carousel) && firsts.get(carousel) !== first) moves.set(carousel, moves.get(carousel)! + 1);
            firsts.set(carousel, first);
          }
          watch.pending = fading.filter((c) => moves.get(c)! < 2).map((c) => c.getAttribute('aria-label')!);
          if (watch.pending.length > 0) requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      });
      const seen = () =>
        page.evaluate(
          () => (window as unknown as { fadeWatch: { fading: string[]; cut: string[]; pending: string[] } }).fadeWatch,
        );
      // A parent taps Next twice on each, letting each fade finish (CAROUSEL_TIMING's 450 ms).
      for (const label of (await seen()).fading) {
        const next = page
          .locator(`.home-page [aria-roledescription="carousel"][aria-label="${label}"]`)
          .getByRole('button', {
            name: 'Next slide',
          });
        for (let tap = 0; tap < 2; tap++) {
          await next.click();
          await page.waitForTimeout(600);
        }
      }
      await expect
        .poll(async () => (await seen()).pending, { message: 'one-card carousels yet to move twice' })
        .toEqual([]);
      const { fading, cut } = await seen();
      // On a phone all six show one card; at 1280 the main slider and the three blocks of people do,
      // and the events and gallery rows slide as rows (three and four cards).
      expect(fading.length, `one-card carousels: ${fading.join(', ')}`).toBe(options === PHONE ? 6 : 4);
      expect(cut, 'carousels that showed a cut card').toEqual([]);
    });

    test('Home is balanced: columns that end together, headings in a row that line up, even tiles, round portraits', async () => {
      const { page } = await open(options);
      await page.goto(`${baseUrl()}/`);
      await waitForContent(page, CONTENT_OF['/']);
      await dismissHomeDialogs(page);
      const layout = await page.evaluate(() => {
        const bottom = (el: Element) => Math.max(...[...el.children].map((c) => c.getBoundingClientRect().bottom));
        const row = (sel: string) =>
          [...document.querySelectorAll(sel)]
            .map((e) => e.getBoundingClientRect())
            .map((r) => [Math.round(r.top), Math.round(r.height)]);
        const tiles = [...document.querySelectorAll('.home-quick__list > li')].map((li) => li.getBoundingClientRect());
        return {
          top: document.querySelector('.home-news')!.getBoundingClientRect().top,
          news: bottom(document.querySelector('.home-news')!),
          about: bottom(document.querySelector('.home-about')!),
          peopleHeadings: row('.home-columns--three .home-section__header'),
          tileWidths: [...new Set(tiles.slice(0, tiles.length - (tiles.length % 2)).map((r) => Math.round(r.width)))],
          lastTileFull:
            tiles.length % 2 === 1
              ? Math.round(tiles.at(-1)!.width) ===
                Math.round(document.querySelector('.home-quick__list')!.getBoundingClientRect().width)
              : true,
          portraits: [...document.querySelectorAll('.home-management .home-card__photo')].map(
            (img) => getComputedStyle(img).borderRadius,
          ),
        };
      });
      if (options === DESKTOP) {
        // The news and About columns end within a quarter of their height of each other.
        const gap = Math.abs(layout.news - layout.about) / (Math.max(layout.news, layout.about) - layout.top);
        expect(gap, `news end at ${layout.news}, about us at ${layout.about}`).toBeLessThan(0.25);
        // Toppers of X, birthdays, toppers of XII: same top, same height.
        expect(
          new Set(layout.peopleHeadings.map((h) => h.join())).size,
          `headings ${JSON.stringify(layout.peopleHeadings)}`,
        ).toBe(1);
      } else {
        expect(layout.tileWidths.length, `quick-link tile widths ${layout.tileWidths}`).toBe(1);
        expect(layout.lastTileFull, 'an odd last tile takes the whole row').toBe(true);
      }
      expect(layout.portraits.length).toBe(4);
      expect(
        layout.portraits.every((r) => r === '50%'),
        `portrait corners ${layout.portraits}`,
      ).toBe(true);
    });
  });
}
