// The school year a parent asks about (school-year.yaml): the next holiday on Home's first screens,
// the holidays in a subscribed calendar, "chutti" in search, and an event into an Android calendar.
import { describe, expect, test } from 'vitest';
import { daySpan, type SchoolYearData } from '../shared/school-year.ts';
import { DATE_WORDS } from '../shared/words/dates.ts';
import { ENGLISH_WORDS, fillWords } from '../shared/words.ts';
import { baseUrl, horizontalOverflow, PHONE } from './browser.ts';
import { REFUSED_SCRIPTS, useBrowser, useTestPages } from './site.ts';
import { CONTENT_OF, dismissHomeDialogs, waitForContent } from './waits.ts';

const open = useTestPages(useBrowser());
const words = ENGLISH_WORDS.year;

/** The year as the server sees it today (the example's dates are fixed; the day is the host's). */
async function schoolYear(): Promise<SchoolYearData> {
  const res = await fetch(`${baseUrl()}/bff/school-year`);
  expect(res.status).toBe(200);
  return (await res.json()) as SchoolYearData;
}

describe('the next holiday', () => {
  for (const scripts of [true, false]) {
    test(`Home names it with its day within the first two screens of a 360 px phone (scripts ${scripts ? 'on' : 'off'})`, async () => {
      const { next, ended } = await schoolYear();
      const opened = await open({ ...PHONE, javaScriptEnabled: scripts, reducedMotion: 'reduce' });
      const { page } = opened;
      await page.goto(`${baseUrl()}/`);
      if (scripts) {
        await waitForContent(page);
        await dismissHomeDialogs(page);
      }
      const line = page.locator('.home-intro__next');
      // After the year's last day there is none: the page says so rather than name an old one.
      const expected = next
        ? `${next.from <= (await schoolYear()).today ? words.holidayNow : words.nextHoliday}: ${fillWords(words.holidayLine, { name: next.name, day: daySpan(next, words.range, DATE_WORDS) })}`
        : words.noMoreHolidays;
      expect(ended || next !== null, 'the example year has a holiday to come until its end').toBe(true);
      expect(await line.textContent()).toMatch(new RegExp(`^${expected.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
      const box = (await line.boundingBox())!;
      expect(box.y + box.height, 'the line ends within two screens').toBeLessThanOrEqual(2 * PHONE.viewport!.height);
      await Promise.all([page.waitForURL(/\/calendar$/), line.getByRole('link').tap()]);
      // With scripts the address changes before the calendar's route has drawn its page.
      if (scripts) await waitForContent(page, CONTENT_OF['/calendar']);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(ENGLISH_WORDS.pages['/calendar']);
      if (next) expect(await page.locator('.school-year__next').textContent()).toContain(next.name);
      expect(await horizontalOverflow(page)).toBe(0);
      if (!scripts) opened.expected.push(REFUSED_SCRIPTS);
    });
  }

  test('search for "chutti" (holiday, as parents say it) lists the next holiday first', async () => {
    const { next } = await schoolYear();
    const opened = await open({ ...PHONE, javaScriptEnabled: false });
    await opened.page.goto(`${baseUrl()}/search?q=chutti`);
    const first = opened.page.locator('.search-hit__title').first();
    if (next) {
      expect(await first.textContent()).toBe(next.name);
      expect(await first.getAttribute('href')).toBe(`/calendar#month-${next.from.slice(0, 7)}`);
    }
    opened.expected.push(REFUSED_SCRIPTS);
  });
});

describe("the school year in a phone's calendar", () => {
  test('/events.ics holds every holiday and term of the year beside the events', async () => {
    const { year } = await schoolYear();
    const body = (await (await fetch(`${baseUrl()}/events.ics`)).text()).replace(/\r\n /g, '');
    for (const day of year.days.filter((d) => d.kind === 'holiday' || d.kind === 'term')) {
      const start = `DTSTART;VALUE=DATE:${day.from.replaceAll('-', '')}`;
      expect(body, day.name).toMatch(new RegExp(`${start}[\\s\\S]*?SUMMARY:${day.name}\\r\\n`));
    }
  });

  test('on Android, "Add to calendar" opens Google Calendar\'s new event for that day', async () => {
    const opened = await open({
      ...PHONE,
      userAgent:
        'Mozilla/5.0 (Linux; Android 13; SM-A045F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    });
    const { page } = opened;
    await page.goto(`${baseUrl()}/events`);
    await waitForContent(page, '.event-card');
    const card = page.locator('.event-card', { has: page.locator('.event-card__link--calendar') }).first();
    const title = (await card.locator('.event-card__title').textContent())!;
    const day = (await card.locator('time').getAttribute('datetime'))!;
    const href = await card.getByRole('link', { name: `${words.addToCalendar}: ${title}` }).getAttribute('href');
    const url = new URL(href!);
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('text')).toBe(title);
    expect(url.searchParams.get('dates')?.split('/')[0]).toBe(day.replaceAll('-', ''));
  });
});
