import { schoolYearOn, type SchoolYear, type SchoolYearData } from '@shared/school-year.ts';

/** A short 2026-27 year: a term, two holidays, an examination and a meeting. */
export const TEST_YEAR: SchoolYear = {
  session: '2026-27',
  starts: '2026-04-01',
  ends: '2027-03-31',
  days: [
    { kind: 'term', name: 'First term', from: '2026-04-01', to: '2026-09-30' },
    { kind: 'holiday', name: 'Summer vacation', from: '2026-05-18', to: '2026-06-30', note: 'School reopens 1 July.' },
    { kind: 'meeting', name: 'Parent-Teacher Meeting', from: '2026-07-11', to: '2026-07-11' },
    { kind: 'exam', name: 'Pre-board examinations', from: '2026-12-14', to: '2026-12-23', note: 'Classes X and XII.' },
    { kind: 'holiday', name: 'Christmas', from: '2026-12-25', to: '2026-12-25' },
  ],
};

/** /bff/school-year on `today`. */
export function schoolYearFixture(today = '2026-11-28'): SchoolYearData {
  return schoolYearOn(TEST_YEAR, today);
}
