// npm run soak (the gate runs it with SOAK_SECONDS=30; default 300): the site under the visitors'
// mix through the provider's faults, an abuse phase and healthy again (scripts/lib/soak/run.ts),
// judged on behaviour only. Times, rates, memory and CPU are printed for information and never
// judged here: bench/soak.ts holds them to their bars. It exits 1 when:
//   - a route the site caches (warm before the faults) answers 5xx or not at all, in any phase;
//   - a request of the mix goes unanswered for 3 x UPSTREAM_TIMEOUT_MS: it hangs on the provider;
//   - in the abuse phase: the one-address flood gets no 429 once it has asked for more new pages
//     than the per-address limit, an abuse request gets a 5xx other than 503, the /about probe or
//     another visitor's file or resized image answers other than 200, or the render line
//     (bff_page_renders_in_line) holds more than its bound;
//   - career confirmations seen differ from submissions recorded, or a form fails without the spec's text.
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

/** Answers of a tally with a 5xx other than 503 (503 is the site shedding load, as it should). */
const errors = (t: Tally) => [...t.byStatus].reduce((n, [st, count]) => n + (st >= 500 && st !== 503 ? count : 0), 0);

/** Every behaviour the soak judges, as a failure's message; none when all held. */
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
  // A host too slow for the flood to reach the per-address limit does not fail it.
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

// The provider stands for the vendor's machine, which this host's other work does not slow: nice 0,
// still behind the site (nice -5), so a busy host cannot starve it past its timeout.
const result = await runSoak({ seconds: SECONDS, logName: 'soak-server.log', providerNice: 0 });
console.log(soakTables(result));
const failures = verdicts(result);
if (failures.length > 0) {
  console.log(`\nsoak: FAILED\n- ${failures.join('\n- ')}`);
  process.exitCode = 1;
} else {
  console.log('\nsoak: every behaviour held (the figures above are not judged here; bench/soak.ts holds them to bars)');
}
