import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Feed } from 'feed';
import ical from 'ical-generator';
import type { School } from '../../../shared/content-schema.ts';
import { sortNewestFirst } from '../../../shared/list-filters.ts';
import type { EventItem, NewsItem } from '../../../shared/types.ts';
import { eventTimes } from './event-time.ts';
import { OWN_COMPRESSION, sendJson } from '../../cache/cached-body.ts';
import { errorBody } from '../../plugins/errors.ts';
import { ALBUM_ID } from '../../../shared/schemas/requests.ts';
import { schoolAndCity } from '../../../shared/school-parts.ts';
import { fillWords, type Words } from '../../../shared/words.ts';
import { APP_PAGES } from '../../../shared/app-pages.ts';
import { yearEvents, type YearEvent } from './year-events.ts';

// Events as iCalendar (RFC 5545) and news as RSS 2.0, built once per upstream and content version.

const PAGES = { events: '/events', news: '/news' } as const;

/** An item's own page (the client's itemPaths), which a feed entry links to. */
const itemPage = (page: string, id: string) => `${page}?id=${encodeURIComponent(id)}`;

const EventQuery = Type.Object({
  id: Type.Optional(
    Type.String({
      pattern: ALBUM_ID.source,
      description: "One event's id: that event alone, as a file to open in a calendar app",
    }),
  ),
});

const feeds: FastifyPluginAsyncTypebox = async (app) => {
  const { cachePolicy: policy } = app;

  app.get(
    '/events.ics',
    {
      ...OWN_COMPRESSION,
      config: { validationMessage: 'The event id is not valid.' },
      schema: {
        summary:
          'School events as an iCalendar feed (webcal-subscribable): upcoming ones and those of the past year; with ?id=, one event to add to a calendar',
        tags: ['feeds'],
        querystring: EventQuery,
      },
    },
    async (request, reply) => {
      const { sources, responses, publicUrl: base, timeZone, clock } = request.school;
      const entry = await sources.eventsAll();
      const { school, words, version } = request.school.content.current;
      const { id } = request.query;
      if (id !== undefined) {
        const event = entry.value.find((e) => e.id === id && e.date);
        if (!event)
          return reply
            .code(404)
            .send(errorBody(404, 'There is no such event. It may have been removed; see the events page.'));
        reply.header('content-disposition', `attachment; filename="event-${id}.ics"`);
        return sendJson(request, reply, responses, {
          key: `/events.ics?id=${id}`,
          version: `eventsAll:${entry.version}:${version}`,
          type: 'text/calendar; charset=utf-8',
          policy,
          build: () => calendar(school, words, [event], [], base, new Date(entry.fetchedAt), timeZone),
        });
      }
      // A year of the past is enough (subscribers keep what they had) and keeps the feed small for phones.
      const today = clock.today();
      const since = `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;
      const { schoolYear } = request.school.content.current;
      reply.header('content-disposition', 'inline; filename="school-events.ics"');
      return sendJson(request, reply, responses, {
        key: '/events.ics',
        version: `eventsAll:${entry.version}:${version}:${since}`,
        type: 'text/calendar; charset=utf-8',
        policy,
        build: () =>
          calendar(
            school,
            words,
            entry.value.filter((e) => e.date !== null && e.date >= since),
            schoolYear ? yearEvents(schoolYear, words.year) : [],
            base,
            new Date(entry.fetchedAt),
            timeZone,
          ),
      });
    },
  );

  app.get(
    '/news.xml',
    { ...OWN_COMPRESSION, schema: { summary: 'School news as an RSS 2.0 feed', tags: ['feeds'] } },
    async (request, reply) => {
      const { sources, responses, publicUrl: base } = request.school;
      const entry = await sources.newsAll();
      const { school, words, version } = request.school.content.current;
      return sendJson(request, reply, responses, {
        key: '/news.xml',
        version: `newsAll:${entry.version}:${version}`,
        type: 'application/rss+xml; charset=utf-8',
        policy,
        build: () => newsFeed(school, words, entry.value, base),
      });
    },
  );

  function calendar(
    school: School,
    words: Words,
    events: EventItem[],
    yearDays: readonly YearEvent[],
    base: string,
    stamp: Date,
    timeZone: string,
  ): string {
    const host = new URL(base).host;
    const cal = ical({
      name: fillWords(words.feeds.calendarName, { school: school.name }),
      description: fillWords(words.feeds.calendarDescription, { school: schoolAndCity(school) }),
      prodId: {
        company: school.shortName ?? school.name,
        product: 'school-website',
        language: words.lang.toUpperCase(),
      },
      url: `${base}${PAGES.events}`,
      // How often calendar apps should poll.
      ttl: 6 * 60 * 60,
    });
    for (const event of events) {
      if (!event.date) continue;
      const times = eventTimes(event.date, event.time, timeZone);
      const description = [
        event.description,
        event.time ? fillWords(words.feeds.time, { time: event.time }) : '',
        event.attachment ? fillWords(words.feeds.attachment, { url: `${base}${event.attachment}` }) : '',
      ]
        .filter(Boolean)
        .join('\n\n');
      cal.createEvent({
        // Stable, so a re-fetch updates the entry instead of adding a copy.
        id: `${event.id}@${host}`,
        start: times.start,
        end: times.end,
        allDay: times.allDay,
        stamp,
        summary: event.title,
        description,
        ...(event.venue ? { location: event.venue } : {}),
        url: `${base}${itemPage(PAGES.events, event.id)}`,
      });
    }
    // The school year's days, all-day (DTEND is the day after the last, as RFC 5545 counts).
    for (const day of yearDays) {
      const start = new Date(`${day.from}T00:00:00Z`);
      const end = new Date(Date.parse(`${day.to}T00:00:00Z`) + 86_400_000);
      cal.createEvent({
        id: `${day.id}@${host}`,
        start,
        end,
        allDay: true,
        stamp,
        summary: day.summary,
        description: day.description,
        url: `${base}${APP_PAGES.schoolYear.path}`,
      });
    }
    return cal.toString();
  }

  function newsFeed(school: School, words: Words, news: NewsItem[], base: string): string {
    const sorted = sortNewestFirst(news);
    const newest = sorted.find((n) => n.date)?.date;
    const feed = new Feed({
      title: fillWords(words.feeds.newsTitle, { school: school.name }),
      description: fillWords(words.feeds.newsDescription, { school: schoolAndCity(school) }),
      id: `${base}${PAGES.news}`,
      link: `${base}${PAGES.news}`,
      language: words.lang,
      copyright: `© ${school.name}`,
      ...(newest ? { updated: new Date(`${newest}T00:00:00Z`) } : {}),
      generator: school.shortName ?? school.name,
      feedLinks: { rss: `${base}/news.xml` },
    });
    for (const item of sorted) {
      if (!item.date) continue;
      const link = `${base}${itemPage(PAGES.news, item.id)}`;
      feed.addItem({
        title: item.title,
        id: `${base}${PAGES.news}#${item.id}`,
        link,
        description: item.description,
        date: new Date(`${item.date}T00:00:00Z`),
        ...(item.attachment
          ? {
              enclosure: {
                url: `${base}${item.attachment}`,
                type: item.attachment.endsWith('.pdf') ? 'application/pdf' : 'image/jpeg',
              },
            }
          : {}),
      });
    }
    return feed.rss2();
  }
};

export default feeds;
