// A parent's errands on a phone, each in at most two taps from Home: whether admission is open and
// how to apply, the timings, the phone, the fees and the next event.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { dayInZone } from '../shared/dates.ts';
import { timingsOn } from '../shared/school-parts.ts';
import type { EventItem, ListPage } from '../shared/types.ts';
import { baseUrl, PHONE } from './browser.ts';
import { getJson, school, words } from './content.ts';
import { REFUSED_SCRIPTS, useBrowser, useTestPages } from './site.ts';
import { dismissHomeDialogs, waitForContent } from './waits.ts';

const open = useTestPages(useBrowser());

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
      const banner = page.getByRole('region', { name: 'Admissions' });
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
        `https://wa.me/${school.whatsapp}?text=${encodeURIComponent(words.header.whatsappGreeting)}`,
      );
      expect(await apply.textContent()).toContain(school.officeHours);
      expect(await page.getByText(/^Updated \d{1,2} [A-Z][a-z]+ \d{4}$/).isVisible()).toBe(true);
      if (!scripts) opened.expected.push(REFUSED_SCRIPTS);
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
    // Today's season's hours (school.yaml names each row's season); the contact page lists them all.
    const today = timingsOn(school.timings, dayInZone(new Date()));
    expect(today.length, "one season's hours").toBe(1);
    for (const row of school.timings)
      expect(text.includes(`${row.label}: ${row.hours}`), row.label).toBe(today.includes(row));
    // And at the top of Home, among the errands.
    expect(await page.getByRole('link', { name: /^School hours today: / }).textContent()).toBe(
      `School hours today: ${today[0]!.hours}`,
    );
    expect(await glance.getByRole('link', { name: school.phone.display }).getAttribute('href')).toBe(
      `tel:${school.phone.tel}`,
    );
    await glance.getByRole('link', { name: school.pdfs!.feeStructure!.label }).tap();
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
