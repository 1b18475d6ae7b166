// `npm run bench -- throughput`: a cached /bff route against a bare Fastify route with the same
// bytes, and the upstream calls a cold key costs. Servers in a child process, load from this one.
import { fork, type ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import { median } from '../scripts/lib/stats.ts';
import type { PartBars } from './bars.ts';
import { startBenchSite } from './site.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 1);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 25);
const CONNECTIONS = 64;

/** The servers' process CPU time so far, in µs. */
function serverCpu(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    const onMessage = (msg: unknown) => {
      const cpu = (msg as { cpu?: NodeJS.CpuUsage }).cpu;
      if (!cpu) return;
      child.off('message', onMessage);
      resolve(cpu.user + cpu.system);
    };
    child.on('message', onMessage);
    child.send('cpu');
  });
}

/** Requests a second and server CPU µs per request, in one run against `url`. */
async function load(child: ChildProcess, url: string): Promise<{ rate: number; cpuPerRequest: number }> {
  const before = await serverCpu(child);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, pipelining: 1 });
  const cpu = (await serverCpu(child)) - before;
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rate: result.requests.average, cpuPerRequest: cpu / result.requests.total };
}

export async function benchThroughput(bars: PartBars): Promise<void> {
  const child = fork(new URL('./servers.ts', import.meta.url), { stdio: 'inherit' });
  const ready = await new Promise<{ bffUrl: string; bareUrl: string; bytes: number }>((resolve, reject) => {
    child.once('message', (m) => resolve(m as { bffUrl: string; bareUrl: string; bytes: number }));
    child.once('exit', (code) => reject(new Error(`bench servers exited with ${code}`)));
  });
  try {
    // Warm-up, so neither pays for JIT.
    await autocannon({ url: `${ready.bffUrl}/bff/news`, connections: 16, duration: 2 });
    await autocannon({ url: `${ready.bareUrl}/bff/news`, connections: 16, duration: 2 });
    // Back-to-back rounds and medians: the host's speed drifts and the load shares its CPU, so each
    // round's ratio compares runs made under the same conditions.
    const bareRuns: number[] = [];
    const bffRuns: number[] = [];
    const ratios: number[] = [];
    const bareCpu: number[] = [];
    const bffCpu: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const bare = await load(child, `${ready.bareUrl}/bff/news`);
      const bff = await load(child, `${ready.bffUrl}/bff/news`);
      bareRuns.push(bare.rate);
      bffRuns.push(bff.rate);
      ratios.push(bff.rate / bare.rate);
      bareCpu.push(bare.cpuPerRequest);
      bffCpu.push(bff.cpuPerRequest);
    }
    console.log(
      `body: ${ready.bytes} bytes of JSON, ${CONNECTIONS} connections, ${ROUNDS} rounds of a ${DURATION} s run of each`,
    );
    console.log(`bare fastify route: ${median(bareRuns).toFixed(0)} req/s (median)`);
    console.log(`cached GET /bff/news: ${median(bffRuns).toFixed(0)} req/s (median)`);
    // Saturated, the server's CPU per request sets the rate; it drifts less than the rates do.
    const cpuBare = median(bareCpu);
    const cpuBff = median(bffCpu);
    console.log(
      `server CPU per request (median): bare ${cpuBare.toFixed(1)} µs, /bff/news ${cpuBff.toFixed(1)} µs (bare/bff ${(cpuBare / cpuBff).toFixed(2)})`,
    );
    console.log(`ratio per round: ${ratios.map((r) => r.toFixed(2)).join(' ')}`);
    console.log(`ratio: ${median(ratios).toFixed(2)}, the median round (goal 0.95)`);
    bars.atLeast('cached /bff/news req/s over a bare Fastify route (median round)', median(ratios), 0.85, 'x');
  } finally {
    child.send('stop');
  }
}

export async function benchCoalescing(bars: PartBars): Promise<void> {
  const site = await startBenchSite();
  try {
    site.provider.switches.latencyMs = 200;
    const answers = await Promise.all(Array.from({ length: 200 }, () => fetch(`${site.base}/bff/news`)));
    const ok = answers.filter((r) => r.ok).length;
    const calls = site.provider.callCount('newsAll');
    console.log(`cold key, 200 concurrent requests: ${ok} answered 200, upstream calls: ${calls}`);
    bars.atLeast('cold key, 200 concurrent requests: answered 200', ok, 200, 'answers');
    bars.atMost('cold key, 200 concurrent requests: upstream calls', calls, 1, 'calls');
  } finally {
    await site.close();
  }
}
