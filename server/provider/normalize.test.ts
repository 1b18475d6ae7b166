import { describe, expect, it } from 'vitest';
import {
  normalizeAlbum,
  normalizeBirthdays,
  normalizeEvents,
  normalizeGallery,
  normalizeHighlights,
  normalizeNews,
  normalizeNotifications,
  normalizeRegistration,
  normalizeToppers,
} from './normalize.ts';
import { newReport, type NormalizeContext } from './normalize-values.ts';

// Field readers (ids, media, marks, sessions, classes, dates) are pinned in normalize-values.test.ts;
// here, what each list keeps, skips and reports, and which files it publishes.

const ctx = (media?: Set<string>): NormalizeContext => ({
  timeZone: 'Asia/Kolkata',
  report: newReport(),
  ...(media ? { media } : {}),
});

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

  it('normalizes toppers: class spelling, string marks, unknown classes skipped', () => {
    const c = ctx();
    const toppers = normalizeToppers(
      [
        {
          _id: 't1',
          name: 'Asha',
          class: ' xii ',
          sessionYear: '2024-25',
          stream: 'Science',
          division: '92.6',
          attachments: ['public/Images/toppers/t1.jpg'],
        },
        { _id: 't2', name: 'Ravi', class: 'X', sessionYear: '2024-2025', stream: 'ICSE', division: 'N/A' },
        { _id: 't3', name: 'Someone', class: 'IX', sessionYear: '2024-2025', division: 80 },
      ],
      c,
    );
    expect(toppers).toEqual([
      {
        id: 't1',
        name: 'Asha',
        class: 'XII',
        session: '2024-2025',
        stream: 'Science',
        marks: 92.6,
        photo: '/bff/media/public/Images/toppers/t1.jpg',
      },
      { id: 't2', name: 'Ravi', class: 'X', session: '2024-2025', stream: 'ICSE', marks: null, photo: null },
    ]);
    expect(c.report.skipped).toEqual([{ index: 2, reason: 'unknown class IX' }]);
  });

  it('keeps only PhotoGallery albums and counts usable photos', () => {
    const gallery = normalizeGallery(
      [
        {
          _id: 'g1',
          category: 'PhotoGallery',
          title: 'Sports',
          date: '2024-01-05',
          attachments: ['public/Images/g/1.jpg', 'public/Images/g/2.jpg', 'bad\\path.jpg'],
        },
        { _id: 'g2', category: 'VideoGallery', title: 'Video', attachments: ['public/Images/g/3.jpg'] },
        { _id: 'g3', category: 'photogallery', title: 'Null list', attachments: null },
        { _id: 'g1', category: 'PhotoGallery', title: 'Duplicate album' },
      ],
      ctx(),
    );
    expect(gallery).toEqual([
      {
        id: 'g1',
        title: 'Sports',
        description: '',
        date: '2024-01-05',
        image: '/bff/media/public/Images/g/1.jpg',
        photoCount: 2,
      },
      { id: 'g3', title: 'Null list', description: '', date: null, image: null, photoCount: 0 },
    ]);
  });

  it('normalizes an album, events and a lone registration notice', () => {
    const album = normalizeAlbum(
      {
        _id: 'g1',
        title: 'Sports',
        date: '2024-01-05',
        updatedAt: '2024-01-07T10:00:00Z',
        attachments: ['public/Images/g/1.jpg'],
      },
      ctx(),
    );
    expect(album).toEqual({
      id: 'g1',
      title: 'Sports',
      description: '',
      date: '2024-01-05',
      updatedAt: '2024-01-07',
      photos: ['/bff/media/public/Images/g/1.jpg'],
      total: 1,
    });
    expect(normalizeAlbum(undefined, ctx())).toBeNull();
    const [event] = normalizeEvents(
      [{ _id: 'e1', title: 'Fete', date: '2024-12-01', images: [], venue: 'Hall' }],
      ctx(),
    );
    expect(event).toEqual({
      id: 'e1',
      title: 'Fete',
      description: '',
      date: '2024-12-01',
      time: '',
      venue: 'Hall',
      image: null,
      attachment: null,
    });
    expect(
      normalizeRegistration({ _id: 'r1', title: 'Admissions open', attachments: ['public/pdf/Reg.pdf'] }, ctx()),
    ).toEqual([{ id: 'r1', title: 'Admissions open', attachment: '/bff/media/public/pdf/Reg.pdf' }]);
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

  it('reports gallery albums left out, and dates an album by createdAt when it has no date', () => {
    const c = ctx();
    const gallery = normalizeGallery(
      [
        {
          _id: 'g1',
          category: 'PhotoGallery',
          title: 'Sports',
          description: 'Day one',
          createdAt: '2024-01-05T06:00:00.000Z',
          attachments: [{ path: 'public/Images/g/1.jpg' }],
        },
        { _id: 'g2', category: 'VideoGallery', title: 'Video', attachments: ['public/Images/g/3.jpg'] },
        { _id: 'g1', category: 'PhotoGallery', title: 'Duplicate album' },
        { _id: 'g4', title: 'No category' },
      ],
      c,
    );
    expect(gallery).toEqual([
      {
        id: 'g1',
        title: 'Sports',
        description: 'Day one',
        date: '2024-01-05',
        image: '/bff/media/public/Images/g/1.jpg',
        photoCount: 1,
      },
    ]);
    expect(c.report).toEqual({
      skipped: [
        { index: 1, reason: 'not PhotoGallery' },
        { index: 2, reason: 'duplicate id g1' },
        { index: 3, reason: 'not PhotoGallery' },
      ],
      repaired: [],
    });
  });

  it('reads an album from the provider’s one-item list, by updatedOn when there is no updatedAt, and none without an id', () => {
    const album = normalizeAlbum(
      [
        {
          _id: 'g1',
          title: 'Sports',
          description: 'Day one',
          createdAt: '2024-01-05T06:00:00.000Z',
          updatedOn: '07/01/2024',
          attachments: ['public/Images/g/1.jpg', 'public/Images/g/2.jpg'],
        },
      ],
      ctx(),
    );
    expect(album).toEqual({
      id: 'g1',
      title: 'Sports',
      description: 'Day one',
      date: '2024-01-05',
      updatedAt: '2024-01-07',
      photos: ['/bff/media/public/Images/g/1.jpg', '/bff/media/public/Images/g/2.jpg'],
      total: 2,
    });
    expect(normalizeAlbum([], ctx())).toBeNull();
    expect(normalizeAlbum('g1', ctx())).toBeNull();
    expect(normalizeAlbum({ title: 'No id', attachments: ['public/Images/g/1.jpg'] }, ctx())).toBeNull();
    expect(normalizeAlbum({ _id: '\n', title: 'Nothing usable in the id' }, ctx())).toBeNull();
  });

  it('reads toppers’ marks and session under either key, numeric classes, and reports unreadable marks', () => {
    const c = ctx();
    const toppers = normalizeToppers(
      [
        {
          _id: 't1',
          name: 'Meera',
          class: 10,
          session: '2023-24',
          marks: '97.25%',
          stream: '',
          attachments: [{ path: 'public/Images/toppers/meera.jpg' }],
        },
        { _id: 't2', name: 'Kabir', class: 'Class XII', sessionYear: '2023-2024', division: 'N/A', stream: 'Commerce' },
        { _id: 't3', name: '', class: 'X', sessionYear: '2023-2024', division: 90 },
      ],
      c,
    );
    expect(toppers).toEqual([
      {
        id: 't1',
        name: 'Meera',
        class: 'X',
        session: '2023-2024',
        stream: '',
        marks: 97.25,
        photo: '/bff/media/public/Images/toppers/meera.jpg',
      },
      { id: 't2', name: 'Kabir', class: 'XII', session: '2023-2024', stream: 'Commerce', marks: null, photo: null },
    ]);
    expect(c.report).toEqual({
      skipped: [{ index: 2, reason: 'no name' }],
      repaired: [{ id: 't2', fix: 'marks unreadable' }],
    });
  });

  it('normalizes birthdays: name, class as typed, photo; nameless ones skipped', () => {
    const c = ctx();
    const birthdays = normalizeBirthdays(
      [
        {
          _id: 'b1',
          name: ' Aarav Sharma ',
          class: 'VII-B',
          dob: '2012-08-14T18:30:00.000Z',
          attachments: ['public/Images/birthday/1723700000000-IMG_1234.jpg'],
        },
        { _id: 'b2', name: 'Diya', class: 5, attachments: [] },
        { _id: 'b3', name: null, class: 'III-A', attachments: ['public/Images/birthday/x.jpg'] },
      ],
      c,
    );
    expect(birthdays).toEqual([
      {
        id: 'b1',
        name: 'Aarav Sharma',
        class: 'VII-B',
        photo: '/bff/media/public/Images/birthday/1723700000000-IMG_1234.jpg',
      },
      { id: 'b2', name: 'Diya', class: '5', photo: null },
    ]);
    expect(c.report).toEqual({ skipped: [{ index: 2, reason: 'no name' }], repaired: [] });
  });

  it('normalizes notifications: image, attachment and an outside link only when it is plain http(s)', () => {
    const c = ctx();
    const notifications = normalizeNotifications(
      [
        {
          _id: 'm1',
          title: 'Admissions Open',
          description: 'Registration for LKG is open.',
          image: ['public/Images/notification/admissions-open.png'],
          attachments: ['public/pdf/registration.pdf'],
          url: '',
        },
        {
          _id: 'm2',
          title: 'Get the School App',
          description: '',
          image: [],
          attachments: [],
          url: 'https://play.google.com/store/apps/details?id=example.parent',
        },
        { _id: 'm3', title: '', description: 'Fees are due by the 15th.', url: 'javascript:alert(1)' },
        { _id: 'm4', title: '', description: '' },
      ],
      c,
    );
    expect(notifications).toEqual([
      {
        id: 'm1',
        title: 'Admissions Open',
        description: 'Registration for LKG is open.',
        image: '/bff/media/public/Images/notification/admissions-open.png',
        attachment: '/bff/media/public/pdf/registration.pdf',
        url: null,
      },
      {
        id: 'm2',
        title: 'Get the School App',
        description: '',
        image: null,
        attachment: null,
        url: 'https://play.google.com/store/apps/details?id=example.parent',
      },
      { id: 'm3', title: '', description: 'Fees are due by the 15th.', image: null, attachment: null, url: null },
    ]);
    expect(c.report).toEqual({ skipped: [{ index: 3, reason: 'no title or description' }], repaired: [] });
  });

  it('normalizes highlights, falling back to the title when there is no description', () => {
    const c = ctx();
    const highlights = normalizeHighlights(
      [
        {
          _id: 'h1',
          description: 'Registration for LKG is open.',
          title: 'Ignored',
          attachments: ['public/pdf/registration.pdf'],
        },
        { _id: 'h2', title: 'Summer timings: 8:00 AM to 1:30 PM.', attachments: [] },
        { _id: 'h3', description: ' ', attachments: ['public/pdf/x.pdf'] },
      ],
      c,
    );
    expect(highlights).toEqual([
      { id: 'h1', description: 'Registration for LKG is open.', attachment: '/bff/media/public/pdf/registration.pdf' },
      { id: 'h2', description: 'Summer timings: 8:00 AM to 1:30 PM.', attachment: null },
    ]);
    expect(c.report).toEqual({ skipped: [{ index: 2, reason: 'no description' }], repaired: [] });
  });

  it('normalizes registration notices given as a list, skipping untitled ones', () => {
    const c = ctx();
    expect(
      normalizeRegistration(
        [
          { _id: 'r1', title: 'Online Registration 2025', attachments: ['public/pdf/Reg.pdf'] },
          { _id: 'r2', attachments: [] },
        ],
        c,
      ),
    ).toEqual([{ id: 'r1', title: 'Online Registration 2025', attachment: '/bff/media/public/pdf/Reg.pdf' }]);
    expect(c.report).toEqual({ skipped: [{ index: 1, reason: 'no title' }], repaired: [] });
  });

  it('publishes the files of the records it keeps, and none of the records it skips', () => {
    const media = new Set<string>();
    const c = ctx(media);
    normalizeBirthdays(
      [
        { _id: 'b1', name: 'Diya', attachments: ['public/Images/birthday/diya.jpg'] },
        { _id: 'b2', attachments: ['public/Images/birthday/nameless.jpg'] },
      ],
      c,
    );
    normalizeToppers(
      [{ _id: 't1', name: 'Om', class: 'IX', division: 90, attachments: ['public/Images/toppers/om.jpg'] }],
      c,
    );
    normalizeGallery([{ _id: 'g1', category: 'VideoGallery', attachments: ['public/Images/g/v.jpg'] }], c);
    normalizeNews(
      [
        { _id: 'n1', title: 'Circular', attachments: ['public/pdf/circular.pdf'] },
        { _id: 'n2', attachments: ['public/pdf/draft.pdf'] },
      ],
      c,
    );
    normalizeNotifications(
      [{ _id: 'm1', title: 'Notice', image: 'public/Images/notification/n.png', attachments: [] }],
      c,
    );
    normalizeHighlights([{ _id: 'h1', description: 'Fee structure', attachments: ['public/pdf/fees.pdf'] }], c);
    normalizeEvents(
      [{ _id: 'e1', title: 'Fete', images: ['public/Images/events/1.jpg'], attachments: ['public/pdf/fete.pdf'] }],
      c,
    );
    normalizeRegistration({ _id: 'r1', title: 'Registration', attachments: ['public/pdf/reg.pdf'] }, c);
    normalizeAlbum({ _id: 'g2', attachments: ['public/Images/g/1.jpg', 'public/Images/g/2.jpg'] }, c);
    expect([...media].sort()).toEqual([
      'public/Images/birthday/diya.jpg',
      'public/Images/events/1.jpg',
      'public/Images/g/1.jpg',
      'public/Images/g/2.jpg',
      'public/Images/notification/n.png',
      'public/pdf/circular.pdf',
      'public/pdf/fees.pdf',
      'public/pdf/fete.pdf',
      'public/pdf/reg.pdf',
    ]);
  });
});
