// npm test: every gate phase in order, each even after a failure (except those needing a failed
// build); prints a summary and exits 1 if any failed. `npm test -- unit e2e` runs only those.
import { spawn } from 'node:child_process';

interface Phase {
  name: string;
  /** An npm script, with its arguments. */
  run: string[];
  env?: Record<string, string>;
  needs?: string;
}

const PHASES: Phase[] = [
  { name: 'unit', run: ['test:unit'] },
  { name: 'build', run: ['build'] },
  { name: 'size', run: ['size'], needs: 'build' },
  { name: 'e2e', run: ['test:e2e'], needs: 'build' },
  { name: 'soak', run: ['soak'], env: { SOAK_SECONDS: '30' }, needs: 'build' },
  { name: 'mutate', run: ['mutate'] },
  { name: 'audit', run: ['audit'], needs: 'build' },
];

type Result = 'passed' | 'FAILED' | 'not run';

function runPhase(phase: Phase): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', ...phase.run], {
      stdio: 'inherit',
      env: { ...process.env, ...phase.env },
    });
    child.on('error', () => resolve(false));
    child.on('exit', (code) => resolve(code === 0));
  });
}

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !PHASES.some((p) => p.name === name));
if (unknown.length > 0) {
  throw new Error(`npm test: no phase ${unknown.join(', ')}; phases: ${PHASES.map((p) => p.name).join(', ')}`);
}

const results = new Map<string, { result: Result; minutes: number; why?: string }>();
for (const phase of PHASES.filter((p) => wanted.length === 0 || wanted.includes(p.name))) {
  const needed = phase.needs ? results.get(phase.needs) : undefined;
  if (needed && needed.result !== 'passed') {
    results.set(phase.name, { result: 'not run', minutes: 0, why: `needs ${phase.needs}` });
    continue;
  }
  console.log(`\n=== npm test: ${phase.name} (npm run ${phase.run.join(' ')}) ===\n`);
  const started = performance.now();
  const ok = await runPhase(phase);
  results.set(phase.name, { result: ok ? 'passed' : 'FAILED', minutes: (performance.now() - started) / 60_000 });
}

const lines = ['', '| phase | result | minutes |', '|---|---|---|'];
let total = 0;
for (const [name, r] of results) {
  total += r.minutes;
  lines.push(`| ${name} | ${r.result}${r.why ? ` (${r.why})` : ''} | ${r.minutes.toFixed(1)} |`);
}
lines.push(
  `| all | ${[...results.values()].every((r) => r.result === 'passed') ? 'passed' : 'FAILED'} | ${total.toFixed(1)} |`,
);
console.log(lines.join('\n'));
process.exitCode = [...results.values()].every((r) => r.result === 'passed') ? 0 : 1;
