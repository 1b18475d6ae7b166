import { defineConfig } from 'vitest/config';

// Browser tests: real Chromium against the production start path (`node server/main.ts` with the
// built client and the in-process demo provider), one file at a time on these 2-core machines.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['e2e/global-setup.ts'],
    fileParallelism: false,
    // A busy host is slow, not wrong: polls wait for what a parent would see as long as it takes.
    expect: { poll: { timeout: 30_000 } },
    testTimeout: 180_000,
    hookTimeout: 120_000,
  },
});
