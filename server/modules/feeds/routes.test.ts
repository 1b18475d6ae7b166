import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ICAL from 'ical.js';
import Parser from 'rss-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventItem, ListPage, NewsItem } from '../../../shared/types.ts';
import { startHarness, type Harness } from '../../testing/harness.ts';
import { eventTimes } from './event-time.ts';

describe('calendar and news feeds', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ PUBLIC_URL: 'https://www.school.example' });
  });
  afterAll(async () => {
    await h.close();
  });

  it("holds the school year's holidays and term dates as all-day entries, a run of days ending the day after its last", async () => {
    const calendar = new ICAL.Component(ICAL.parse((await h.app.inject('/events.ics')).body));
    const vevents = calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
    const christmas = vevents.find((v) => v.uid.startsWith('year-holiday-2026-12-25-christmas@'));
    expect(christmas?.summary).toBe('Christmas');
    expect(christmas?.startDate.isDate).toBe(true);
    expect(christmas?.startDate.toString()).toBe('2026-12-25');
    expect(christmas?.endDate.toString()).toBe('2026-12-26');
    expect(christmas?.description).toBe('Holiday');
    expect(christmas?.component.getFirstPropertyValue('url')).toBe('https://www.school.example/calendar');
    const winter = vevents.find((v) => v.summary === 'Winter vacation')!;
    expect([winter.startDate.toString(), winter.endDate.toString()]).toEqual(['2026-12-28', '2027-01-10']);
    expect(winter.description).toBe('Holiday. School reopens on Monday 11 January.');
    const term = vevents.find((v) => v.summary === 'Second term')!;
    expect([term.startDate.toString(), term.endDate.toString()]).toEqual(['2026-10-01', '2027-04-01']);
  });

  it('serves the upcoming events and those of the past year as RFC 5545 that a calendar parser reads back', async () => {
    const res = await h.app.inject('/events.ics');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers.etag).toBeTruthy();
    // RFC 5545: CRLF line ends, lines folded at 75 octets.
    expect(res.body).toContain('\r\n');
    for (const line of res.body.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);

    const calendar = new ICAL.Component(ICAL.parse(res.body));
    const vevents = calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
    const dated = (await h.app.inject('/bff/events?year=all')).json<ListPage<EventItem>>().items.filter((e) => e.date);
    const today = h.app.schools.all[0]!.clock.today();
    const yearAgo = `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;
    const events = dated.filter((e) => e.date! >= yearAgo);
    // The demo's events span more than a year back: older ones are left out, so a subscribed
    // calendar does not fill with years of past events.
    expect(events.length).toBeGreaterThanOrEqual(10);
    expect(dated.length).toBeGreaterThan(events.length);
    expect(events.some((e) => e.date! >= today)).toBe(true);
    // The provider's events, then every day of school-year.yaml.
    const year = h.app.schools.all[0]!.content.current.schoolYear!;
    expect(vevents).toHaveLength(events.length + year.days.length);
    const byUid = new Map(vevents.map((v) => [v.uid, v]));
    for (const event of events) {
      const vevent = byUid.get(`${event.id}@www.school.example`);
      expect(vevent, event.title).toBeDefined();
      expect(vevent!.summary).toBe(event.title);
      expect(vevent!.location ?? '').toBe(event.venue);
      expect(vevent!.description).toContain(event.description);
      expect(vevent!.component.getFirstPropertyValue('url')).toBe(
        `https://www.school.example/events?id=${encodeURIComponent(event.id)}`,
      );
      const times = eventTimes(event.date!, event.time, 'Asia/Kolkata');
      if (times.allDay) {
        expect(vevent!.startDate.isDate).toBe(true);
        expect(vevent!.startDate.toString()).toBe(event.date);
      } else {
        expect(vevent!.startDate.toJSDate().toISOString()).toBe(times.start.toISOString());
      }
      expect(String(calendar.getFirstPropertyValue('prodid'))).toContain('school-website');
    }
    // Stable UIDs: a second fetch describes the same events, so calendars update instead of duplicating.
    const again = new ICAL.Component(ICAL.parse((await h.app.inject('/events.ics')).body));
    expect(
      again
        .getAllSubcomponents('vevent')
        .map((c) => new ICAL.Event(c).uid)
        .sort(),
    ).toEqual([...byUid.keys()].sort());
  });

  it('gives one event as a calendar file to add, and refuses an unknown or malformed id', async () => {
    const [event] = (await h.app.inject('/bff/events')).json<ListPage<EventItem>>().items.filter((e) => e.date);
    const res = await h.app.inject(`/events.ics?id=${event!.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="event-${event!.id}.ics"`);
    const vevents = new ICAL.Component(ICAL.parse(res.body))
      .getAllSubcomponents('vevent')
      .map((c) => new ICAL.Event(c));
    expect(vevents.map((v) => [v.uid, v.summary])).toEqual([[`${event!.id}@www.school.example`, event!.title]]);
    const unknown = await h.app.inject('/events.ics?id=no-such-event');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/no such event/);
    const bad = await h.app.inject('/events.ics?id=a%0AEND:VCALENDAR');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('The event id is not valid.');
  });

  it('escapes commas, semicolons and new lines in text', async () => {
    const res = await h.app.inject('/events.ics');
    const unfolded = res.body.replace(/\r\n /g, '');
    for (const line of unfolded.split('\r\n').filter((l) => l.startsWith('SUMMARY:') || l.startsWith('DESCRIPTION:'))) {
      expect(line).not.toMatch(/(?<!\\)[,;]/);
    }
  });

  it('serves news as RSS 2.0 that a feed parser reads back', async () => {
    const res = await h.app.inject('/news.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const feed = await new Parser().parseString(res.body);
    const news = (await h.app.inject('/bff/news?year=all')).json<ListPage<NewsItem>>().items.filter((n) => n.date);
    expect(feed.title).toContain('News');
    expect(feed.link).toBe('https://www.school.example/news');
    expect(feed.items).toHaveLength(news.length);
    for (const [i, item] of feed.items.entries()) {
      expect(item.title).toBe(news[i]!.title);
      expect(item.contentSnippet ?? item.content ?? '').toContain(news[i]!.description.slice(0, 40));
      expect(new Date(item.pubDate!).toISOString().slice(0, 10)).toBe(news[i]!.date);
      // Each entry opens that item's own page.
      expect(item.link).toBe(`https://www.school.example/news?id=${encodeURIComponent(news[i]!.id)}`);
    }
  });

  it('keeps answering the feeds from the cache when the provider fails', async () => {
    await h.app.inject('/events.ics');
    h.provider.switches.failStatus = 500;
    try {
      expect((await h.app.inject('/events.ics')).statusCode).toBe(200);
      expect((await h.app.inject('/news.xml')).statusCode).toBe(200);
    } finally {
      h.provider.reset();
    }
  });
});

describe("the feeds in the school's words", () => {
  let h: Harness;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'school-feeds-'));
    cpSync(join(import.meta.dirname, '..', '..', '..', 'content'), dir, {
      recursive: true,
      filter: (src) => !src.endsWith('.ts'),
    });
    writeFileSync(
      join(dir, 'words.yaml'),
      [
        'lang: hi',
        'feeds:',
        "  calendarName: '{school} के कार्यक्रम'",
        "  newsTitle: '{school}: समाचार'",
        "  newsDescription: '{school} के समाचार'",
      ].join('\n'),
    );
    h = await startHarness({ PUBLIC_URL: 'https://www.school.example', CONTENT_DIR: dir });
  });
  afterAll(async () => {
    await h.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('names the calendar and the news feed, and gives their language, in them', async () => {
    const calendar = new ICAL.Component(ICAL.parse((await h.app.inject('/events.ics')).body));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe("St. Columba's Diocesan School के कार्यक्रम");
    const feed = await new Parser().parseString((await h.app.inject('/news.xml')).body);
    expect(feed.title).toBe("St. Columba's Diocesan School: समाचार");
    expect(feed.description).toMatch(/^St\. Columba's Diocesan School, .+ के समाचार$/);
    expect(feed.language).toBe('hi');
  });
});
