import { DATE_WORDS } from './words/dates.ts';
import { describe, expect, it } from 'vitest';
import {
  admissionFirst,
  admissionSentence,
  admissionsData,
  admissionStatus,
  RECENTLY_CLOSED_DAYS,
} from './admissions.ts';
import { formatDate } from './dates.ts';

describe('admissionStatus', () => {
  describe('a yearly window (10 January to 15 February)', () => {
    const on = (today: string) => admissionStatus('01-10', '02-15', today);

    it('is upcoming before it opens, open from its first day to its last, then closed', () => {
      expect(on('2027-01-09')).toEqual({
        state: 'upcoming',
        window: { session: '2027-2028', opens: '2027-01-10', closes: '2027-02-15' },
      });
      expect(on('2027-01-10')?.state).toBe('open');
      expect(on('2027-02-15')).toEqual({
        state: 'open',
        window: { session: '2027-2028', opens: '2027-01-10', closes: '2027-02-15' },
      });
      expect(on('2027-02-16')).toEqual({
        state: 'closed',
        window: { session: '2027-2028', opens: '2027-01-10', closes: '2027-02-15' },
        next: { session: '2028-2029', opens: '2028-01-10', closes: '2028-02-15' },
      });
    });

    it(`leads with next year's window ${RECENTLY_CLOSED_DAYS} days after closing`, () => {
      // 15 February + 60 days = 16 April.
      expect(on('2027-04-16')?.state).toBe('closed');
      expect(on('2027-04-17')).toEqual({
        state: 'upcoming',
        window: { session: '2028-2029', opens: '2028-01-10', closes: '2028-02-15' },
      });
      expect(on('2026-11-26')).toEqual({
        state: 'upcoming',
        window: { session: '2027-2028', opens: '2027-01-10', closes: '2027-02-15' },
      });
      expect(on('2027-12-31')?.window.session).toBe('2028-2029');
    });
  });

  describe('a yearly window over new year (15 November to 31 January)', () => {
    const on = (today: string) => admissionStatus('11-15', '01-31', today);

    it('opens in the year before the session it admits to', () => {
      const window = { session: '2027-2028', opens: '2026-11-15', closes: '2027-01-31' };
      expect(on('2026-11-14')).toEqual({ state: 'upcoming', window });
      expect(on('2026-11-15')).toEqual({ state: 'open', window });
      expect(on('2027-01-01')).toEqual({ state: 'open', window });
      expect(on('2027-01-31')).toEqual({ state: 'open', window });
      expect(on('2027-02-01')).toEqual({
        state: 'closed',
        window,
        next: { session: '2028-2029', opens: '2027-11-15', closes: '2028-01-31' },
      });
    });
  });

  describe('one year’s dates', () => {
    const on = (today: string) => admissionStatus('2027-01-10', '2027-02-15', today);
    const window = { session: '2027-2028', opens: '2027-01-10', closes: '2027-02-15' };

    it('is upcoming, open, then closed for good, with no next window', () => {
      expect(on('2026-11-26')).toEqual({ state: 'upcoming', window });
      expect(on('2027-01-10')).toEqual({ state: 'open', window });
      expect(on('2027-02-15')).toEqual({ state: 'open', window });
      expect(on('2027-02-16')).toEqual({ state: 'closed', window });
      expect(on('2029-06-01')).toEqual({ state: 'closed', window });
    });

    it('names the session by the year it closes in', () => {
      expect(admissionStatus('2026-12-01', '2027-01-15', '2026-12-05')?.window.session).toBe('2027-2028');
    });
  });

  it('refuses windows it cannot read: mixed kinds, closing before opening, days that do not exist', () => {
    expect(admissionStatus('01-10', '2027-02-15', '2027-01-01')).toBeNull();
    expect(admissionStatus('2027-01-10', '02-15', '2027-01-01')).toBeNull();
    expect(admissionStatus('2027-02-15', '2027-01-10', '2027-01-01')).toBeNull();
    expect(admissionStatus('02-30', '03-15', '2027-01-01')).toBeNull();
    expect(admissionStatus('01-10', '13-01', '2027-01-01')).toBeNull();
    expect(admissionStatus('02-29', '03-15', '2027-01-01')).toBeNull();
    expect(admissionStatus('2028-02-29', '2028-03-15', '2028-01-01')?.state).toBe('upcoming');
    expect(admissionStatus('2027-02-29', '2027-03-15', '2027-01-01')).toBeNull();
    expect(admissionStatus('1-10', '02-15', '2027-01-01')).toBeNull();
    expect(admissionStatus('01-10 ', '02-15', '2027-01-01')).toBeNull();
  });
});

describe('admission sentences', () => {
  it('reads dates as a parent does and fills every placeholder', () => {
    expect(formatDate('2027-01-09', DATE_WORDS)).toBe('9 Jan 2027');
    expect(formatDate('2026-12-31', DATE_WORDS)).toBe('31 Dec 2026');
    const window = { session: '2027-2028', opens: '2027-01-10', closes: '2027-02-15' };
    expect(
      admissionSentence(
        'Registration for {classes}, session {session}: {opens} to {closes}. {unknown} {{ name }}',
        window,
        'LKG and Class VI',
        DATE_WORDS,
      ),
    ).toBe('Registration for LKG and Class VI, session 2027-2028: 10 Jan 2027 to 15 Feb 2027. {unknown} {{ name }}');
    expect(admissionSentence('{opens}, again {opens}', window, '', DATE_WORDS)).toBe('10 Jan 2027, again 10 Jan 2027');
    // In the school's names of months.
    const dates = { ...DATE_WORDS, short: { ...DATE_WORDS.short, january: 'जन॰', february: 'फ़र॰' } };
    expect(admissionSentence('{opens} – {closes}', window, '', dates)).toBe('10 जन॰ 2027 – 15 फ़र॰ 2027');
  });
});

describe('admissionsData', () => {
  const config = {
    opens: '01-10',
    closes: '02-15',
    classes: 'LKG',
    status: {
      upcoming: 'Opens {opens}.',
      open: 'Open until {closes}.',
      closed: 'Closed {closes}.',
      next: 'Next {opens}.',
    },
    banner: 'Open: {session}.',
    actions: { heading: 'How to apply', call: 'Call', whatsapp: 'WhatsApp', visit: 'Visit' },
  };
  const notice = { id: 'r1', title: 'Online Registration 2027', attachment: '/bff/media/public/pdf/r.pdf' };

  it('has a banner only while open, the next window after a yearly one closed, and the newest notice', () => {
    expect(admissionsData(config, [notice], '2027-01-20', DATE_WORDS)).toEqual({
      status: { state: 'open', window: { session: '2027-2028', opens: '2027-01-10', closes: '2027-02-15' } },
      sentences: ['Open until 15 Feb 2027.'],
      banner: 'Open: 2027-2028.',
      notice,
    });
    expect(admissionsData(config, [], '2027-02-20', DATE_WORDS)).toMatchObject({
      sentences: ['Closed 15 Feb 2027.', 'Next 10 Jan 2028.'],
      banner: null,
      notice: null,
    });
    expect(admissionsData(config, [], '2027-01-01', DATE_WORDS)).toMatchObject({
      sentences: ['Opens 10 Jan 2027.'],
      banner: null,
    });
  });

  it('without a window in school.yaml (or one it cannot read) still passes on the notice', () => {
    expect(admissionsData(undefined, [notice], '2027-01-20', DATE_WORDS)).toEqual({
      status: null,
      sentences: [],
      banner: null,
      notice,
    });
    expect(admissionsData({ ...config, closes: '2027-02-15' }, [], '2027-01-20', DATE_WORDS)).toEqual({
      status: null,
      sentences: [],
      banner: null,
      notice: null,
    });
  });
});

describe('admissionFirst', () => {
  it('puts notices about admission first and keeps the order within each group', () => {
    const items = [
      { title: 'Fee Payment Reminder', description: 'Due by the 15th.' },
      { title: 'Inter-House Quiz: Registrations Close Friday', description: 'Teams of four.' },
      { title: 'Admissions Open for Session 2027-2028', description: 'LKG and Class VI.' },
      { title: 'School app', description: 'Now with the admission form.' },
    ];
    expect(admissionFirst(items).map((item) => item.title)).toEqual([
      'Admissions Open for Session 2027-2028',
      'School app',
      'Fee Payment Reminder',
      'Inter-House Quiz: Registrations Close Friday',
    ]);
    expect(admissionFirst([])).toEqual([]);
  });
});
