// An event's day and free-text time ("9:30 am - 1 pm") as UTC instants for calendars.

export interface EventTimes {
  start: Date;
  end: Date;
  allDay: boolean;
}

// The length of an event without an end time.
const DEFAULT_LENGTH_MS = 2 * 60 * 60 * 1000;
const CLOCK = /^\s*(\d{1,2})(?:[:.](\d{2}))?\s*(?:([ap])\.?\s*m\.?)?\s*$/i;

function parseClock(text: string, meridiemHint?: string): { h: number; m: number; meridiem?: string } | null {
  const match = CLOCK.exec(text);
  if (!match) return null;
  let h = Number(match[1]);
  const m = match[2] ? Number(match[2]) : 0;
  const meridiem = match[3]?.toLowerCase() ?? meridiemHint;
  if (h > 23 || m > 59) return null;
  if (meridiem === 'p' && h < 12) h += 12;
  if (meridiem === 'a' && h === 12) h = 0;
  return { h, m, ...(meridiem ? { meridiem } : {}) };
}

/** Minutes the zone is ahead of UTC at that instant. */
function zoneOffsetMinutes(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return Math.round((asUtc - instant) / 60000);
}

/** The UTC instant of a wall-clock time in a zone (second pass settles DST edges). */
export function zonedToUtc(day: string, h: number, m: number, timeZone: string): Date {
  const [y, mo, d] = day.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, mo - 1, d, h, m);
  let guess = wall - zoneOffsetMinutes(wall, timeZone) * 60000;
  guess = wall - zoneOffsetMinutes(guess, timeZone) * 60000;
  return new Date(guess);
}

export function eventTimes(day: string, time: string, timeZone: string): EventTimes {
  const [startText, endText] = time.split(/\s*(?:-|–|\bto\b)\s*/i);
  const endClock = endText ? parseClock(endText) : null;
  // "10 - 11:30 AM": the start borrows the end's AM/PM.
  const startClock = startText ? parseClock(startText, endClock?.meridiem) : null;
  if (!startClock) {
    const start = new Date(`${day}T00:00:00Z`);
    return { start, end: new Date(start.getTime() + 86_400_000), allDay: true };
  }
  const start = zonedToUtc(day, startClock.h, startClock.m, timeZone);
  let end = endClock
    ? zonedToUtc(day, endClock.h, endClock.m, timeZone)
    : new Date(start.getTime() + DEFAULT_LENGTH_MS);
  if (end <= start) end = new Date(start.getTime() + DEFAULT_LENGTH_MS);
  return { start, end, allDay: false };
}
