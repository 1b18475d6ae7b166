// What a parent sees on a phone and a laptop (issue "A site parents enjoy"): tables that fit, a fee
// page to read rather than a shrunken PDF, a real top of Home, results that say what found
// nothing, album and event headings that make sense, and a sample certificate of this school.
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { MESSAGES } from '../shared/messages.ts';
import { axeViolations, baseUrl, DESKTOP, horizontalOverflow, PHONE } from './browser.ts';
import { useBrowser, useTestPages } from './site.ts';
import { galleryAlbums, school } from './content.ts';
import { clickToGrow, CONTENT_OF, dismissHomeDialogs, waitForContent } from './waits.ts';

const browser = useBrowser();
const open = useTestPages(browser);

const WIDTHS: Array<[string, BrowserContextOptions]> = [
  ['360 px', PHONE],
  ['1280 px', DESKTOP],
];

for (const [where, options] of WIDTHS) {
  describe(`at ${where}`, () => {
    test('no content table is wider than its box, and on a phone each value is under its column name', async () => {
      const { page } = await open(options);
      for (const path of ['/registration', '/feestructure', '/examinationAndPromotion', '/outFit']) {
        await page.goto(`${baseUrl()}${path}`);
        await waitForContent(page);
        const tables = page.locator('table.content-table');
        expect(await tables.count(), `tables on ${path}`).toBeGreaterThan(0);
        const cut = await tables.evaluateAll((list) =>
          list
            .filter((t) => t.getBoundingClientRect().width > (t.parentElement?.clientWidth ?? 0) + 1)
            .map((t) => t.querySelector('caption')?.textContent),
        );
        expect(cut, `tables wider than their box on ${path}`).toEqual([]);
        expect(await horizontalOverflow(page), `overflow on ${path}`).toBe(0);
      }
      await page.goto(`${baseUrl()}/registration`);
      await waitForContent(page);
      // The rule that showed as "At least 6…" on a phone is there in full, and on screen, in a
      // table of three columns, which stays a table on a phone.
      const rule = page.locator('td', { hasText: 'At least 60% in every subject' });
      expect(await rule.isVisible()).toBe(true);
      const box = (await rule.boundingBox())!;
      expect(box.x + box.width, 'the rule ends inside the window').toBeLessThanOrEqual(options.viewport!.width);
      expect(
        await rule.evaluate((el) => getComputedStyle(el, '::before').content),
        "no name beside a narrow table's value",
      ).toBe('none');
      expect(await page.getByRole('columnheader', { name: 'Other conditions' }).isVisible()).toBe(true);
      // The fee table's seven columns do not fit a phone: each value sits beside its name there.
      await page.goto(`${baseUrl()}/feestructure`);
      await waitForContent(page);
      const fee = page
        .getByRole('row', { name: /^I - II / })
        .locator('td')
        .first();
      expect(
        await fee.evaluate((el) => getComputedStyle(el, '::before').content),
        'the column name beside the value',
      ).toBe(options === PHONE ? '"Admission fee (once)"' : 'none');
    });

    test('the fee structure reads as a page, with the PDF to download', async () => {
      const { page } = await open(options);
      await page.goto(`${baseUrl()}/feestructure`);
      await waitForContent(page);
      expect(await page.getByRole('table', { name: /School fees for the session/ }).isVisible()).toBe(true);
      expect(await page.locator('td', { hasText: '36,000' }).first().isVisible(), 'a yearly total').toBe(true);
      expect(
        await page.locator('td', { hasText: '51,000' }).first().isVisible(),
        'the first year, with the admission fee',
      ).toBe(true);
      expect(await page.getByRole('link', { name: /Download PDF/ }).isVisible()).toBe(true);
      // A phone shows the page's tables instead of the PDF at 30 % in an 800 px frame.
      expect(await page.locator('iframe.pdf-page__frame').isVisible(), 'the PDF frame').toBe(options !== PHONE);
      expect(await axeViolations(page)).toEqual([]);
    });

    test("Home starts with the school's name, its welcome and two ways onward", async () => {
      const { page } = await open(options);
      await page.goto(`${baseUrl()}/`);
      await waitForContent(page, CONTENT_OF['/']);
      await dismissHomeDialogs(page);
      const hero = page.locator('.home-intro');
      expect(await hero.getByRole('heading', { level: 1 }).textContent()).toBe(school.name);
      const box = (await hero.boundingBox())!;
      expect(box.y + box.height, 'the hero fits the first screen').toBeLessThanOrEqual(options.viewport!.height);
      for (const [name, path] of [
        ['Admissions', '/registration'],
        ['Contact us', '/contact'],
      ] as const) {
        const link = hero.getByRole('link', { name });
        expect(await link.isVisible(), name).toBe(true);
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

    test('a search that finds nothing says so beside the placeholder, and "clear filters" brings the list back', async () => {
      const { page } = await open(options);
      await page.goto(`${baseUrl()}/news?year=all&q=zzzqqq`);
      await waitForContent(page, CONTENT_OF['/news']);
      const none = page.locator('.list-status__none');
      expect(await none.textContent()).toBe('No results for “zzzqqq”: clear filters');
      await none.getByRole('button', { name: 'clear filters' }).click();
      await page.waitForURL(`${baseUrl()}/news`);
      await expect.poll(() => page.locator('.news-list > .news-item').count()).toBeGreaterThan(0);
      expect(await none.count()).toBe(0);
    });

    test('a carousel that shows one card at a time fades from card to card: no moment shows two half cards', async () => {
      const { page } = await open(options);
      await page.goto(`${baseUrl()}/`);
      await waitForContent(page, CONTENT_OF['/']);
      await dismissHomeDialogs(page);
      await page.mouse.move(1, 1);
      // Tall enough to show every carousel, so that all of them play.
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
      await expect
        .poll(async () => (await seen()).pending, { message: 'one-card carousels yet to move twice', timeout: 120_000 })
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
        // The gap under the shorter column was 400 px of 1,000 (the About column, beside the news).
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

    test('news and events show 12 at a time, with "Show more" for the rest', async () => {
      const { page } = await open(options);
      for (const [path, item] of [
        ['/news', '.news-list > .news-item'],
        ['/events', '.event-card'],
      ] as const) {
        await page.goto(`${baseUrl()}${path}?year=all`);
        await waitForContent(page, CONTENT_OF[path]);
        const total = Number((await page.locator('.list-status__count').textContent())!.match(/\d+/)![0]);
        expect(total, `${path}: enough items to page (else this test checks nothing)`).toBeGreaterThan(24);
        expect(await page.locator(item).count(), `${path}: shown at first`).toBe(12);
        expect(await page.locator('.show-more p').textContent()).toMatch(new RegExp(`^Showing 12 of ${total} `));
        await clickToGrow(
          page,
          page.getByRole('button', { name: 'Show 12 more' }),
          () => expect.poll(() => page.locator(item).count(), { message: `${path}: after one "Show more"` }).toBe(24),
          path,
        );
        // Focus on the first item added, so the keyboard reads on from there.
        expect(
          await page.evaluate((sel) => [...document.querySelectorAll(sel)].indexOf(document.activeElement!), item),
          `${path}: focused item`,
        ).toBe(12);
        // Still reachable without scrolling back: the button stays under the list.
        expect(await page.getByRole('button', { name: /^Show \d+ more$/ }).isVisible()).toBe(true);
      }
    });

    test('a text page lists its sections and the pages beside it: beside the text at 1280, under it on a phone', async () => {
      const { page } = await open(options);
      await page.goto(`${baseUrl()}/about`);
      await waitForContent(page);
      const sections = page.getByRole('navigation', { name: 'On this page' });
      const nearby = page.getByRole('navigation', { name: 'More in About' });
      expect(await nearby.getByRole('link').allTextContents()).toEqual([
        'Introduction',
        'Aims & Objectives',
        'Our Motto',
      ]);
      expect(await nearby.getByRole('link', { name: 'Introduction' }).getAttribute('aria-current')).toBe('page');
      const prose = (await page.locator('.prose').boundingBox())!;
      const aside = (await nearby.boundingBox())!;
      if (options === DESKTOP) {
        // Beside the text, reaching the content's right edge: no blank right third.
        expect(aside.x, 'the list starts right of the text').toBeGreaterThan(prose.x + prose.width);
        const contentRight = await page
          .locator('.page-body')
          .evaluate((el) => el.getBoundingClientRect().right - parseFloat(getComputedStyle(el).paddingRight));
        expect(contentRight - (aside.x + aside.width), 'space left at the right').toBeLessThan(2);
        const first = sections.getByRole('link').first();
        const id = (await first.getAttribute('href'))!.slice(1);
        await first.click();
        await expect
          .poll(() =>
            page.evaluate((target) => Math.round(document.getElementById(target)!.getBoundingClientRect().top), id),
          )
          .toBeLessThan(60);
      } else {
        expect(await sections.isVisible(), 'the sections list on a phone').toBe(false);
        expect(aside.y, 'the nearby pages come after the text').toBeGreaterThan(prose.y + prose.height);
      }
      expect(await axeViolations(page)).toEqual([]);
    });

    test('no link leads to an example address, and nothing says "coming soon": the portal page gives the office instead', async () => {
      const { page } = await open(options);
      for (const path of ['/', '/ParentPortal', '/ERPSoftware']) {
        await page.goto(`${baseUrl()}${path}`);
        await waitForContent(page, CONTENT_OF[path]);
        if (path === '/') await dismissHomeDialogs(page);
        const hrefs = await page
          .locator('a[href]')
          .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
        expect(
          hrefs.filter((href) => /^https?:\/\/([^/]+\.)?(example|example\.(com|net|org))(\/|:|$)/.test(href)),
          `links to example addresses on ${path}`,
        ).toEqual([]);
        expect(await page.getByText(/coming soon/i).count(), `"coming soon" on ${path}`).toBe(0);
      }
      // The portal's address is not set: the page says what the portal is for, and how to reach the office.
      await page.goto(`${baseUrl()}/ParentPortal`);
      await waitForContent(page, CONTENT_OF['/ParentPortal']);
      expect(await page.getByRole('heading', { name: 'Ask the office' }).isVisible()).toBe(true);
      expect(await page.locator('main a[href^="tel:"]').count(), 'a phone link on the portal page').toBeGreaterThan(0);
      await page.goto(`${baseUrl()}/`);
      await waitForContent(page, CONTENT_OF['/']);
      expect(
        await page.locator('.home-quick').getByText('Online Payment').count(),
        'a tile for the unset payment address',
      ).toBe(0);
    });

    test('on a phone the header is one compact row that stays on screen; on a laptop it scrolls away', async () => {
      const { page } = await open(options);
      await page.goto(`${baseUrl()}/news?year=all`);
      await waitForContent(page, CONTENT_OF['/news']);
      await page.evaluate(() => window.scrollTo(0, 2000));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1500);
      const header = (await page.locator('.site-header').boundingBox())!;
      if (options === PHONE) {
        expect(Math.round(header.y), 'the header at the top of the screen').toBe(0);
        expect(header.height, 'a compact header').toBeLessThanOrEqual(64);
        expect(await page.locator('.site-header .brand').innerText()).toBe(school.shortName);
        const menu = page.getByRole('button', { name: 'Menu' });
        await menu.click();
        expect(
          await page.getByRole('link', { name: 'Photo Gallery' }).first().isVisible(),
          'the menu opens from there',
        ).toBe(true);
      } else {
        expect(header.y + header.height, 'the header scrolled away').toBeLessThan(0);
      }
    });

    test('a long page has a way back to the top', async () => {
      const { page } = await open(options);
      await page.goto(`${baseUrl()}/news?year=all`);
      await waitForContent(page, CONTENT_OF['/news']);
      const back = page.getByRole('link', { name: /Back to top/ });
      await back.scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => window.scrollY), 'scrolled down to the link').toBeGreaterThan(500);
      await back.click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });

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

    test('events: upcoming first under their own heading, then past ones; attachments say their kind and size', async () => {
      const { page } = await open(options);
      await page.goto(`${baseUrl()}/events?year=all`);
      await waitForContent(page, CONTENT_OF['/events']);
      const groups = await page.locator('.events-page__group-heading').allTextContents();
      expect(groups.length, 'at least one group').toBeGreaterThan(0);
      expect(groups.filter((g) => g !== 'Upcoming events' && g !== 'Past events')).toEqual([]);
      if (groups.length === 2) expect(groups).toEqual(['Upcoming events', 'Past events']);
      // Only an event still to come can be added to a calendar.
      const past = page.locator('section', { has: page.getByRole('heading', { name: 'Past events' }) }).last();
      expect(await past.getByRole('link', { name: /^Add to calendar/ }).count(), 'calendar links on past events').toBe(
        0,
      );
      // Sizes come from the provider; a list loaded before it answered has them on a later load.
      const unsized = async () => {
        await page.reload();
        await waitForContent(page, CONTENT_OF['/events']);
        const texts = await page.locator('.event-card__link:not(.event-card__link--calendar)').allTextContents();
        expect(texts.length, 'events with attachments').toBeGreaterThan(0);
        return texts.filter((text) => !/^View attachment \((PDF|image|Word), \d+(\.\d)? (bytes|KB|MB)\)$/.test(text));
      };
      await expect.poll(unsized, { timeout: 120_000, interval: 2000 }).toEqual([]);
    });

    test("the sample transfer certificate names this school, and a failure gives the office's number", async () => {
      const { page, errors } = await open(options);
      await page.goto(`${baseUrl()}/Tc`);
      await waitForContent(page, 'form.tc-form');
      const sample = page.getByRole('img', { name: /Sample transfer certificate/ });
      expect(await sample.textContent()).toContain(school.name);
      expect(await sample.textContent()).not.toContain('SCHOOL NAME');
      await page.getByLabel('Student Name').fill('Nobody Known');
      await page.getByLabel('Admission Number').fill('XX0000-0000');
      await page.getByRole('button', { name: 'Submit' }).click();
      const error = page.locator('.tc-form__error');
      await expect.poll(() => error.textContent()).toContain(MESSAGES.tcNotFound);
      const call = error.getByRole('link', { name: school.phone.display });
      expect(await call.getAttribute('href')).toBe(`tel:${school.phone.tel}`);
      expect(await call.isVisible()).toBe(true);
      // The refused request is the case under test.
      errors.splice(0, errors.length, ...errors.filter((e) => !/status of 404/.test(e)));
    });
  });
}

// Long tables on a phone (issue "The phone in a parent's hand", item 8): a parent goes to one class
// or month in a tap, and a total is the sum of the fees beside it.
describe('long tables at 360 px', () => {
  /** The tapped row's place: below the sticky header and on screen. */
  async function landed(page: Page, row: Locator): Promise<void> {
    const header = (await page.locator('.site-header').boundingBox())!;
    const box = (await row.boundingBox())!;
    expect(box.y, 'the row starts below the header').toBeGreaterThanOrEqual(header.y + header.height - 1);
    expect(box.y, 'the row starts on screen').toBeLessThan(PHONE.viewport!.height / 2);
    expect(await row.evaluate((el) => el.matches(':target')), 'the row is marked').toBe(true);
  }

  for (const scripts of [true, false]) {
    test(`a tap on "VI - VIII" shows its fees, and its totals add up, scripts ${scripts ? 'on' : 'off'}`, async () => {
      const opened = await open({ ...PHONE, javaScriptEnabled: scripts });
      const { page } = opened;
      await page.goto(`${baseUrl()}/feestructure`);
      if (scripts) await waitForContent(page);
      const jump = page.getByRole('navigation', { name: 'Jump to a class' });
      expect(await jump.getByRole('link').allTextContents()).toEqual([
        'Nursery, LKG, UKG',
        'I - II',
        'III - V',
        'VI - VIII',
        'IX - X (ICSE)',
        'XI - XII Science (ISC)',
        'XI - XII Commerce / Humanities (ISC)',
      ]);
      await jump.getByRole('link', { name: 'VI - VIII' }).tap();
      await page.waitForURL(/#row-vi-viii$/);
      const row = page.getByRole('row', { name: /^VI - VIII / });
      await expect.poll(async () => (await row.boundingBox())?.y ?? -1).toBeLessThan(PHONE.viewport!.height / 2);
      await landed(page, row);
      // What the parent reads in the card: the fees, then each year's total and the first year's.
      const amounts = (await row.locator('td').allTextContents()).map((t) => Number(t.replaceAll(',', '')));
      const [admission, quarter, annual, lab, year, firstYear] = amounts as [
        number,
        number,
        number,
        number,
        number,
        number,
      ];
      expect(year).toBe(quarter * 4 + annual + lab);
      expect(firstYear).toBe(year + admission);
      expect(await row.locator('td').last().isVisible()).toBe(true);
      if (!scripts)
        opened.errors.splice(
          0,
          opened.errors.length,
          ...opened.errors.filter((e) => !/^requestfailed: .*\.js csp$/.test(e)),
        );
    });
  }

  test('the calendar goes to a month in a tap, and the timetable is a table of rows, not a pile of cards', async () => {
    const { page } = await open(PHONE);
    await page.goto(`${baseUrl()}/calender`);
    await waitForContent(page);
    await page.getByRole('navigation', { name: 'Jump to a month' }).getByRole('link', { name: 'November 2025' }).tap();
    await page.waitForURL(/#row-november-2025$/);
    const november = page.getByRole('row', { name: /^November 2025 / });
    await expect.poll(async () => (await november.boundingBox())?.y ?? -1).toBeLessThan(PHONE.viewport!.height / 2);
    await landed(page, november);
    expect(await november.textContent()).toContain("Children's Day");

    await page.goto(`${baseUrl()}/timetable`);
    await waitForContent(page);
    const paper = page.getByRole('row', { name: /25 February 2026/ });
    const tops = await paper
      .locator('td')
      .evaluateAll((cells) => cells.map((c) => Math.round(c.getBoundingClientRect().top)));
    expect(tops, 'date, day and subject side by side').toHaveLength(3);
    expect(new Set(tops).size, 'date, day and subject side by side').toBe(1);
    expect(await page.getByRole('columnheader', { name: 'Subject' }).first().isVisible()).toBe(true);
    expect(await horizontalOverflow(page)).toBe(0);
  });
});

// Pictures on the Infrastructure and Outfit pages (issue "The phone in a parent's hand", items 6
// and 7): each shown, at the size of a phone's screen, never the full file.
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
      if (!scripts)
        opened.errors.splice(
          0,
          opened.errors.length,
          ...opened.errors.filter((e) => !/^requestfailed: .*\.js csp$/.test(e)),
        );
    });
  }
});
