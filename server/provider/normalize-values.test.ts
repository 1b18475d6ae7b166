import { describe, expect, it } from 'vitest';
import {
  allMedia,
  dateOf,
  externalUrl,
  firstMedia,
  idOf,
  isRecord,
  newReport,
  normalizeList,
  parseClass,
  parseMarks,
  parseSession,
  rawIdOf,
  text,
  type NormalizeContext,
  type Raw,
} from './normalize-values.ts';

// Equivalent mutants (npm run mutate normalize-values), left on purpose:
// - text's `typeof value === 'number'` as `true`: Number.isFinite is true for numbers only.
// - firstMedia's `value === undefined || value === null ? [] : [value]` (the test or either half
//   as `false`, `||` as `&&`, the `[]` as `["Stryker was here"]`): they only hand linked() a
//   null, undefined or extension-less string, which cleanMediaPath refuses like an empty list.
// - parseMarks' `typeof value === 'string' ? value : ''` with `''` as another string: a
//   non-string that is not a number matches no marks either way.
// - parseClass' `^` of /^CLASS\s+/ and `$` of /(TH)$/: without them only spellings such as
//   "1CLASS 0" or "TH12" would read differently, which nobody types for a class.
// - parseSession's `end <= start` as `end < start`: when they are equal the session is refused
//   by isSession either way (2099 is not 1999 + 1), and the text is kept as typed.

const ctx = (media?: Set<string>): NormalizeContext => ({
  timeZone: 'Asia/Kolkata',
  report: newReport(),
  ...(media ? { media } : {}),
});

describe('reading the provider’s loosely typed fields', () => {
  it('reads text from strings (trimmed) and finite numbers, and nothing from anything else', () => {
    expect(text('  Sports Day ')).toBe('Sports Day');
    expect(text(2024)).toBe('2024');
    expect(text(0)).toBe('0');
    expect(text(Number.NaN)).toBe('');
    expect(text(Number.POSITIVE_INFINITY)).toBe('');
    expect(text(null)).toBe('');
    expect(text(undefined)).toBe('');
    expect(text(true)).toBe('');
    expect(text({ en: 'Title' })).toBe('');
  });

  it('tells a record from null, a list or a plain value', () => {
    expect(isRecord({ _id: 'a1' })).toBe(true);
    expect(isRecord(null)).toBe(false);
    expect(isRecord([{ _id: 'a1' }])).toBe(false);
    expect(isRecord('a1')).toBe(false);
  });
});

describe('record ids', () => {
  it('takes _id before id, and numeric ids as their digits', () => {
    expect(rawIdOf({ _id: 'm1', id: 'other' })).toBe('m1');
    expect(rawIdOf({ id: 'legacy-7' })).toBe('legacy-7');
    expect(rawIdOf({ _id: '', id: 'fallback' })).toBe('fallback');
    expect(rawIdOf({ _id: 101 })).toBe('101');
    expect(idOf({ id: 42 })).toBe('42');
    expect(rawIdOf({ title: 'no id' })).toBe('');
  });

  it('keeps only letters, digits, _ and - in an id, so it cannot inject into links or calendar lines', () => {
    expect(idOf({ _id: '64f1c2a7e3b9d5a1c0ffee0b' })).toBe('64f1c2a7e3b9d5a1c0ffee0b');
    expect(idOf({ _id: 'evt-2024_01' })).toBe('evt-2024_01');
    // A run of unsafe characters becomes one dash.
    expect(idOf({ _id: 'evt\r\nBEGIN:VEVENT' })).toBe('evt-BEGIN-VEVENT');
    expect(idOf({ _id: 'a b' })).toBe('a-b');
    // Dashes are trimmed from both ends, however many.
    expect(idOf({ _id: '"<a1>"' })).toBe('a1');
    expect(idOf({ _id: '--a1--' })).toBe('a1');
    expect(idOf({ _id: '\n\n' })).toBe('');
    expect(idOf({ _id: 'x'.repeat(100) })).toBe('x'.repeat(64));
    // The raw id stays as given, so a repair can be told apart from a clean id.
    expect(rawIdOf({ _id: 'evt\r\nBEGIN:VEVENT' })).toBe('evt\r\nBEGIN:VEVENT');
  });
});

describe('media paths', () => {
  const A = 'public/Images/news/a.jpg';
  const B = 'public/Images/news/b.jpg';
  const urlA = '/bff/media/public/Images/news/a.jpg';
  const urlB = '/bff/media/public/Images/news/b.jpg';

  it('takes a lone string or a lone record as well as a list', () => {
    expect(firstMedia(A)).toBe(urlA);
    expect(firstMedia({ path: A })).toBe(urlA);
    expect(firstMedia([A, B])).toBe(urlA);
    expect(firstMedia(null)).toBeNull();
    expect(firstMedia(undefined)).toBeNull();
    expect(firstMedia([])).toBeNull();
    expect(firstMedia(42)).toBeNull();
  });

  it('reads records by path, then url, then filePath', () => {
    expect(firstMedia([{ path: A }])).toBe(urlA);
    expect(firstMedia([{ url: A }])).toBe(urlA);
    expect(firstMedia([{ filePath: A }])).toBe(urlA);
    expect(firstMedia([{ path: A, url: B }])).toBe(urlA);
    expect(firstMedia([{ url: A, filePath: B }])).toBe(urlA);
    expect(firstMedia([{ name: 'a.jpg', size: 1200 }])).toBeNull();
  });

  it('skips unusable entries and takes the first usable one', () => {
    expect(firstMedia(['', '../../etc/passwd.jpg', 'https://evil.example/x.jpg', { path: null }, B, A])).toBe(urlB);
    expect(firstMedia([{ path: 'a\\b.jpg' }, { url: A }])).toBe(urlA);
  });

  it('notes only the paths it links as published, cleaned as they will be asked for', () => {
    const media = new Set<string>();
    const c = ctx(media);
    expect(firstMedia(['notes.txt', `/${A}`, B], c)).toBe(urlA);
    expect([...media]).toEqual([A]);
    expect(firstMedia(['public/Images/news/Sports Day.jpg'], c)).toBe('/bff/media/public/Images/news/Sports%20Day.jpg');
    expect(media.has('public/Images/news/Sports Day.jpg')).toBe(true);
    // Without a set to fill (as the attachment-size check calls it), linking still works.
    expect(firstMedia(A, ctx())).toBe(urlA);
  });

  it('keeps every usable photo of an album, in order, and publishes each', () => {
    const media = new Set<string>();
    const photos = allMedia(
      [
        'public/Images/g/1.jpg',
        { path: 'public/Images/g/2.jpg' },
        { url: 'public/Images/g/3.jpg' },
        'bad\\x.jpg',
        null,
        '../g/4.jpg',
      ],
      ctx(media),
    );
    expect(photos).toEqual([
      '/bff/media/public/Images/g/1.jpg',
      '/bff/media/public/Images/g/2.jpg',
      '/bff/media/public/Images/g/3.jpg',
    ]);
    expect([...media]).toEqual(['public/Images/g/1.jpg', 'public/Images/g/2.jpg', 'public/Images/g/3.jpg']);
    expect(allMedia(null)).toEqual([]);
    expect(allMedia(undefined)).toEqual([]);
    expect(allMedia('public/Images/g/1.jpg')).toEqual([]);
  });

  it('passes on only plain http(s) links for outside urls', () => {
    expect(externalUrl('https://portal.schoolerp.example/stcolumbas/login')).toBe(
      'https://portal.schoolerp.example/stcolumbas/login',
    );
    expect(externalUrl(' http://example.org/app ')).toBe('http://example.org/app');
    expect(externalUrl('HTTPS://EXAMPLE.ORG/')).toBe('HTTPS://EXAMPLE.ORG/');
    expect(externalUrl('')).toBeNull();
    expect(externalUrl(null)).toBeNull();
    expect(externalUrl('https://')).toBeNull();
    expect(externalUrl('javascript:alert(1)')).toBeNull();
    expect(externalUrl('javascript:alert(1)//https://x.example')).toBeNull();
    expect(externalUrl('https://x.example/a b')).toBeNull();
    expect(externalUrl('ftp://files.example/a.pdf')).toBeNull();
    expect(externalUrl('www.example.org')).toBeNull();
  });
});

describe('marks, sessions and classes', () => {
  it('reads marks as numbers, numeric strings and percentages, and N/A as none', () => {
    expect(parseMarks(96.4)).toBe(96.4);
    expect(parseMarks(100)).toBe(100);
    expect(parseMarks('92.6')).toBe(92.6);
    expect(parseMarks('92.65')).toBe(92.65);
    expect(parseMarks('100')).toBe(100);
    expect(parseMarks(' 88% ')).toBe(88);
    expect(parseMarks('88 %')).toBe(88);
    expect(parseMarks('N/A')).toBeNull();
    expect(parseMarks('')).toBeNull();
    expect(parseMarks(null)).toBeNull();
    expect(parseMarks(undefined)).toBeNull();
    expect(parseMarks(Number.NaN)).toBeNull();
    expect(parseMarks(Number.POSITIVE_INFINITY)).toBeNull();
  });

  it('does not read a number out of marks written some other way', () => {
    expect(parseMarks('480/500')).toBeNull();
    expect(parseMarks('CGPA 9.2')).toBeNull();
    expect(parseMarks('1092')).toBeNull();
    expect(parseMarks('92.')).toBeNull();
    expect(parseMarks('A1')).toBeNull();
  });

  it('reads sessions in short, spaced, slashed and en-dash forms', () => {
    expect(parseSession('2024-25')).toBe('2024-2025');
    expect(parseSession('2024 - 2025')).toBe('2024-2025');
    expect(parseSession('2024/25')).toBe('2024-2025');
    expect(parseSession('2024–25')).toBe('2024-2025');
    expect(parseSession(' 2024-2025 ')).toBe('2024-2025');
    expect(parseSession('1999-00')).toBe('1999-2000');
  });

  it('keeps a session it cannot read with certainty as typed', () => {
    expect(parseSession('whenever')).toBe('whenever');
    expect(parseSession('2024-26')).toBe('2024-26');
    expect(parseSession('2024-256')).toBe('2024-256');
    expect(parseSession('22024-25')).toBe('22024-25');
    expect(parseSession('2024')).toBe('2024');
    expect(parseSession(null)).toBe('');
  });

  it('reads class X and XII however they are spelled, and no other class', () => {
    for (const spelling of ['X', 'x', ' x ', 'Class X', 'CLASS  X', 'class 10', '10', '10th', '10TH', 10]) {
      expect(parseClass(spelling), String(spelling)).toBe('X');
    }
    for (const spelling of ['XII', ' xii ', 'Class XII', 'class 12', '12', '12th', 12]) {
      expect(parseClass(spelling), String(spelling)).toBe('XII');
    }
    for (const spelling of ['IX', 'XI', '11', '9th', 'Class', 'XII-A', '', null, undefined]) {
      expect(parseClass(spelling), String(spelling)).toBeNull();
    }
  });
});

describe('lists of records', () => {
  /** A list whose records need a title, as most of the provider's lists do. */
  const titled = (input: unknown, c: NormalizeContext, duplicates?: 'rekey' | 'drop') =>
    normalizeList(
      input,
      c,
      (raw: Raw, id) => (text(raw.title) ? { id, title: text(raw.title) } : 'no title'),
      duplicates,
    );

  it('reports an answer that is not a list, and treats a missing one as empty without a report', () => {
    const c = ctx();
    expect(titled({ message: 'Internal error' }, c)).toEqual([]);
    expect(c.report).toEqual({ skipped: [{ index: -1, reason: 'not a list' }], repaired: [] });
    for (const missing of [undefined, null]) {
      const quiet = ctx();
      expect(titled(missing, quiet)).toEqual([]);
      expect(quiet.report).toEqual({ skipped: [], repaired: [] });
    }
  });

  it('skips entries that are not records, and ids missing or unsafe are made up or repaired', () => {
    const c = ctx();
    const items = titled(
      [
        'not a record',
        null,
        [{ _id: 'inner', title: 'A list inside the list' }],
        { _id: 'n1', title: 'Clean' },
        { title: 'No id' },
        { _id: 101, title: 'Numeric id' },
        { id: 'legacy', title: 'Old id key' },
        { _id: 'a b', title: 'Spaced id' },
        { _id: '\r\n', title: 'Only unsafe characters' },
        { _id: 'n2' },
      ],
      c,
    );
    expect(items).toEqual([
      { id: 'n1', title: 'Clean' },
      { id: 'item-4', title: 'No id' },
      { id: '101', title: 'Numeric id' },
      { id: 'legacy', title: 'Old id key' },
      { id: 'a-b', title: 'Spaced id' },
      { id: 'item-8', title: 'Only unsafe characters' },
    ]);
    expect(c.report).toEqual({
      skipped: [
        { index: 0, reason: 'not an object' },
        { index: 1, reason: 'not an object' },
        { index: 2, reason: 'not an object' },
        { index: 9, reason: 'no title' },
      ],
      repaired: [
        { id: 'item-4', fix: 'missing id' },
        { id: 'a-b', fix: 'id had characters outside letters, digits, _ and -' },
        { id: 'item-8', fix: 'missing id' },
      ],
    });
  });

  it('keeps every record reusing an id under the next free suffix', () => {
    const c = ctx();
    const items = titled(
      [
        { _id: 'a1', title: 'First' },
        { _id: 'a1', title: 'Duplicated once' },
        { _id: 'a1', title: 'Duplicated twice' },
        { _id: 'a1-2', title: 'Its own id taken by a copy' },
      ],
      c,
    );
    expect(items.map((i) => i.id)).toEqual(['a1', 'a1-2', 'a1-3', 'a1-2-2']);
    expect(c.report.repaired).toEqual([
      { id: 'a1', fix: 'duplicate id, kept as a1-2' },
      { id: 'a1', fix: 'duplicate id, kept as a1-3' },
      { id: 'a1-2', fix: 'duplicate id, kept as a1-2-2' },
    ]);
  });

  it('gives 20,000 records sharing one id 20,000 ids, each suffix tried once', () => {
    const c = ctx();
    const items = titled(
      Array.from({ length: 20_000 }, (_, i) => ({ _id: i === 1 ? 'dup-3' : 'dup', title: `Copy ${i}` })),
      c,
    );
    const ids = items.map((i) => i.id);
    expect(new Set(ids).size).toBe(20_000);
    expect(ids.slice(0, 5)).toEqual(['dup', 'dup-3', 'dup-2', 'dup-4', 'dup-5']);
    expect(ids.at(-1)).toBe('dup-20000');
    expect(c.report.repaired).toHaveLength(19_998);
  });

  it('lets a skipped copy leave its suffix free for the next copy', () => {
    const c = ctx();
    expect(
      titled([{ _id: 'k1', title: 'One' }, { _id: 'k1' }, { _id: 'k1', title: 'Two' }], c).map((i) => i.id),
    ).toEqual(['k1', 'k1-2']);
  });

  it('lets a skipped record leave its id free for a later one', () => {
    const c = ctx();
    expect(titled([{ _id: 's1' }, { _id: 's1', title: 'Kept under its own id' }], c)).toEqual([
      { id: 's1', title: 'Kept under its own id' },
    ]);
    expect(c.report.repaired).toEqual([]);
  });

  it('drops a reused id when asked to, reporting it', () => {
    const c = ctx();
    expect(
      titled(
        [
          { _id: 'g1', title: 'Album' },
          { _id: 'g1', title: 'Same album again' },
          { _id: 'g2', title: 'Other' },
        ],
        c,
        'drop',
      ),
    ).toEqual([
      { id: 'g1', title: 'Album' },
      { id: 'g2', title: 'Other' },
    ]);
    expect(c.report).toEqual({ skipped: [{ index: 1, reason: 'duplicate id g1' }], repaired: [] });
  });
});

describe('dates of a record', () => {
  it('takes the first readable of the keys, reporting only keys that held something unreadable', () => {
    const c = ctx();
    expect(dateOf({ date: '2024-03-01' }, c, 'n1', 'date', 'fromDate')).toBe('2024-03-01');
    expect(dateOf({ date: '', fromDate: '2024-04-02T18:30:00.000Z' }, c, 'n2', 'date', 'fromDate')).toBe('2024-04-03');
    expect(dateOf({ date: null, createdAt: '2024-05-01' }, c, 'n3', 'date', 'createdAt')).toBe('2024-05-01');
    expect(dateOf({}, c, 'n4', 'date', 'fromDate')).toBeNull();
    expect(c.report.repaired).toEqual([]);
    expect(dateOf({ date: 'next week', fromDate: '15/07/2024' }, c, 'n5', 'date', 'fromDate')).toBe('2024-07-15');
    expect(c.report.repaired).toEqual([{ id: 'n5', fix: 'unreadable date' }]);
  });

  it('drops dates outside 1900-2200 or that JavaScript cannot hold, reporting them', () => {
    const c = ctx();
    expect(dateOf({ date: '+275760-09-13T00:00:00.000Z' }, c, 'e1', 'date')).toBeNull();
    expect(dateOf({ date: 8.64e15 }, c, 'e2', 'date')).toBeNull();
    expect(dateOf({ date: '1899-12-31' }, c, 'e3', 'date')).toBeNull();
    expect(dateOf({ date: '2201-01-01' }, c, 'e4', 'date')).toBeNull();
    expect(c.report.repaired.map((r) => r.id)).toEqual(['e1', 'e2', 'e3', 'e4']);
    expect(dateOf({ date: '1900-01-01' }, c, 'e5', 'date')).toBe('1900-01-01');
    expect(dateOf({ date: '2200-12-31' }, c, 'e6', 'date')).toBe('2200-12-31');
  });
});
