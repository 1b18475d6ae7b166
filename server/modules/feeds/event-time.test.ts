import { describe, expect, it } from 'vitest';
import { eventTimes, zonedToUtc } from './event-time.ts';

describe('event times in the school time zone', () => {
  it('turns India wall-clock times into UTC', () => {
    expect(zonedToUtc('2025-08-15', 10, 0, 'Asia/Kolkata').toISOString()).toBe('2025-08-15T04:30:00.000Z');
  });

  it('handles daylight saving zones', () => {
    expect(zonedToUtc('2025-07-01', 9, 0, 'Europe/London').toISOString()).toBe('2025-07-01T08:00:00.000Z');
    expect(zonedToUtc('2025-01-01', 9, 0, 'Europe/London').toISOString()).toBe('2025-01-01T09:00:00.000Z');
  });

  it.each([
    ['10:00 AM', '04:30', '06:30'],
    ['9:30 am - 1 pm', '04:00', '07:30'],
    ['2:00 PM', '08:30', '10:30'],
    ['14:00', '08:30', '10:30'],
    ['10 - 11:30 AM', '04:30', '06:00'],
    ['12:00 PM', '06:30', '08:30'],
    ['6:00 PM to 8:30 PM', '12:30', '15:00'],
  ])('reads "%s"', (time, start, end) => {
    const t = eventTimes('2025-08-15', time, 'Asia/Kolkata');
    expect(t.allDay).toBe(false);
    expect(t.start.toISOString().slice(11, 16)).toBe(start);
    expect(t.end.toISOString().slice(11, 16)).toBe(end);
  });

  it('makes an all-day event when there is no usable time', () => {
    for (const time of ['', 'All day', 'TBA', '25:00']) {
      const t = eventTimes('2025-08-15', time, 'Asia/Kolkata');
      expect(t).toEqual({
        start: new Date('2025-08-15T00:00:00Z'),
        end: new Date('2025-08-16T00:00:00Z'),
        allDay: true,
      });
    }
  });
});
