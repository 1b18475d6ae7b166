// `npm run bench -- audit`: Lighthouse 13 performance (mobile preset) on the gate's pages, each figure
// the median of AUDIT_RUNS (5) runs. Bars per page: performance at least 90, TBT at most 200 ms.
// The slowdown emulates one low-tier phone (lib/host-calibration.ts); a run more than 20% off it, or
// without a trace or metric, reruns within a budget. AUDIT_CPU_SLOWDOWN fixes it (no TBT bar);
// AUDIT_PAGES=/,/news,album picks pages. `npm run trace-page` shows where TBT comes from.
import type { Result } from 'lighthouse';
import { categoryScore, markdownTable, saveReport, withAuditSite } from '../scripts/lib/audit-pages.ts';
import { HostCalibration, LOW_TIER_PHONE_INDEX } from '../scripts/lib/host-calibration.ts';
import { lighthouseRun, RENDERER_NICE } from '../scripts/lib/lighthouse-run.ts';
import { median } from '../scripts/lib/stats.ts';
import { mainThreadCpuShare } from '../scripts/lib/trace-cpu.ts';
import type { PartBars } from './bars.ts';

// Five runs, so one host hiccup cannot move the median.
const RUNS = Number(process.env.AUDIT_RUNS ?? 5);
const FIXED_SLOWDOWN = process.env.AUDIT_CPU_SLOWDOWN ? Number(process.env.AUDIT_CPU_SLOWDOWN) : null;
const PAGES = (process.env.AUDIT_PAGES ?? '')
  .split(',')
  .map((page) => page.trim())
  .filter(Boolean);
const PERFORMANCE_BAR = 90;
const TBT_BAR_MS = 200;
const MAX_CALIBRATION_ERROR = 0.2;
// Reruns per page at most; a run lost past them counts as 0.
const MAX_RETRIES = 2 * RUNS;

interface Run {
  performance: number;
  lcp: number;
  tbt: number;
  cls: number;
  benchmarkIndex: number;
  multiplier: number;
  /** The main thread's CPU share of its long tasks (lib/trace-cpu.ts); null without a trace. */
  cpuShare: number | null;
}
type Metric = Exclude<keyof Run, 'cpuShare'>;

const percent = (share: number | null) => (share === null ? 'n/a' : `${Math.round(share * 100)}%`);

/** A run's index off the assumed one, as a share (0 when fixed or clamped). */
function calibrationError(multiplier: number, index: number): number {
  if (FIXED_SLOWDOWN !== null || multiplier <= 1 || multiplier >= 12 || index <= 0) return 0;
  const assumed = multiplier * LOW_TIER_PHONE_INDEX;
  return Math.abs(index - assumed) / assumed;
}

/** Why a run does not count (nothing measured, or another phone); null if it counts. */
function retryReason(lhr: Result, multiplier: number): string | null {
  if (lhr.runtimeError) return `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`;
  if (lhr.categories.performance?.score == null) {
    const lost = (lhr.categories.performance?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.scoreDisplayMode === 'error')
      .map((ref) => `${ref.id}: ${lhr.audits[ref.id]!.errorMessage ?? 'error'}`);
    return `no performance score${lost.length > 0 ? ` (${lost.join('; ')})` : ''}`;
  }
  const index = lhr.environment.benchmarkIndex;
  const offBy = calibrationError(multiplier, index);
  if (offBy <= MAX_CALIBRATION_ERROR) return null;
  const assumed = Math.round(multiplier * LOW_TIER_PHONE_INDEX);
  return `the host ran at index ${Math.round(index)}, ${Math.round(offBy * 100)}% off the ${assumed} its slowdown was set for`;
}

export async function benchAudit(bars: PartBars): Promise<void> {
  const host = new HostCalibration();
  const slowdown = () => FIXED_SLOWDOWN ?? host.slowdown();
  let priorityRefused = false;

  /** One run of `url`; its index joins the host's. */
  const measure = async (url: string) => {
    const multiplier = slowdown();
    const { result, prioritized } = await lighthouseRun(url, { cpuSlowdown: multiplier, categories: ['performance'] });
    if (!prioritized) priorityRefused = true;
    host.record(result.lhr.environment.benchmarkIndex);
    return { result, multiplier };
  };

  const rows = await withAuditSite(PAGES, async (site, pages) => {
    // The first run after start is slow: leave it unmeasured.
    await measure(`${site.base}/`);
    const done: Array<{ page: string; runs: Run[] }> = [];
    for (const page of pages) {
      const runs: Run[] = [];
      for (let retries = 0; runs.length < RUNS;) {
        const { result, multiplier } = await measure(`${site.base}${page}`);
        const { lhr } = result;
        const reason = retryReason(lhr, multiplier);
        if (reason && retries < MAX_RETRIES) {
          retries++;
          console.log(`retrying ${page}: ${reason}`);
          continue;
        }
        const metric = (id: string) => lhr.audits[id]?.numericValue ?? 0;
        runs.push({
          performance: categoryScore(lhr, 'performance'),
          lcp: metric('largest-contentful-paint'),
          tbt: metric('total-blocking-time'),
          cls: metric('cumulative-layout-shift'),
          benchmarkIndex: lhr.environment.benchmarkIndex,
          multiplier,
          cpuShare: mainThreadCpuShare(result.artifacts.Trace?.traceEvents ?? []),
        });
        saveReport(page, result.report, `-${runs.length - 1}`);
      }
      console.log(
        `audited ${page}: performance ${runs.map((r) => r.performance).join('/')}, TBT ${runs.map((r) => Math.round(r.tbt)).join('/')} ms, main thread on CPU ${runs.map((r) => percent(r.cpuShare)).join('/')}`,
      );
      done.push({ page, runs });
    }
    return done;
  });

  const table: string[][] = [];
  for (const { page, runs } of rows) {
    // Each figure's own median: the median-score run may hold the slowest TBT.
    const mid = (key: Metric) => median(runs.map((r) => r[key]));
    const shares = runs.flatMap((r) => (r.cpuShare === null ? [] : [r.cpuShare]));
    const figures = [
      bars.atLeast(`${page} performance (median of ${RUNS})`, mid('performance'), PERFORMANCE_BAR, 'points'),
      ...(FIXED_SLOWDOWN === null ? [bars.atMost(`${page} TBT`, mid('tbt'), TBT_BAR_MS, 'ms')] : []),
    ];
    table.push([
      page,
      String(mid('performance')),
      `${(mid('lcp') / 1000).toFixed(2)} s`,
      `${Math.round(mid('tbt'))} ms`,
      mid('cls').toFixed(3),
      String(Math.round(mid('benchmarkIndex'))),
      `${mid('multiplier').toFixed(2)}x`,
      percent(shares.length > 0 ? median(shares) : null),
      figures.every((f) => f.met) ? '' : 'BELOW BAR',
    ]);
  }
  const header = ['page', 'performance', 'LCP', 'TBT', 'CLS', 'host index', 'CPU slowdown', 'main thread on CPU', ''];
  console.log(`\n${markdownTable(header, table)}`);
  console.log(`\nmedian of ${RUNS} runs per page; JSON reports in .lighthouse/`);
  console.log(
    "main thread on CPU: the share of its long tasks' wall time the page's main thread ran (trace CPU time / wall time), median",
  );
  const indices = host.indices;
  console.log(
    `host benchmarkIndex: median ${Math.round(median(indices))} (${Math.round(Math.min(...indices))}-${Math.round(Math.max(...indices))} over ${indices.length} runs); ` +
      (FIXED_SLOWDOWN === null
        ? `CPU slowdown ${slowdown().toFixed(2)}x = index / ${LOW_TIER_PHONE_INDEX}, a low-tier phone`
        : `CPU slowdown fixed at ${FIXED_SLOWDOWN}x (AUDIT_CPU_SLOWDOWN), no TBT bar`),
  );
  if (priorityRefused)
    console.log(
      `the page's main thread could not be set to nice ${RENDERER_NICE} (needs root or CAP_SYS_NICE): its TBT includes waits behind the browser's own threads`,
    );
}
