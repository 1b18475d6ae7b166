import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MUTATION_MODULES, mutationScore } from './mutation.ts';

const root = join(import.meta.dirname, '..', '..');

describe('npm run mutate', () => {
  it('scores as Stryker does: detected over detected and undetected, errors left out', () => {
    const results = [
      ...Array.from({ length: 7 }, () => ({ status: 'Killed' as const })),
      { status: 'Timeout' as const },
      { status: 'Survived' as const },
      { status: 'NoCoverage' as const },
      { status: 'CompileError' as const },
      { status: 'RuntimeError' as const },
      { status: 'Ignored' as const },
    ];
    expect(mutationScore(results)).toEqual({
      score: 80,
      killed: 7,
      timedOut: 1,
      survived: 1,
      noCoverage: 1,
      compileErrors: 1,
    });
    expect(mutationScore([]).score).toBe(0);
  });

  it('names modules and unit tests that exist, each module once, none mutated against a browser or app-wide test', () => {
    const files = MUTATION_MODULES.map((m) => m.file);
    expect(new Set(files).size).toBe(files.length);
    for (const m of MUTATION_MODULES) {
      expect(existsSync(join(root, m.file)), m.file).toBe(true);
      expect(m.tests.length, m.file).toBeGreaterThan(0);
      for (const test of m.tests) {
        expect(existsSync(join(root, test)), test).toBe(true);
        expect(test).toMatch(/^(server|shared)\/.+\.test\.ts$/);
        expect(test).not.toMatch(/app\.test\.ts$/);
      }
    }
  });
});
