import { currentYear, dayInZone } from '../../shared/dates.ts';

/** The school's calendar: its year and date (YYYY-MM-DD). */
export interface SchoolClock {
  now: () => Date;
  thisYear: () => number;
  today: () => string;
}

/** The calendar in `timeZone`; every page answer asks for the date, so it is worked out once a minute (zone offsets are whole minutes). */
export function schoolClock(now: () => Date, timeZone: string): SchoolClock {
  let day = { minute: Number.NaN, date: '' };
  return {
    now,
    // Cheap away from new year (shared/dates.ts).
    thisYear: () => currentYear(now(), timeZone),
    today: () => {
      const at = now();
      const minute = Math.floor(at.getTime() / 60_000);
      if (minute !== day.minute) day = { minute, date: dayInZone(at, timeZone) };
      return day.date;
    },
  };
}
