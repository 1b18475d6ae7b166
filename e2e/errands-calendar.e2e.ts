// An event into a phone's calendar: one event's file, and the school calendar to subscribe to.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { baseUrl, PHONE } from './browser.ts';
import { REFUSED_SCRIPTS, useBrowser, useTestPages } from './site.ts';
import { waitForContent } from './waits.ts';

const open = useTestPages(useBrowser());

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
      if (!scripts) opened.expected.push(REFUSED_SCRIPTS);
    }
  });
});
