// school-year.yaml: the session's terms, holidays, examinations and meetings, checked like school.yaml
// (every mistake at once, with its line).
import { Type, type Static } from '@sinclair/typebox';
import { byFirstDay, type SchoolYear, type YearDay, type YearDayKind } from '../../shared/school-year.ts';
import { checkSchema, ContentError, parseContentYaml, readOptional, where, yamlLines } from './content-yaml.ts';

const Day = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', description: 'a day as YYYY-MM-DD (2026-12-25)' });
const Text = Type.String({ minLength: 1, maxLength: 120 });
const Entry = Type.Object(
  {
    name: Text,
    date: Type.Optional(Day),
    from: Type.Optional(Day),
    to: Type.Optional(Day),
    note: Type.Optional(Text),
  },
  { additionalProperties: false },
);
// A year has a few dozen entries; the bound keeps a pasted mistake from making a huge page and feed.
const Entries = Type.Optional(Type.Array(Entry, { maxItems: 200 }));

const SchoolYearSchema = Type.Object(
  {
    session: Type.String({ minLength: 1, maxLength: 40, description: 'the session as the school names it (2026-27)' }),
    starts: Day,
    ends: Day,
    terms: Entries,
    holidays: Entries,
    exams: Entries,
    meetings: Entries,
  },
  { additionalProperties: false },
);
type Written = Static<typeof SchoolYearSchema>;

const LISTS = { terms: 'term', holidays: 'holiday', exams: 'exam', meetings: 'meeting' } as const satisfies Record<
  string,
  YearDayKind
>;

/** A real calendar day (not 2026-02-30). */
function isRealDay(day: string): boolean {
  const probe = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(probe.getTime()) && probe.toISOString().slice(0, 10) === day;
}

export interface ReadSchoolYear {
  /** null when the folder has no school-year.yaml. */
  year: SchoolYear | null;
  /** The file's text ('' when there is none), for the content version. */
  raw: string;
}

/** Reads CONTENT_DIR/school-year.yaml if there is one; every problem in it is thrown at once, in a ContentError. */
export async function readSchoolYear(dir: string): Promise<ReadSchoolYear> {
  const { raw, shown } = await readOptional(dir, 'school-year.yaml');
  if (!raw.trim()) return { year: null, raw };
  const { doc, counter } = parseContentYaml(raw, shown);
  const lineOf = yamlLines(doc, counter);
  const written = checkSchema<Written>(SchoolYearSchema, doc.toJS() ?? {}, shown, lineOf);
  const problems: string[] = [];
  const at = (path: string[], message: string) =>
    problems.push(`${where(shown, lineOf(path))}: ${path.join('.')}: ${message}`);

  for (const key of ['starts', 'ends'] as const)
    if (!isRealDay(written[key])) at([key], `${written[key]} is not a day of the calendar`);
  if (written.starts > written.ends) at(['ends'], 'the year ends before it starts');
  else if (Date.parse(written.ends) - Date.parse(written.starts) > 400 * 86_400_000)
    at(['ends'], 'a school year spans at most about a year (starts to ends)');

  const days: YearDay[] = [];
  for (const [list, kind] of Object.entries(LISTS) as Array<[keyof typeof LISTS, YearDayKind]>) {
    (written[list] ?? []).forEach((entry, i) => {
      const path = [list, String(i)];
      const one = entry.date !== undefined;
      if (one === (entry.from !== undefined || entry.to !== undefined) || (!one && (!entry.from || !entry.to))) {
        at(path, 'give either "date:" (one day) or both "from:" and "to:" (a run of days)');
        return;
      }
      const from = (one ? entry.date : entry.from)!;
      const to = (one ? entry.date : entry.to)!;
      const bad = [...new Set([from, to])].filter((day) => !isRealDay(day));
      if (bad.length > 0) return void at(path, `${bad.join(', ')} is not a day of the calendar`);
      if (from > to) return void at(path, `"${entry.name}" ends (${to}) before it starts (${from})`);
      if (from < written.starts || to > written.ends)
        return void at(path, `"${entry.name}" falls outside the year (${written.starts} to ${written.ends})`);
      days.push({ kind, name: entry.name, from, to, ...(entry.note ? { note: entry.note } : {}) });
    });
  }
  if (problems.length > 0) throw new ContentError(problems);
  days.sort(byFirstDay);
  return { year: { session: written.session, starts: written.starts, ends: written.ends, days }, raw };
}
