import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CONTENT_PAGE_SLUGS } from '../../shared/content-pages.ts';
import { copy, edit, EXAMPLE, removeCopies } from './load-content.fixtures.ts';
import { loadContent, siteData } from './load-content.ts';

afterEach(removeCopies);

describe('loadContent', () => {
  it('reads the example school: its identity, every static page, templates filled in', async () => {
    const content = await loadContent(EXAMPLE, CONTENT_PAGE_SLUGS);
    expect(content.school.name).toBe("St. Columba's Diocesan School");
    expect(content.school.home?.welcome?.greeting).toBe("Welcome to St. Columba's Diocesan School");
    expect([...content.pages.keys()].sort()).toEqual([...CONTENT_PAGE_SLUGS].sort());
    const contact = content.pages.get('contact')!;
    expect(contact.title).toBe('Contact Us');
    expect(contact.html).toContain('href="tel:+915322401984"');
    expect(contact.html).toContain('<iframe class="map-embed__frame"');
    expect(contact.html).not.toContain('{{');
    expect(content.pages.get('feestructure')!.pdf).toEqual(content.school.pdfs?.feeStructure);
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
      // By its English name or its id, the group is known by id.
      menu: 'prospectus',
      description: `Bus routes of ${content.school.name}.`,
    });
    expect(siteData(content).pages.find((p) => p.slug === 'transport')?.menu).toBe('prospectus');
    expect(siteData(content).pages.find((p) => p.slug === 'about')).not.toHaveProperty('menu');
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
