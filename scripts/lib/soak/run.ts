// runSoak: the built site on the demo provider (own processes, loopback) under the visitors' mix
// through the provider's faults, the abuse phase, then healthy again. Measures only; scripts/soak.ts
// judges behaviour, bench/soak.ts the figures.
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync } from 'node:fs';
import { setPriority } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startProviderProcess } from '../provider-process.ts';
import { startSiteProcess } from '../site-process.ts';
import { startAbuse, type AbuseResult, type RunningAbuse } from './abuse.ts';
import {
  ABUSE_SECONDS,
  CACHE_TTL_SECONDS,
  FAULTS,
  PAGE_RENDERS_PER_MINUTE,
  UPSTREAM_TIMEOUT_MS,
  WARMUP_SECONDS,
  phaseSeconds,
  type Sample,
} from './config.ts';
import { cpuSeconds, ownCpuSeconds, serverLoadReader } from './gauges.ts';
import { findTargets, warmUp, type Targets } from './targets.ts';
import { startVisitors, type Forms } from './visitors.ts';

const root = join(import.meta.dirname, '..', '..', '..');

export interface SoakOptions {
  /** The faults' part, at least 18 s (plus the abuse phase). */
  seconds: number;
  /** The site's log, under test-results/. */
  logName: string;
  /** The provider's nice value once up (starts at 10, yielding like the vendor's separate machine). */
  providerNice?: number;
}

export interface PhaseRow {
  name: string;
  /** The site's provider calls in the phase. */
  calls: number;
  loopP99: number;
  rss: number;
  /** CPU seconds in the phase per process. */
  cpu: { site: number; provider: number; load: number };
}

export interface SoakResult {
  seconds: number;
  phaseSeconds: number;
  phases: number;
  /** The nice values as set. */
  priorities: string;
  samples: Sample[];
  phaseRows: PhaseRow[];
  cutFiles: Map<string, number>;
  forms: Forms & { recorded: number };
  /** Requests of the mix sent. */
  sent: number;
  targets: Targets;
  abuse: AbuseResult;
  /** The site's RSS: after warm-up, lowest over the last fault round, peak, end. */
  memory: { start: number; beforeAbuse: number; peak: number; end: number };
}

export async function runSoak(options: SoakOptions): Promise<SoakResult> {
  const { seconds } = options;
  if (!Number.isFinite(seconds) || seconds < 18) throw new Error('the soak needs a number of seconds, at least 18');
  const token = randomBytes(16).toString('hex');
  const metricsToken = randomBytes(16).toString('hex');
  mkdirSync(join(root, 'test-results'), { recursive: true });
  const provider = await startProviderProcess(token);
  const { control } = provider;
  const upstreamCalls = async () => ((await control('/__demo/stats')) as { total: number }).total;
  const site = await startSiteProcess({
    logLevel: 'warn',
    log: createWriteStream(join(root, 'test-results', options.logName)),
    env: {
      NODE_ENV: 'production',
      PROVIDER_URL: provider.url,
      PROVIDER_TOKEN: token,
      UPSTREAM_TIMEOUT_MS: String(UPSTREAM_TIMEOUT_MS),
      CACHE_TTL_SECONDS: String(CACHE_TTL_SECONDS),
      PAGE_RENDERS_PER_MINUTE: String(PAGE_RENDERS_PER_MINUTE),
      // All requests come from loopback with X-Forwarded-For.
      TRUST_PROXY: '127.0.0.1',
      METRICS_TOKEN: metricsToken,
    },
  }).catch(async (error: unknown) => {
    await provider.stop();
    throw error;
  });
  const { base } = site;
  // Visitors are other machines in production, so the site runs ahead of the load (nice -5, needs
  // CAP_SYS_NICE; if refused, reported and run as is).
  const renice = (pid: number, nice: number, otherwise: number) => {
    try {
      setPriority(pid, nice);
      return `nice ${nice}`;
    } catch (error) {
      return `nice ${otherwise} (nice ${nice} was refused: ${(error as Error).message})`;
    }
  };
  const siteNice = renice(site.pid, -5, 0);
  const providerNice = renice(provider.pid, options.providerNice ?? 10, 10);
  const priorities = `the site's main thread at ${siteNice}, the provider at ${providerNice}`;
  process.stderr.write(`soak: ${priorities}\n`);
  const serverLoad = serverLoadReader(base, metricsToken);
  const cpuNow = () => ({ site: cpuSeconds(site.pid), provider: cpuSeconds(provider.pid), load: ownCpuSeconds() });

  let abusing: RunningAbuse | null = null;
  let visitors: ReturnType<typeof startVisitors> | null = null;
  const shutdown = async () => {
    abusing?.kill();
    await visitors?.stop();
    await site.stop();
    await provider.stop();
  };
  const onSigint = () => void shutdown().then(() => process.exit(130));
  process.on('SIGINT', onSigint);
  try {
    const targets = await findTargets(base);
    await warmUp(base, targets.mix);
    await serverLoad();
    let phase = 'warm-up';
    const load = startVisitors(base, targets.mix, () => phase);
    visitors = load;
    const phaseLength = phaseSeconds(seconds);
    const phases = Math.max(10, Math.floor(seconds / phaseLength));
    const phaseRows: PhaseRow[] = [];
    let abuse: AbuseResult | null = null;
    // Unmeasured healthy warm-up that fills the caches; memory is measured from here.
    await sleep(WARMUP_SECONDS * 1000);
    const rssStart = (await serverLoad()).rss;
    let rssPeak = rssStart;
    let rssBeforeAbuse = rssStart;
    for (let i = 0; i < phases; i++) {
      // Faults, then abuse (provider healthy), then healthy again.
      const [name, switches] =
        i === phases - 1 ? ['healthy again', {}] : i === phases - 2 ? ['abuse', {}] : FAULTS[i % FAULTS.length]!;
      await control('/__demo/reset', {});
      await control('/__demo/switches', switches);
      phase = name;
      process.stderr.write(`soak: phase ${i + 1}/${phases}: ${name}\n`);
      const callsBefore = await upstreamCalls();
      const cpuBefore = cpuNow();
      if (name === 'abuse') {
        const before = await serverLoad();
        // Memory swings between phases; a leak raises the floor over the last fault round.
        rssBeforeAbuse = Math.min(before.rss, ...phaseRows.slice(-FAULTS.length).map((r) => r.rss));
        abusing = startAbuse(base, targets, serverLoad, before.renders);
        await sleep(ABUSE_SECONDS * 1000);
        abuse = await abusing.stop();
        abusing = null;
      } else {
        await sleep(phaseLength * 1000);
      }
      const cpuAfter = cpuNow();
      // Abuse read the gauges each second (each read resets the loop histogram): show the highest.
      const readings = name === 'abuse' && abuse ? abuse.gauges : [await serverLoad()];
      const rss = Math.max(...readings.map((r) => r.rss));
      rssPeak = Math.max(rssPeak, rss);
      phaseRows.push({
        name,
        calls: (await upstreamCalls()) - callsBefore,
        loopP99: Math.max(...readings.map((r) => r.loopP99Ms)),
        rss,
        cpu: {
          site: cpuAfter.site - cpuBefore.site,
          provider: cpuAfter.provider - cpuBefore.provider,
          load: cpuAfter.load - cpuBefore.load,
        },
      });
    }
    await control('/__demo/reset', {});
    await load.stop();
    visitors = null;
    const rssEnd = (await serverLoad()).rss;
    const recorded = ((await control('/__demo/submissions')) as unknown[]).length;
    if (!abuse) throw new Error('the soak ran no abuse phase');
    return {
      seconds,
      phaseSeconds: phaseLength,
      phases,
      priorities,
      samples: load.samples,
      phaseRows,
      cutFiles: load.cutFiles,
      forms: { ...load.forms, recorded },
      sent: load.sent,
      targets,
      abuse,
      memory: { start: rssStart, beforeAbuse: rssBeforeAbuse, peak: rssPeak, end: rssEnd },
    };
  } finally {
    process.off('SIGINT', onSigint);
    await shutdown();
  }
}
