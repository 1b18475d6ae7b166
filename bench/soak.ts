// The soak's figures against their bars: `npm run soak`'s run, BENCH_SOAK_SECONDS (60, at least 18),
// in its own process. Behaviour is the gate's to judge.
import { PROBE_INTERVAL_MS, UPSTREAM_TIMEOUT_MS, largest, percentile } from '../scripts/lib/soak/config.ts';
import { runSoakApart } from '../scripts/lib/soak/apart.ts';
import { abuseVisitors, phaseSummaries } from '../scripts/lib/soak/summary.ts';
import { soakTables } from '../scripts/lib/soak/tables.ts';
import type { PartBars } from './bars.ts';

/** Cached pages, JSON and events.ics: p99 under this in every phase, the abuse phase included. */
const CACHED_P99_BAR_MS = 100;
/** Nothing waits past the provider timeout plus a second (passed-through files: to their headers). */
const SLOWEST_BAR_MS = UPSTREAM_TIMEOUT_MS + 1000;
const PROBE_P95_BAR_MS = 50;
/** The probe's p95 is measured from this many answers up. */
const PROBE_MIN_SAMPLES = 20;
/** Other visitors' files (to headers) and resized images, during abuse. */
const VISITOR_FILE_BAR_MS = 1000;
/** RSS after the faults (last round's lowest) over RSS after warm-up. */
const RSS_GROWTH_BAR_PERCENT = 20;
const RSS_BAR_MB = 400;

const MB = 1024 * 1024;

export async function benchSoak(bars: PartBars): Promise<void> {
  const seconds = Number(process.env.BENCH_SOAK_SECONDS ?? 60);
  const result = await runSoakApart({ seconds, logName: 'bench-soak-server.log' });
  console.log(soakTables(result));

  const phases = phaseSummaries(result);
  for (const p of phases)
    bars.atMost(
      `cached p99, ${p.name}`,
      percentile(
        p.cached.map((s) => s.ms),
        99,
      ),
      CACHED_P99_BAR_MS,
      'ms',
    );
  const slowest = phases.reduce<{ name: string; ms: number }>(
    (worst, p) =>
      p.slowest && p.slowest.ms > worst.ms ? { name: `${p.name}: ${p.slowest.url}`, ms: p.slowest.ms } : worst,
    { name: 'none', ms: 0 },
  );
  bars.atMost(`slowest answer of the mix (${slowest.name})`, slowest.ms, SLOWEST_BAR_MS, 'ms');

  const { probe } = result.abuse;
  if (probe.ms.length >= PROBE_MIN_SAMPLES)
    bars.atMost(
      `abuse: /about probe p95 (one every ${PROBE_INTERVAL_MS} ms)`,
      percentile(probe.ms, 95),
      PROBE_P95_BAR_MS,
      'ms',
    );
  else console.log(`soak: the /about probe got ${probe.ms.length} answers, fewer than ${PROBE_MIN_SAMPLES}: no p95`);
  const files = abuseVisitors(result, 'file');
  const resized = abuseVisitors(result, 'resized');
  bars.atMost(
    "abuse: other visitors' photos and PDFs, slowest to headers",
    largest(files.ms),
    VISITOR_FILE_BAR_MS,
    'ms',
  );
  bars.atMost("abuse: other visitors' resized images, slowest", largest(resized.ms), VISITOR_FILE_BAR_MS, 'ms');

  const { memory } = result;
  const growth = ((memory.beforeAbuse - memory.start) / memory.start) * 100;
  bars.atMost('RSS after the faults against after warm-up', growth, RSS_GROWTH_BAR_PERCENT, '%');
  bars.atMost(
    'RSS at its peak (abuse phase and end included)',
    Math.max(memory.peak, memory.end) / MB,
    RSS_BAR_MB,
    'MB',
  );
}
