import { unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { copy, edit, lineOf, removeCopies } from './load-content.fixtures.ts';
import { loadContent } from './load-content.ts';

afterEach(removeCopies);

describe('loadContent', () => {
  it('stops with the file when school.yaml is missing', async () => {
    const dir = copy();
    unlinkSync(join(dir, 'school.yaml'));
    await expect(loadContent(dir)).rejects.toThrow(/school\.yaml: not found\. CONTENT_DIR .* must hold a school\.yaml/);
  });

  it('names the field when a required one is missing', async () => {
    const dir = copy();
    edit(dir, 'school.yaml', (t) => t.replace(/^name: .*$/m, ''));
    // A missing top-level key has no line of its own: the file is named, and what to add.
    await expect(loadContent(dir)).rejects.toThrow(/\/school\.yaml: name: missing; add "name:"/);
  });

  it('refuses an unknown key, naming it and its line', async () => {
    const dir = copy();
    edit(dir, 'school.yaml', (t) => t.replace(/^city: /m, 'cty: '));
    const line = lineOf(dir, 'school.yaml', (l) => l.startsWith('cty:'));
    await expect(loadContent(dir)).rejects.toThrow(new RegExp(`school\\.yaml:${line}: cty: unknown key`));
  });

  it('refuses a season of school hours with only one end, or a day that is no MM-DD', async () => {
    const dir = copy();
    edit(dir, 'school.yaml', (t) =>
      t.replace(', from: 04-01, to: 09-30 }', ', from: 04-01 }').replace('from: 10-01', 'from: 10-32'),
    );
    const summer = lineOf(dir, 'school.yaml', (l) => l.includes('label: Summer'));
    const winter = lineOf(dir, 'school.yaml', (l) => l.includes('label: Winter'));
    const error = await loadContent(dir).then(
      () => null,
      (e: Error) => e,
    );
    expect(error?.message).toMatch(
      new RegExp(`school\\.yaml:${winter}: timings\\.1\\.from: "10-32" is not in the expected form: MM-DD`),
    );
    edit(dir, 'school.yaml', (t) => t.replace('from: 10-32', 'from: 10-01'));
    await expect(loadContent(dir)).rejects.toThrow(
      new RegExp(`school\\.yaml:${summer}: timings\\.0: a season needs both "from:" and "to:"`),
    );
  });

  it('gives the line of a YAML syntax error', async () => {
    const dir = copy();
    edit(dir, 'school.yaml', (t) => t.replace(/^tagline: .*$/m, 'tagline: [Light and Service'));
    await expect(loadContent(dir)).rejects.toThrow(/school\.yaml:\d+: not valid YAML/);
  });

  it('refuses an updated: day that does not exist or is still to come, naming its line', async () => {
    for (const day of ['2026-02-30', '2999-01-01', '26-11-2026']) {
      const dir = copy();
      edit(dir, 'pages/rules.md', (t) => t.replace(/^updated: .*$/m, `updated: ${day}`));
      const line = lineOf(dir, 'pages/rules.md', (l) => l.startsWith('updated:'));
      await expect(loadContent(dir)).rejects.toThrow(new RegExp(`rules\\.md:${line}: updated: `));
    }
  });

  it('refuses a registration window it cannot read, naming its line', async () => {
    for (const [opens, closes] of [
      ['"02-15"', '"2027-01-10"'],
      ['"2027-02-15"', '"2027-01-10"'],
      ['"02-30"', '"03-15"'],
    ]) {
      const dir = copy();
      edit(dir, 'school.yaml', (t) =>
        t.replace(/^ {2}opens: .*$/m, `  opens: ${opens}`).replace(/^ {2}closes: .*$/m, `  closes: ${closes}`),
      );
      const line = lineOf(dir, 'school.yaml', (l) => l.startsWith('  opens:'));
      await expect(loadContent(dir)).rejects.toThrow(
        new RegExp(`school\\.yaml:${line}: admissions: opens and closes must be real days of one kind`),
      );
    }
  });

  it('names a value in the wrong form', async () => {
    const dir = copy();
    edit(dir, 'school.yaml', (t) => t.replace(/^themeColor: .*$/m, 'themeColor: blue'));
    const line = lineOf(dir, 'school.yaml', (l) => l.startsWith('themeColor:'));
    await expect(loadContent(dir)).rejects.toThrow(
      new RegExp(`school\\.yaml:${line}: themeColor: "blue" is not a colour: colours are "#rrggbb", in quotes`),
    );
  });

  it('explains an unquoted colour (YAML reads it as a comment) and lists the choices of a misspelt one', async () => {
    const dir = copy();
    edit(dir, 'school.yaml', (t) => t.replace(/^themeColor: .*$/m, 'themeColor: #0b6b3a'));
    const line = lineOf(dir, 'school.yaml', (l) => l.startsWith('themeColor:'));
    await expect(loadContent(dir)).rejects.toThrow(
      `school.yaml:${line}: themeColor: no colour given: colours are "#rrggbb", in quotes (a # outside quotes starts a comment)`,
    );
    const other = copy();
    edit(other, 'pages/feestructure.md', (t) => t.replace(/^pdf: .*$/m, 'pdf: feeStructur'));
    const pdfLine = lineOf(other, 'pages/feestructure.md', (l) => l.startsWith('pdf:'));
    await expect(loadContent(other)).rejects.toThrow(
      `feestructure.md:${pdfLine}: pdf: "feeStructur" is not allowed; it must be one of: feeStructure, calendar, timetable, medicalCertificate`,
    );
  });

  it('stops at a themeColor too light for white text, with its line, the pair and the ratio', async () => {
    const dir = copy();
    edit(dir, 'school.yaml', (t) => t.replace(/^themeColor: .*$/m, 'themeColor: "#8fbce6"'));
    const line = lineOf(dir, 'school.yaml', (l) => l.startsWith('themeColor:'));
    await expect(loadContent(dir)).rejects.toThrow(
      new RegExp(
        `school\\.yaml:${line}: themeColor #8fbce6: white text on it \\(the header, buttons\\) reads at 2:1, and needs 4\\.5:1`,
      ),
    );
  });

  it('stops when the logo file is missing, naming the field and the file', async () => {
    const dir = copy();
    unlinkSync(join(dir, 'images', 'crest.svg'));
    await expect(loadContent(dir)).rejects.toThrow(/school\.yaml:\d+: logo\.file: no file images\/crest\.svg/);
  });

  it('refuses an image outside the images folder', async () => {
    const dir = copy();
    edit(dir, 'school.yaml', (t) => t.replace('file: crest.svg', 'file: ../school.svg'));
    await expect(loadContent(dir)).rejects.toThrow(/logo\.file/);
  });
});
