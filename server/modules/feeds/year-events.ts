// The school year's days as calendar entries beside the provider's events (/events.ics).
import { createHash } from 'node:crypto';
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

/** A name as an id part that tells names apart: its letters, else (Devanagari, say) a hash of it. */
const namePart = (name: string) => slug(name) || createHash('sha256').update(name).digest('hex').slice(0, 12);

/** Each entry of school-year.yaml, named with its kind ("Holiday", "Examinations") and its note. */
export function yearEvents(year: SchoolYear, words: Words['year']): YearEvent[] {
  const seen = new Map<string, number>();
  // Two entries alike in kind, day and name's letters still get ids of their own (-2, -3).
  const unique = (id: string) => {
    const n = (seen.get(id) ?? 0) + 1;
    seen.set(id, n);
    return n === 1 ? id : `${id}-${n}`;
  };
  return year.days.map((day) => ({
    id: unique(`year-${day.kind}-${day.from}-${namePart(day.name)}`),
    from: day.from,
    to: day.to,
    summary: day.name,
    description: [words.kinds[day.kind], day.note].filter(Boolean).join('. '),
  }));
}
