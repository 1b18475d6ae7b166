import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { pageStyles, pageStylesheets, readManifest, type Manifest } from './page-styles.ts';

// The app entry loads boot lazily, boot the router, the router each page; a page loads its viewer lazily.
const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', css: ['assets/index.css'], dynamicImports: ['src/boot.tsx'] },
  'src/boot.tsx': { file: 'assets/boot.js', imports: ['_layout.js'], dynamicImports: ['src/router.tsx'] },
  '_layout.js': { file: 'assets/layout.js', css: ['assets/layout.css'] },
  'src/router.tsx': { file: 'assets/router.js', dynamicImports: ['src/news-page.tsx', 'src/home-page.tsx'] },
  'src/news-page.tsx': {
    file: 'assets/news.js',
    imports: ['_list.js'],
    css: ['assets/news.css'],
    dynamicImports: ['src/viewer.tsx'],
  },
  '_list.js': { file: 'assets/list.js', imports: ['_layout.js'], css: ['assets/list.css'] },
  'src/viewer.tsx': { file: 'assets/viewer.js', css: ['assets/viewer.css'] },
  'src/home-page.tsx': { file: 'assets/home.js', css: ['assets/home.css'] },
};
const PAGES = new Set(['src/news-page.tsx', 'src/home-page.tsx']);

describe('pageStylesheets', () => {
  test("a page carries the site's styles, then its own and its imports', not other pages' or lazy ones'", () => {
    expect(pageStylesheets(manifest, ['src/news-page.tsx'], PAGES)).toEqual([
      'assets/index.css',
      'assets/layout.css',
      'assets/list.css',
      'assets/news.css',
    ]);
    expect(pageStylesheets(manifest, ['src/home-page.tsx'], PAGES)).toEqual([
      'assets/index.css',
      'assets/layout.css',
      'assets/home.css',
    ]);
  });

  test('a page showing no page module (not found) carries the site-wide styles only', () => {
    expect(pageStylesheets(manifest, [], PAGES)).toEqual(['assets/index.css', 'assets/layout.css']);
  });
});

describe('pageStyles', () => {
  const dist = mkdtempSync(join(tmpdir(), 'page-styles-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  mkdirSync(join(dist, '.vite'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  for (const name of ['index', 'layout', 'list', 'news', 'viewer', 'home'])
    writeFileSync(join(dist, 'assets', `${name}.css`), `.${name}{color:red}`);
  writeFileSync(join(dist, 'assets', 'news.css'), '.news::after{content:"</style><script>"}');

  test("inlines all but the shell's own stylesheet, each marked by a disabled link the module loader skips", () => {
    const styles = pageStyles(dist, readManifest(dist), PAGES)(['src/news-page.tsx']);
    expect(styles).toBe(
      '<style>.layout{color:red}</style><link rel="stylesheet" href="/assets/layout.css" disabled>' +
        '<style>.list{color:red}</style><link rel="stylesheet" href="/assets/list.css" disabled>' +
        '<style>.news::after{content:"<\\/style><script>"}</style><link rel="stylesheet" href="/assets/news.css" disabled>',
    );
  });

  test('a build without a manifest adds nothing', () => {
    expect(pageStyles(join(dist, 'assets'), readManifest(join(dist, 'assets')), PAGES)(['src/news-page.tsx'])).toBe('');
  });
});
