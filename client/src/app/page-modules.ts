// Every page's module, named by its path under client/ as the build's manifest names it: a route
// names its page once, and the server inlines that module's stylesheet into the page it renders.

import type { PageModule } from './route-entry.ts';

const loaders = import.meta.glob<PageModule>([
  '../features/*/components/*-page.tsx',
  '../features/*/components/*-pages.tsx',
  './site-map-page.tsx',
]);

/** A page module's id (`src/…`, as in the build manifest), as the glob above keys it. */
const globKey = (id: string) => id.replace(/^src\/features\//, '../features/').replace(/^src\/app\//, './');

/** The route fields of the page module `id`; an id that names no page module fails at once. */
export function pageModule(id: `src/${string}.tsx`): { load: () => Promise<PageModule>; module: string } {
  const load = loaders[globKey(id)];
  if (!load) throw new Error(`${id} is not a page module (src/features/*/components/*-page.tsx)`);
  return { load, module: id };
}
