// A parent's errands on a phone (issue "Admissions and the facts parents come for"): whether
// admission is open and how to apply, the timings, the phone, the fees and the next event, each in
// at most two taps from Home; the school office a tap away from any page; an event into the
// phone's calendar; a news item shared, as WhatsApp previews it.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { baseUrl, DESKTOP, horizontalOverflow, PHONE } from './browser.ts';
import { dayInZone } from '../shared/dates.ts';
import type { EventItem, ListPage } from '../shared/types.ts';
import { useBrowser, useTestPages } from './site.ts';
import { getJson, school } from './content.ts';
import { dismissHomeDialogs, waitForContent } from './waits.ts';

const browser = useBrowser();
const open = useTestPages(browser);

describe('adding an event to a calendar from a phone', () => {
  test('the next event\'s "Add to calendar" gives a calendar file with that event alone', async () => {
    const { page } = await open(PHONE);
    await page.goto(`${baseUrl()}/events`);
    await waitForContent(page, '.event-card');
    const upcoming = page.locator('section', { has: page.getByRole('heading', { name: 'Upcoming events' }) });
    const first = upcoming.locator('.event-card').first();
    const title = (await first.locator('.event-card__title').textContent())!;
    const add = first.getByRole('link', { name: `Add to calendar: ${title}` });
    await add.scrollIntoViewIfNeeded();
    const [download] = await Promise.all([page.waitForEvent('download'), add.tap()]);
    expect(download.suggestedFilename()).toMatch(/^event-[A-Za-z0-9_-]+\.ics$/);
    const body = readFileSync((await download.path())!, 'utf8');
    expect(body.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(body.replace(/\r\n /g, '')).toContain(`SUMMARY:${title.replace(/([,;])/g, '\\$1')}`);
  });
});

describe('subscribing to the school calendar', () => {
  test('the events page links Google Calendar (https, for Android) and webcal: (for iPhone), with scripts off too', async () => {
    for (const scripts of [true, false]) {
      const opened = await open({ ...PHONE, javaScriptEnabled: scripts });
      const { page } = opened;
      await page.goto(`${baseUrl()}/events`);
      if (scripts) await waitForContent(page, '.event-card');
      const webcal = `${baseUrl().replace(/^http:/, 'webcal:')}/events.ics`;
      const google = page.getByRole('link', { name: 'Add to Google Calendar' });
      const url = new URL((await google.getAttribute('href'))!);
      expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
      expect(url.searchParams.get('cid')).toBe(webcal);
      expect(await page.getByRole('link', { name: 'Subscribe on iPhone or Outlook' }).getAttribute('href')).toBe(
        webcal,
      );
      if (!scripts)
        opened.errors.splice(
          0,
          opened.errors.length,
          ...opened.errors.filter((e) => !/^requestfailed: .*\.js csp$/.test(e)),
        );
    }
  });
});

describe('calling the office from a phone', () => {
  for (const scripts of [true, false]) {
    test(`every page's header has a call button (and WhatsApp), on screen and large enough to tap, scripts ${scripts ? 'on' : 'off'}`, async () => {
      const opened = await open({ ...PHONE, javaScriptEnabled: scripts });
      const { page } = opened;
      for (const path of ['/', '/about', '/news', '/feeStructure', '/Tc']) {
        await page.goto(`${baseUrl()}${path}`);
        if (scripts) {
          await waitForContent(page);
          if (path === '/') await dismissHomeDialogs(page);
        }
        const header = page.locator('header.site-header');
        const call = header.getByRole('link', { name: `Call ${school.phone.display}` });
        expect(await call.getAttribute('href'), path).toBe(`tel:${school.phone.tel}`);
        const whatsapp = header.getByRole('link', { name: 'WhatsApp the office' });
        expect(await whatsapp.getAttribute('href'), path).toBe(`https://wa.me/${school.whatsapp}`);
        for (const link of [call, whatsapp]) {
          const box = (await link.boundingBox())!;
          expect(box, path).not.toBeNull();
          expect(Math.min(box.width, box.height), `tap target on ${path}`).toBeGreaterThanOrEqual(44);
          expect(box.x + box.width, `inside the screen on ${path}`).toBeLessThanOrEqual(360);
        }
        // The school's short name keeps its words whole beside them: at most two lines.
        const name = header.locator('.brand__name--short');
        const lineHeight = await name.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
        expect((await name.boundingBox())!.height, `the short name's lines on ${path}`).toBeLessThanOrEqual(
          lineHeight * 2 + 1,
        );
        expect(await horizontalOverflow(page), path).toBe(0);
      }
      // With scripts off, the browser refuses the pages' script files, as it should.
      if (!scripts)
        opened.errors.splice(
          0,
          opened.errors.length,
          ...opened.errors.filter((e) => !/^requestfailed: .*\.js csp$/.test(e)),
        );
    });
  }

  test('on a laptop the header spells the number out instead', async () => {
    const { page } = await open(DESKTOP);
    await page.goto(`${baseUrl()}/about`);
    await waitForContent(page);
    const header = page.locator('header.site-header');
    expect(await header.locator('.header-quick').isVisible()).toBe(false);
    const spelt = header
      .locator('.header-contact')
      .getByRole('link', { name: new RegExp(school.phone.display.replace(/[+]/g, '\\+')) });
    expect(await spelt.getAttribute('href')).toBe(`tel:${school.phone.tel}`);
  });
});

describe('a parent’s errands from Home at 360 px, in at most two taps', () => {
  test('whether admission is open and how to apply: one tap on "Admissions", scripts on and off', async () => {
    for (const scripts of [true, false]) {
      const opened = await open({ ...PHONE, javaScriptEnabled: scripts });
      const { page } = opened;
      await page.goto(`${baseUrl()}/`);
      if (scripts) {
        await waitForContent(page, '.home-news__item');
        await dismissHomeDialogs(page);
      }
      // Home's banner already says it, in the school's words.
      const banner = page.getByRole('region', { name: 'Online Registration' });
      expect(await banner.textContent()).toMatch(/Registration .*(opens on|is open now|closed on)/);
      await page.getByRole('link', { name: 'Admissions', exact: true }).tap();
      await page.waitForURL(`${baseUrl()}/registration`);
      const status = page.getByRole('region', { name: /^Registration / });
      // The URL changes as the navigation starts; the page follows when its data is in.
      await status.waitFor();
      expect(await status.textContent()).toMatch(/(opens on|is open now|closed on) \d{1,2} [A-Z][a-z]+ \d{4}/);
      const apply = page.getByRole('region', { name: 'How to apply' });
      expect(await apply.getByRole('link', { name: /Call the office/ }).getAttribute('href')).toBe(
        `tel:${school.phone.tel}`,
      );
      expect(await apply.getByRole('link', { name: /WhatsApp/ }).getAttribute('href')).toBe(
        `https://wa.me/${school.whatsapp}`,
      );
      expect(await apply.textContent()).toContain(school.officeHours);
      expect(await page.getByText(/^Updated \d{1,2} [A-Z][a-z]+ \d{4}$/).isVisible()).toBe(true);
      if (!scripts)
        opened.errors.splice(
          0,
          opened.errors.length,
          ...opened.errors.filter((e) => !/^requestfailed: .*\.js csp$/.test(e)),
        );
    }
  });

  test('the school timings, the phone and the fee structure are on Home; the fees are one tap away', async () => {
    const { page } = await open(PHONE);
    await page.goto(`${baseUrl()}/`);
    await waitForContent(page, '.home-news__item');
    await dismissHomeDialogs(page);
    const glance = page.getByRole('region', { name: 'At a glance' });
    await glance.scrollIntoViewIfNeeded();
    const text = (await glance.textContent())!;
    expect(text).toContain(`Summer: ${school.timings!.summer}`);
    expect(text).toContain(`Winter: ${school.timings!.winter}`);
    expect(await glance.getByRole('link', { name: school.phone.display }).getAttribute('href')).toBe(
      `tel:${school.phone.tel}`,
    );
    await glance.getByRole('link', { name: school.pdfs.feeStructure.label }).tap();
    await page.waitForURL(`${baseUrl()}/feestructure`);
    // The address changes before the new page is drawn: wait for the link rather than look once.
    await page.getByRole('link', { name: /Download PDF/ }).waitFor({ state: 'visible' });
  });

  test("next week's event is Home's first event, and two taps put an event into the phone's calendar", async () => {
    const { page } = await open(PHONE);
    await page.goto(`${baseUrl()}/`);
    await waitForContent(page, '.home-news__item');
    await dismissHomeDialogs(page);
    const events = await getJson<ListPage<EventItem>>('/bff/events?year=all');
    const today = dayInZone(new Date());
    const soonest = events.items
      .filter((e) => e.date && e.date >= today)
      .sort((a, b) => (a.date! < b.date! ? -1 : 1))[0]!;
    const block = page.getByRole('region', { name: 'Events' });
    await block.scrollIntoViewIfNeeded();
    expect(await block.locator('.home-card__title').first().textContent(), 'the first event on Home').toBe(
      soonest.title,
    );

    await block.getByRole('link', { name: 'View all events' }).tap();
    await page.waitForURL(`${baseUrl()}/events`);
    await waitForContent(page, '.event-card');
    const add = page.getByRole('link', { name: /^Add to calendar: / }).first();
    await add.scrollIntoViewIfNeeded();
    const [download] = await Promise.all([page.waitForEvent('download'), add.tap()]);
    expect(readFileSync((await download.path())!, 'utf8').match(/BEGIN:VEVENT/g)).toHaveLength(1);
  });
});

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
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', {
        value: (data: ShareData) => {
          (window as unknown as { shared: ShareData }).shared = data;
          return Promise.resolve();
        },
      });
    });
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
    opened.errors.splice(
      0,
      opened.errors.length,
      ...opened.errors.filter((e) => !/^requestfailed: .*\.js csp$/.test(e)),
    );
  });
});
