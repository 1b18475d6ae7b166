import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoProvider, type StartedDemoProvider } from '../demo-provider/app.ts';
import { startSiteProcess, type SiteProcess } from '../scripts/lib/site-process.ts';
import { isPlaceholderHref } from '../shared/links.ts';
import { TEST_SITE_ENV } from './site-env.ts';

// A school that gives only what content/README.md requires (examples/greenvalley: identity,
// pages/about.md and two pages of its own), in production. Every page a visitor can reach is
// crawled: none may link to an example address or to a page that is not there, name a page the
// school has not written ("ERP Software", "Parent Portal"), or hold a section with nothing in it.

const FOLDER = join(import.meta.dirname, '..', 'examples', 'greenvalley');
/** The most pages the crawl visits: the whole site is far fewer, with one item page per list. */
const MAX_PAGES = 80;

/** Same-origin page links in `html` (not files, feeds or /bff answers), without their fragment. */
function pageLinks(html: string): string[] {
  return [...html.matchAll(/<a [^>]*href="(\/[^"#]*)/g)]
    .map((m) => m[1]!.replace(/&amp;/g, '&'))
    .filter((href) => !/^\/(bff|assets|content|icons)\/|\.(pdf|xml|ics|png|svg|webmanifest)$/.test(href));
}

/** What a page shows that it should not, with a little of the text around it. */
function faults(page: string): string[] {
  // React's markers between adjacent texts would hide an empty value.
  const html = page.replace(/<!-- -->/g, '');
  const found: string[] = [];
  const near = (at: number) => html.slice(Math.max(0, at - 60), at + 60).replace(/\s+/g, ' ');
  for (const [, href] of html.matchAll(/href="([^"]+)"/g))
    if (isPlaceholderHref(href!.replace(/&amp;/g, '&'))) found.push(`example address ${href}`);
  for (const words of [
    /ERP Software/,
    /Parent Portal/,
    /\bundefined\b/,
    />\s*null\s*</,
    /, every day\.</,
    /affiliated to\s*</,
  ]) {
    const at = html.search(words);
    if (at >= 0) found.push(`${words.source} in "…${near(at)}…"`);
  }
  // A section, list or group with a heading at most and nothing else.
  const empty = /<section[^>]*>\s*(<h[1-6][^>]*>(?:(?!<\/h).)*<\/h[1-6]>)?\s*<\/section>|<(ul|ol|dl)[^>]*>\s*<\/\2>/s;
  const at = html.search(empty);
  if (at >= 0) found.push(`an empty block in "…${near(at)}…"`);
  return found;
}

describe('a school with only what is required, in production', () => {
  let provider: StartedDemoProvider;
  let site: SiteProcess;

  beforeAll(async () => {
    const token = randomBytes(16).toString('hex');
    provider = await startDemoProvider({ token, schoolCode: 'GVCS01', contentDir: FOLDER });
    site = await startSiteProcess({
      logLevel: 'warn',
      env: {
        ...TEST_SITE_ENV,
        NODE_ENV: 'production',
        CONTENT_DIR: FOLDER,
        PROVIDER_URL: provider.url,
        PROVIDER_TOKEN: token,
        SCHOOL_CODE: 'GVCS01',
      },
    });
  });
  afterAll(async () => {
    await site?.stop();
    await provider?.close();
  });

  it('serves every page it links to, and none of them links to an example address, names an unwritten page or shows an empty block', async () => {
    const sitemap = await (await fetch(`${site.base}/sitemap.xml`)).text();
    const queue = [
      '/',
      ...[...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
        const url = new URL(m[1]!.replace(/&amp;/g, '&'));
        return url.pathname + url.search;
      }),
    ];
    const seen = new Set<string>();
    const problems: string[] = [];
    while (queue.length > 0 && seen.size < MAX_PAGES) {
      const path = queue.shift()!;
      if (seen.has(path)) continue;
      seen.add(path);
      const res = await fetch(`${site.base}${path}`);
      const html = await res.text();
      if (res.status !== 200) {
        problems.push(`${path}: ${res.status}`);
        continue;
      }
      problems.push(...faults(html).map((fault) => `${path}: ${fault}`));
      // One item page per list is enough: the rest are the same page with other records.
      const items = new Set<string>();
      for (const link of pageLinks(html)) {
        const list = /^\/[^?]*\?id=/.exec(link)?.[0];
        if (list && items.has(list)) continue;
        if (list) items.add(list);
        if (!seen.has(link)) queue.push(link);
      }
    }
    // The crawl's pages, for the closing note.
    console.log(`crawled ${seen.size} pages:\n${[...seen].sort().join('\n')}`);
    expect(problems).toEqual([]);
    expect(seen).toContain('/transport');
    expect(seen).toContain('/uniform');
    expect(seen).not.toContain('/aims');
  });

  it('answers 404 at the addresses of the pages the school has not written, and lists them nowhere', async () => {
    for (const path of ['/aims', '/contact', '/registration', '/feestructure', '/ERPSoftware', '/ParentPortal']) {
      const res = await fetch(`${site.base}${path}`);
      expect(res.status, path).toBe(404);
      await res.body?.cancel();
    }
    const sitemap = await (await fetch(`${site.base}/sitemap.xml`)).text();
    expect(sitemap).not.toMatch(/\/(aims|contact|registration|feestructure|ERPSoftware|ParentPortal)</);
    const search = await (await fetch(`${site.base}/bff/search?q=contact`)).json();
    expect(JSON.stringify(search)).not.toMatch(/"url":"\/contact"/);
  });
});
