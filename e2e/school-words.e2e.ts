import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoProvider, type StartedDemoProvider } from '../demo-provider/app.ts';
import { startSiteProcess, type SiteProcess } from '../scripts/lib/site-process.ts';
import type { SearchAnswer } from '../shared/types.ts';
import { TEST_SITE_ENV } from './site-env.ts';

// The example school with a words.yaml that renames a page and a menu group, and sets the language:
// the new words are in the menu, the breadcrumb, the site map and search, and the old ones nowhere.

const WORDS = `lang: en-IN
groups:
  prospectus: Admissions
pages:
  /outFit: Uniform
forms:
  messages:
    tcEmptyField: Fill in both boxes, please.
`;

/** The visible text of `pattern`'s first group in `html`, tags stripped. */
function textOf(html: string, pattern: RegExp): string {
  const found = pattern.exec(html)?.[1] ?? '';
  return found
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

describe("a school's own words", () => {
  let folder: string;
  let provider: StartedDemoProvider;
  let site: SiteProcess;

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'school-words-'));
    cpSync(join(import.meta.dirname, '..', 'content'), folder, { recursive: true });
    writeFileSync(join(folder, 'words.yaml'), WORDS);
    const token = randomBytes(16).toString('hex');
    provider = await startDemoProvider({ token, schoolCode: 'WORDS1', contentDir: folder });
    site = await startSiteProcess({
      logLevel: 'warn',
      env: {
        ...TEST_SITE_ENV,
        NODE_ENV: 'production',
        CONTENT_DIR: folder,
        PROVIDER_URL: provider.url,
        PROVIDER_TOKEN: token,
        SCHOOL_CODE: 'WORDS1',
      },
    });
  });
  afterAll(async () => {
    await site?.stop();
    await provider?.close();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  const page = async (path: string) => {
    const res = await fetch(`${site.base}${path}`);
    expect(res.status, path).toBe(200);
    return res.text();
  };

  it('shows the new names in the menu, and the language in <html lang>', async () => {
    const home = await page('/');
    expect(home).toMatch(/<html lang="en-IN"/);
    const menu = textOf(home, /<nav[^>]*aria-label="Main"[^>]*>([\s\S]*?)<\/nav>/);
    expect(menu).toContain('Admissions');
    expect(menu).toContain('Uniform');
    expect(menu).not.toContain('Prospectus');
    expect(menu).not.toContain('Outfit');
  });

  it("puts the new names in the renamed page's heading and breadcrumb, and in its group's pages' breadcrumbs", async () => {
    const uniform = await page('/outFit');
    expect(textOf(uniform, /<h1[^>]*>([\s\S]*?)<\/h1>/)).toBe('Uniform');
    expect(textOf(uniform, /<title>([\s\S]*?)<\/title>/)).toMatch(/^Uniform \| /);
    expect(textOf(uniform, /<nav aria-label="Breadcrumb"[^>]*>([\s\S]*?)<\/nav>/)).toBe('Home › Academics › Uniform');
    const registration = await page('/registration');
    expect(textOf(registration, /<nav aria-label="Breadcrumb"[^>]*>([\s\S]*?)<\/nav>/)).toBe(
      'Home › Admissions › Registration & How to Apply',
    );
  });

  it('lists the page by its new name under the renamed group on the site map', async () => {
    const map = await page('/site-map');
    const groups = [...map.matchAll(/<h2[^>]*>([^<]+)<\/h2>/g)].map((m) => m[1]);
    expect(groups).toContain('Admissions');
    expect(groups).not.toContain('Prospectus');
    expect(map).toMatch(/<a href="\/outFit">Uniform<\/a>/);
    expect(map).not.toMatch(/>Outfit</);
  });

  it("answers a form posted without scripts in the school's words", async () => {
    const res = await fetch(`${site.base}/Tc`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
      body: 'name=&admission=',
    });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(textOf(html, /<p[^>]*role="alert"[^>]*>([\s\S]*?)<\/p>/)).toContain('Fill in both boxes, please.');
    expect(html).not.toContain('Please fill in all fields');
  });

  it('finds the page by its new name in search', async () => {
    const res = await fetch(`${site.base}/bff/search?q=uniform`);
    const answer = (await res.json()) as SearchAnswer;
    const titles = answer.groups.flatMap((group) => group.hits.map((hit) => `${hit.title} ${hit.url}`));
    expect(titles).toContain('Uniform /outFit');
    expect(titles.join('\n')).not.toMatch(/^Outfit /m);
    const results = await page('/search?q=uniform');
    expect(results).toMatch(/<a href="\/outFit"[^>]*>Uniform<\/a>/);
  });
});
