import { describe, expect, it } from 'vitest';
import { dateOf, idOf, isRecord, parseClass, parseMarks, parseSession, rawIdOf, text } from './normalize-values.ts';
import { ctx } from './normalize.fixtures.ts';

// Equivalent mutants left on purpose (npm run mutate normalize-values):
// - text's `typeof value === 'number'` as `true`: Number.isFinite is true for numbers only.
// - parseMarks' `''` fallback as another string: a value neither string nor number reads as no marks either way.
// - parseClass' `^` of /^CLASS\s+/ and `$` of /(TH)$/: they change only spellings nobody types for a class.
// - parseSession's `end <= start` as `end < start`: equal years are refused by isSession either way.

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
