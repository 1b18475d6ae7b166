import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { changedInputs, hashInputs, inputFiles } from './mutation-inputs.ts';

const root = mkdtempSync(join(tmpdir(), 'mutation-inputs-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(files: Record<string, string>) {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
}

describe('what a core module’s mutation result depends on', () => {
  write({
    'server/cache.ts':
      "import { a } from './busy.ts';\nimport type { T } from '../shared/types';\nimport x from 'lru-cache';\n",
    'server/busy.ts': "export { b } from './lib';\n",
    'server/lib/index.ts': 'export const b = 1;\n',
    'shared/types.ts': "import('./dates.ts');\n",
    'shared/dates.ts': 'export {};\n',
    'server/cache.test.ts': "import { c } from './cache.ts';\nimport { h } from './testing/harness.ts';\n",
    'server/testing/harness.ts': 'export const h = 1;\n',
    'server/other.ts': 'export {};\n',
  });
  const module = { file: 'server/cache.ts', tests: ['server/cache.test.ts'] };

  it('is the module, its tests and what they import at any depth, type-only and dynamic imports too, no package', () => {
    expect(inputFiles(root, module)).toEqual([
      'server/busy.ts',
      'server/cache.test.ts',
      'server/cache.ts',
      'server/lib/index.ts',
      'server/testing/harness.ts',
      'shared/dates.ts',
      'shared/types.ts',
    ]);
  });

  it('names the files changed, added or gone since the hashes were recorded', () => {
    const before = hashInputs(root, module);
    expect(changedInputs(before, hashInputs(root, module))).toEqual([]);
    write({ 'shared/dates.ts': 'export const d = 2;\n', 'server/other.ts': 'changed, but not an input\n' });
    expect(changedInputs(before, hashInputs(root, module))).toEqual(['shared/dates.ts']);
    write({ 'server/busy.ts': 'export const b = 1;\n' });
    expect(changedInputs(before, hashInputs(root, module))).toEqual([
      'server/busy.ts',
      'server/lib/index.ts',
      'shared/dates.ts',
    ]);
    expect(changedInputs(null, { 'a.ts': 'x' })).toEqual(['a.ts']);
  });
});
