// npm run bench: host-dependent figures against their bars (bench/bars.ts); exits 1 when one falls
// short. `npm run bench -- soak audit` runs those parts. Run by hand; the gate never runs it.
import { benchAnimations } from './animations.ts';
import { benchAudit } from './audit.ts';
import { Bars, type PartBars } from './bars.ts';
import { benchHostile } from './hostile.ts';
import { benchImages } from './images.ts';
import { benchPages } from './pages.ts';
import { benchSchools } from './schools.ts';
import { benchServerTimings } from './server-timings.ts';
import { benchSlowNetwork } from './slow-network.ts';
import { benchSoak } from './soak.ts';
import { benchCoalescing, benchThroughput } from './throughput.ts';
import { benchTimings } from './timings.ts';
import { benchVolume } from './volume.ts';

const parts: Record<string, (bars: PartBars) => Promise<void>> = {
  throughput: benchThroughput,
  coalescing: benchCoalescing,
  images: benchImages,
  pages: benchPages,
  server: benchServerTimings,
  volume: benchVolume,
  hostile: benchHostile,
  timings: benchTimings,
  animations: benchAnimations,
  'slow-network': benchSlowNetwork,
  soak: benchSoak,
  schools: benchSchools,
  audit: benchAudit,
};

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !(name in parts));
if (unknown.length > 0) {
  throw new Error(`unknown bench part ${unknown.join(', ')}; choose from ${Object.keys(parts).join(', ')}`);
}
const bars = new Bars();
const broken: string[] = [];
for (const [name, run] of Object.entries(parts)) {
  if (wanted.length > 0 && !wanted.includes(name)) continue;
  console.log(`\n=== bench: ${name} ===`);
  // A part that cannot run is reported; the others still run.
  await run(bars.for(name)).catch((err: unknown) => {
    broken.push(name);
    console.error(`bench ${name} did not finish:`, err);
  });
}
console.log(`\n${bars.table()}`);
const short = bars.failed.map((row) => `${row.part}: ${row.name}`);
if (broken.length > 0) console.log(`\nparts that did not finish: ${broken.join(', ')}`);
if (short.length > 0) console.log(`\nshort of the bar: ${short.join('; ')}`);
process.exitCode = short.length > 0 || broken.length > 0 ? 1 : 0;
