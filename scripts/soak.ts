// npm run soak (SOAK_SECONDS, 300; the gate uses 30): scripts/lib/soak/run.ts judged on behaviour
// only (figures are bench/soak.ts's). Exits 1 when:
//   - a cached route answers 5xx or nothing, in any phase;
//   - a mix request goes unanswered for 3 x UPSTREAM_TIMEOUT_MS;
//   - under abuse: the one-address flood past its limit gets no 429, an abuse request gets a 5xx
//     other than 503, the probe or another visitor's file answers non-200, or the render line
//     exceeds its bound;
//   - career confirmations differ from submissions, or a form fails without the spec's text.
import {
  FLOOD_ADDRESS,
  FLOOD_ANSWERS_PAST_LIMIT,
  PAGE_RENDERS_PER_MINUTE,
  RENDER_LINE_BOUND,
  VISITOR_PATIENCE_MS,
  largest,
  type Sample,
  type Tally,
} from './lib/soak/config.ts';
import { runSoak, type SoakResult } from './lib/soak/run.ts';
import { phaseSummaries, shown, statusText } from './lib/soak/summary.ts';
import { soakTables } from './lib/soak/tables.ts';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 300);
if (!Number.isFinite(SECONDS) || SECONDS < 18) throw new Error('SOAK_SECONDS must be a number of seconds, at least 18');

/** A tally's 5xx answers other than 503 (load shedding). */
const errors = (t: Tally) => [...t.byStatus].reduce((n, [st, count]) => n + (st >= 500 && st !== 503 ? count : 0), 0);

/** The failed behaviours' messages; empty when all held. */
function verdicts(result: SoakResult): string[] {
  const failures: string[] = [];
  for (const p of phaseSummaries(result)) {
    if (p.warm5xx.length > 0)
      failures.push(`${p.name}: ${p.warm5xx.length} 5xx or unanswered on warm cached routes (${shown(p.warm5xx)})`);
    if (p.unanswered.length > 0)
      failures.push(
        `${p.name}: ${p.unanswered.length} requests of the mix not answered within ${VISITOR_PATIENCE_MS} ms (${shown(p.unanswered)})`,
      );
  }

  const { abuse, forms } = result;
  // A host too slow to reach the limit does not fail.
  const floodUnlimited = abuse.flood.ms.length - (abuse.flood.byStatus.get(429) ?? 0);
  if (floodUnlimited >= FLOOD_ANSWERS_PAST_LIMIT && !abuse.flood.byStatus.has(429))
    failures.push(
      `abuse: the unique-URL flood from ${FLOOD_ADDRESS} got ${floodUnlimited} answers and no 429: the limit of ${PAGE_RENDERS_PER_MINUTE} new pages a minute per address did not apply (${statusText(abuse.flood.byStatus)})`,
    );
  const abusers: [string, Tally][] = [
    ['unique-URL flood from one address', abuse.flood],
    ['unique-URL flood from a new address per request', abuse.distributedFlood],
    ['resize flood', abuse.resize],
    ['slow readers', abuse.slowReaders],
  ];
  for (const [what, t] of abusers)
    if (errors(t) > 0)
      failures.push(`abuse: the ${what} got ${errors(t)} 5xx other than 503 (${statusText(t.byStatus)})`);
  const probeAnswers = abuse.probe.ms.length;
  const probeOk = abuse.probe.byStatus.get(200) ?? 0;
  if (probeAnswers === 0) failures.push('abuse: the /about probe got no answer');
  if (probeOk < probeAnswers)
    failures.push(
      `abuse: the /about probe answered other than 200 ${probeAnswers - probeOk} times (${statusText(abuse.probe.byStatus)})`,
    );
  const visitorsNot200 = result.samples.filter(
    (s: Sample) => s.phase === 'abuse' && (s.group === 'file' || s.group === 'resized') && s.status !== 200,
  );
  if (visitorsNot200.length > 0)
    failures.push(
      `abuse: ${visitorsNot200.length} of other visitors' files and resized images answered other than 200 (${shown(visitorsNot200)})`,
    );
  const inLine = largest(abuse.gauges.map((g) => g.rendersInLine));
  if (inLine > RENDER_LINE_BOUND)
    failures.push(
      `abuse: bff_page_renders_in_line reached ${inLine}, past the render line's bound of ${RENDER_LINE_BOUND}`,
    );

  if (forms.confirmed !== forms.recorded)
    failures.push(`career: ${forms.confirmed} confirmations seen but ${forms.recorded} submissions recorded`);
  if (forms.wrongMessage.length > 0)
    failures.push(`career answers without the spec's text: ${forms.wrongMessage.slice(0, 3).join('; ')}`);
  if (forms.tcWrong.length > 0)
    failures.push(`TC answers without the spec's text: ${forms.tcWrong.slice(0, 3).join('; ')}`);
  return failures;
}

// Provider at nice 0, behind the site (-5), so a busy host cannot starve it past its timeout.
const result = await runSoak({ seconds: SECONDS, logName: 'soak-server.log', providerNice: 0 });
console.log(soakTables(result));
const failures = verdicts(result);
if (failures.length > 0) {
  console.log(`\nsoak: FAILED\n- ${failures.join('\n- ')}`);
  process.exitCode = 1;
} else {
  console.log('\nsoak: every behaviour held (the figures above are not judged here; bench/soak.ts holds them to bars)');
}
