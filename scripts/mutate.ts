// npm run mutate [module…]: mutation testing (StrykerJS, vitest runner, TypeScript checker) of the
// server's and shared code's core modules, each against its own unit tests only, with a tsconfig
// narrowed to the module and those tests so the checker compiles a few files, not the project.
// Prints one table (score, killed, survived, timed out, no coverage, compile errors) and exits 1
// when a module scores under BREAK_AT; HTML reports go to reports/mutation/ (git-ignored).
// With no argument every module runs (about 15-25 minutes on two cores); name one or more, by
// path or by short name (`npm run mutate dates cache`), to run those only.
import { globSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { LogLevel, PartialStrykerOptions } from '@stryker-mutator/api/core';
import { Stryker } from '@stryker-mutator/core';
import { MUTATION_MODULES, mutationScore, type MutationModule } from './lib/mutation.ts';

const root = join(import.meta.dirname, '..');
process.chdir(root);
/**
 * Besides a module and its tests (and what they import), what declares types for the whole
 * server: untyped packages' declarations, and the app, whose plugins add Fastify's decorators
 * (`app.bff`) and schema keys (`hide`) that a test's bare server would not type-check without.
 * The client, browser tests and scripts stay out.
 */
const NARROW_INCLUDE = ['server/app.ts', ...globSync('{server,shared}/**/*.d.ts', { cwd: root })];
/** The acceptance's floor: a module under it fails the run. */
const BREAK_AT = 80;

function pick(args: string[]): MutationModule[] {
  if (args.length === 0) return MUTATION_MODULES;
  return args.map((arg) => {
    const found = MUTATION_MODULES.find((m) => m.file === arg || basename(m.file, '.ts') === arg);
    if (!found)
      throw new Error(
        `npm run mutate: no core module "${arg}"; one of: ${MUTATION_MODULES.map((m) => basename(m.file, '.ts')).join(', ')}`,
      );
    return found;
  });
}

async function run(module: MutationModule) {
  const name = basename(module.file, '.ts');
  // Per module, so that runs of different modules may go side by side.
  const narrowTsconfig = `tsconfig.mutate-${name}.json`;
  writeFileSync(
    join(root, narrowTsconfig),
    JSON.stringify(
      { extends: './tsconfig.json', include: NARROW_INCLUDE, files: [module.file, ...module.tests] },
      null,
      2,
    ),
  );
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
    reporters: ['html', 'clear-text'],
    clearTextReporter: { allowColor: false, logTests: false, reportMutants: true, reportScoreTable: false },
    htmlReporter: { fileName: `reports/mutation/${name}.html` },
    // The sandbox needs the code and its configs, not the built site, reports or documents.
    ignorePatterns: [
      '.stryker-tmp',
      'dist',
      'dist-ssr',
      'docs',
      'test-results',
      'reports',
      'coverage',
      '.tools',
      '.cache',
      '.lighthouse',
      'e2e',
      'bench',
      'client',
      'examples',
      'tsconfig.mutate-*.json',
      `!${narrowTsconfig}`,
    ],
    tempDirName: `.stryker-tmp/${name}`,
    cleanTempDir: 'always',
    timeoutMS: 10_000,
    // A const enum in Stryker's types, which type stripping cannot read: its value.
    logLevel: 'warn' as LogLevel,
    thresholds: { high: 90, low: BREAK_AT, break: null },
  };
  const started = performance.now();
  try {
    const results = await new Stryker(options).runMutationTest();
    return { module, ...mutationScore(results), minutes: (performance.now() - started) / 60_000 };
  } finally {
    rmSync(join(root, narrowTsconfig), { force: true });
  }
}

const rows = [];
for (const module of pick(process.argv.slice(2))) rows.push(await run(module));

const out = [
  '',
  '| module | mutation score | killed | timed out | survived | no coverage | compile errors | minutes |',
  '|---|---|---|---|---|---|---|---|',
];
for (const r of rows) {
  out.push(
    `| \`${r.module.file}\` | ${r.score.toFixed(1)}% | ${r.killed} | ${r.timedOut} | ${r.survived} | ${r.noCoverage} | ${r.compileErrors} | ${r.minutes.toFixed(1)} |`,
  );
}
const low = rows.filter((r) => r.score < BREAK_AT);
out.push(
  '',
  low.length === 0
    ? `mutate: every module at ${BREAK_AT}% or more; reports in reports/mutation/`
    : `mutate: under ${BREAK_AT}%: ${low.map((r) => r.module.file).join(', ')}`,
);
process.stdout.write(`${out.join('\n')}\n`);
process.exitCode = low.length === 0 ? 0 : 1;
