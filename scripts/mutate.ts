// npm run mutate: mutation testing (StrykerJS, vitest runner, TypeScript checker) of the core
// modules listed in scripts/lib/mutation.ts, each against its own unit tests, in Stryker's
// incremental mode. Each module's result is committed in mutation/<name>.json (Stryker's
// incremental file) with the hashes of its inputs (mutation/<name>.inputs.json).
//   npm run mutate                 modules whose source, tests or imports changed since their files were written
//   npm run mutate -- dates cache  those modules (incrementally), changed or not
//   npm run mutate -- --all        every module from scratch (Stryker's --force); rewrites every file
// Exits 1 when a module scores under BREAK_AT (the run's or, when it did not run, its recorded
// score), or when the gate ran a changed module and more of its mutants went undetected than its
// file records: a weakened test fails until the module is run by name and its file committed.
import { existsSync, globSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { LogLevel, PartialStrykerOptions } from '@stryker-mutator/api/core';
import { Stryker } from '@stryker-mutator/core';
import { changedInputs, hashInputs, type InputHashes } from './lib/mutation-inputs.ts';
import { MUTATION_MODULES, mutationScore, type MutationModule, type MutationScore } from './lib/mutation.ts';

const root = join(import.meta.dirname, '..');
process.chdir(root);
const RESULTS = 'mutation';
/** Type declarations and the app, whose plugins add the decorators a module's tests type-check against. */
const NARROW_INCLUDE = ['server/app.ts', ...globSync('{server,shared}/**/*.d.ts', { cwd: root })];
/** The acceptance's floor: a module under it fails the run. */
const BREAK_AT = 80;

interface Recorded extends MutationScore {
  inputs: InputHashes;
}

const nameOf = (module: MutationModule) => basename(module.file, '.ts');
const inputsPath = (module: MutationModule) => join(RESULTS, `${nameOf(module)}.inputs.json`);

function recorded(module: MutationModule): Recorded | null {
  const path = inputsPath(module);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Recorded) : null;
}

function pick(args: string[]): MutationModule[] {
  return args.map((arg) => {
    const found = MUTATION_MODULES.find((m) => m.file === arg || nameOf(m) === arg);
    if (!found) {
      const names = MUTATION_MODULES.map(nameOf).join(', ');
      throw new Error(`npm run mutate: no core module "${arg}"; one of: ${names}`);
    }
    return found;
  });
}

async function run(module: MutationModule, force: boolean): Promise<MutationScore> {
  const name = nameOf(module);
  // Per module, so that runs of different modules may go side by side.
  const narrowTsconfig = `tsconfig.mutate-${name}.json`;
  const tsconfig = { extends: './tsconfig.json', include: NARROW_INCLUDE, files: [module.file, ...module.tests] };
  writeFileSync(join(root, narrowTsconfig), JSON.stringify(tsconfig, null, 2));
  // Read by vitest.mutate.config.ts in Stryker's test-runner processes, which inherit it.
  process.env.MUTATE_TESTS = module.tests.join(',');
  const options: PartialStrykerOptions = {
    mutate: [module.file],
    testRunner: 'vitest',
    vitest: { configFile: 'vitest.mutate.config.ts', related: false },
    checkers: ['typescript'],
    tsconfigFile: narrowTsconfig,
    coverageAnalysis: 'perTest',
    concurrency: 2,
    incremental: true,
    incrementalFile: join(RESULTS, `${name}.json`),
    force,
    reporters: ['html', 'clear-text'],
    clearTextReporter: { allowColor: false, logTests: false, reportMutants: true, reportScoreTable: false },
    htmlReporter: { fileName: `reports/mutation/${name}.html` },
    // The sandbox needs the code and its configs, not the built site, reports or documents.
    ignorePatterns: [
      ...['.stryker-tmp', 'dist', 'dist-ssr', 'docs', 'test-results', 'reports', 'coverage', '.tools', '.cache'],
      ...['.lighthouse', 'e2e', 'bench', 'client', 'examples', RESULTS, 'tsconfig.mutate-*.json', `!${narrowTsconfig}`],
    ],
    tempDirName: `.stryker-tmp/${name}`,
    cleanTempDir: 'always',
    timeoutMS: 10_000,
    // A const enum in Stryker's types, which type stripping cannot read: its value.
    logLevel: 'warn' as LogLevel,
    thresholds: { high: 90, low: BREAK_AT, break: null },
  };
  try {
    return mutationScore(await new Stryker(options).runMutationTest());
  } finally {
    rmSync(join(root, narrowTsconfig), { force: true });
  }
}

const args = process.argv.slice(2);
const all = args.includes('--all') || args.includes('--force');
const named = pick(args.filter((a) => !a.startsWith('--')));
mkdirSync(RESULTS, { recursive: true });

const rows: string[] = [];
const low: string[] = [];
const modules = all || named.length === 0 ? MUTATION_MODULES : named;
for (const module of modules) {
  const before = recorded(module);
  const inputs = hashInputs(root, module);
  const changed = changedInputs(before?.inputs ?? null, inputs);
  const due = all || named.includes(module) || changed.length > 0;
  let score: MutationScore | null = before;
  let why = 'unchanged: as recorded';
  let minutes = 0;
  if (due) {
    why = all ? 'all, from scratch' : named.includes(module) ? 'named' : `changed: ${changed.slice(0, 3).join(', ')}`;
    if (!all && !named.includes(module) && changed.length > 3) why += ` and ${changed.length - 3} more`;
    console.log(`mutate: ${module.file} (${why})`);
    const started = performance.now();
    score = await run(module, all);
    minutes = (performance.now() - started) / 60_000;
    writeFileSync(inputsPath(module), `${JSON.stringify({ ...score, inputs }, null, 2)}\n`);
  }
  const s = score!;
  const undetected = (x: MutationScore) => x.survived + x.noCoverage;
  const gateRun = due && !all && !named.includes(module);
  if (s.score < BREAK_AT) low.push(`${module.file} (${s.score.toFixed(1)}%)`);
  else if (gateRun && before && undetected(s) > undetected(before)) {
    low.push(`${module.file} (${undetected(s)} mutants undetected, ${undetected(before)} recorded)`);
  }
  rows.push(
    `| \`${module.file}\` | ${s.score.toFixed(1)}% | ${s.killed} | ${s.timedOut} | ${s.survived} | ${s.noCoverage} | ` +
      `${s.compileErrors} | ${minutes.toFixed(1)} | ${why} |`,
  );
}

const head = '| module | score | killed | timed out | survived | no coverage | compile errors | minutes | run |';
const out = ['', head, '|---|---|---|---|---|---|---|---|---|', ...rows, ''];
out.push(
  low.length === 0
    ? `mutate: every module at ${BREAK_AT}% or more, none with more undetected mutants than recorded`
    : `mutate: FAILED: ${low.join('; ')}. Read the survivors above; a module under ${BREAK_AT}% fails ` +
        'whatever is recorded, and after adding code whose mutants rightly survive run `npm run mutate -- <module>` ' +
        'and commit its mutation/ files.',
);
process.stdout.write(`${out.join('\n')}\n`);
process.exitCode = low.length === 0 ? 0 : 1;
