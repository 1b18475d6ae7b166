import { describe, expect, it } from 'vitest';
import { normalizeEvents, normalizeNews } from './normalize.ts';
import { ctx } from './normalize.fixtures.ts';

// News and events: what each list keeps, skips and reports (field readers: normalize-values-*.test.ts).

describe('normalizing messy provider records', () => {
  it('repairs news: missing attachments, empty and day-first dates, duplicate ids, fromDate', () => {
    const c = ctx();
    const news = normalizeNews(
      [
        {
          _id: 'a1',
          title: ' Sports Day ',
          description: 'Races',
          date: '2025-01-09T18:30:00.000Z',
          attachments: ['public/Images/news/a.jpg'],
        },
        { _id: 'a2', title: 'No attachments key', date: '2024-03-01' },
        { _id: 'a3', title: 'Empty date', date: '', fromDate: '2024-04-02T18:30:00.000Z', attachments: [] },
        { _id: 'a4', title: 'Day first', date: '15/07/2024', attachments: null },
        { _id: 'a1', title: 'Same id, other news', date: '2024-01-01' },
        'not a record',
        {
          _id: 'a5',
          title: 'Hostile attachment',
          date: '2024-01-01',
          attachments: ['../../etc/passwd.jpg', 'https://evil.example/x.jpg'],
        },
        { _id: 'a6', title: 'Nonsense date', date: 'next week' },
      ],
      c,
    );
    expect(news.map((n) => [n.id, n.title, n.date, n.attachment])).toEqual([
      ['a1', 'Sports Day', '2025-01-10', '/bff/media/public/Images/news/a.jpg'],
      ['a2', 'No attachments key', '2024-03-01', null],
      ['a3', 'Empty date', '2024-04-03', null],
      ['a4', 'Day first', '2024-07-15', null],
      ['a1-2', 'Same id, other news', '2024-01-01', null],
      ['a5', 'Hostile attachment', '2024-01-01', null],
      ['a6', 'Nonsense date', null, null],
    ]);
    expect(c.report.skipped.map((s) => s.reason)).toEqual(['not an object']);
    expect(c.report.repaired).toContainEqual({ id: 'a1', fix: 'duplicate id, kept as a1-2' });
    expect(c.report.repaired).toContainEqual({ id: 'a6', fix: 'unreadable date' });
  });

  it('treats a non-list answer as empty', () => {
    const c = ctx();
    expect(normalizeNews({ message: 'oops' }, c)).toEqual([]);
    expect(c.report.skipped).toEqual([{ index: -1, reason: 'not a list' }]);
    expect(normalizeNews(undefined, ctx())).toEqual([]);
  });
});

describe('what each list keeps, skips and reports', () => {
  it('keeps news with a title or a description only, dated by createdAt as a last resort', () => {
    const c = ctx();
    const news = normalizeNews(
      [
        { _id: 'n1', title: 'PTM on Saturday', description: 'Parents meet class teachers.', date: '2024-08-03' },
        {
          _id: 'n2',
          title: '',
          description: 'School closed tomorrow due to rain.',
          createdAt: '2024-07-30T04:00:00.000Z',
        },
        { _id: 'n3', title: ' ', description: null, date: '2024-08-01' },
      ],
      c,
    );
    expect(news).toEqual([
      {
        id: 'n1',
        title: 'PTM on Saturday',
        description: 'Parents meet class teachers.',
        date: '2024-08-03',
        attachment: null,
      },
      { id: 'n2', title: '', description: 'School closed tomorrow due to rain.', date: '2024-07-30', attachment: null },
    ]);
    expect(c.report).toEqual({ skipped: [{ index: 2, reason: 'no title or description' }], repaired: [] });
  });

  it('normalizes events: fromDate, time, the images list before a lone image, untitled ones skipped', () => {
    const c = ctx();
    const events = normalizeEvents(
      [
        {
          _id: 'e1',
          title: 'Annual Fete',
          description: 'Stalls and games',
          fromDate: '2024-12-01T18:30:00.000Z',
          time: '10:00 AM',
          venue: ' Main Ground ',
          images: ['public/Images/events/1.jpg', 'public/Images/events/2.jpg'],
          image: 'public/Images/events/cover.jpg',
          attachments: ['public/pdf/fete.pdf'],
        },
        { _id: 'e2', title: 'Science Fair', date: '2024-11-20', images: [], image: 'public/Images/events/fair.jpg' },
        { _id: 'e3', description: 'No title', date: '2024-11-21' },
      ],
      c,
    );
    expect(events).toEqual([
      {
        id: 'e1',
        title: 'Annual Fete',
        description: 'Stalls and games',
        date: '2024-12-02',
        time: '10:00 AM',
        venue: 'Main Ground',
        image: '/bff/media/public/Images/events/1.jpg',
        attachment: '/bff/media/public/pdf/fete.pdf',
      },
      {
        id: 'e2',
        title: 'Science Fair',
        description: '',
        date: '2024-11-20',
        time: '',
        venue: '',
        image: '/bff/media/public/Images/events/fair.jpg',
        attachment: null,
      },
    ]);
    expect(c.report).toEqual({ skipped: [{ index: 2, reason: 'no title' }], repaired: [] });
  });
});
