import type { MutantResult } from '@stryker-mutator/api/core';

/** A core module and the unit tests that are its own (fast, no app or server started). */
export interface MutationModule {
  file: string;
  tests: string[];
}

/**
 * The modules whose regressions would reach a visitor first: what the provider's data becomes,
 * what media may leave, how lists are filtered and cached, what forms accept, how renders are
 * admitted.
 */
export const MUTATION_MODULES: MutationModule[] = [
  { file: 'shared/list-filters.ts', tests: ['shared/list-filters.test.ts'] },
  { file: 'server/modules/media/media-path.ts', tests: ['server/modules/media/media-path.test.ts'] },
  { file: 'shared/dates.ts', tests: ['shared/dates.test.ts'] },
  {
    file: 'server/provider/normalize-values.ts',
    tests: [
      'server/provider/normalize-values-fields.test.ts',
      'server/provider/normalize-values-lists.test.ts',
      'server/provider/normalize-values-media.test.ts',
      'server/provider/normalize-gallery.test.ts',
      'server/provider/normalize-news-events.test.ts',
      'server/provider/normalize-notices.test.ts',
      'server/provider/normalize-people.test.ts',
      'server/provider/normalize-published.test.ts',
    ],
  },
  {
    file: 'server/cache/cache.ts',
    tests: [
      'server/cache/cache-bytes.test.ts',
      'server/cache/cache-failures.test.ts',
      'server/cache/cache-refresh.test.ts',
      'server/cache/cache-responses.test.ts',
    ],
  },
  {
    file: 'server/provider/normalize.ts',
    tests: [
      'server/provider/normalize-gallery.test.ts',
      'server/provider/normalize-news-events.test.ts',
      'server/provider/normalize-notices.test.ts',
      'server/provider/normalize-people.test.ts',
      'server/provider/normalize-published.test.ts',
    ],
  },
  { file: 'server/modules/media/published-media.ts', tests: ['server/modules/media/published-media.test.ts'] },
  { file: 'server/load/bounded-line.ts', tests: ['server/load/bounded-line.test.ts'] },
  { file: 'server/load/render-admission.ts', tests: ['server/load/render-admission.test.ts'] },
  { file: 'shared/schemas/requests.ts', tests: ['server/plugins/request-validation.test.ts'] },
  { file: 'server/content/markdown-tables.ts', tests: ['server/content/markdown-tables.test.ts'] },
  { file: 'server/content/markdown-images.ts', tests: ['server/content/markdown-images.test.ts'] },
  {
    file: 'server/modules/search/terms.ts',
    tests: [
      'server/modules/search/site-index-search.test.ts',
      'server/modules/search/site-index-docs.test.ts',
      'server/modules/search/terms.test.ts',
      'server/modules/search/snippet.test.ts',
    ],
  },
  { file: 'server/modules/search/page-text.ts', tests: ['server/modules/search/page-text.test.ts'] },
  { file: 'server/modules/search/snippet.ts', tests: ['server/modules/search/snippet.test.ts'] },
  {
    file: 'server/modules/search/site-index.ts',
    tests: [
      'server/modules/search/site-index-search.test.ts',
      'server/modules/search/site-index-docs.test.ts',
      'server/modules/search/terms.test.ts',
    ],
  },
];

export interface MutationScore {
  /** Detected (killed or timed out) over detected and undetected (survived or not covered), in %. */
  score: number;
  killed: number;
  timedOut: number;
  survived: number;
  noCoverage: number;
  compileErrors: number;
}

/** Stryker's own definition of the score: compile and runtime errors and ignored mutants do not count. */
export function mutationScore(results: readonly Pick<MutantResult, 'status'>[]): MutationScore {
  const count = (status: MutantResult['status']) => results.filter((r) => r.status === status).length;
  const killed = count('Killed');
  const timedOut = count('Timeout');
  const survived = count('Survived');
  const noCoverage = count('NoCoverage');
  const detected = killed + timedOut;
  const valid = detected + survived + noCoverage;
  return {
    score: valid === 0 ? 0 : (detected / valid) * 100,
    killed,
    timedOut,
    survived,
    noCoverage,
    compileErrors: count('CompileError'),
  };
}
