import { describe, expect, it } from 'vitest';
import { DATE_WORDS } from './words/dates.ts';
import { daysByMonth, daySpan, monthTitle, nextHoliday, schoolYearOn, type SchoolYear } from './school-year.ts';

const year: SchoolYear = {
  session: '2026-27',
  starts: '2026-04-01',
  ends: '2027-03-31',
  days: [
    { kind: 'term', name: 'First term', from: '2026-04-01', to: '2026-09-30' },
    { kind: 'holiday', name: 'Summer vacation', from: '2026-05-18', to: '2026-06-30' },
    { kind: 'meeting', name: 'Parent-Teacher Meeting', from: '2026-07-11', to: '2026-07-11' },
    { kind: 'holiday', name: 'Christmas', from: '2026-12-25', to: '2026-12-25' },
  ],
};

describe('the school year', () => {
  it('names the holiday under way, else the next to start, else none', () => {
    expect(nextHoliday(year, '2026-05-01')?.name).toBe('Summer vacation');
    // Its last day still counts: the parent asking on it is on holiday.
    expect(nextHoliday(year, '2026-06-30')?.name).toBe('Summer vacation');
    expect(nextHoliday(year, '2026-07-01')?.name).toBe('Christmas');
    expect(nextHoliday(year, '2026-12-26')).toBeNull();
  });

  it('says the year has ended after its last day, not on it', () => {
    expect(schoolYearOn(year, '2027-03-31').ended).toBe(false);
    expect(schoolYearOn(year, '2027-04-01')).toMatchObject({ ended: true, next: null, today: '2027-04-01' });
  });

  it('lists every month of the year, each day under the months it runs in', () => {
    const months = daysByMonth(year);
    expect(months.map((m) => m.month)).toEqual([
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
      '2027-03',
    ]);
    expect(months[1]!.days.map((d) => d.name)).toEqual(['Summer vacation']);
    // A vacation running into June is listed there too; a term is not repeated month after month.
    expect(months[2]!.days.map((d) => d.name)).toEqual(['Summer vacation']);
    expect(months[3]!.days.map((d) => d.name)).toEqual(['Parent-Teacher Meeting']);
    expect(months[4]!.days).toEqual([]);
    expect(monthTitle('2027-01', DATE_WORDS)).toBe('January 2027');
  });

  it('writes a day with its weekday and a run of days in the school\u2019s words', () => {
    expect(daySpan({ from: '2026-12-25', to: '2026-12-25' }, '{from} to {to}', DATE_WORDS)).toBe('Fri 25 Dec');
    expect(daySpan({ from: '2026-05-18', to: '2026-06-30' }, '{from} – {to}', DATE_WORDS)).toBe(
      'Mon 18 May – Tue 30 Jun',
    );
  });
});
