import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { EventItem, HomeData, ListPage, NewsItem } from '../../shared/types.ts';
import { ANNUAL_DAY, BAD_DATES, get, repairs, SAFE_ID, useHostileApp } from './hostile-provider.fixtures.ts';

// Hostile event ids and dates must neither break a page nor inject lines into the calendar.

useHostileApp();

describe('calendar injection through an event id', () => {
  it('keeps the id to safe characters in /bff/events', async () => {
    const res = await get('/bff/events?year=all');
    expect(res.statusCode).toBe(200);
    const page = res.json<ListPage<EventItem>>();
    const annual = page.items.find((e) => e.title === 'Annual Day');
    expect(annual?.id).toMatch(SAFE_ID);
    expect(page.items.every((e) => SAFE_ID.test(e.id))).toBe(true);
  });

  it("gives /events.ics one event beside the school year's days, and no injected lines", async () => {
    const res = await get('/events.ics');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('SUMMARY:Injected');
    expect(res.body).not.toContain('UID:evil');
    const all = new ICAL.Component(ICAL.parse(res.body)).getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
    // school-year.yaml's days have ids of their own (year-<kind>-<day>-<name>).
    const vevents = all.filter((e) => !e.uid.startsWith('year-'));
    expect(all.length - vevents.length).toBeGreaterThan(20);
    expect(res.body.match(/BEGIN:VEVENT/g)).toHaveLength(all.length);
    expect(vevents.map((e) => e.summary)).toEqual(['Annual Day']);
    expect(vevents[0]!.uid).not.toMatch(/[\r\n]/);
  });
});

describe('dates a JavaScript Date cannot hold', () => {
  it.each(['/bff/news?year=all', '/bff/events?year=all', '/news.xml', '/events.ics', '/bff/home'])(
    '%s answers 200',
    async (url) => {
      expect((await get(url)).statusCode).toBe(200);
    },
  );

  it('keeps the items with date null, and a good date as it was', async () => {
    const newsPage = (await get('/bff/news?year=all')).json<ListPage<NewsItem>>();
    const eventsPage = (await get('/bff/events?year=all')).json<ListPage<EventItem>>();
    for (const [name] of BAD_DATES) {
      expect(newsPage.items.find((n) => n.id === `n-${name}`)?.date, name).toBeNull();
      expect(eventsPage.items.find((e) => e.id === `e-${name}`)?.date, name).toBeNull();
    }
    expect(newsPage.items.find((n) => n.id === 'n-good')?.date).toBe('2025-03-14');
    expect(eventsPage.items.find((e) => e.title === 'Annual Day')?.date).toBe(ANNUAL_DAY);
    const home = (await get('/bff/home')).json<HomeData>();
    expect(home.degraded).toEqual([]);
    expect(home.news.find((n) => n.id === 'n-good')?.date).toBe('2025-03-14');
    expect(home.news.filter((n) => n.id.startsWith('n-') && n.date === null).length).toBeGreaterThan(0);
    expect((await get('/news.xml')).body).toContain('Sports day results');
  });

  it('logs a warning naming each repaired record', async () => {
    await get('/bff/home');
    for (const route of ['news', 'newsAll', 'events', 'eventsAll']) {
      const ids = repairs(route)
        .filter((r) => r.fix === 'unreadable date')
        .map((r) => r.id);
      const prefix = route.startsWith('news') ? 'n-' : 'e-';
      expect(ids, route).toEqual(expect.arrayContaining(BAD_DATES.map(([name]) => `${prefix}${name}`)));
    }
  });
});
