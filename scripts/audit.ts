// `npm run audit`: the gate. One Lighthouse 13 run (mobile preset) per page in Debian's Chromium,
// against the site started as `npm start` starts it with the demo provider, for accessibility, best
// practices and SEO, which do not move with the host's speed. Fails when any of them is below 100
// on a page, or when Lighthouse could not audit a page (its runtime error is the reason).
// Performance moves with the host: it is measured by the benchmark (bench/audit.ts), not gated here.
// `npm run audit -- / /news album` audits only the pages named.
import type { Result } from 'lighthouse';
import { categoryScore, failingAudits, markdownTable, saveReport, withAuditSite } from './lib/audit-pages.ts';
import { lighthouseRun } from './lib/lighthouse-run.ts';

const CATEGORIES = ['accessibility', 'best-practices', 'seo'];
const NAMES = ['accessibility', 'best practices', 'SEO'];
// The preset's slowdown; it only feeds the simulated performance metrics, which this run skips.
const PRESET_SLOWDOWN = 4;

interface Row {
  page: string;
  /** Scores in CATEGORIES order; empty when the run was lost. */
  scores: number[];
  failing: string[];
  /** Why Lighthouse could not audit the page, when it could not. */
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
