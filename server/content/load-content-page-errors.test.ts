import { unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { copy, edit, lineOf, removeCopies } from './load-content.fixtures.ts';
import { loadContent } from './load-content.ts';

afterEach(removeCopies);

describe('loadContent', () => {
  it('names the page and the field for bad front matter', async () => {
    const dir = copy();
    edit(dir, 'pages/rules.md', (t) => t.replace(/^title: .*$/m, 'titel: School Rules'));
    await expect(loadContent(dir)).rejects.toThrow(/pages[/\\]rules\.md:2: titel: unknown key/);
  });

  it('names the page and line of a template that school.yaml does not have', async () => {
    const dir = copy();
    edit(dir, 'pages/rules.md', (t) => `${t}\nCall {{ phone.fax }} today.\n`);
    const line = lineOf(dir, 'pages/rules.md', (l) => l.includes('phone.fax'));
    await expect(loadContent(dir)).rejects.toThrow(
      new RegExp(`pages[/\\\\]rules\\.md:${line}: \\{\\{ phone\\.fax \\}\\}`),
    );
  });

  it('refuses a table without a caption, naming the page', async () => {
    const dir = copy();
    edit(dir, 'pages/rules.md', (t) => `${t}\n| a | b |\n|---|---|\n| 1 | 2 |\n`);
    await expect(loadContent(dir)).rejects.toThrow(/pages[/\\]rules\.md: a table must be inside "::: table <caption>"/);
  });

  it.each([
    ['news.md', /\/news is too close to the site's own address \/news/],
    ['About.md', /\/About is too close to the site's own address \/about/],
    ['bff.md', /\/bff is too close/],
    ['school_bus.md', /file name is its address \(\/school_bus\): use letters, digits and hyphens/],
  ])('refuses a page whose file name takes an address it cannot have: %s', async (name, message) => {
    const dir = copy();
    writeFileSync(
      join(dir, 'pages', name),
      '---\ntitle: T\nsection: About\ndescription: D\nupdated: 2026-11-20\n---\n\nText.\n',
    );
    await expect(loadContent(dir)).rejects.toThrow(message);
  });

  it("refuses a menu group it does not know, and a menu: on one of the site's pages", async () => {
    const dir = copy();
    writeFileSync(
      join(dir, 'pages', 'transport.md'),
      '---\ntitle: T\nsection: About\nmenu: Abuot\ndescription: D\nupdated: 2026-11-20\n---\n\nText.\n',
    );
    await expect(loadContent(dir)).rejects.toThrow(
      /transport\.md:4: menu: "Abuot" is not allowed; it must be one of: updates, Updates, about, About, /,
    );
    const other = copy();
    edit(other, 'pages/aims.md', (t) => t.replace('section: About', 'section: About\nmenu: About'));
    await expect(loadContent(other)).rejects.toThrow(/aims\.md:\d+: menu: \/aims is one of the site's pages/);
  });

  it('stops only when pages/about.md is missing: any other page of the site may be left out', async () => {
    const dir = copy();
    unlinkSync(join(dir, 'pages', 'aims.md'));
    expect((await loadContent(dir)).pages.has('aims')).toBe(false);
    unlinkSync(join(dir, 'pages', 'about.md'));
    await expect(loadContent(dir)).rejects.toThrow(/missing about\.md/);
  });
});
