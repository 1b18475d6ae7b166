import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoProvider, type StartedDemoProvider } from '../demo-provider/app.ts';
import { loadContent } from '../server/content/load-content.ts';
import { deriveTheme } from '../server/content/theme.ts';
import { startSiteProcess, type SiteProcess } from '../scripts/lib/site-process.ts';
import { axeViolations, PHONE, watchErrors } from './browser.ts';
import { newContext, useBrowser } from './site.ts';
import { waitForContent } from './waits.ts';
import { TEST_SITE_ENV } from './site-env.ts';

// A second school set up as an operator would: its own content folder (examples/hillview, a CBSE
// school in other colours, with a page of its own), in production, against its ERP. Nothing of the
// first school (content/) may show anywhere the site answers: no name, place, board, contact,
// colour or crest, in any page, feed, manifest, icon, asset or /bff answer.
//
// The ERP's records are the school's own data, not the site's: the demo provider's sample records
// are written for the first school, so those that name it are left out for this run.

const root = join(import.meta.dirname, '..');
const FIRST = join(root, 'content');
const SECOND = join(root, 'examples', 'hillview');

/** The first school's identity, as text a page could carry. */
async function firstSchoolMarks(): Promise<RegExp[]> {
  const [{ school }, second] = await Promise.all([loadContent(FIRST), loadContent(SECOND)]);
  const theirs = new Set(Object.values(second.theme.tokens).map((c) => c.toLowerCase()));
  // Every colour the first school's two colours make, and the navy and gold the stylesheet once had.
  const colours = [
    ...Object.values(deriveTheme(school.themeColor, school.accentColor).tokens),
    '#0b2447',
    '#12386b',
    '#f2b705',
    '#9c4a00',
  ]
    .map((c) => c.toLowerCase())
    .filter((c) => /^#[0-9a-f]{6}$/.test(c) && !theirs.has(c));
  const words = [
    school.name,
    school.shortName,
    school.tagline!,
    school.city!,
    school.email,
    school.phone.display,
    school.address.oneLine,
    school.diocese!,
  ];
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [
    ...words.map((w) => new RegExp(escape(w), 'i')),
    // St. Columba's as the HTML escapes it, and its board's names.
    /Columba/i,
    /\bCISCE\b/,
    /\bICSE\b/,
    /\bISC\b/,
    ...[...new Set(colours)].map((c) => new RegExp(escape(c), 'i')),
  ];
}

const mentionsFirst = (record: unknown) =>
  /Columba|Amritpur|ICSE|\bISC\b|CISCE|Bishop|Diocese|stcolumbas/i.test(JSON.stringify(record));

describe('a second school from its own folder, in production', () => {
  const browser = useBrowser();
  let provider: StartedDemoProvider;
  let site: SiteProcess;
  let marks: RegExp[] = [];
  const output: string[] = [];

  beforeAll(async () => {
    const token = randomBytes(16).toString('hex');
    provider = await startDemoProvider({ token, schoolCode: 'HVPS01' });
    const { data } = provider;
    data.news = data.news.filter((r) => !mentionsFirst(r));
    data.events = data.events.filter((r) => !mentionsFirst(r));
    data.gallery = data.gallery.filter((r) => !mentionsFirst(r));
    data.notifications = data.notifications.filter((r) => !mentionsFirst(r));
    data.highlights = data.highlights.filter((r) => !mentionsFirst(r));
    data.onlineRegistration = data.onlineRegistration.filter((r) => !mentionsFirst(r));
    data.toppers = data.toppers.map((t) => ({ ...t, stream: mentionsFirst(t.stream) ? 'Science' : t.stream }));
    marks = await firstSchoolMarks();
    const log = new PassThrough();
    log.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    site = await startSiteProcess({
      logLevel: 'info',
      log,
      env: {
        ...TEST_SITE_ENV,
        NODE_ENV: 'production',
        CONTENT_DIR: SECOND,
        PROVIDER_URL: provider.url,
        PROVIDER_TOKEN: token,
        SCHOOL_CODE: 'HVPS01',
      },
    });
  });
  afterAll(async () => {
    await site?.stop();
    await provider?.close();
  });

  /**
   * The first school's marks in a body, with a little of the text around each. A file's path in
   * the ERP (public/pdf/…) is the ERP's name for it, which the school's folder copies, and so is
   * the name a download saves it under.
   */
  const found = (answer: string) => {
    const body = answer.replace(/public\/pdf\/[\w./-]+/g, '').replace(/download="[\w.-]+\.pdf"/g, '');
    return marks.flatMap((mark) => {
      const at = body.search(mark);
      return at < 0 ? [] : [`${mark.source} in "…${body.slice(Math.max(0, at - 40), at + 40).replace(/\s+/g, ' ')}…"`];
    });
  };

  it('names the school and its folder when it starts, and serves its own page at /transport, in the menu', async () => {
    const started = output.join('');
    expect(started).toContain('Hill View Public School');
    expect(started).toContain(SECOND);
    const res = await fetch(`${site.base}/transport`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<h1[^>]*>(<[^>]+>)*School Transport</);
    expect(html).toMatch(/<title>School Transport \| Hill View Public School<\/title>/);
    expect(html).toMatch(/<a [^>]*href="\/transport"[^>]*>School Transport<\/a>/);
    expect(await (await fetch(`${site.base}/sitemap.xml`)).text()).toContain(`${site.base}/transport</loc>`);
    expect((await fetch(`${site.base}/transports`)).status).toBe(404);
  });

  it('shows nothing of the first school in any page, feed, manifest, icon, asset or /bff answer', async () => {
    const sitemap = await (await fetch(`${site.base}/sitemap.xml`)).text();
    const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => new URL(m[1]!.replace(/&amp;/g, '&')).pathname + new URL(m[1]!.replace(/&amp;/g, '&')).search,
    );
    expect(pages).toContain('/site-map');
    const other = [
      '/no-such-page',
      '/news.xml',
      '/events.ics',
      '/site.webmanifest',
      '/robots.txt',
      '/sitemap.xml',
      '/favicon.svg',
    ];
    const { pages: content } = await loadContent(SECOND);
    const bff = [
      '/bff/site',
      '/bff/site/offline',
      '/bff/home',
      '/bff/news?year=all',
      '/bff/events?year=all',
      '/bff/gallery?year=all',
      '/bff/toppers?class=X&session=all',
      '/bff/toppers?class=XII&session=all',
      '/bff/docs/json',
      ...[...content.keys()].map((slug) => `/bff/pages/${slug}`),
    ];
    const assets = new Set<string>();
    const leaks: string[] = [];
    for (const path of [...pages, ...other, ...bff]) {
      const res = await fetch(site.base + path);
      const body = await res.text();
      for (const leak of found(body)) leaks.push(`${path}: ${leak}`);
      for (const m of body.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)) assets.add(m[1]!);
    }
    expect(assets.size).toBeGreaterThan(2);
    for (const asset of assets) {
      const body = await (await fetch(site.base + asset)).text();
      for (const leak of found(body)) leaks.push(`${asset}: ${leak}`);
    }
    expect(leaks).toEqual([]);
    // The icons are the second school's crest, never the first's.
    const firstCrest = readFileSync(join(FIRST, 'images', 'crest.svg'), 'utf8');
    expect(await (await fetch(`${site.base}/favicon.svg`)).text()).toBe(
      readFileSync(join(SECOND, 'images', 'crest.svg'), 'utf8'),
    );
    expect(firstCrest).not.toBe(readFileSync(join(SECOND, 'images', 'crest.svg'), 'utf8'));
    for (const icon of ['/favicon.ico', '/apple-touch-icon.png', '/icons/icon-192.png'])
      expect((await fetch(site.base + icon)).status, icon).toBe(200);
  });

  it('passes axe, contrast included, on each kind of page at 360 px', async () => {
    const context = await newContext(browser(), PHONE);
    const page = await context.newPage();
    const errors = watchErrors(page);
    try {
      const violations: string[] = [];
      for (const path of [
        '/',
        '/about',
        '/transport',
        '/site-map',
        '/news',
        '/gallery',
        '/topperX',
        '/registration',
        '/feestructure',
        '/Tc',
        '/no-such-page',
      ]) {
        const status = (await page.goto(site.base + path))?.status();
        await waitForContent(page).catch((err: Error) => {
          throw new Error(`${path} (${status}): ${err.message}`);
        });
        for (const v of await axeViolations(page)) violations.push(`${path}: ${v}`);
      }
      expect(violations).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 300_000);
});
