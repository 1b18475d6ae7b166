import { describe, expect, it } from 'vitest';
import { normalizeAlbum, normalizeEvents, normalizeGallery, normalizeNews, normalizeRegistration, normalizeToppers } from './normalize.ts';
import { newReport, parseMarks, parseSession, type NormalizeContext } from './normalize-values.ts';

const ctx = (): NormalizeContext => ({ timeZone: 'Asia/Kolkata', report: newReport() });

describe('normalizing messy provider records', () => {
  it('repairs news: missing attachments, empty and day-first dates, duplicate ids, fromDate', () => {
    const c = ctx();
    const news = normalizeNews(
      [
        { _id: 'a1', title: ' Sports Day ', description: 'Races', date: '2025-01-09T18:30:00.000Z', attachments: ['public/Images/news/a.jpg'] },
        { _id: 'a2', title: 'No attachments key', date: '2024-03-01' },
        { _id: 'a3', title: 'Empty date', date: '', fromDate: '2024-04-02T18:30:00.000Z', attachments: [] },
        { _id: 'a4', title: 'Day first', date: '15/07/2024', attachments: null },
        { _id: 'a1', title: 'Same id, other news', date: '2024-01-01' },
        'not a record',
        { _id: 'a5', title: 'Hostile attachment', date: '2024-01-01', attachments: ['../../etc/passwd.jpg', 'https://evil.example/x.jpg'] },
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

  it('reads marks as numbers, numeric strings and percentages, and N/A as none', () => {
    expect(parseMarks(96.4)).toBe(96.4);
    expect(parseMarks('92.6')).toBe(92.6);
    expect(parseMarks(' 88% ')).toBe(88);
    expect(parseMarks('N/A')).toBeNull();
    expect(parseMarks('')).toBeNull();
    expect(parseMarks(Number.NaN)).toBeNull();
  });

  it('reads sessions in short and spaced forms', () => {
    expect(parseSession('2024-25')).toBe('2024-2025');
    expect(parseSession('2024 - 2025')).toBe('2024-2025');
    expect(parseSession('1999-00')).toBe('1999-2000');
    expect(parseSession('whenever')).toBe('whenever');
  });

  it('normalizes toppers: class spelling, string marks, unknown classes skipped', () => {
    const c = ctx();
    const toppers = normalizeToppers(
      [
        { _id: 't1', name: 'Asha', class: ' xii ', sessionYear: '2024-25', stream: 'Science', division: '92.6', attachments: ['public/Images/toppers/t1.jpg'] },
        { _id: 't2', name: 'Ravi', class: 'X', sessionYear: '2024-2025', stream: 'ICSE', division: 'N/A' },
        { _id: 't3', name: 'Someone', class: 'IX', sessionYear: '2024-2025', division: 80 },
      ],
      c,
    );
    expect(toppers).toEqual([
      { id: 't1', name: 'Asha', class: 'XII', session: '2024-2025', stream: 'Science', marks: 92.6, photo: '/bff/media/public/Images/toppers/t1.jpg' },
      { id: 't2', name: 'Ravi', class: 'X', session: '2024-2025', stream: 'ICSE', marks: null, photo: null },
    ]);
    expect(c.report.skipped).toEqual([{ index: 2, reason: 'unknown class IX' }]);
  });

  it('keeps only PhotoGallery albums and counts usable photos', () => {
    const gallery = normalizeGallery(
      [
        { _id: 'g1', category: 'PhotoGallery', title: 'Sports', date: '2024-01-05', attachments: ['public/Images/g/1.jpg', 'public/Images/g/2.jpg', 'bad\\path.jpg'] },
        { _id: 'g2', category: 'VideoGallery', title: 'Video', attachments: ['public/Images/g/3.jpg'] },
        { _id: 'g3', category: 'photogallery', title: 'Null list', attachments: null },
        { _id: 'g1', category: 'PhotoGallery', title: 'Duplicate album' },
      ],
      ctx(),
    );
    expect(gallery).toEqual([
      { id: 'g1', title: 'Sports', description: '', date: '2024-01-05', image: '/bff/media/public/Images/g/1.jpg', photoCount: 2 },
      { id: 'g3', title: 'Null list', description: '', date: null, image: null, photoCount: 0 },
    ]);
  });

  it('normalizes an album, events and a lone registration notice', () => {
    const album = normalizeAlbum(
      { _id: 'g1', title: 'Sports', date: '2024-01-05', updatedAt: '2024-01-07T10:00:00Z', attachments: ['public/Images/g/1.jpg'] },
      ctx(),
    );
    expect(album).toEqual({
      id: 'g1', title: 'Sports', description: '', date: '2024-01-05', updatedAt: '2024-01-07',
      photos: ['/bff/media/public/Images/g/1.jpg'], total: 1,
    });
    expect(normalizeAlbum(undefined, ctx())).toBeNull();
    const [event] = normalizeEvents([{ _id: 'e1', title: 'Fete', date: '2024-12-01', images: [], venue: 'Hall' }], ctx());
    expect(event).toEqual({ id: 'e1', title: 'Fete', description: '', date: '2024-12-01', time: '', venue: 'Hall', image: null, attachment: null });
    expect(normalizeRegistration({ _id: 'r1', title: 'Admissions open', attachments: ['public/pdf/Reg.pdf'] }, ctx())).toEqual([
      { id: 'r1', title: 'Admissions open', attachment: '/bff/media/public/pdf/Reg.pdf' },
    ]);
  });

  it('treats a non-list answer as empty', () => {
    const c = ctx();
    expect(normalizeNews({ message: 'oops' }, c)).toEqual([]);
    expect(c.report.skipped).toEqual([{ index: -1, reason: 'not a list' }]);
    expect(normalizeNews(undefined, ctx())).toEqual([]);
  });
});
