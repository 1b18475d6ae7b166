import { defineConfig } from 'vitest/config';

// npm run mutate: one module's own unit tests (MUTATE_TESTS, comma-separated, set by
// scripts/mutate.ts) in Node, without the client's jsdom project or the vite plugins, so that
// Stryker's dry run and each mutant's run take a fraction of a second.
const tests = (process.env.MUTATE_TESTS ?? '').split(',').filter(Boolean);
if (tests.length === 0)
  throw new Error('vitest.mutate.config.ts: MUTATE_TESTS names no test file (run it through npm run mutate)');

export default defineConfig({
  test: {
    root: import.meta.dirname,
    environment: 'node',
    include: tests,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
