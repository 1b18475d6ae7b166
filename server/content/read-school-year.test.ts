import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { copy, edit, lineOf, removeCopies } from './load-content.fixtures.ts';
import { ContentError, loadContent, siteData } from './load-content.ts';
import { readSchoolYear } from './read-school-year.ts';

afterEach(removeCopies);

async function problemsOf(dir: string): Promise<readonly string[]> {
  const error = await readSchoolYear(dir).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ContentError);
  return (error as ContentError).problems;
}

describe('school-year.yaml', () => {
  it("reads the example school's 2026-27 session, every entry within it, by first day", async () => {
    const { year } = await readSchoolYear(copy());
    expect(year?.session).toBe('2026-27');
    const froms = year!.days.map((d) => d.from);
    expect(froms).toEqual([...froms].sort());
    expect(year!.days.find((d) => d.name === 'Winter vacation')).toEqual({
      kind: 'holiday',
      name: 'Winter vacation',
      from: '2026-12-28',
      to: '2027-01-09',
      note: 'School reopens on Monday 11 January.',
    });
    // A one-day entry runs from its date to the same date.
    expect(year!.days.find((d) => d.name === 'Christmas')).toMatchObject({ from: '2026-12-25', to: '2026-12-25' });
  });

  it('is optional: without it the site has no /calendar page and sends its title nowhere', async () => {
    const dir = copy();
    rmSync(join(dir, 'school-year.yaml'));
    const content = await loadContent(dir);
    expect(content.schoolYear).toBeNull();
    expect(siteData(content).words.pages).not.toHaveProperty('/calendar');
    // calender.md's link to the year's page is a link to nowhere now.
    expect(content.warnings.join('\n')).toMatch(/calender\.md:\d+: the link \/calendar leads to no page of the site/);
    expect(siteData(await loadContent(copy())).words.pages['/calendar']).toBe('Holidays & Term Dates');
  });

  it('names every mistake at once, each with its line and what to change', async () => {
    const dir = copy();
    edit(dir, 'school-year.yaml', (text) =>
      text
        .replace('{ name: Christmas, date: 2026-12-25 }', '{ name: Christmas, date: 2026-12-32 }')
        .replace('{ name: Dussehra, date: 2026-10-20 }', '{ name: Dussehra, from: 2026-10-21, to: 2026-10-20 }')
        .replace('{ name: Holi, from: 2027-03-22, to: 2027-03-23 }', '{ name: Holi, from: 2027-04-22, to: 2027-04-23 }')
        .replace('{ name: Janmashtami, date: 2026-09-04 }', '{ name: Janmashtami, date: 2026-09-04, to: 2026-09-05 }'),
    );
    const at = (name: string) => lineOf(dir, 'school-year.yaml', (line) => line.includes(`name: ${name},`));
    expect(await problemsOf(dir)).toEqual([
      expect.stringMatching(
        new RegExp(
          `school-year\\.yaml:${at('Janmashtami')}: holidays\\.6: give either "date:" \\(one day\\) or both "from:" and "to:"`,
        ),
      ),
      expect.stringMatching(
        new RegExp(`:${at('Dussehra')}: holidays\\.8: "Dussehra" ends \\(2026-10-20\\) before it starts`),
      ),
      expect.stringMatching(new RegExp(`:${at('Christmas')}: holidays\\.11: 2026-12-32 is not a day of the calendar`)),
      expect.stringMatching(
        new RegExp(`:${at('Holi')}: holidays\\.14: "Holi" falls outside the year \\(2026-04-01 to 2027-03-31\\)`),
      ),
    ]);
  });

  it('says what went wrong when a comma cut a text short, or a key is misspelt', async () => {
    const dir = copy();
    edit(dir, 'school-year.yaml', (text) =>
      text
        .replace('note: "Flag hoisting at 8:00 AM; students attend." }', 'note: Flag hoisting, 8:00 AM }')
        .replace('{ name: Unit Test I, from', '{ nmae: Unit Test I, from'),
    );
    const problems = (await problemsOf(dir)).join('\n');
    expect(problems).toContain(
      '"8:00 AM" looks like the end of a text cut at a comma: inside { } put a text with a comma in quotes',
    );
    expect(problems).toContain('exams.0.nmae: unknown key; did you mean "name"?');
  });

  it('refuses a year that ends before it starts or spans more than a year', async () => {
    const dir = copy();
    edit(dir, 'school-year.yaml', (text) => text.replace('ends: 2027-03-31', 'ends: 2028-03-31'));
    expect((await problemsOf(dir)).join('\n')).toContain('ends: a school year spans at most about a year');
    edit(dir, 'school-year.yaml', (text) => text.replace('ends: 2028-03-31', 'ends: 2026-03-31'));
    expect((await problemsOf(dir)).join('\n')).toContain('ends: the year ends before it starts');
  });
});
