import { describe, expect, it } from 'vitest';
import { currentYear, formatDate, monthOf, parseProviderDate, yearOf } from './dates.ts';

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
});

describe('formatDate and parts', () => {
  it('shows dd-mm-yyyy', () => {
    expect(formatDate('2025-03-07')).toBe('07-03-2025');
    expect(formatDate(null)).toBe('');
    expect(formatDate('garbage')).toBe('');
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
  it('agrees with the zone\'s own calendar every hour around new year and in the middle of the year', () => {
    const zones = ['Asia/Kolkata', 'UTC', 'Pacific/Kiritimati', 'Etc/GMT+12', 'America/St_Johns', 'Asia/Kathmandu'];
    const hour = 60 * 60 * 1000;
    const instants = [
      ...Array.from({ length: 2 * 20 }, (_, i) => new Date(Date.UTC(2026, 0, 1) + (i - 20) * hour)),
      ...Array.from({ length: 2 * 20 }, (_, i) => new Date(Date.UTC(2024, 0, 1) + (i - 20) * hour + 30 * 60 * 1000)),
      new Date(Date.UTC(2025, 6, 1, 12)),
    ];
    for (const timeZone of zones) {
      const calendar = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric' });
      for (const at of instants) expect(currentYear(at, timeZone), `${at.toISOString()} in ${timeZone}`).toBe(Number(calendar.format(at)));
    }
  });
});
