import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '../server/content/load-content.ts';
import { startSiteProcess, type SiteProcess } from '../scripts/lib/site-process.ts';
import { DESKTOP } from './browser.ts';
import { newContext, useBrowser } from './site.ts';
import { waitForContent } from './waits.ts';
import { TEST_SITE_ENV } from './site-env.ts';

// One build, any school: the same client/dist and server started on two content folders shows two
// schools, and nothing of either school is compiled into what the browser downloads.

const root = join(import.meta.dirname, '..');
const FOLDERS = { example: join(root, 'content'), hillview: join(root, 'examples', 'hillview') };

interface Seen {
  title: string;
  brand: string;
  crest: string;
  primary: string;
  text: string;
}

/** What a visitor sees of the school on one page, once it is hydrated. */
async function look(page: Page, url: string): Promise<Seen> {
  await page.goto(url);
  await waitForContent(page);
  const crestSrc = await page.locator('.brand__crest').getAttribute('src');
  const crest = await page.evaluate(async (src) => (await fetch(src!)).text(), crestSrc);
  return {
    title: await page.title(),
    brand: (await page.locator('.brand__name:not(.brand__name--short)').textContent()) ?? '',
    crest,
    primary: await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
    ),
    text: (await page.locator('main').innerText()).replace(/\s+/g, ' '),
  };
}

describe('two schools from one build (CONTENT_DIR)', () => {
  const browser = useBrowser();
  const sites: Partial<Record<keyof typeof FOLDERS, SiteProcess>> = {};
  beforeAll(async () => {
    // Both at once: each is the production start path on its own port, with only CONTENT_DIR different.
    const [example, hillview] = await Promise.all([
      startSiteProcess({ logLevel: 'warn', env: { ...TEST_SITE_ENV, CONTENT_DIR: FOLDERS.example } }),
      startSiteProcess({ logLevel: 'warn', env: { ...TEST_SITE_ENV, CONTENT_DIR: FOLDERS.hillview } }),
    ]);
    Object.assign(sites, { example, hillview });
  });
  afterAll(async () => {
    await Promise.all(Object.values(sites).map((site) => site.stop()));
  });

  it("shows each folder's name, crest, colour, management, page text and titles on /, /about and /contact", async () => {
    const context = await newContext(browser(), DESKTOP);
    const errors: string[] = [];
    const page = await context.newPage();
    page.on('pageerror', (err) => errors.push(err.message));
    page.on('console', (msg) => {
      if (msg.type() === 'error' && msg.location().url.startsWith('http://127.0.0.1')) errors.push(msg.text());
    });
    try {
      for (const key of ['example', 'hillview'] as const) {
        const { school, pages } = await loadContent(FOLDERS[key]);
        const other = (await loadContent(FOLDERS[key === 'example' ? 'hillview' : 'example'])).school;
        const base = sites[key]!.base;
        const crestFile = readFileSync(join(FOLDERS[key], 'images', school.logo.file), 'utf8');
        for (const path of ['/', '/about', '/contact']) {
          const seen = await look(page, base + path);
          expect(seen.brand, path).toBe(school.name);
          expect(seen.title, path).toContain(school.shortName ?? school.name);
          expect(seen.crest, path).toBe(crestFile);
          expect(seen.primary.toLowerCase(), path).toBe(school.themeColor.toLowerCase());
          expect(seen.text, path).not.toContain(other.name);
        }
        // The page's own text and title, as its Markdown file says.
        const about = pages.get('about')!;
        await look(page, `${base}/about`);
        expect(await page.title()).toContain(about.title);
        expect(await page.locator('main').innerText()).toContain(school.management![0]!.name);
        const firstParagraph = about.html.match(/<p>([^<]{40,})/)![1]!.slice(0, 60);
        expect(await page.locator('main').innerHTML()).toContain(firstParagraph);
        // The home page's management block, and the phone number on /contact.
        await look(page, `${base}/`);
        // textContent: the block is below the first screen, where content-visibility skips its layout.
        await expect.poll(() => page.locator('.home-management').textContent()).toContain(school.management![2]!.name);
        await look(page, `${base}/contact`);
        expect(await page.locator('main').innerText()).toContain(school.phone.display);
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('a renamed school in a copied folder', () => {
  let dir = '';
  let site: SiteProcess | undefined;
  const NAME = 'Riverside Academy of Testing';
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'school-content-'));
    cpSync(FOLDERS.example, dir, { recursive: true, filter: (src) => !src.endsWith('.ts') });
    const yamlPath = join(dir, 'school.yaml');
    writeFileSync(yamlPath, readFileSync(yamlPath, 'utf8').replace(/^name: .*$/m, `name: ${NAME}`));
    site = await startSiteProcess({ logLevel: 'warn', env: { ...TEST_SITE_ENV, CONTENT_DIR: dir } });
  });
  afterAll(async () => {
    await site?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('shows the new name on / and on every page its sitemap lists', async () => {
    const home = await (await fetch(`${site!.base}/`)).text();
    expect(home).toContain(NAME);
    expect(home).not.toContain("St. Columba's Diocesan School");
    const sitemap = await (await fetch(`${site!.base}/sitemap.xml`)).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!));
    expect(locs.length).toBeGreaterThan(20);
    // Every static page of the folder is in the sitemap, on the site's own origin, and names the school.
    for (const path of ['/about', '/contact', '/admission', '/accessibility']) {
      const loc = locs.find((url) => url.pathname === path);
      expect(loc, path).toBeDefined();
      expect(loc!.origin).toBe(site!.base);
      const html = await (await fetch(loc!.href)).text();
      expect(html.match(/<title>([^<]*)<\/title>/)?.[1], path).toContain(NAME);
    }
    const manifest = (await (await fetch(`${site!.base}/site.webmanifest`)).json()) as { name: string };
    expect(manifest.name).toBe(NAME);
  });
});

describe('the client bundle', () => {
  it("carries no school's name and no page's text: they come from the content folder at run time", async () => {
    const dist = join(root, 'client', 'dist');
    const { school } = await loadContent(FOLDERS.example);
    const hill = await loadContent(FOLDERS.hillview);
    // A sentence from the middle of a page, as it stands in its Markdown (templates left as written).
    const sentence = readFileSync(join(FOLDERS.example, 'pages', 'rules.md'), 'utf8')
      .split('\n')
      .find((line) => /^[A-Z][^{}|*#`<>[\]]{60,}$/.test(line))!
      .slice(0, 50);
    expect(sentence).toBeTruthy();
    const needles = [
      school.name,
      hill.school.name,
      school.management![2]!.name,
      school.address.lines[0]!,
      hill.school.address.lines[0]!,
      sentence,
    ];
    const files = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter(
      (f) => /\.(js|css|html|json|webmanifest)$/.test(f) && statSync(join(dist, f)).isFile(),
    );
    expect(files.some((f) => f.endsWith('.js'))).toBe(true);
    for (const file of files) {
      const text = readFileSync(join(dist, file), 'utf8');
      for (const needle of needles) expect(text.includes(needle), `${file} contains "${needle}"`).toBe(false);
    }
  });
});
