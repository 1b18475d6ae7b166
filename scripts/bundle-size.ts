// Prints the first-load JavaScript and CSS (gzipped) of each route from the build manifest and
// fails when a budget is exceeded: `/` at most 110 KB of JavaScript (the fireworks chunk is
// loaded later and on demand, so it is outside the budget), the other app pages at most 100 KB,
// a text page (answered without the app, its menu script only) at most 60 KB, CSS at most 40 KB.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

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
const BUDGET = { home: 110 * KB, page: 100 * KB, text: 60 * KB, css: 40 * KB };
const dist = join(import.meta.dirname, '..', 'client', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, Chunk>;
const sizes = new Map<string, number>();

function gz(file: string): number {
  let size = sizes.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
    sizes.set(file, size);
  }
  return size;
}

/** The files a chunk needs before it runs: itself and its static imports, transitively. */
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
// Text pages (RouteEntry.textOnly) load this entry instead of the app; their page module only
// ever runs in the browser after a client-side navigation from an app page.
const TEXT_ENTRY = 'src/text-page.ts';
const TEXT_VIEWS = [
  'src/features/static-pages/components/content-page.tsx',
  'src/features/static-pages/components/download-pages.tsx',
  // The admissions page (/registration): its text with the day's state, answered as a text page too.
  'src/features/admissions/components/admissions-page.tsx',
];
if (!manifest[TEXT_ENTRY]) throw new Error(`no ${TEXT_ENTRY} entry in the manifest`);
// A page is a feature's page component (text pages share one, their text comes as data).
const pages = Object.keys(manifest).filter((k) => manifest[k]!.isDynamicEntry && /-pages?\.tsx$/.test(k));
// The entry loads its own dynamic imports right away (the app's boot code, after first paint), so
// they are first-load bytes of every page; the pages it can import are counted per page.
// With one site-wide stylesheet (no per-chunk CSS), every page loads it.
const sharedCss = Object.values(manifest)
  .filter((c) => c.file.endsWith('.css'))
  .map((c) => c.file);
function firstLoad() {
  const base = closure(entryKey!);
  for (const file of sharedCss) base.css.add(file);
  for (const boot of manifest[entryKey!]!.dynamicImports ?? []) closure(boot, base.js, base.css);
  return base;
}
const rows: Array<{ page: string; js: number; css: number; budget: number }> = [];
const sum = (files: Set<string>) => [...files].reduce((total, f) => total + gz(f), 0);
for (const page of pages) {
  const name = page.replace(/^src\/features\/|^\.\.\//, '');
  if (TEXT_VIEWS.includes(page)) {
    const { js } = closure(TEXT_ENTRY);
    rows.push({ page: name, js: sum(js), css: sum(new Set(sharedCss)), budget: BUDGET.text });
    continue;
  }
  const start = firstLoad();
  const { js, css } = closure(page, start.js, start.css);
  const isHome = page.includes('/home/');
  rows.push({ page: name, js: sum(js), css: sum(css), budget: isHome ? BUDGET.home : BUDGET.page });
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
