import { describe, expect, it } from 'vitest';
import { timingsOn } from './school-parts.ts';

const SUMMER = { label: 'Summer', hours: '8:00 to 1:30', from: '04-01', to: '09-30' };
const WINTER = { label: 'Winter', hours: '8:30 to 2:00', from: '10-01', to: '03-31' };

describe("today's school hours", () => {
  it("are the season's, a season running over the new year included, on its first and last day", () => {
    expect(timingsOn([SUMMER, WINTER], '2026-11-28')).toEqual([WINTER]);
    expect(timingsOn([SUMMER, WINTER], '2027-01-05')).toEqual([WINTER]);
    expect(timingsOn([SUMMER, WINTER], '2027-03-31')).toEqual([WINTER]);
    expect(timingsOn([SUMMER, WINTER], '2026-04-01')).toEqual([SUMMER]);
    expect(timingsOn([SUMMER, WINTER], '2026-09-30')).toEqual([SUMMER]);
  });

  it('keep the rows that name no season, and are every row when no season holds today', () => {
    const plain = [{ label: 'All year', hours: '8:00 to 2:00' }];
    expect(timingsOn(plain, '2026-11-28')).toEqual(plain);
    const saturdays = { label: 'Saturdays', hours: '8:00 to 12:00' };
    expect(timingsOn([SUMMER, WINTER, saturdays], '2026-11-28')).toEqual([WINTER, saturdays]);
    const gap = [{ ...SUMMER, to: '05-31' }, WINTER];
    expect(timingsOn(gap, '2026-07-01')).toEqual(gap);
  });
});
