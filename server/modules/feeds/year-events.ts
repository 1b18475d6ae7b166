// The school year's days as calendar entries beside the provider's events (/events.ics).
import type { SchoolYear } from '../../../shared/school-year.ts';
import type { Words } from '../../../shared/words.ts';

export interface YearEvent {
  /** Stable across reloads of the same entry, so a subscribed calendar updates it in place. */
  id: string;
  from: string;
  to: string;
  summary: string;
  description: string;
}

/** A name as an id part: lower-case letters and digits joined by hyphens. */
const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40);

/** Each entry of school-year.yaml, named with its kind ("Holiday", "Examinations") and its note. */
export function yearEvents(year: SchoolYear, words: Words['year']): YearEvent[] {
  return year.days.map((day) => ({
    id: `year-${day.kind}-${day.from}-${slug(day.name) || 'day'}`,
    from: day.from,
    to: day.to,
    summary: day.name,
    description: [words.kinds[day.kind], day.note].filter(Boolean).join('. '),
  }));
}
