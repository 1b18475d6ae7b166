// `npm run trace-page -- /gallery [runs]`: where a page's TBT comes from, under the audit's conditions.
// Per run: Lighthouse's simulated long tasks with their blocking time, then the observed main-thread
// tasks of 10 ms or more with CPU time and parts. TRACE_FONTS=1 adds font calls (slows the page a
// little). `album` is the first album's page.
import { startSiteProcess } from './lib/site-process.ts';
import { HostCalibration } from './lib/host-calibration.ts';
import { lighthouseRun } from './lib/lighthouse-run.ts';
import { blockingTime, observedTasks, type TraceEvent } from './lib/trace-cpu.ts';

const [page = '/', runsArg = '3'] = process.argv.slice(2);
const runs = Number(runsArg);
if (!page.startsWith('/') && page !== 'album')
  throw new Error(`usage: npm run trace-page -- /path|album [runs]; got ${page}`);
const traceCategories = process.env.TRACE_FONTS === '1' ? ['fonts', 'disabled-by-default-fonts'] : [];
const ms = (value: number) => `${Math.round(value)}`;

interface LongTask {
  startTime: number;
  duration: number;
  url?: string;
}

const site = await startSiteProcess({ logLevel: 'warn' });
try {
  let path = page;
  if (page === 'album') {
    const albums = (await (await fetch(`${site.base}/bff/gallery?year=all`)).json()) as {
      items: Array<{ id: string }>;
    };
    path = `/subGallery?id=${albums.items[0]!.id}`;
  }
  const url = `${site.base}${path}`;
  // As in the audit: an unmeasured first run, and each slowdown from the runs before.
  const host = new HostCalibration();
  const warmUp = await lighthouseRun(url, { cpuSlowdown: host.slowdown(), categories: ['performance'] });
  host.record(warmUp.result.lhr.environment.benchmarkIndex);
  console.log(path);
  for (let run = 1; run <= runs; run++) {
    const slowdown = host.slowdown();
    const { result } = await lighthouseRun(url, {
      cpuSlowdown: slowdown,
      categories: ['performance'],
      traceCategories,
    });
    const { lhr } = result;
    host.record(lhr.environment.benchmarkIndex);
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? 0;
    const fcp = metric('first-contentful-paint');
    const tti = metric('interactive');
    console.log(
      `\nrun ${run}: CPU slowdown ${slowdown.toFixed(2)}x (host index ${Math.round(lhr.environment.benchmarkIndex)} in this run); performance ${Math.round((lhr.categories.performance?.score ?? 0) * 100)}, FCP ${ms(fcp)} ms, TTI ${ms(tti)} ms, TBT ${ms(metric('total-blocking-time'))} ms`,
    );
    const longTasks = ((lhr.audits['long-tasks']?.details as { items?: LongTask[] } | undefined)?.items ?? []).toSorted(
      (a, b) => a.startTime - b.startTime,
    );
    console.log('  simulated long tasks (start + duration, ms; blocking time it adds):');
    for (const task of longTasks) {
      const blocking = blockingTime(task, fcp, tti);
      console.log(
        `    ${ms(task.startTime)} + ${ms(task.duration)}${blocking > 0 ? `  TBT ${ms(blocking)}` : ''}  ${task.url?.split('/').pop() || '(page)'}`,
      );
    }
    console.log('  observed main-thread tasks (ms from first paint; wall, CPU; parts):');
    for (const task of observedTasks((result.artifacts.Trace?.traceEvents ?? []) as TraceEvent[])) {
      const fonts = traceCategories.length > 0 ? `, font calls ${task.fontCallsMs.toFixed(1)}` : '';
      console.log(
        `    ${ms(task.fromPaintMs).padStart(5)}: ${task.wallMs.toFixed(1)}, ${task.cpuMs === null ? 'n/a' : task.cpuMs.toFixed(1)}${fonts}; ${task.parts.slice(0, 6).join(', ')}`,
      );
    }
  }
} finally {
  await site.stop();
}
