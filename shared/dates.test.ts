import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  currentYear,
  formatMonth,
  dayInZone,
  formatDate,
  formatWeekday,
  monthName,
  monthOf,
  parseProviderDate,
  yearOf,
} from './dates.ts';
import { DATE_WORDS } from './words/dates.ts';

// Equivalent mutants (npm run mutate dates), left alive on purpose:
// - validDay's `year !== y || month !== m - 1 || date !== d`: dropping any one of the three parts,
//   or `year && month || date`, changes nothing. An impossible day always moves the probe's month,
//   and also its year (month 00 or 13 and up) or its day of the month (day 00 or past the month's
//   end), so any two parts catch what the third would. Only `(year || month) && date` shows
//   (`12/25/2024`, tested below).
// - `if (!text) return null` -> `if (false)`: empty text matches none of the patterns below it.
// - dayOfInstant's `ms < FIRST_MS` -> `<=` and `ms >= LAST_MS` -> `>`: they differ only at the
//   instants FIRST_MS and LAST_MS, which fall in 1899 and 2201 in every zone (offsets run from -12
//   to +14 hours), so the year check after them refuses those either way.
// - currentYear's `t - newYear > 14h` -> `>=`: 14 hours after the UTC new year it is 1 January
//   in every zone (the lowest offset is -12), so asking the zone there gives the same year.

const HOUR = 60 * 60 * 1000;

describe('parseProviderDate', () => {
  it('reads an ISO timestamp as the day in the school time zone', () => {
    // 18:30 UTC is midnight the next day in India, where the school entered the date.
    expect(parseProviderDate('2025-08-14T18:30:00.000Z')).toBe('2025-08-15');
    expect(parseProviderDate('2025-08-14T18:30:00.000Z', 'UTC')).toBe('2025-08-14');
  });
  it('reads plain days, day-first days and epoch numbers', () => {
    expect(parseProviderDate('2024-02-29')).toBe('2024-02-29');
    expect(parseProviderDate('15/07/2024')).toBe('2024-07-15');
    expect(parseProviderDate('5-1-2023')).toBe('2023-01-05');
    expect(parseProviderDate(Date.UTC(2022, 0, 10, 6))).toBe('2022-01-10');
    expect(parseProviderDate('12 May 2024 10:00 GMT+0530')).toBe('2024-05-12');
  });
  it('gives null for empty, impossible or unreadable dates', () => {
    for (const bad of ['', '   ', '2023-02-30', '31/04/2024', 'soon', null, undefined, {}, Number.NaN, '2024']) {
      expect(parseProviderDate(bad)).toBeNull();
    }
  });
  it('reads a date the provider padded with spaces or a line break', () => {
    expect(parseProviderDate('  2024-02-29 ')).toBe('2024-02-29');
    expect(parseProviderDate('15/07/2024\n')).toBe('2024-07-15');
  });
  it('refuses a month-first or month-overflowing date rather than inventing a month 13 or 25', () => {
    // Read day-first, 12/25/2024 would be the 12th of month 25; it must not come out as 2024-25-12.
    for (const bad of ['12/25/2024', '01/13/2024', '2024-13-01', '2024-00-10', '2024-12-32', '29/02/2023']) {
      expect(parseProviderDate(bad), bad).toBeNull();
    }
  });
  it('refuses a date with extra digits before or after it instead of reading part of it', () => {
    // A five-digit year is a typo, not the year its last or first four digits make.
    for (const bad of ['12024-03-05', '2024-03-051', '115/07/2024', '15/07/20245']) {
      expect(parseProviderDate(bad), bad).toBeNull();
    }
  });
  it('leaves digits-only forms it would have to guess at unread', () => {
    for (const bad of ['2024-5-6', '15/07/2024 10:30', '2024-05-06 10:30']) {
      expect(parseProviderDate(bad), bad).toBeNull();
    }
  });
  it('reads plain days from 1900 to 2200 and refuses the years outside', () => {
    expect(parseProviderDate('1900-01-01')).toBe('1900-01-01');
    expect(parseProviderDate('01/01/1900')).toBe('1900-01-01');
    expect(parseProviderDate('2200-12-31')).toBe('2200-12-31');
    expect(parseProviderDate('31-12-2200')).toBe('2200-12-31');
    for (const bad of ['1899-12-31', '31/12/1899', '2201-01-01', '01.01.2201', '0001-01-01', '9999-12-31']) {
      expect(parseProviderDate(bad), bad).toBeNull();
    }
  });
  it('reads instants from the first day of 1900 to the last of 2200 in the school zone and no others', () => {
    expect(parseProviderDate(Date.UTC(1900, 0, 1, 12), 'UTC')).toBe('1900-01-01');
    expect(parseProviderDate(Date.UTC(2200, 11, 31, 12), 'UTC')).toBe('2200-12-31');
    expect(parseProviderDate(Date.UTC(2200, 5, 1), 'UTC')).toBe('2200-06-01');
    expect(parseProviderDate(Date.UTC(2201, 0, 1) - 1, 'UTC')).toBe('2200-12-31');
    // Midday of 31 December 1899 UTC is already 1900 fourteen hours east, and still 1899 in UTC.
    expect(parseProviderDate(Date.UTC(1899, 11, 31, 12), 'Etc/GMT-14')).toBe('1900-01-01');
    expect(parseProviderDate(Date.UTC(1899, 11, 31, 12), 'UTC')).toBeNull();
    expect(parseProviderDate('1899-12-31T12:00:00Z', 'UTC')).toBeNull();
    expect(parseProviderDate(Date.UTC(2201, 0, 1, 12), 'UTC')).toBeNull();
    expect(parseProviderDate('2201-01-01T00:00:00Z', 'UTC')).toBeNull();
    expect(parseProviderDate(Date.UTC(2200, 11, 31, 20), 'Etc/GMT-14')).toBeNull();
  });
  it('gives null, without throwing, for epoch numbers no calendar can show', () => {
    // Past 8.64e15 ms either way a Date is invalid and formatting it in a zone throws.
    for (const bad of [8.7e15, -8.7e15, 8.64e15, -8.64e15, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      expect(parseProviderDate(bad), String(bad)).toBeNull();
    }
  });
});

describe('formatWeekday', () => {
  it('writes a day of the year as "Fri 25 Dec", every weekday by its three letters, without the year', () => {
    // 2026-12-20 is a Sunday.
    expect(['20', '21', '22', '23', '24', '25', '26'].map((d) => formatWeekday(`2026-12-${d}`, DATE_WORDS))).toEqual([
      'Sun 20 Dec',
      'Mon 21 Dec',
      'Tue 22 Dec',
      'Wed 23 Dec',
      'Thu 24 Dec',
      'Fri 25 Dec',
      'Sat 26 Dec',
    ]);
    expect(formatWeekday('2027-01-05', DATE_WORDS)).toBe('Tue 5 Jan');
    expect(formatWeekday(null, DATE_WORDS)).toBe('');
    expect(formatWeekday(undefined, DATE_WORDS)).toBe('');
    expect(formatWeekday('25-12-2026', DATE_WORDS)).toBe('');
  });
});

describe('formatDate and parts', () => {
  it('writes a day as "14 Nov 2026", the day unpadded, every month by its three letters', () => {
    expect(formatDate('2025-03-07', DATE_WORDS)).toBe('7 Mar 2025');
    expect(formatDate('2026-11-14', DATE_WORDS)).toBe('14 Nov 2026');
    expect(
      ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'].map((m) =>
        formatDate(`2026-${m}-30`, DATE_WORDS),
      ),
    ).toEqual(
      ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'].map((m) => `30 ${m} 2026`),
    );
    expect(formatDate(null, DATE_WORDS)).toBe('');
    expect(formatDate(undefined, DATE_WORDS)).toBe('');
    expect(formatDate('garbage', DATE_WORDS)).toBe('');
    expect(formatDate('12025-03-07', DATE_WORDS)).toBe('');
    expect(formatDate('2025-03-07x', DATE_WORDS)).toBe('');
  });

  it('takes year and month', () => {
    expect(yearOf('2025-03-07')).toBe(2025);
    expect(monthOf('2025-03-07')).toBe(3);
    expect(yearOf(null)).toBeNull();
  });
  it('knows the year in the school time zone at new year', () => {
    const newYearInIndia = new Date('2025-12-31T19:00:00Z');
    expect(currentYear(newYearInIndia)).toBe(2026);
    expect(currentYear(newYearInIndia, 'UTC')).toBe(2025);
  });
  it("agrees with the zone's own calendar every hour around new year and in the middle of the year", () => {
    const zones = ['Asia/Kolkata', 'UTC', 'Pacific/Kiritimati', 'Etc/GMT+12', 'America/St_Johns', 'Asia/Kathmandu'];
    const instants = [
      ...Array.from({ length: 2 * 20 }, (_, i) => new Date(Date.UTC(2026, 0, 1) + (i - 20) * HOUR)),
      ...Array.from({ length: 2 * 20 }, (_, i) => new Date(Date.UTC(2024, 0, 1) + (i - 20) * HOUR + 30 * 60 * 1000)),
      new Date(Date.UTC(2025, 6, 1, 12)),
    ];
    for (const timeZone of zones) {
      const calendar = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric' });
      for (const at of instants)
        expect(currentYear(at, timeZone), `${at.toISOString()} in ${timeZone}`).toBe(Number(calendar.format(at)));
    }
  });
});

describe('time-zone calendars, which cost a slow phone tens of milliseconds to load', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });
  it('knows the year away from new year without loading a zone calendar', () => {
    const calendars = vi.spyOn(Intl, 'DateTimeFormat');
    // Zones no other test has used yet, so none of their calendars is loaded already.
    expect(currentYear(new Date(Date.UTC(2025, 6, 1, 12)), 'America/Lima')).toBe(2025);
    expect(currentYear(new Date(Date.UTC(2025, 0, 2)), 'Africa/Nairobi')).toBe(2025);
    expect(currentYear(new Date(Date.UTC(2025, 11, 31)), 'Europe/Oslo')).toBe(2025);
    expect(calendars).not.toHaveBeenCalled();
  });
  it("loads a zone's calendar once for any number of dates", () => {
    const calendars = vi.spyOn(Intl, 'DateTimeFormat');
    const days = Array.from({ length: 5 }, (_, i) => dayInZone(new Date(Date.UTC(2025, 2, 1 + i, 12)), 'Asia/Dhaka'));
    expect(days).toEqual(['2025-03-01', '2025-03-02', '2025-03-03', '2025-03-04', '2025-03-05']);
    expect(calendars).toHaveBeenCalledTimes(1);
  });
});

describe("dates in the school's words", () => {
  const hindi = {
    formats: DATE_WORDS.formats,
    months: { ...DATE_WORDS.months, november: 'नवंबर', december: 'दिसंबर' },
    short: { ...DATE_WORDS.short, november: 'नव॰', december: 'दिस॰' },
    weekdays: { ...DATE_WORDS.weekdays, friday: 'शुक्र' },
  };

  it('writes days, weekdays and months with its names', () => {
    expect(formatDate('2026-11-14', hindi)).toBe('14 नव॰ 2026');
    expect(formatWeekday('2026-12-25', hindi)).toBe('शुक्र 25 दिस॰');
    expect(monthName(12, hindi)).toBe('दिसंबर');
    // English where none is given, and the number for no month.
    expect(formatDate('2026-03-01', DATE_WORDS)).toBe('1 Mar 2026');
    expect(monthName(3, DATE_WORDS)).toBe('March');
    expect(monthName(13, hindi)).toBe('13');
    expect(monthName(0, DATE_WORDS)).toBe('0');
  });

  it('puts the parts in its order', () => {
    const american = {
      ...DATE_WORDS,
      formats: { day: '{month} {day}, {year}', weekday: '{weekday}, {month} {day}', month: '{month} {year}' },
    };
    expect(formatDate('2026-11-14', american)).toBe('Nov 14, 2026');
    expect(formatWeekday('2026-12-25', american)).toBe('Fri, Dec 25');
    const japanese = { ...DATE_WORDS, formats: { ...DATE_WORDS.formats, month: '{year}年{month}' } };
    expect(formatMonth(2024, 8, japanese)).toBe('2024年August');
    expect(formatMonth(2024, 8, DATE_WORDS)).toBe('August 2024');
  });
});
