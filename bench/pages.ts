// `npm run bench -- pages`: cached pages against cached /bff/news (browser accept-encoding, 32
// connections), then 60 s across nine pages and the resident memory after. The load comes from wrk:
// a JavaScript load generator on the same cores would spend more time reading pages than the server.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Agent, request } from 'undici';
import { startProviderProcess } from '../scripts/lib/provider-process.ts';
import { startSiteProcess } from '../scripts/lib/site-process.ts';
import type { PartBars } from './bars.ts';

const CONNECTIONS = 32;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 60);
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
const PAGES = ['/', '/news', '/topperXII'];
const NINE_PAGES = ['/', '/news', '/events', '/gallery', '/topperX', '/topperXII', '/about', '/admission', '/contact'];

interface Run {
  rate: number;
  p50: number;
  p99: number;
}

function ms(text: string): number {
  const [, value, unit] = /([\d.]+)(us|ms|s)/.exec(text) ?? [];
  const n = Number(value);
  return unit === 'us' ? n / 1000 : unit === 's' ? n * 1000 : n;
}

/** One wrk run; fails on errors or statuses other than 2xx/3xx. */
function wrk(url: string, seconds: number, script?: string): Run {
  const args = ['-t1', `-c${CONNECTIONS}`, `-d${seconds}s`, '--latency', '-H', `accept-encoding: ${ACCEPT_ENCODING}`];
  if (script) args.push('-s', script);
  const out = execFileSync('wrk', [...args, url], { encoding: 'utf8' });
  if (/Non-2xx or 3xx responses|Socket errors/.test(out)) throw new Error(`${url}: wrk saw failures\n${out}`);
  return {
    rate: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]),
    p50: ms(/\n\s+50%\s+(\S+)/.exec(out)?.[1] ?? ''),
    p99: ms(/\n\s+99%\s+(\S+)/.exec(out)?.[1] ?? ''),
  };
}

function hasWrk(): boolean {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
    return true;
  } catch (err) {
    // wrk prints its version and exits 1.
    return (err as { status?: number }).status === 1;
  }
}

export async function benchPages(bars: PartBars): Promise<void> {
  if (!hasWrk()) throw new Error('the pages bench needs wrk: apt-get install wrk');
  // The site as production runs it, and the demo provider in its own process (its drawing is not
  // the site's memory).
  const token = randomBytes(16).toString('hex');
  const metricsToken = randomBytes(16).toString('hex');
  const provider = await startProviderProcess(token);
  const site = await startSiteProcess({
    logLevel: 'info',
    env: {
      NODE_ENV: 'production',
      PROVIDER_URL: provider.url,
      PROVIDER_TOKEN: token,
      PUBLIC_URL: 'https://www.school.example',
      METRICS_TOKEN: metricsToken,
    },
  }).catch(async (err: unknown) => {
    await provider.stop();
    throw err;
  });
  const base = site.base;
  // A fresh connection each time: blocked in wrk past the keep-alive timeout, a pooled one is closed.
  const rss = async () => {
    const agent = new Agent();
    try {
      const res = await request(`${base}/metrics`, {
        headers: { authorization: `Bearer ${metricsToken}` },
        dispatcher: agent,
      });
      return Number(/^process_resident_memory_bytes (\S+)/m.exec(await res.body.text())?.[1]);
    } finally {
      await agent.close();
    }
  };
  try {
    // Warm-up: pages rendered and JIT settled first.
    for (const path of ['/bff/news', ...PAGES]) wrk(`${base}${path}`, 2);
    const json = wrk(`${base}/bff/news`, SECONDS);
    console.log(`pages: ${CONNECTIONS} connections, ${SECONDS} s each, accept-encoding: ${ACCEPT_ENCODING}`);
    console.log(
      `  cached GET /bff/news: ${json.rate.toFixed(0)} req/s, p50 ${json.p50.toFixed(2)} ms, p99 ${json.p99.toFixed(2)} ms`,
    );
    for (const path of PAGES) {
      const page = wrk(`${base}${path}`, SECONDS);
      const ratio = page.rate / json.rate;
      console.log(
        `  GET ${path}: ${page.rate.toFixed(0)} req/s, p50 ${page.p50.toFixed(2)} ms, p99 ${page.p99.toFixed(2)} ms, ` +
          `ratio to /bff/news ${ratio.toFixed(2)} (goal 0.8)`,
      );
      bars.atLeast(`GET ${path} req/s over cached /bff/news`, ratio, 0.5, 'x');
      bars.atMost(`GET ${path} p99, ${CONNECTIONS} connections`, page.p99, 50, 'ms');
    }
    const script = join(tmpdir(), `school-pages-${process.pid}.lua`);
    writeFileSync(
      script,
      `local paths = {${NINE_PAGES.map((p) => `"${p}"`).join(', ')}}\nlocal i = 0\nrequest = function()\n  i = i % #paths + 1\n  return wrk.format(nil, paths[i])\nend\n`,
    );
    const before = await rss();
    const soak = wrk(base, SOAK_SECONDS, script);
    const after = await rss();
    console.log(
      `  ${SOAK_SECONDS} s across ${NINE_PAGES.length} pages: ${soak.rate.toFixed(0)} req/s, p99 ${soak.p99.toFixed(2)} ms; ` +
        `resident memory ${(before / 1e6).toFixed(0)} MB before, ${(after / 1e6).toFixed(0)} MB after (goal 200 MB)`,
    );
    bars.atMost(`resident memory after ${SOAK_SECONDS} s across ${NINE_PAGES.length} pages`, after / 1e6, 300, 'MB');
  } finally {
    await site.stop();
    await provider.stop();
  }
}
