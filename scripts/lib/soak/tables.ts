// The soak's report tables; verdicts are the caller's.
import {
  ABUSE_SECONDS,
  CACHE_TTL_SECONDS,
  FLOOD_ADDRESS,
  FLOOD_CONNECTIONS,
  FORM_INTERVAL_MS,
  GROUPS,
  PROBE_ADDRESS,
  PROBE_INTERVAL_MS,
  RATE_PER_SECOND,
  RESIZE_CONNECTIONS,
  RESIZE_FLOOD_ADDRESS,
  SLOW_READER_ADDRESS,
  SLOW_READERS,
  UPSTREAM_TIMEOUT_MS,
  VISITORS,
  WARMUP_SECONDS,
  largest,
  percentile,
  type Tally,
} from './config.ts';
import { tcpSendBufferMax, type Gauges } from './gauges.ts';
import type { SoakResult } from './run.ts';
import { abuseVisitors, kb, mb, ms, phaseSummaries, statusText } from './summary.ts';

export function soakTables(result: SoakResult): string {
  const { abuse, forms, memory, targets } = result;
  const out: string[] = [];
  out.push(
    `soak: ${result.seconds} s after ${WARMUP_SECONDS} s of warm-up, ${result.phases} phases of ${result.phaseSeconds.toFixed(1)} s (the abuse phase ${ABUSE_SECONDS} s), ${RATE_PER_SECOND} requests/s plus a form every ${FORM_INTERVAL_MS / 1000} s; UPSTREAM_TIMEOUT_MS ${UPSTREAM_TIMEOUT_MS}, CACHE_TTL_SECONDS ${CACHE_TTL_SECONDS}; ${result.priorities}`,
    '',
    '| group | sent | answered | by status |',
    '|---|---|---|---|',
  );
  for (const group of GROUPS) {
    const of = result.samples.filter((s) => s.group === group);
    const byStatus = new Map<number, number>();
    for (const s of of) byStatus.set(s.status, (byStatus.get(s.status) ?? 0) + 1);
    out.push(`| ${group} | ${of.length} | ${of.filter((s) => s.status !== 0).length} | ${statusText(byStatus)} |`);
  }
  out.push(
    '',
    '| phase | requests | cached p50 / p99 / max (ms) | all p50 / p99 / max (ms) | 5xx on warm cached routes | 5xx on passed-through files | no answer | files cut (drip) | upstream calls | event-loop p99 (ms) | RSS | CPU s: site / provider / load |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
  );
  for (const p of phaseSummaries(result)) {
    const cached = p.cached.map((s) => s.ms);
    const all = p.samples.map((s) => s.ms);
    const spread = (v: number[]) => `${ms(percentile(v, 50))} / ${ms(percentile(v, 99))} / ${ms(largest(v))}`;
    const cpu = `${p.cpu.site.toFixed(2)} / ${p.cpu.provider.toFixed(2)} / ${p.cpu.load.toFixed(2)}`;
    out.push(
      `| ${p.name} | ${p.samples.length} | ${spread(cached)} | ${spread(all)} | ${p.warm5xx.length} | ${p.file5xx.length} | ${p.unanswered.length} | ${p.cutFiles} | ${p.calls} | ${ms(p.loopP99)} | ${mb(p.rss)} | ${cpu} |`,
    );
  }

  const row = (what: string, from: string, t: Tally, p = 99) => {
    const cut = t.cut ? `${t.byStatus.size ? ', ' : ''}cut at the phase's end: ${t.cut}` : '';
    const times = `${ms(percentile(t.ms, 50))} / ${ms(percentile(t.ms, p))} / ${ms(largest(t.ms))}`;
    out.push(`| ${what} | ${from} | ${t.ms.length} | ${statusText(t.byStatus)}${cut} | ${times} |`);
  };
  const visitors = `${VISITORS.length} visitor addresses`;
  out.push(
    '',
    `abuse phase: ${ABUSE_SECONDS} s with the provider healthy, all at once, besides the normal mix (from ${VISITORS.length} visitor addresses, ${VISITORS[0]} to ${VISITORS.at(-1)})`,
    '',
    '| abuse phase | from | answered | by status | p50 / p99 / max (ms) |',
    '|---|---|---|---|---|',
  );
  row(`unique-URL flood, ${FLOOD_CONNECTIONS / 2} connections`, FLOOD_ADDRESS, abuse.flood);
  row(
    `unique-URL flood, ${FLOOD_CONNECTIONS / 2} connections`,
    'a new address per request (198.18.0.0/15)',
    abuse.distributedFlood,
  );
  row(
    `resize flood, ${RESIZE_CONNECTIONS} connections (${targets.resizePhotos.length} of ${targets.albumPhotos} album photos, every width and format)`,
    RESIZE_FLOOD_ADDRESS,
    abuse.resize,
  );
  row(
    `slow readers, ${SLOW_READERS} connections held to the phase's end (time to the status line)`,
    SLOW_READER_ADDRESS,
    abuse.slowReaders,
  );
  row(
    `/about probe, one at a time every ${PROBE_INTERVAL_MS} ms (p50 / **p95** / max)`,
    PROBE_ADDRESS,
    abuse.probe,
    95,
  );
  row("other visitors' photos and PDFs (time to headers)", visitors, abuseVisitors(result, 'file'));
  row("other visitors' resized images", visitors, abuseVisitors(result, 'resized'));

  const slowOk = abuse.slowReaders.byStatus.get(200) ?? 0;
  const slow429 = abuse.slowReaders.byStatus.get(429) ?? 0;
  const halfway = (ABUSE_SECONDS * 1000) / 2;
  const mid = abuse.gauges.reduce<Gauges | null>(
    (best, g) => (!best || Math.abs(g.atMs - halfway) < Math.abs(best.atMs - halfway) ? g : best),
    null,
  );
  const peak = abuse.gauges.reduce<Gauges | null>((best, g) => (!best || g.rss > best.rss ? g : best), null);
  const sendBuffer = tcpSendBufferMax();
  const held = [
    ...targets.bigPhotos.map(([u, n]) => `${u.split('/').pop()} (${kb(n)})`),
    ...targets.bigPdfs.map(([u, n]) => `${u} (${kb(n)})`),
  ];
  const asked = (t: Tally) => t.ms.length + t.cut;
  out.push(
    '',
    `slow readers: ${slowOk} got 200, ${slow429} got 429, ${SLOW_READERS - slowOk - slow429} other; they asked for ${held.join(', ')}; connections the site closed before the phase's end: ${abuse.slowClosedEarly}`,
    `bff_downloads_open: ${mid ? `${mid.downloadsOpen} mid-phase (at ${(mid.atMs / 1000).toFixed(1)} s)` : 'not read'}, at most ${largest(abuse.gauges.map((g) => g.downloadsOpen))} over ${abuse.gauges.length} readings; ` +
      `a socket's send buffer may grow to ${Number.isFinite(sendBuffer) ? kb(sendBuffer) : 'unknown'} (tcp_wmem), so a smaller file is handed to the kernel whole and its download closes however slowly it is read`,
    `renders: ${abuse.renders} pages rendered in the phase (${(abuse.renders / ABUSE_SECONDS).toFixed(1)} a second), bff_page_renders_in_line at most ${largest(abuse.gauges.map((g) => g.rendersInLine))}; ` +
      `the load generator's own event-loop delay p99 ${ms(abuse.loadLoopP99Ms)} ms, max ${ms(abuse.loadLoopMaxMs)} ms`,
    `abuse phase RSS: peak ${peak ? `${mb(peak.rss)} at ${(peak.atMs / 1000).toFixed(1)} s (V8 heap ${mb(peak.heap)}, external ${mb(peak.external)})` : 'not read'} over ${abuse.gauges.length} readings, one a second`,
    '',
    `resident memory: ${mb(memory.start)} after ${WARMUP_SECONDS} s of warm-up under the same load, ${mb(memory.beforeAbuse)} after the faults (${(((memory.beforeAbuse - memory.start) / memory.start) * 100).toFixed(1)} %), peak ${mb(memory.peak)}, ${mb(memory.end)} at the end`,
    `career forms: ${forms.careerSent} sent, ${forms.recorded} recorded by the provider, ${forms.confirmed} confirmations seen, ${forms.failedWithMessage} failures seen with the spec's text, ${forms.wrongMessage.length} other answers`,
    `TC downloads: ${forms.tcOk} downloaded, ${forms.tcCut} cut after their 200, ${forms.tcFailedWithMessage} failures seen with the spec's text, ${forms.tcWrong.length} other answers`,
    `requests sent by the load: ${result.sent}; in the abuse phase: ${asked(abuse.flood) + asked(abuse.distributedFlood)} unique-URL flood, ${asked(abuse.resize)} resize flood, ${asked(abuse.probe)} probe, ${SLOW_READERS} slow readers`,
  );
  return out.join('\n');
}
