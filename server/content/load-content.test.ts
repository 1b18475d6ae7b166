import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CONTENT_PAGE_SLUGS } from '../../shared/content-pages.ts';
import { loadContent, siteData } from './load-content.ts';

const EXAMPLE = join(import.meta.dirname, '..', '..', 'content');
let dirs: string[] = [];

/** A copy of the example school's folder to break, without its generated slides. */
function copy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'content-'));
  cpSync(EXAMPLE, dir, { recursive: true, filter: (src) => !src.endsWith('.ts') });
  dirs.push(dir);
  return dir;
}

function edit(dir: string, file: string, change: (text: string) => string): void {
  const path = join(dir, file);
  writeFileSync(path, change(readFileSync(path, 'utf8')));
}

afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

describe('loadContent', () => {
  it('reads the example school: its identity, every static page, templates filled in', async () => {
    const content = await loadContent(EXAMPLE, CONTENT_PAGE_SLUGS);
    expect(content.school.name).toBe("St. Columba's Diocesan School");
    expect(content.school.home.welcome.greeting).toBe("Welcome to St. Columba's Diocesan School");
    expect([...content.pages.keys()].sort()).toEqual([...CONTENT_PAGE_SLUGS].sort());
    const contact = content.pages.get('contact')!;
    expect(contact.title).toBe('Contact Us');
    expect(contact.html).toContain('href="tel:+915322401984"');
    expect(contact.html).toContain('<iframe class="map-embed__frame"');
    expect(contact.html).not.toContain('{{');
    expect(content.pages.get('feestructure')!.pdf).toEqual(content.school.pdfs.feeStructure);
    // The version follows the files, not the time they were read.
    expect((await loadContent(EXAMPLE)).version).toBe(content.version);
  });

  it('reads the second example school (examples/hillview) with every page, its own name and colours', async () => {
    const hillview = await loadContent(
      join(import.meta.dirname, '..', '..', 'examples', 'hillview'),
      CONTENT_PAGE_SLUGS,
    );
    expect(hillview.school.name).toBe('Hill View Public School');
    expect(hillview.school.themeColor).not.toBe((await loadContent(EXAMPLE)).school.themeColor);
    expect(hillview.pages.get('contact')!.html).not.toContain('Amritpur');
  });

  it('renders tables with their caption in a labelled scroll region, and row headers when asked', async () => {
    const registration = (await loadContent(EXAMPLE)).pages.get('registration')!;
    expect(registration.html).toMatch(
      /<div class="table-scroll" role="region" tabindex="0" aria-label="[^"]+">\s*<table class="content-table( content-table--narrow)?"><caption>/,
    );
    expect(registration.html).toContain('<th scope="row" data-label="Class">LKG</th>');
    // Every body cell names its column, for the stacked rows on phones.
    expect(registration.html).toContain('<td data-label="Minimum age on 31 March">3.5 years</td>');
    expect(registration.html).toContain('<td data-label="Other conditions">At least 60% in every subject');
  });

  it('stops with the file when school.yaml is missing', async () => {
    const dir = copy();
    unlinkSync(join(dir, 'school.yaml'));
    await expect(loadContent(dir)).rejects.toThrow(/school\.yaml: not found\. CONTENT_DIR .* must hold a school\.yaml/);
  });

  it('names the field when a required one is missing', async () => {
    const dir = copy();
    edit(dir, 'school.yaml', (t) => t.replace(/^name: .*$/m, ''));
    await expect(loadContent(dir)).rejects.toThrow(/school\.yaml:\d+: name: expected required property/);
  });

  it('refuses an unknown key, naming it and its line', async () => {
    const dir = copy();
    edit(dir, 'school.yaml', (t) => t.replace(/^city: /m, 'cty: '));
    const line =
      readFileSync(join(dir, 'school.yaml'), 'utf8')
        .split('\n')
        .findIndex((l) => l.startsWith('cty:')) + 1;
    await expect(loadContent(dir)).rejects.toThrow(new RegExp(`school\\.yaml:${line}: cty: unknown key`));
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
      const line =
        readFileSync(join(dir, 'pages', 'rules.md'), 'utf8')
          .split('\n')
          .findIndex((l) => l.startsWith('updated:')) + 1;
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
      const line =
        readFileSync(join(dir, 'school.yaml'), 'utf8')
          .split('\n')
          .findIndex((l) => l.startsWith('  opens:')) + 1;
      await expect(loadContent(dir)).rejects.toThrow(
        new RegExp(`school\\.yaml:${line}: admissions: opens and closes must be real days of one kind`),
      );
    }
  });

  it('names a value in the wrong form', async () => {
    const dir = copy();
    edit(dir, 'school.yaml', (t) => t.replace(/^themeColor: .*$/m, 'themeColor: blue'));
    const line =
      readFileSync(join(dir, 'school.yaml'), 'utf8')
        .split('\n')
        .findIndex((l) => l.startsWith('themeColor:')) + 1;
    await expect(loadContent(dir)).rejects.toThrow(
      new RegExp(`school\\.yaml:${line}: themeColor: "blue" is not a colour: colours are "#rrggbb", in quotes`),
    );
  });

  it('explains an unquoted colour (YAML reads it as a comment) and lists the choices of a misspelt one', async () => {
    const dir = copy();
    edit(dir, 'school.yaml', (t) => t.replace(/^themeColor: .*$/m, 'themeColor: #0b6b3a'));
    const line =
      readFileSync(join(dir, 'school.yaml'), 'utf8')
        .split('\n')
        .findIndex((l) => l.startsWith('themeColor:')) + 1;
    await expect(loadContent(dir)).rejects.toThrow(
      `school.yaml:${line}: themeColor: no colour given: colours are "#rrggbb", in quotes (a # outside quotes starts a comment)`,
    );
    const other = copy();
    edit(other, 'pages/feestructure.md', (t) => t.replace(/^pdf: .*$/m, 'pdf: feeStructur'));
    const pdfLine =
      readFileSync(join(other, 'pages', 'feestructure.md'), 'utf8')
        .split('\n')
        .findIndex((l) => l.startsWith('pdf:')) + 1;
    await expect(loadContent(other)).rejects.toThrow(
      `feestructure.md:${pdfLine}: pdf: "feeStructur" is not allowed; it must be one of: feeStructure, calendar, timetable, medicalCertificate`,
    );
  });

  it('stops at a themeColor too light for white text, with its line, the pair and the ratio', async () => {
    const dir = copy();
    edit(dir, 'school.yaml', (t) => t.replace(/^themeColor: .*$/m, 'themeColor: "#8fbce6"'));
    const line =
      readFileSync(join(dir, 'school.yaml'), 'utf8')
        .split('\n')
        .findIndex((l) => l.startsWith('themeColor:')) + 1;
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

  it('names the page and the field for bad front matter', async () => {
    const dir = copy();
    edit(dir, 'pages/rules.md', (t) => t.replace(/^title: .*$/m, 'titel: School Rules'));
    await expect(loadContent(dir)).rejects.toThrow(/pages[/\\]rules\.md:2: titel: unknown key/);
  });

  it('names the page and line of a template that school.yaml does not have', async () => {
    const dir = copy();
    edit(dir, 'pages/rules.md', (t) => `${t}\nCall {{ phone.fax }} today.\n`);
    const line =
      readFileSync(join(dir, 'pages', 'rules.md'), 'utf8')
        .split('\n')
        .findIndex((l) => l.includes('phone.fax')) + 1;
    await expect(loadContent(dir)).rejects.toThrow(
      new RegExp(`pages[/\\\\]rules\\.md:${line}: \\{\\{ phone\\.fax \\}\\}`),
    );
  });

  it('refuses a table without a caption, naming the page', async () => {
    const dir = copy();
    edit(dir, 'pages/rules.md', (t) => `${t}\n| a | b |\n|---|---|\n| 1 | 2 |\n`);
    await expect(loadContent(dir)).rejects.toThrow(/pages[/\\]rules\.md: a table must be inside "::: table <caption>"/);
  });

  it('serves any other page of the folder at /<slug>, with the menu group its front matter names', async () => {
    const dir = copy();
    writeFileSync(
      join(dir, 'pages', 'transport.md'),
      '---\ntitle: School Transport\nsection: Prospectus\nmenu: Prospectus\ndescription: "Bus routes of {{ name }}."\nupdated: 2026-11-20\n---\n\n## Routes\n\nRoute 1.\n',
    );
    const content = await loadContent(dir, CONTENT_PAGE_SLUGS);
    expect([...content.ownPages]).toEqual(['transport']);
    expect(content.pages.get('transport')).toMatchObject({
      title: 'School Transport',
      menu: 'Prospectus',
      description: `Bus routes of ${content.school.name}.`,
    });
    expect(siteData(content).pages.find((p) => p.slug === 'transport')?.menu).toBe('Prospectus');
    expect(siteData(content).pages.find((p) => p.slug === 'about')).not.toHaveProperty('menu');
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
      /transport\.md:4: menu: "Abuot" is not allowed; it must be one of: Updates, About, /,
    );
    const other = copy();
    edit(other, 'pages/aims.md', (t) => t.replace('section: About', 'section: About\nmenu: About'));
    await expect(loadContent(other)).rejects.toThrow(/aims\.md:\d+: menu: \/aims is one of the site's pages/);
  });

  it('stops when a static page of the site is missing', async () => {
    const dir = copy();
    unlinkSync(join(dir, 'pages', 'aims.md'));
    await expect(loadContent(dir, CONTENT_PAGE_SLUGS)).rejects.toThrow(/missing aims\.md/);
  });

  it('sanitizes raw HTML: no script, no event handler, no javascript: link, no foreign frame', async () => {
    const dir = copy();
    edit(
      dir,
      'pages/rules.md',
      (t) =>
        `${t}\n<script>alert(1)</script>\n\n<p onclick="steal()">Click</p>\n\n[bad](javascript:alert(1))\n\n<a href="javascript:alert(2)">worse</a>\n\n<iframe src="https://evil.example/"></iframe>\n\n<img src="x" onerror="steal()">\n\n<details><summary>Kept</summary>Safe HTML stays.</details>\n`,
    );
    const html = (await loadContent(dir)).pages.get('rules')!.html;
    expect(html).not.toMatch(/<script|onclick|onerror|href="javascript:|<iframe|evil\.example/i);
    // Markdown leaves a link it refuses as its text, which is harmless.
    expect(html).toContain('<p>[bad](javascript:alert(1))</p>');
    expect(html).toContain('<p>Click</p>');
    expect(html).toContain('<details><summary>Kept</summary>Safe HTML stays.</details>');
  });

  it('marks links to other sites as opening a new tab, and PDFs as downloads', async () => {
    const result = (await loadContent(EXAMPLE)).pages.get('result')!.html;
    expect(result).toMatch(
      /<a href="https:\/\/[^"]+" class="link-card__link" target="_blank" rel="noopener noreferrer">[^<]+ <span class="external-mark" aria-hidden="true">↗<\/span><span class="visually-hidden">\(opens in a new tab\)<\/span><\/a>/,
    );
    const attendance = (await loadContent(EXAMPLE)).pages.get('attendance')!.html;
    expect(attendance).toContain('href="/pdf/Medical-Certificate.pdf" download');
  });
});
