import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig({ command: 'serve', mode: 'test', isSsrBuild: false, isPreview: false }),
  defineConfig({
    root: import.meta.dirname,
    test: {
      // Both cores on a 2-core host (vitest's default leaves one idle); more where there are more.
      maxWorkers: Math.max(2, availableParallelism() - 1),
      projects: [
        {
          extends: true,
          test: {
            name: 'node',
            root: import.meta.dirname,
            environment: 'node',
            include: [
              'bench/**/*.test.ts',
              'server/**/*.test.ts',
              'shared/**/*.test.ts',
              'demo-provider/**/*.test.ts',
              'content/**/*.test.ts',
              'scripts/**/*.test.ts',
            ],
            testTimeout: 20_000,
            hookTimeout: 30_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'client',
            root: import.meta.dirname,
            environment: 'jsdom',
            include: ['client/src/**/*.test.{ts,tsx}'],
            setupFiles: ['client/src/testing/setup.ts'],
            // A render and a few user events can take seconds on a busy 2-core host.
            testTimeout: 20_000,
            hookTimeout: 30_000,
          },
        },
      ],
    },
  }),
);
