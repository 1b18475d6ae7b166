import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SchoolYearData } from '../../../shared/school-year.ts';
import type { HomeData, SearchAnswer } from '../../../shared/types.ts';
import { copy, removeCopies } from '../../content/load-content.fixtures.ts';
import { startHarness, type Harness } from '../../testing/harness.ts';

// The example school's 2026-27 year, on 28 Nov 2026 in the school's zone (IST).
const ON = new Date('2026-11-28T06:00:00Z');
let clock = ON;

describe('the school year', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({}, { now: () => clock });
  });
  afterAll(async () => {
    await h.close();
  });
  afterEach(() => {
    clock = ON;
  });

  it('/bff/school-year answers the year, the school\u2019s today and the next holiday', async () => {
    const res = await h.app.inject('/bff/school-year');
    expect(res.statusCode).toBe(200);
    const data = res.json<SchoolYearData>();
    expect(data).toMatchObject({ today: '2026-11-28', ended: false });
    expect(data.next).toEqual({ kind: 'holiday', name: 'Christmas', from: '2026-12-25', to: '2026-12-25' });
    expect(data.year.days.length).toBeGreaterThan(20);
  });

  it("a school's today turns at its midnight, to the second, however often it is asked", () => {
    const { clock: schoolClock } = h.app.schools.all[0]!;
    clock = new Date('2026-12-25T18:29:59Z');
    expect(schoolClock.today()).toBe('2026-12-25');
    expect(schoolClock.today()).toBe('2026-12-25');
    clock = new Date('2026-12-25T18:30:00Z');
    expect(schoolClock.today()).toBe('2026-12-26');
    clock = new Date('2026-12-25T18:29:00Z');
    expect(schoolClock.today()).toBe('2026-12-25');
  });

  it('moves on at the school\u2019s midnight, not UTC\u2019s, and says when the year has ended', async () => {
    // 18:30 UTC on the 25th is midnight of the 26th in India.
    clock = new Date('2026-12-25T18:30:00Z');
    expect((await h.app.inject('/bff/school-year')).json<SchoolYearData>().next?.name).toBe('Winter vacation');
    clock = new Date('2027-04-02T06:00:00Z');
    expect((await h.app.inject('/bff/school-year')).json<SchoolYearData>()).toMatchObject({ ended: true, next: null });
  });

  it('Home names the next holiday with the day it was made for', async () => {
    const home = (await h.app.inject('/bff/home')).json<HomeData>();
    expect(home.nextHoliday?.name).toBe('Christmas');
    expect(home.today).toBe('2026-11-28');
  });

  it('search for a holiday, in English or as parents say it, lists the next holiday first', async () => {
    for (const q of ['holiday', 'chutti', 'holidays']) {
      const answer = (await h.app.inject(`/bff/search?q=${q}`)).json<SearchAnswer>();
      const first = answer.groups[0]?.hits[0];
      expect(first, q).toMatchObject({ title: 'Christmas', url: '/calendar#month-2026-12', date: '2026-12-25' });
      expect(answer.groups[0]!.hits[1]?.title, q).toBe('Winter vacation');
    }
    // A holiday found only by a word of its note ("School reopens on…") does not jump the queue.
    const school = (await h.app.inject('/bff/search?q=school')).json<SearchAnswer>();
    expect(school.groups[0]?.hits[0]?.url).not.toMatch(/^\/calendar/);
  });
});

describe('a school without school-year.yaml', () => {
  let h: Harness;
  beforeAll(async () => {
    const dir = copy();
    rmSync(join(dir, 'school-year.yaml'));
    h = await startHarness({ CONTENT_DIR: dir }, { now: () => ON });
  });
  afterAll(async () => {
    await h.close();
    removeCopies();
  });

  it('finds no school-year page in search', async () => {
    const answer = (await h.app.inject('/bff/search?q=holidays')).json<SearchAnswer>();
    expect(
      answer.groups.flatMap((g) => g.hits.map((hit) => hit.url)).filter((url) => url.startsWith('/calendar')),
    ).toEqual([]);
  });

  it('answers 404 with a plain sentence, and Home has no next holiday', async () => {
    const res = await h.app.inject('/bff/school-year');
    expect(res.statusCode).toBe(404);
    expect(res.json<{ message: string }>().message).toBe('The school has not published the dates of its year.');
    expect((await h.app.inject('/bff/home')).json<HomeData>().nextHoliday).toBeNull();
  });
});
