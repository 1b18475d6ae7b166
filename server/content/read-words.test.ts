import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ENGLISH_WORDS } from '../../shared/words.ts';
import { copy, edit, removeCopies } from './load-content.fixtures.ts';
import { ContentError, loadContent, siteData } from './load-content.ts';

afterEach(removeCopies);

/** A copy of the example school with `words` as its words.yaml. */
function withWords(words: string): string {
  const dir = copy();
  writeFileSync(join(dir, 'words.yaml'), words);
  return dir;
}

describe('words.yaml', () => {
  it('is optional: without it the site has the English words, and its pages the titles of their files', async () => {
    const { words } = await loadContent(copy());
    expect(words.lang).toBe('en');
    expect(words.groups).toEqual(ENGLISH_WORDS.groups);
    expect(words.home).toEqual(ENGLISH_WORDS.home);
    expect(words.pages['/outFit']).toBe('Outfit');
    expect(words.menu['/coCurricular']).toBe('Co-Curricular');
  });

  it('renames a page everywhere it is named, its menu label included, and keeps every other word', async () => {
    const content = await loadContent(
      withWords('groups:\n  prospectus: Admissions\npages:\n  /outFit: Uniform\n  /coCurricular: Activities\n'),
    );
    expect(content.words.groups.prospectus).toBe('Admissions');
    expect(content.words.groups.academics).toBe('Academics');
    expect(content.words.pages['/outFit']).toBe('Uniform');
    // The page's own title follows (its heading and search entry), and the menu's short label goes.
    expect(content.pages.get('outFit')?.title).toBe('Uniform');
    expect(content.words.menu['/coCurricular']).toBeUndefined();
    expect(content.words.menu['/rules']).toBe('Rules');
    expect(siteData(content).words.pages['/outFit']).toBe('Uniform');
  });

  it("takes a page's title from its file's front matter, and words.yaml's over it", async () => {
    const dir = copy();
    edit(dir, 'pages/ERPSoftware.md', (t) => t.replace(/^title: .*$/m, 'title: Our School Software'));
    const fromFile = await loadContent(dir);
    expect(fromFile.words.pages['/ERPSoftware']).toBe('Our School Software');
    writeFileSync(join(dir, 'words.yaml'), 'pages:\n  /ERPSoftware: School App\n');
    const fromWords = await loadContent(dir);
    expect(fromWords.words.pages['/ERPSoftware']).toBe('School App');
    expect(fromWords.pages.get('ERPSoftware')?.title).toBe('School App');
  });

  it("takes an ERP page's title from pageText, and words.yaml's over it", async () => {
    const dir = copy();
    edit(dir, 'school.yaml', (t) => t.replace(/^ {2}topperX: \{ /m, '  topperX: { title: Class X Board Results, '));
    expect((await loadContent(dir)).words.pages['/topperX']).toBe('Class X Board Results');
    writeFileSync(join(dir, 'words.yaml'), 'pages:\n  /topperX: Board toppers\n');
    expect((await loadContent(dir)).words.pages['/topperX']).toBe('Board toppers');
  });

  it('takes a translation whole: language, groups, labels and the fixed words', async () => {
    const { words } = await loadContent(
      withWords(
        [
          'lang: hi',
          'groups:',
          '  about: परिचय',
          'home:',
          '  headings:',
          '    birthdays: जन्मदिन की शुभकामनाएँ',
          'footer:',
          '  helpDeskHours: "{helpDesk}, प्रतिदिन।"',
          '',
        ].join('\n'),
      ),
    );
    expect(words.lang).toBe('hi');
    expect(words.groups.about).toBe('परिचय');
    expect(words.home.headings.birthdays).toBe('जन्मदिन की शुभकामनाएँ');
    expect(words.home.headings.news).toBe('Latest News');
    expect(words.footer.helpDeskHours).toBe('{helpDesk}, प्रतिदिन।');
  });

  it('names every mistake in one run, each at its line: an unknown key with a suggestion, an unknown page, a bad language', async () => {
    const dir = withWords(
      [
        'lang: English',
        'grups:',
        '  about: Intro',
        'pages:',
        '  /outfit: Uniform',
        'home:',
        '  headings:',
        '    birthday: Hi',
        '',
      ].join('\n'),
    );
    const error: unknown = await loadContent(dir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentError);
    const problems = (error as ContentError).problems.join('\n');
    expect(problems).toMatch(/words\.yaml:1: lang: .*language tag/);
    expect(problems).toMatch(/words\.yaml:2: grups: unknown key; did you mean "groups"\?/);
    expect(problems).toMatch(/words\.yaml:5: pages\.\/outfit: unknown key; did you mean "\/outFit"\?/);
    expect(problems).toMatch(/words\.yaml:8: home\.headings\.birthday: unknown key; did you mean "birthdays"\?/);
  });

  it('refuses an empty word and a YAML mistake, naming the line', async () => {
    await expect(loadContent(withWords('groups:\n  about: ""\n'))).rejects.toThrow(/words\.yaml:2: groups\.about: /);
    await expect(loadContent(withWords('groups: [about\n'))).rejects.toThrow(/words\.yaml:\d+: not valid YAML/);
  });

  it("takes a school's order of a date's parts and its units, and refuses a template that lost a part", async () => {
    const own = await loadContent(
      withWords(
        [
          'dates:',
          '  formats:',
          "    day: '{month} {day}, {year}'",
          "    month: '{year}年{month}'",
          'links:',
          '  sizes:',
          "    kb: '{n} Ko'",
          '    decimal: ","',
          '',
        ].join('\n'),
      ),
    );
    expect(own.words.dates.formats).toEqual({
      ...ENGLISH_WORDS.dates.formats,
      day: '{month} {day}, {year}',
      month: '{year}年{month}',
    });
    expect(own.words.links.sizes).toEqual({ ...ENGLISH_WORDS.links.sizes, kb: '{n} Ko', decimal: ',' });
    const error: unknown = await loadContent(
      withWords(
        ['dates:', '  formats:', "    day: '{month} {year}'", 'links:', '  sizes:', '    mb: MB', ''].join('\n'),
      ),
    ).catch((e: unknown) => e);
    const problems = (error as ContentError).problems.join('\n');
    expect(problems).toMatch(
      /words\.yaml:3: dates\.formats\.day: "\{month\} \{year\}" is not in the expected form: a template keeping \{day\}, \{month\}, \{year\}/,
    );
    expect(problems).toMatch(
      /words\.yaml:6: links\.sizes\.mb: "MB" is not in the expected form: a template keeping \{n\}/,
    );
  });

  it('are listed in docs/words.en.yaml, a file a school can copy whole as its words.yaml', async () => {
    const listed = readFileSync(join(import.meta.dirname, '..', '..', 'docs', 'words.en.yaml'), 'utf8');
    // npm run words-doc writes it again after a change to shared/words.ts.
    expect(parse(listed)).toEqual(ENGLISH_WORDS);
    const copied = await loadContent(withWords(listed));
    const without = await loadContent(copy());
    // The same words, except that its titles win over the page files' (a PDF page's label).
    expect({ ...copied.words, pages: {}, menu: {} }).toEqual({ ...without.words, pages: {}, menu: {} });
    expect(copied.words.pages).toEqual(ENGLISH_WORDS.pages);
    expect(without.words.pages['/feestructure']).toBe(without.school.pdfs?.feeStructure?.label);
    expect(without.words.menu['/feestructure']).toBe('Fee Structure');
  });

  it('sends no title of a page the school has not written', async () => {
    const minimal = await loadContent(join(import.meta.dirname, '..', '..', 'examples', 'greenvalley'));
    const { pages, menu } = siteData(minimal).words;
    expect(Object.keys(pages)).toContain('/about');
    expect(Object.keys(pages)).toContain('/news');
    expect(Object.keys(pages)).not.toContain('/ERPSoftware');
    expect(Object.keys(menu)).not.toContain('/feestructure');
    expect(JSON.stringify(siteData(minimal))).not.toMatch(/ERP Software|Parent Portal/);
  });

  it('changes the content version when it changes', async () => {
    const before = (await loadContent(copy())).version;
    const after = (await loadContent(withWords('pages:\n  /outFit: Uniform\n'))).version;
    expect(after).not.toBe(before);
  });
});
