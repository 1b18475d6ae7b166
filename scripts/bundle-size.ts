// Prints each route's first-load JS and CSS (gzipped) and fails over budget: `/` 110 KB of JS
// (fireworks load on demand, outside it), other app pages 100 KB, text pages 60 KB, a page's inlined CSS 12 KB.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { pageStylesheets, type Manifest } from '../server/modules/pages/page-styles.ts';

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

const KB = 1024;
const BUDGET = { home: 110 * KB, page: 100 * KB, text: 60 * KB, css: 12 * KB };
const dist = join(import.meta.dirname, '..', 'client', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, Chunk> &
  Manifest;
const sizes = new Map<string, number>();

function gz(file: string): number {
  let size = sizes.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
    sizes.set(file, size);
  }
  return size;
}

/** A chunk and its static imports, transitively. */
function closure(key: string, js = new Set<string>(), css = new Set<string>()) {
  const chunk = manifest[key];
  if (!chunk || js.has(chunk.file)) return { js, css };
  js.add(chunk.file);
  for (const c of chunk.css ?? []) css.add(c);
  for (const imported of chunk.imports ?? []) closure(imported, js, css);
  return { js, css };
}

const entryKey = 'index.html';
if (!manifest[entryKey]) throw new Error('no app entry (index.html) in the manifest');
// Text pages load this entry, not the app; their page module runs only after an in-app navigation.
const TEXT_ENTRY = 'src/text-page.ts';
const TEXT_VIEWS = [
  'src/features/static-pages/components/content-page.tsx',
  'src/features/static-pages/components/download-pages.tsx',
  // /registration is served as a text page too.
  'src/features/admissions/components/admissions-page.tsx',
];
if (!manifest[TEXT_ENTRY]) throw new Error(`no ${TEXT_ENTRY} entry in the manifest`);
// A page is a feature's page component (text pages share one).
const pages = Object.keys(manifest).filter((k) => manifest[k]!.isDynamicEntry && /-pages?\.tsx$/.test(k));
// The entry's own dynamic imports load at once, so count for every page; page chunks count per page.
// A page's CSS is what the server inlines in it: the site's and its page module's.
const pageCss = (page: string) => new Set(pageStylesheets(manifest, [page], new Set(pages)));
function firstLoad() {
  const base = closure(entryKey!);
  for (const boot of manifest[entryKey!]!.dynamicImports ?? []) closure(boot, base.js, base.css);
  return base;
}
const rows: Array<{ page: string; js: number; css: number; budget: number }> = [];
const sum = (files: Set<string>) => [...files].reduce((total, f) => total + gz(f), 0);
for (const page of pages) {
  const name = page.replace(/^src\/features\/|^\.\.\//, '');
  if (TEXT_VIEWS.includes(page)) {
    const { js } = closure(TEXT_ENTRY);
    rows.push({ page: name, js: sum(js), css: sum(pageCss(page)), budget: BUDGET.text });
    continue;
  }
  const start = firstLoad();
  const { js } = closure(page, start.js, start.css);
  const isHome = page.includes('/home/');
  rows.push({ page: name, js: sum(js), css: sum(pageCss(page)), budget: isHome ? BUDGET.home : BUDGET.page });
}
for (const view of TEXT_VIEWS)
  if (!manifest[view]) throw new Error(`${view} is not in the manifest: update TEXT_VIEWS`);
rows.sort((a, b) => b.js - a.js);

let failed = false;
console.log('first-load size per route (gzipped)        JS            CSS');
for (const row of rows) {
  const over = row.js > row.budget || row.css > BUDGET.css;
  failed ||= over;
  const kb = (n: number) => `${(n / KB).toFixed(1)} KB`.padStart(9);
  console.log(
    `${row.page.padEnd(42)} ${kb(row.js)} / ${row.budget / KB} ${kb(row.css)} / ${BUDGET.css / KB}${over ? '  OVER BUDGET' : ''}`,
  );
}
const home = rows.find((r) => r.page.includes('home/'));
if (home)
  console.log(
    `\nfirst load of /: ${(home.js / KB).toFixed(1)} KB of JavaScript gzipped (fireworks excluded; budget ${BUDGET.home / KB} KB)`,
  );
if (failed) {
  console.error('bundle budget exceeded');
  process.exit(1);
}
