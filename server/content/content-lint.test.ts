import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { brokenLink, lintPage } from './content-lint.ts';
import { loadContent } from './load-content.ts';

const root = join(import.meta.dirname, '..', '..');

describe('what the renderer would pass over in silence', () => {
  it('stops at a block it does not know, a notice of an unknown tone, and a "# " heading, each with its line', () => {
    const text = [
      'Intro.',
      '',
      '::: notise info Hello',
      'x',
      ':::',
      '',
      '::: notice warning Careful',
      'y',
      ':::',
      '',
      '# Big title',
      '',
      ':::: if-link parentPortal',
      '::: details More',
      'z',
      ':::',
      '::::',
    ].join('\n');
    const { errors } = lintPage(text, 10);
    expect(errors).toEqual([
      {
        line: 12,
        message:
          '"::: notise" is no block the site knows (notice, details, table, links, if-link, unless-link); it would show as text',
      },
      {
        line: 16,
        message:
          '"::: notice warning Careful" is not how a notice block starts: write "::: notice info <title>" or "::: notice important <title>"',
      },
      {
        line: 20,
        message: 'a "# " heading would be a second page title (the banner shows the title): start sections with "## "',
      },
    ]);
  });

  it('reads nothing inside a fenced block, and takes "## " and "#hashtag" as they are', () => {
    expect(
      lintPage(['```people', '# not a heading', '::: nonsense', '```', '## Section', '#hashtag'].join('\n'), 1).errors,
    ).toEqual([]);
  });

  it("collects the site's own addresses a page links to, with their lines, without query or fragment", () => {
    const { links } = lintPage(
      'See [the rules](/rules#fees) and [news](/news?year=2025).\n<a href="/Tc">TC</a> and [CISCE](https://cisce.org).',
      3,
    );
    expect(links).toEqual([
      { line: 3, path: '/rules' },
      { line: 3, path: '/news' },
      { line: 4, path: '/Tc' },
    ]);
  });

  it('finds a link to no page, with the likely page, and passes pages, aliases, own pages and files', () => {
    const own = new Set(['transport', 'admission']);
    for (const ok of [
      '/',
      '/admission',
      '/feeStructure',
      '/Tc',
      '/transport',
      '/pdf/Medical-Certificate.pdf',
      '/content/images/a.webp',
      '/news.xml',
    ])
      expect(brokenLink(ok, own), ok).toBeNull();
    expect(brokenLink('/admision', own)).toBe(
      'the link /admision leads to no page of the site (did you mean /admission?)',
    );
    expect(brokenLink('/tranport', own)).toBe(
      'the link /tranport leads to no page of the site (did you mean /transport?)',
    );
    expect(brokenLink('/something-else-entirely', own)).toBe(
      'the link /something-else-entirely leads to no page of the site',
    );
    // One of the site's pages whose file the school has not written answers 404.
    expect(brokenLink('/outFit', own)).toBe('the link /outFit leads to no page of the site');
  });
});

// Each test starts `check-content` in a process of its own (or two): seconds each on a busy host.
describe('npm run check-content', { timeout: 90_000 }, () => {
  const dir = mkdtempSync(join(tmpdir(), 'check-content-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const run = (folder: string) =>
    promisify(execFile)(process.execPath, [join(root, 'scripts', 'check-content.ts'), folder], { cwd: root }).then(
      (out) => ({ code: 0, ...out }),
      (err: { code: number; stdout: string; stderr: string }) => err,
    );

  it('passes the example folder, and lists what to look at in a folder with mistakes that do not stop the site', async () => {
    const good = await run(join(root, 'content'));
    expect(good.code).toBe(0);
    expect(good.stdout).toContain("St. Columba's Diocesan School, school.yaml and 23 pages can be served.");
    cpSync(join(root, 'content'), dir, { recursive: true, filter: (src) => !src.endsWith('.ts') });
    writeFileSync(
      join(dir, 'pages', 'transport.md'),
      '---\ntitle: Transport\nsection: Acadmics\ndescription: Buses.\nupdated: 2026-11-20\n---\n\nSee [admission](/admision).\n',
    );
    const warned = await run(dir);
    expect(warned.code).toBe(0);
    expect(warned.stdout).toMatch(/transport\.md:3: section: "Acadmics" is none of the menu's groups/);
    expect(warned.stdout).toMatch(
      /transport\.md:8: the link \/admision leads to no page of the site \(did you mean \/admission\?\)/,
    );
    expect(warned.stdout).toMatch(/transport\.md: \/transport is in no menu; add "menu: <group>"/);
    // The same findings reach the server's start-up log.
    expect((await loadContent(dir)).warnings).toHaveLength(3);
  });

  it('fails with file:line and what to change when the site would not start', async () => {
    writeFileSync(
      join(dir, 'pages', 'transport.md'),
      '---\ntitle: Transport\nsection: About\ndescription: Buses.\nupdated: 2026-11-20\n---\n\n# Buses\n',
    );
    const bad = await run(dir);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/transport\.md:8: a "# " heading would be a second page title/);
    expect(bad.stderr).toContain('The site would not start with this folder.');
  });
});
