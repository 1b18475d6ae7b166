// `npm run audit`: the gate. One Lighthouse run per page for accessibility, best practices and SEO
// (host-independent); fails below 100 or when a page cannot be audited. Performance is the bench's
// (bench/audit.ts). `npm run audit -- / /news album` audits only those.
import type { Result } from 'lighthouse';
import { categoryScore, failingAudits, markdownTable, saveReport, withAuditSite } from './lib/audit-pages.ts';
import { lighthouseRun } from './lib/lighthouse-run.ts';

const CATEGORIES = ['accessibility', 'best-practices', 'seo'];
const NAMES = ['accessibility', 'best practices', 'SEO'];
// The preset's; it only affects the performance metrics, skipped here.
const PRESET_SLOWDOWN = 4;

interface Row {
  page: string;
  /** Scores in CATEGORIES order; empty when the run was lost. */
  scores: number[];
  failing: string[];
  /** Why the page could not be audited, if so. */
  error?: string;
}

function rowOf(page: string, lhr: Result): Row {
  if (lhr.runtimeError)
    return { page, scores: [], failing: [], error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
  return { page, scores: CATEGORIES.map((id) => categoryScore(lhr, id)), failing: failingAudits(lhr) };
}

async function auditPage(url: string, page: string): Promise<Row> {
  try {
    const { result } = await lighthouseRun(url, { cpuSlowdown: PRESET_SLOWDOWN, categories: CATEGORIES });
    saveReport(page, result.report);
    return rowOf(page, result.lhr);
  } catch (err) {
    return { page, scores: [], failing: [], error: err instanceof Error ? err.message : String(err) };
  }
}

const started = performance.now();
const rows = await withAuditSite(process.argv.slice(2), async (site, pages) => {
  const done: Row[] = [];
  for (const page of pages) {
    const row = await auditPage(`${site.base}${page}`, page);
    console.log(`audited ${page}: ${row.error ? 'lost' : row.scores.join('/')}`);
    done.push(row);
  }
  return done;
});
const seconds = Math.round((performance.now() - started) / 1000);

const below = (row: Row) => row.error !== undefined || row.scores.some((score) => score < 100);
console.log(
  '\n' +
    markdownTable(
      ['page', ...NAMES, ''],
      rows.map((row) => [
        row.page,
        ...(row.error ? NAMES.map(() => 'lost') : row.scores.map(String)),
        below(row) ? 'BELOW BAR' : '',
      ]),
    ),
);
for (const row of rows) {
  if (row.error) console.log(`\n${row.page}: Lighthouse lost the run: ${row.error}`);
  if (row.failing.length > 0) console.log(`\n${row.page} failing audits: ${row.failing.join(', ')}`);
}
console.log(`\n${rows.length} pages, one run each, in ${seconds} s; JSON reports in .lighthouse/`);
if (rows.some(below)) {
  console.error('Lighthouse bars not met: accessibility, best practices and SEO 100 on every page');
  process.exit(1);
}
