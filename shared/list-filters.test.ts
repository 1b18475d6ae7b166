import { describe, expect, it } from 'vitest';
import {
  buildListPage,
  buildToppersPage,
  defaultSession,
  isSession,
  matchesQuery,
  resolveYear,
  sortByMarks,
  sortNewestFirst,
  upcomingThenPast,
  yearsWithItems,
} from './list-filters.ts';
import type { Topper } from './types.ts';

// Equivalent mutants (npm run mutate list-filters), left alive on purpose:
// - matchesQuery's `needle === '' ||` -> `false ||`, or its '' -> another string: every text
//   includes the empty string.
// - newestFirst's `a.date < b.date` -> `<=`: equal dates have already returned 0 on the line above.
// - resolveYear's `y < chosen` -> `<=`: it runs only when no year equals the chosen one.
// - buildToppersPage's session order `a < b` -> `<=`: the sessions are deduplicated, so no two
//   compared are equal.

const item = (title: string, date: string | null) => ({ title, date });
const items = [
  item('Sports Day', '2024-11-20'),
  item('Science Fair', '2024-02-10'),
  item('Annual Day', '2022-12-01'),
  item('Debate', '2024-02-28'),
  item('Undated notice', null),
  item('Founders Day', '2021-07-15'),
];

describe('list rules', () => {
  it('sorts newest first with undated items last', () => {
    expect(sortNewestFirst(items).map((i) => i.title)).toEqual([
      'Sports Day',
      'Debate',
      'Science Fair',
      'Annual Day',
      'Founders Day',
      'Undated notice',
    ]);
  });

  it('defaults to this year when it has items', () => {
    const page = buildListPage(items, {}, 2024);
    expect(page).toMatchObject({ year: 2024, fellBack: false, years: [2024, 2022, 2021], months: [2, 11], total: 3 });
    expect(page.items.map((i) => i.title)).toEqual(['Sports Day', 'Debate', 'Science Fair']);
  });

  it('falls back to the nearest earlier year with items, across empty years', () => {
    expect(buildListPage(items, {}, 2026)).toMatchObject({ year: 2024, fellBack: true, total: 3 });
    expect(buildListPage(items, { year: 2023 }, 2026)).toMatchObject({ year: 2022, fellBack: true, total: 1 });
    expect(resolveYear([2024, 2022], 2020)).toEqual({ year: 2024, fellBack: true });
    expect(resolveYear([], 2020)).toEqual({ year: 2020, fellBack: false });
  });

  it('filters by month and by a case-insensitive title search, and "all" shows every year', () => {
    expect(buildListPage(items, { year: 2024, month: 2 }, 2024).items.map((i) => i.title)).toEqual([
      'Debate',
      'Science Fair',
    ]);
    expect(buildListPage(items, { year: 2024, month: 5 }, 2024)).toMatchObject({ total: 0, fellBack: false });
    expect(buildListPage(items, { year: 'all', q: 'DAY' }, 2024).items.map((i) => i.title)).toEqual([
      'Sports Day',
      'Annual Day',
      'Founders Day',
    ]);
    const all = buildListPage(items, { year: 'all' }, 2024);
    expect(all.total).toBe(items.length);
    expect(all.months).toEqual([2, 7, 11, 12]);
  });

  it('keeps items of the same day, and undated items, in the order the provider gave them', () => {
    const sameDay = [
      item('Assembly', '2024-05-01'),
      item('Older', '2023-01-01'),
      item('Prize giving', '2024-05-01'),
      item('No date 1', null),
      item('Newest', '2024-06-01'),
      item('No date 2', null),
      item('Sports meet', '2024-05-01'),
    ];
    expect(sortNewestFirst(sameDay).map((i) => i.title)).toEqual([
      'Newest',
      'Assembly',
      'Prize giving',
      'Sports meet',
      'Older',
      'No date 1',
      'No date 2',
    ]);
  });

  it('offers the years with items newest first, whatever order the items come in', () => {
    const oldestFirst = [
      item('a', '2019-04-01'),
      item('b', '2021-01-01'),
      item('c', null),
      item('d', '2020-05-05'),
      item('e', '2021-09-09'),
    ];
    expect(yearsWithItems(oldestFirst)).toEqual([2021, 2020, 2019]);
    expect(yearsWithItems([])).toEqual([]);
    expect(buildListPage(oldestFirst, {}, 2030)).toMatchObject({
      year: 2021,
      fellBack: true,
      years: [2021, 2020, 2019],
    });
  });

  it('never reports a fallback when every year is shown, even with nothing this year', () => {
    expect(buildListPage(items, { year: 'all' }, 2030)).toMatchObject({
      year: 'all',
      fellBack: false,
      total: items.length,
    });
    expect(buildListPage([], { year: 'all' }, 2030)).toEqual({
      items: [],
      total: 0,
      year: 'all',
      years: [],
      months: [],
      fellBack: false,
    });
  });

  it('matches substrings case-insensitively and treats blank queries as none', () => {
    expect(matchesQuery('Science Fair', 'fAIr')).toBe(true);
    expect(matchesQuery('Science Fair', '  ')).toBe(true);
    expect(matchesQuery('Science Fair', 'sports')).toBe(false);
  });
});

const topper = (name: string, cls: 'X' | 'XII', session: string, marks: number | null): Topper => ({
  id: `${name}-${session}`,
  name,
  class: cls,
  session,
  stream: cls === 'X' ? 'ICSE' : 'Science',
  marks,
  photo: null,
});
const toppers = [
  topper('Asha', 'X', '2025-2026', 91.2),
  topper('Ravi', 'X', '2025-2026', 97.4),
  topper('Meera', 'X', '2025-2026', null),
  topper('Kabir', 'X', '2024-2025', 95),
  topper('Zoya', 'XII', '2024-2025', 96.5),
  topper('Ishaan', 'XII', '2023-2024', 98.1),
  topper('Broken', 'XII', 'soon', 90),
];

describe('topper rules', () => {
  it('defaults to last year-this year, marks descending, unmarked last', () => {
    expect(defaultSession(2026)).toBe('2025-2026');
    const page = buildToppersPage(toppers, { class: 'X' }, 2026);
    expect(page).toMatchObject({ session: '2025-2026', fellBack: false, sessions: ['2025-2026', '2024-2025'] });
    expect(page.items.map((t) => t.name)).toEqual(['Ravi', 'Asha', 'Meera']);
  });

  it('falls back to the latest session of that class', () => {
    const page = buildToppersPage(toppers, { class: 'XII' }, 2026);
    expect(page).toMatchObject({ session: '2024-2025', fellBack: true, sessions: ['2024-2025', '2023-2024'] });
    expect(page.items.map((t) => t.name)).toEqual(['Zoya']);
  });

  it('shows every session with "all" and searches names', () => {
    expect(buildToppersPage(toppers, { class: 'XII', session: 'all' }, 2026).items.map((t) => t.name)).toEqual([
      'Ishaan',
      'Zoya',
      'Broken',
    ]);
    expect(buildToppersPage(toppers, { class: 'X', session: 'all', q: 'KA' }, 2026).items.map((t) => t.name)).toEqual([
      'Kabir',
    ]);
  });

  it('falls back to the latest session whatever order the provider lists them in', () => {
    const oldestFirst = [
      topper('Old', 'XII', '2021-2022', 90),
      topper('Older', 'XII', '2020-2021', 91),
      topper('Newer', 'XII', '2023-2024', 92),
      topper('Mid', 'XII', '2022-2023', 93),
    ];
    const page = buildToppersPage(oldestFirst, { class: 'XII' }, 2026);
    expect(page).toMatchObject({
      session: '2023-2024',
      fellBack: true,
      sessions: ['2023-2024', '2022-2023', '2021-2022', '2020-2021'],
    });
    expect(page.items.map((t) => t.name)).toEqual(['Newer']);
  });

  it('has no session when the class has no toppers', () => {
    expect(buildToppersPage([], { class: 'X' }, 2026)).toEqual({
      items: [],
      session: null,
      sessions: [],
      fellBack: false,
    });
  });

  it('knows a session', () => {
    expect(isSession('2024-2025')).toBe(true);
    expect(isSession('2024-2026')).toBe(false);
    expect(isSession('2024-25')).toBe(false);
    for (const bad of ['x2024-2025', 'Session 2024-2025', '2024-2025x', '2024-20255', '12024-2025']) {
      expect(isSession(bad), bad).toBe(false);
    }
    expect(sortByMarks(toppers).at(-1)?.marks).toBeNull();
  });
});

describe('upcomingThenPast', () => {
  it('puts today and later first, the soonest at the top, then the rest, the latest first, undated last', () => {
    const items = [
      { id: 1, date: '2026-03-01' },
      { id: 2, date: '2026-01-20' },
      { id: 3, date: null },
      { id: 4, date: '2025-12-31' },
      { id: 5, date: '2026-01-19' },
    ];
    const { upcoming, past } = upcomingThenPast(items, '2026-01-20');
    expect(upcoming.map((i) => i.id)).toEqual([2, 1]);
    expect(past.map((i) => i.id)).toEqual([5, 4, 3]);
  });
});
