// Shared by `npm run audit` and bench/audit.ts: the site, the pages, the reports and their printing.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Result } from 'lighthouse';
import { startSiteProcess, type SiteProcess } from './site-process.ts';

const root = join(import.meta.dirname, '..', '..');
/** JSON reports, one per run (git-ignored). */
export const REPORT_DIR = join(root, '.lighthouse');

/** The audited pages; `album` stands for the first album's page. */
export const AUDIT_PAGES = [
  '/',
  '/news',
  '/events',
  '/gallery',
  'album',
  '/topperX',
  '/about',
  '/admission',
  '/contact',
  '/Tc',
  '/career',
];

/** Starts the site as `npm start` for `run` with the paths to audit (`wanted`, else all); stops it after. */
export async function withAuditSite<T>(
  wanted: readonly string[],
  run: (site: SiteProcess, pages: string[]) => Promise<T>,
): Promise<T> {
  const names = wanted.length > 0 ? wanted : AUDIT_PAGES;
  const bad = names.filter((name) => !name.startsWith('/') && name !== 'album');
  if (bad.length > 0) throw new Error(`pages are paths (/news) or album; got ${bad.join(', ')}`);
  const site = await startSiteProcess({ logLevel: 'warn' });
  try {
    const pages: string[] = [];
    for (const name of names) pages.push(name === 'album' ? await firstAlbum(site.base) : name);
    return await run(site, pages);
  } finally {
    await site.stop();
  }
}

async function firstAlbum(base: string): Promise<string> {
  const albums = (await (await fetch(`${base}/bff/gallery?year=all`)).json()) as { items: Array<{ id: string }> };
  const first = albums.items[0];
  if (!first) throw new Error('the demo provider has no album to audit');
  return `/subGallery?id=${first.id}`;
}

/** Writes a run's JSON report to REPORT_DIR as `<page><suffix>.json`. */
export function saveReport(page: string, report: unknown, suffix = ''): void {
  mkdirSync(REPORT_DIR, { recursive: true });
  const name = page.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home';
  writeFileSync(
    join(REPORT_DIR, `${name}${suffix}.json`),
    typeof report === 'string' ? report : JSON.stringify(report),
  );
}

/** A category's score out of 100; 0 if missing. */
export function categoryScore(lhr: Result, id: string): number {
  return Math.round((lhr.categories[id]?.score ?? 0) * 100);
}

/** Scored audits below full score (or errored), outside `except`. */
export function failingAudits(lhr: Result, except: readonly string[] = []): string[] {
  return Object.values(lhr.categories)
    .filter((category) => !except.includes(category.id))
    .flatMap((category) =>
      category.auditRefs.flatMap((ref) => {
        const audit = lhr.audits[ref.id];
        if (!audit) return [];
        if (audit.scoreDisplayMode === 'error')
          return [`${category.id}: ${audit.id} (error: ${audit.errorMessage ?? 'no message'})`];
        const scored = !['informative', 'manual', 'notApplicable'].includes(audit.scoreDisplayMode);
        return scored && audit.score !== null && audit.score < 1 ? [`${category.id}: ${audit.id}`] : [];
      }),
    );
}

/** A Markdown table. */
export function markdownTable(header: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}
