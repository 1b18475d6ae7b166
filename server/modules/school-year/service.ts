import { schoolYearOn, type SchoolYear, type SchoolYearData } from '../../../shared/school-year.ts';
import type { IsoDate } from '../../../shared/types.ts';
import type { Answer } from '../../cache/cached-body.ts';

/** The school year on the school's today, keyed by that day (the next holiday changes at midnight); null without one. */
export function schoolYearService(
  today: () => IsoDate,
  content: () => { schoolYear: SchoolYear | null; version: string },
): () => Answer<SchoolYearData> | null {
  return () => {
    const { schoolYear: year, version } = content();
    if (!year) return null;
    const day = today();
    return { key: `/bff/school-year|${day}`, version: `content:${version}`, build: () => schoolYearOn(year, day) };
  };
}
