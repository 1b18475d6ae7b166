// npm run soak: the built site under a steady mixed load for SOAK_SECONDS (default 300) while the
// demo provider cycles through its faults (healthy, 500s, hang, 3 s latency, malformed JSON, an
// HTML error page, a one-byte-a-second drip, an oversized body, healthy again), 20 s each (less
// when the run is too short for all of them). Prints one table and exits 1 when a bar is missed:
//   - no 5xx on routes the site caches that were warm before the fault (the stale window is a day);
//   - p99 of cached pages and JSON under 100 ms in every phase; nothing waits on the provider
//     longer than UPSTREAM_TIMEOUT_MS + 1 s (a passed-through file: until its headers);
//   - resident memory at the end within 20 % of its value after warm-up (10 s of the same load,
//     healthy, before the phases), never above 400 MB;
//   - career forms: confirmations seen = submissions recorded, every failure with the spec's text.
// The site and the provider are separate processes on loopback, so the load generator's own work
// does not count against the site; the provider runs at a lower CPU priority, as if it were the
// vendor's machine. Each phase shows the CPU time of all three.
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { MESSAGES } from '../shared/messages.ts';
import type { DemoSwitches } from '../demo-provider/app.ts';
import { TC_STUDENTS } from '../demo-provider/seed.ts';
import { startProviderProcess } from './lib/provider-process.ts';
import { startSiteProcess } from './lib/site-process.ts';

const root = join(import.meta.dirname, '..');
const SECONDS = Number(process.env.SOAK_SECONDS ?? 300);
if (!Number.isFinite(SECONDS) || SECONDS < 18) throw new Error('SOAK_SECONDS must be a number of seconds, at least 18');
const PHASE_SECONDS = Math.min(20, SECONDS / 9);
const UPSTREAM_TIMEOUT_MS = 5000;
const RATE_PER_SECOND = 60;
const MAX_IN_FLIGHT = 64;
const VISITOR_PATIENCE_MS = 15_000;
const WARMUP_SECONDS = 10;

type Switches = Partial<DemoSwitches>;
const FAULTS: [string, Switches][] = [
  ['healthy', {}],
  ['500s', { failStatus: 500 }],
  ['hang', { hang: true }],
  ['latency 3 s', { latencyMs: 3000 }],
  ['malformed JSON', { malformedJson: true }],
  ['HTML error page', { htmlError: true }],
  ['slow drip', { drip: true }],
  ['oversized body', { oversized: true }],
];

type Group = 'page' | 'json' | 'ics' | 'resized' | 'file' | 'tc' | 'career';
/** What the site keeps in its own caches: once warm, a provider fault must not show through. */
const CACHED: ReadonlySet<Group> = new Set(['page', 'json', 'ics', 'resized']);

interface Sample {
  phase: string;
  group: Group;
  url: string;
  status: number;
  ms: number;
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const token = randomBytes(16).toString('hex');
const metricsToken = randomBytes(16).toString('hex');
mkdirSync(join(root, 'test-results'), { recursive: true });

// The provider: its own process, driven through its control routes.
const provider = await startProviderProcess(token);
const { url: providerUrl, control } = provider;
const upstreamCalls = async () => ((await control('/__demo/stats')) as { total: number }).total;

const site = await startSiteProcess({
  logLevel: 'warn',
  log: createWriteStream(join(root, 'test-results', 'soak-server.log')),
  env: {
    NODE_ENV: 'production',
    PROVIDER_URL: providerUrl,
    PROVIDER_TOKEN: token,
    UPSTREAM_TIMEOUT_MS: String(UPSTREAM_TIMEOUT_MS),
    // Short, so lists go stale and are refreshed during the faults, not only before them.
    CACHE_TTL_SECONDS: '10',
    // One loopback address sends every visitor's forms here.
    FORM_RATE_LIMIT_MAX: '10000',
    METRICS_TOKEN: metricsToken,
  },
});
const base = site.base;

/** The site's resident memory and its event-loop delay p99 since the last call (prom-client resets it per scrape). */
async function serverLoad(): Promise<{ rss: number; loopP99Ms: number }> {
  const text = await (await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })).text();
  const value = (name: string) => Number(text.split('\n').find((l) => l.startsWith(`${name} `))?.split(' ')[1] ?? NaN);
  return { rss: value('process_resident_memory_bytes'), loopP99Ms: value('nodejs_eventloop_lag_p99_seconds') * 1000 };
}

/**
 * CPU seconds a process has used (user + system, from /proc; NaN where there is none), so each
 * phase can show whether a slow answer came with the site working or with the host busy elsewhere:
 * the three processes share the machine's cores.
 */
function cpuSeconds(pid: number): number {
  try {
    // Fields after the command name, which is in parentheses and may hold spaces: utime is the 12th,
    // stime the 13th, both in clock ticks of 1/100 s (Linux's USER_HZ).
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}
function cpuNow(): { site: number; provider: number; load: number } {
  const own = process.cpuUsage();
  return { site: cpuSeconds(site.pid), provider: cpuSeconds(provider.pid), load: (own.user + own.system) / 1e6 };
}

let stopping = false;
async function shutdown(): Promise<void> {
  stopping = true;
  await site.stop();
  await provider.stop();
}
process.on('SIGINT', () => void shutdown().then(() => process.exit(130)));

try {
  // The visitors' addresses: every kind of page, list and file the site serves.
  const home = (await (await fetch(`${base}/bff/home`)).json()) as {
    events: { image: string | null; attachment: string | null }[];
    gallery: { id: string; image: string | null }[];
  };
  const images = [...home.events.map((e) => e.image), ...home.gallery.map((g) => g.image)].filter((u): u is string => Boolean(u)).slice(0, 6);
  const pdf = home.events.find((e) => e.attachment)?.attachment;
  const album = home.gallery[0]!.id;
  const mix: [Group, string, number][] = [
    ...['/', '/news', '/events', '/gallery', '/topperXII', '/about', '/contact', `/subGallery?id=${album}`, '/feestructure'].map(
      (u): [Group, string, number] => ['page', u, 4],
    ),
    ...['/bff/home', '/bff/news', '/bff/events?year=all', '/bff/gallery', '/bff/toppers?class=XII', '/bff/site', `/bff/gallery/${album}`].map(
      (u): [Group, string, number] => ['json', u, 5],
    ),
    ['ics', '/events.ics', 3],
    ...images.map((u, i): [Group, string, number] => ['resized', `${u}?w=${i % 2 ? 640 : 320}`, 3]),
    ...images.slice(0, 3).map((u): [Group, string, number] => ['file', u, 2]),
    ...(pdf ? [['file', pdf, 2] as [Group, string, number]] : []),
  ];
  const weights = mix.reduce((sum, [, , w]) => sum + w, 0);
  const pick = (): [Group, string] => {
    let r = Math.random() * weights;
    for (const [group, url, w] of mix) if ((r -= w) < 0) return [group, url];
    return [mix[0]![0], mix[0]![1]];
  };

  // Warm-up: every address answered once, healthy; these are the warm routes.
  for (const [group, url] of mix) {
    const res = await fetch(base + url, { headers: { 'accept-encoding': 'br, gzip', accept: group === 'resized' ? 'image/avif,image/webp,*/*' : '*/*' } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`warm-up: ${url} answered ${res.status}`);
  }
  await serverLoad();

  const samples: Sample[] = [];
  const forms = { careerSent: 0, confirmed: 0, failedWithMessage: 0, wrongMessage: [] as string[], tcOk: 0, tcFailedWithMessage: 0, tcWrong: [] as string[] };
  const cutFiles = { byPhase: new Map<string, number>() };
  let phase = 'healthy';
  let inFlight = 0;

  async function visit(group: Group, url: string, init?: RequestInit): Promise<Response | null> {
    const started = performance.now();
    const at = phase;
    try {
      const res = await fetch(base + url, {
        ...init,
        headers: { 'accept-encoding': 'br, gzip', accept: group === 'resized' ? 'image/avif,image/webp,*/*' : '*/*', ...init?.headers },
        signal: AbortSignal.timeout(VISITOR_PATIENCE_MS),
      });
      // A file passed through as it arrives is timed to its headers; the rest to their last byte.
      const headersMs = performance.now() - started;
      if (group === 'file') {
        await res.arrayBuffer().catch(() => cutFiles.byPhase.set(at, (cutFiles.byPhase.get(at) ?? 0) + 1));
      } else if (group !== 'tc' && group !== 'career') {
        await res.arrayBuffer();
      }
      samples.push({ phase: at, group, url, status: res.status, ms: group === 'file' ? headersMs : performance.now() - started });
      return res;
    } catch {
      samples.push({ phase: at, group, url, status: 0, ms: performance.now() - started });
      return null;
    }
  }

  async function career(n: number): Promise<void> {
    forms.careerSent++;
    const body = JSON.stringify({ name: `Soak Applicant ${n}`, email: `soak${n}@example.com`, phone: '9876543210', message: 'Application for the post of teacher.' });
    const res = await visit('career', '/bff/career', { method: 'POST', body, headers: { 'content-type': 'application/json' } });
    const message = res ? ((await res.json().catch(() => ({}))) as { message?: string }).message : undefined;
    if (res?.status === 200 && message === MESSAGES.careerSuccess) forms.confirmed++;
    else if (res && res.status >= 500 && message === MESSAGES.careerFailed) forms.failedWithMessage++;
    else forms.wrongMessage.push(`${res?.status ?? 'no answer'}: ${message}`);
  }

  async function tc(): Promise<void> {
    const res = await visit('tc', '/bff/tc', { method: 'POST', body: JSON.stringify(TC_STUDENTS[0]), headers: { 'content-type': 'application/json' } });
    if (res?.status === 200 && res.headers.get('content-type') === 'image/jpeg') {
      await res.arrayBuffer();
      forms.tcOk++;
      return;
    }
    const message = res ? ((await res.json().catch(() => ({}))) as { message?: string }).message : undefined;
    if (message === MESSAGES.tcFailed || message === MESSAGES.tcDownloadFailed) forms.tcFailedWithMessage++;
    else forms.tcWrong.push(`${res?.status ?? 'no answer'}: ${message}`);
  }

  const pending = new Set<Promise<unknown>>();
  const track = (p: Promise<unknown>) => {
    pending.add(p);
    void p.finally(() => pending.delete(p));
  };
  let sent = 0;
  const load = setInterval(() => {
    if (stopping || inFlight >= MAX_IN_FLIGHT) return;
    const [group, url] = pick();
    inFlight++;
    sent++;
    track(visit(group, url).finally(() => inFlight--));
  }, 1000 / RATE_PER_SECOND);
  let formCount = 0;
  const formTimer = setInterval(() => {
    formCount++;
    track(formCount % 2 ? career(formCount) : tc());
  }, 1500);

  interface PhaseRow {
    name: string;
    calls: number;
    loopP99: number;
    rss: number;
    /** CPU seconds used in the phase by the site, the provider and this load generator. */
    cpu: { site: number; provider: number; load: number };
  }
  const phaseRows: PhaseRow[] = [];
  const phases = Math.max(9, Math.floor(SECONDS / PHASE_SECONDS));
  // Warm-up: the same load, healthy, unmeasured, until the page and image caches are full; memory
  // is measured from there.
  phase = 'warm-up';
  await sleep(WARMUP_SECONDS * 1000);
  const rssStart = (await serverLoad()).rss;
  let rssPeak = rssStart;
  for (let i = 0; i < phases; i++) {
    const [name, switches] = i === phases - 1 ? ['healthy again', {}] : FAULTS[i % FAULTS.length]!;
    await control('/__demo/reset', {});
    await control('/__demo/switches', switches);
    phase = name;
    process.stderr.write(`soak: phase ${i + 1}/${phases}: ${name}\n`);
    const callsBefore = await upstreamCalls();
    const cpuBefore = cpuNow();
    await sleep(PHASE_SECONDS * 1000);
    const cpuAfter = cpuNow();
    const { rss, loopP99Ms } = await serverLoad();
    rssPeak = Math.max(rssPeak, rss);
    const cpu = { site: cpuAfter.site - cpuBefore.site, provider: cpuAfter.provider - cpuBefore.provider, load: cpuAfter.load - cpuBefore.load };
    phaseRows.push({ name, calls: (await upstreamCalls()) - callsBefore, loopP99: loopP99Ms, rss, cpu });
  }
  clearInterval(load);
  clearInterval(formTimer);
  await control('/__demo/reset', {});
  await Promise.allSettled([...pending]);
  const rssEnd = (await serverLoad()).rss;
  const recorded = ((await control('/__demo/submissions')) as unknown[]).length;

  // The table.
  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;
  const ms = (n: number) => `${n.toFixed(n < 10 ? 1 : 0)}`;
  const out: string[] = [];
  out.push(`soak: ${SECONDS} s after ${WARMUP_SECONDS} s of warm-up, ${phases} phases of ${PHASE_SECONDS.toFixed(1)} s, ${RATE_PER_SECOND} requests/s plus a form every 1.5 s; UPSTREAM_TIMEOUT_MS ${UPSTREAM_TIMEOUT_MS}, CACHE_TTL_SECONDS 10`);
  out.push('');
  out.push('| group | sent | answered | by status |');
  out.push('|---|---|---|---|');
  const groups: Group[] = ['page', 'json', 'ics', 'resized', 'file', 'tc', 'career'];
  for (const group of groups) {
    const of = samples.filter((s) => s.group === group);
    const byStatus = new Map<number, number>();
    for (const s of of) byStatus.set(s.status, (byStatus.get(s.status) ?? 0) + 1);
    const statuses = [...byStatus].sort(([a], [b]) => a - b).map(([st, n]) => `${st === 0 ? 'no answer' : st}: ${n}`).join(', ');
    out.push(`| ${group} | ${of.length} | ${of.filter((s) => s.status !== 0).length} | ${statuses} |`);
  }
  out.push('');
  out.push('| phase | requests | cached p50 / p99 / max (ms) | all p50 / p99 / max (ms) | 5xx on warm cached routes | 5xx on passed-through files | files cut (drip) | upstream calls | event-loop p99 (ms) | RSS | CPU s: site / provider / load |');
  out.push('|---|---|---|---|---|---|---|---|---|---|---|');
  const failures: string[] = [];
  const names = [...new Set(phaseRows.map((r) => r.name))];
  for (const name of names) {
    const of = samples.filter((s) => s.phase === name);
    const cachedAnswers = of.filter((s) => (s.group === 'page' || s.group === 'json' || s.group === 'ics') && s.status > 0 && s.status < 400);
    const cached = cachedAnswers.map((s) => s.ms);
    const all = of.map((s) => s.ms);
    const warm5xx = of.filter((s) => CACHED.has(s.group) && (s.status >= 500 || s.status === 0)).length;
    const file5xx = of.filter((s) => s.group === 'file' && (s.status >= 500 || s.status === 0)).length;
    const rows = phaseRows.filter((r) => r.name === name);
    const calls = rows.map((r) => r.calls).join(' + ');
    const loop = Math.max(...rows.map((r) => r.loopP99));
    const rss = Math.max(...rows.map((r) => r.rss));
    const cpuOf = (key: 'site' | 'provider' | 'load') => rows.reduce((sum, r) => sum + r.cpu[key], 0).toFixed(2);
    out.push(
      `| ${name} | ${of.length} | ${ms(percentile(cached, 50))} / ${ms(percentile(cached, 99))} / ${ms(Math.max(0, ...cached))} | ${ms(percentile(all, 50))} / ${ms(percentile(all, 99))} / ${ms(Math.max(0, ...all))} | ${warm5xx} | ${file5xx} | ${cutFiles.byPhase.get(name) ?? 0} | ${calls} | ${ms(loop)} | ${mb(rss)} | ${cpuOf('site')} / ${cpuOf('provider')} / ${cpuOf('load')} |`,
    );
    if (warm5xx > 0) failures.push(`${name}: ${warm5xx} 5xx on warm cached routes`);
    if (percentile(cached, 99) >= 100) {
      const slow = cachedAnswers.filter((s) => s.ms >= 100).map((s) => `${s.url} ${ms(s.ms)} ms`);
      failures.push(`${name}: cached p99 ${ms(percentile(cached, 99))} ms (bar 100 ms; ${cached.length} answers, 100 ms or slower: ${slow.join(', ')})`);
    }
    const slowest = of.reduce<Sample | null>((max, s) => (!max || s.ms > max.ms ? s : max), null);
    if (slowest && slowest.ms > UPSTREAM_TIMEOUT_MS + 1000) {
      failures.push(`${name}: ${slowest.group} ${slowest.url} took ${ms(slowest.ms)} ms (bar ${UPSTREAM_TIMEOUT_MS + 1000} ms)`);
    }
  }
  out.push('');
  out.push(`resident memory: ${mb(rssStart)} after ${WARMUP_SECONDS} s of warm-up under the same load, peak ${mb(rssPeak)}, ${mb(rssEnd)} at the end (${(((rssEnd - rssStart) / rssStart) * 100).toFixed(1)} %)`);
  out.push(
    `career forms: ${forms.careerSent} sent, ${recorded} recorded by the provider, ${forms.confirmed} confirmations seen, ${forms.failedWithMessage} failures seen with the spec's text, ${forms.wrongMessage.length} other answers`,
  );
  out.push(`TC downloads: ${forms.tcOk} downloaded, ${forms.tcFailedWithMessage} failures seen with the spec's text, ${forms.tcWrong.length} other answers`);
  out.push(`requests sent by the load: ${sent}`);
  if (rssEnd > rssStart * 1.2) failures.push(`resident memory grew ${(((rssEnd - rssStart) / rssStart) * 100).toFixed(1)} % (bar 20 %)`);
  if (rssPeak > 400 * 1024 * 1024) failures.push(`resident memory peaked at ${mb(rssPeak)} (bar 400 MB)`);
  if (forms.confirmed !== recorded) failures.push(`career: ${forms.confirmed} confirmations seen but ${recorded} submissions recorded`);
  if (forms.wrongMessage.length > 0) failures.push(`career answers without the spec's text: ${forms.wrongMessage.slice(0, 3).join('; ')}`);
  if (forms.tcWrong.length > 0) failures.push(`TC answers without the spec's text: ${forms.tcWrong.slice(0, 3).join('; ')}`);
  console.log(out.join('\n'));
  if (failures.length > 0) {
    console.log(`\nsoak: FAILED\n- ${failures.join('\n- ')}`);
    process.exitCode = 1;
  } else {
    console.log('\nsoak: every bar held');
  }
} finally {
  await shutdown();
}
