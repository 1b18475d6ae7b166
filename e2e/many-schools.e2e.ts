// Twenty schools in one process (SCHOOLS_FILE), made from one template folder with twenty names and
// colours, each on the built-in demo provider with its own records. Each school's pages, feeds,
// manifest, sitemap and search name that school only, in words and colour; an unlisted host gets the
// neutral 421; and a phone opening each school's Home at its own address sees that school.
import { mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchChromium } from '../scripts/lib/chromium.ts';
import { copySchools, type SchoolCopy } from '../scripts/lib/school-copies.ts';
import { startSiteProcess, type SiteProcess } from '../scripts/lib/site-process.ts';
import { PHONE } from './browser.ts';
import { TEST_SITE_ENV } from './site-env.ts';
import { writeSchoolsFile } from '../server/testing/schools-file.ts';

const SCHOOLS = 20;

/** A GET with the Host header of a school (fetch cannot set it). */
function getAs(base: string, host: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    get(`${base}${path}`, { headers: { host, 'accept-encoding': 'identity' } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    }).on('error', reject);
  });
}

/** What each school's crawl asks for, and what of the school it must carry: its name, or its address. */
const CRAWL: Array<[string, 'name' | 'host' | null]> = [
  ['/', 'name'],
  ['/about', 'name'],
  ['/transport', 'name'],
  ['/news', 'name'],
  ['/events', 'name'],
  ['/gallery', 'name'],
  ['/topperXII', 'name'],
  ['/search?q=school', 'name'],
  ['/news.xml', 'name'],
  ['/events.ics', 'name'],
  ['/site.webmanifest', 'name'],
  ['/sitemap.xml', 'host'],
  ['/bff/site', 'name'],
  ['/bff/site/offline', 'name'],
  // Lists only: nothing of the school's own identity in it, and nothing of another's.
  ['/bff/home', null],
];

describe('twenty schools in one process', { timeout: 300_000 }, () => {
  let root: string;
  let schools: SchoolCopy[];
  let site: SiteProcess;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'many-schools-'));
    schools = copySchools(root, SCHOOLS);
    const file = join(root, 'schools.yaml');
    writeSchoolsFile(
      file,
      schools.map((s) => ({
        host: s.host,
        publicUrl: `http://${s.host}`,
        contentDir: s.contentDir,
        schoolCode: s.code,
      })),
    );
    site = await startSiteProcess({
      logLevel: 'warn',
      readyPath: '/healthz',
      env: { ...TEST_SITE_ENV, SCHOOLS_FILE: file, CONTENT_WATCH: 'false', CONTENT_DIR: '' },
    });
  }, 120_000);
  afterAll(async () => {
    await site?.stop();
    rmSync(root, { recursive: true, force: true });
  });

  test("each school's pages, feeds, manifest, sitemap and search carry its name and no other school's name or colour", async () => {
    const found: string[] = [];
    for (const school of schools) {
      const others = schools.filter((s) => s !== school);
      for (const [path, own] of CRAWL) {
        const { status, body } = await getAs(site.base, school.host, path);
        if (status !== 200) found.push(`${school.host}${path}: ${status}`);
        if (own === 'name' && !body.includes(school.name)) found.push(`${school.host}${path}: its own name missing`);
        if (own === 'host' && !body.includes(`//${school.host}/`))
          found.push(`${school.host}${path}: its address missing`);
        const lower = body.toLowerCase();
        for (const other of others) {
          if (body.includes(other.name) || body.includes(`//${other.host}`))
            found.push(`${school.host}${path}: names ${other.name}`);
          if (lower.includes(other.colour)) found.push(`${school.host}${path}: ${other.tree}'s colour ${other.colour}`);
        }
      }
    }
    expect(found).toEqual([]);
  });

  test('a host no school has gets the neutral 421, naming none of them', async () => {
    const { status, body } = await getAs(site.base, 'nobody.test', '/');
    expect(status).toBe(421);
    for (const school of schools) expect(body).not.toContain(school.tree);
  });

  test("at 360 px, each school's Home at its own address shows its name, in its colour", async () => {
    const port = new URL(site.base).port;
    const browser = await launchChromium([`--host-resolver-rules=MAP *.test 127.0.0.1`]);
    try {
      const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
      const page = await context.newPage();
      for (const school of schools) {
        await page.goto(`http://${school.host}:${port}/`);
        const h1 = await page.locator('h1').first().textContent();
        expect(h1, school.host).toContain(school.name);
        const themeColour = await page.locator('meta[name="theme-color"]').getAttribute('content');
        expect(themeColour?.toLowerCase(), school.host).toBe(school.colour);
      }
      await context.close();
    } finally {
      await browser.close();
    }
  });
});
