// npm test: every gate phase in order, each even after a failure (except those needing a failed
// build); prints a summary and exits 1 if any failed. `npm test -- unit e2e` runs only those.
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';

interface Phase {
  name: string;
  /** An npm script, with its arguments. */
  run: string[];
  env?: Record<string, string>;
  needs?: string;
  /** A vitest phase: its failures are repeated under the summary, where a cut log still shows them. */
  vitest?: boolean;
}

const PHASES: Phase[] = [
  { name: 'unit', run: ['test:unit'], vitest: true },
  { name: 'build', run: ['build'] },
  { name: 'size', run: ['size'], needs: 'build' },
  { name: 'e2e', run: ['test:e2e'], needs: 'build', vitest: true },
  { name: 'soak', run: ['soak'], env: { SOAK_SECONDS: '30' }, needs: 'build' },
  { name: 'mutate', run: ['mutate'] },
  { name: 'audit', run: ['audit'], needs: 'build' },
];

type Result = 'passed' | 'FAILED' | 'not run';

const reportOf = (phase: Phase) => `.test-results/${phase.name}.json`;

function runPhase(phase: Phase): Promise<boolean> {
  const report = phase.vitest
    ? ['--', '--reporter=default', '--reporter=json', `--outputFile.json=${reportOf(phase)}`]
    : [];
  if (phase.vitest) rmSync(reportOf(phase), { force: true });
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', ...phase.run, ...report], {
      stdio: 'inherit',
      env: { ...process.env, ...phase.env },
    });
    child.on('error', () => resolve(false));
    child.on('exit', (code) => resolve(code === 0));
  });
}

interface VitestReport {
  testResults: {
    name: string;
    message?: string;
    assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
  }[];
}

/** "file > test: first line of the error" for each failure in a vitest phase's report. */
function failuresOf(phase: Phase): string[] {
  let report: VitestReport;
  try {
    report = JSON.parse(readFileSync(reportOf(phase), 'utf8')) as VitestReport;
  } catch {
    return [`${phase.name}: no report at ${reportOf(phase)} (the run stopped before it was written)`];
  }
  const firstLine = (text: string | undefined) => (text ?? '').split('\n')[0]!.slice(0, 300);
  return report.testResults.flatMap((file) => {
    const where = file.name.replace(`${process.cwd()}/`, '');
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    if (failed.length === 0 && file.message) return [`${where}: ${firstLine(file.message)}`];
    return failed.map((test) => `${where} > ${test.fullName}: ${firstLine(test.failureMessages[0])}`);
  });
}

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !PHASES.some((p) => p.name === name));
if (unknown.length > 0) {
  throw new Error(`npm test: no phase ${unknown.join(', ')}; phases: ${PHASES.map((p) => p.name).join(', ')}`);
}

const results = new Map<string, { result: Result; minutes: number; why?: string }>();
const failures: string[] = [];
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
  if (!ok && phase.vitest) failures.push(...failuresOf(phase));
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
if (failures.length > 0) lines.push('', 'failed tests:', ...failures.map((line) => `- ${line}`));
console.log(lines.join('\n'));
process.exitCode = [...results.values()].every((r) => r.result === 'passed') ? 0 : 1;
