import { afterEach, describe, expect, it } from 'vitest';
import { copy, edit, lineOf, removeCopies } from './load-content.fixtures.ts';
import { ContentError, loadContent } from './load-content.ts';

afterEach(removeCopies);

/** What loading `dir` reports: its problems and warnings (it must fail). */
async function report(dir: string): Promise<{ problems: readonly string[]; warnings: readonly string[] }> {
  const error = await loadContent(dir).then(
    () => expect.fail('the folder loaded'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ContentError);
  return error as ContentError;
}

describe('loadContent names every problem in one run', () => {
  it('five mistakes in three files, each with its file and line', async () => {
    const dir = copy();
    edit(dir, 'school.yaml', (t) =>
      t
        .replace(/^city: /m, 'cyty: ')
        .replace(/^themeColor: .*$/m, 'themeColor: "#12386"')
        .replace(/^( {2}file: )\S+/m, '$1crest-missing.svg'),
    );
    edit(dir, 'pages/aims.md', (t) => `${t}\n::: details Read more\nNever closed.\n`);
    edit(dir, 'pages/motto.md', (t) => `${t}\nSee [the rules](/rulse).\n`);
    const school = (match: (l: string) => boolean) => lineOf(dir, 'school.yaml', match);
    const { problems, warnings } = await report(dir);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          new RegExp(
            `/school\\.yaml:${school((l) => l.startsWith('cyty:'))}: cyty: unknown key; did you mean "city"\\? the keys allowed here are: name, `,
          ),
        ),
        expect.stringMatching(
          new RegExp(
            `/school\\.yaml:${school((l) => l.startsWith('themeColor:'))}: themeColor: "#12386" is not a colour`,
          ),
        ),
        expect.stringMatching(
          new RegExp(
            `/school\\.yaml:${school((l) => l.includes('crest-missing.svg'))}: logo\\.file: no file images/crest-missing\\.svg`,
          ),
        ),
        expect.stringMatching(
          new RegExp(
            `/pages/aims\\.md:${lineOf(dir, 'pages/aims.md', (l) => l.startsWith('::: details Read more'))}: "::: details" is never closed`,
          ),
        ),
      ]),
    );
    expect(warnings).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `pages/motto\\.md:${lineOf(dir, 'pages/motto.md', (l) => l.includes('/rulse'))}: the link /rulse leads to no page of the site \\(did you mean /rules\\?\\)`,
        ),
      ),
    );
    // city is optional: only the misspelt key is reported.
    expect(problems.filter((p) => p.includes('city'))).toHaveLength(1);
  });

  it('says the expected form of a malformed value', async () => {
    const dir = copy();
    edit(dir, 'school.yaml', (t) => t.replace(/^( {2}tel: ).*$/m, '$103642507788 ext 2'));
    const { problems } = await report(dir);
    expect(problems).toEqual([
      expect.stringMatching(
        /school\.yaml:\d+: phone\.tel: "03642507788 ext 2" is not in the expected form: the number to dial, 6 to 15 digits with an optional \+/,
      ),
    ]);
  });

  it('lists every mistake of one page, not only its first', async () => {
    const dir = copy();
    edit(dir, 'pages/aims.md', (t) => `${t}\n# A second title\n\n::: nonsense\n:::\n`);
    const { problems } = await report(dir);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/aims\.md:\d+: a "# " heading would be a second page title/);
    expect(problems[1]).toMatch(/aims\.md:\d+: "::: nonsense" is no block the site knows/);
  });
});
