import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// Each page's stylesheets, from Vite's build manifest: the site's own (what the app loads, short of its
// page modules) and those of the page modules it shows. Inlined, so the HTML alone paints; other pages'
// styles come with their modules on navigation.

export interface ManifestChunk {
  file: string;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The app's entry in the manifest. */
export const APP_ENTRY = 'index.html';

/** Vite's build manifest, or null for a build without one. */
export function readManifest(dist: string): Manifest | null {
  const manifestFile = join(dist, '.vite', 'manifest.json');
  return existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest) : null;
}

/** The CSS files of `key` and what it imports statically (and lazily, if `lazy` allows it), in order. */
function collect(manifest: Manifest, key: string, lazy: (key: string) => boolean, seen: Set<string>, out: string[]) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return;
  seen.add(key);
  for (const imported of chunk.imports ?? []) collect(manifest, imported, lazy, seen, out);
  for (const file of chunk.css ?? []) if (!out.includes(file)) out.push(file);
  for (const imported of chunk.dynamicImports ?? []) if (lazy(imported)) collect(manifest, imported, lazy, seen, out);
}

/**
 * The CSS files a page showing `modules` needs, site-wide ones first: everything the app entry loads
 * at once or lazily, short of the page modules, then each shown module's with its static imports.
 */
export function pageStylesheets(manifest: Manifest, modules: readonly string[], pageModules: ReadonlySet<string>) {
  const out: string[] = [];
  const seen = new Set<string>();
  collect(manifest, APP_ENTRY, (key) => !pageModules.has(key), seen, out);
  for (const module of modules) collect(manifest, module, () => false, seen, out);
  return out;
}

/**
 * The <style> elements for a page's modules, except the entry's own stylesheet (the shell inlines it),
 * each with a disabled <link> of its file: never fetched, it tells the app's module loader the styles are
 * in. Made once per set of modules.
 */
export function pageStyles(
  dist: string,
  manifest: Manifest | null,
  pageModules: ReadonlySet<string>,
): (modules: readonly string[]) => string {
  if (!manifest) return () => '';
  const inShell = new Set(manifest[APP_ENTRY]?.css ?? []);
  return oncePerModules((modules) =>
    pageStylesheets(manifest, modules, pageModules)
      .filter((file) => !inShell.has(file))
      .map((file) => {
        const css = readFileSync(join(dist, file), 'utf8').replaceAll('</style', '<\\/style');
        return `<style>${css}</style><link rel="stylesheet" href="/${file}" disabled>`;
      })
      .join(''),
  );
}

/** `make`, run once for each set of page modules (a page's are the same on every render). */
export function oncePerModules(make: (modules: readonly string[]) => string): (modules: readonly string[]) => string {
  const made = new Map<string, string>();
  return (modules) => {
    const key = modules.join(' ');
    let text = made.get(key);
    if (text === undefined) {
      text = make(modules);
      made.set(key, text);
    }
    return text;
  };
}
