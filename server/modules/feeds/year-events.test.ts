import { describe, expect, it } from 'vitest';
import type { SchoolYear } from '../../../shared/school-year.ts';
import { ENGLISH_WORDS } from '../../../shared/words.ts';
import { yearEvents } from './year-events.ts';

const day = (name: string, from = '2026-12-25') => ({ kind: 'holiday' as const, name, from, to: from });

describe("the school year's calendar entries", () => {
  it('have ids of their own however alike their kind, day and name, and stable across loads', () => {
    const year: SchoolYear = {
      session: '2026-27',
      starts: '2026-04-01',
      ends: '2027-03-31',
      days: [day('Christmas'), day('Christmas'), day('क्रिसमस'), day('दिवाली'), day('Christmas', '2026-12-26')],
    };
    const ids = yearEvents(year, ENGLISH_WORDS.year).map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids[0]).toBe('year-holiday-2026-12-25-christmas');
    expect(ids[1]).toBe('year-holiday-2026-12-25-christmas-2');
    expect(ids[2]).toMatch(/^year-holiday-2026-12-25-[0-9a-f]{12}$/);
    expect(yearEvents(year, ENGLISH_WORDS.year).map((e) => e.id)).toEqual(ids);
  });
});
