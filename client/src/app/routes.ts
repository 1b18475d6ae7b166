// THE route table: every page's path, title, section, description and loader is declared here or in
// the *-routes.ts files below, and nowhere else.

import { pageModule } from './page-modules.ts';
import type { School, SiteData } from '@shared/content-schema.ts';
import { aliases } from '@/config/paths.ts';
import { ownPageLoader } from '@/features/static-pages/api/page-api.ts';
import { menuRoutes, siteMapRoute } from './menu-routes.ts';
import { appText, type Entry, type PageMeta, type RouteEntry } from './route-entry.ts';
import { updateRoutes } from './update-routes.ts';
import { pageTitleAt, type Words } from '@shared/words.ts';

export type { PageMeta, PageModule, RouteEntry } from './route-entry.ts';

function aliasesOf(path: string): string[] {
  return Object.entries(aliases)
    .filter(([, canonical]) => canonical === path)
    .map(([alias]) => alias);
}

const entries: Entry[] = [...menuRoutes, siteMapRoute(() => routeTable), ...updateRoutes];

export const routeTable: readonly RouteEntry[] = entries.map((entry) => ({
  ...entry,
  banner: entry.banner ?? true,
  aliases: aliasesOf(entry.path),
}));

/** Any other pages/<slug>.md at /<slug> (the school's own); the routes above win. */
export const ownPageRoute: RouteEntry = {
  path: '/:page',
  aliases: [],
  // Until the front matter loads, or without a file: not-found's title (no page has this path).
  section: null,
  banner: true,
  ...appText('notFound'),
  ...pageModule('src/features/static-pages/components/content-page.tsx'),
  loader: ownPageLoader,
  textOnly: true,
};

/** The meta of the catch-all route. */
export const notFoundMeta: PageMeta = {
  section: null,
  banner: true,
  ...appText('notFound'),
};

/** A page's meta in the school's words: title and breadcrumb section as shown. */
export interface ShownMeta extends Omit<PageMeta, 'section'> {
  /** The <h1>, last breadcrumb item and start of the document title. */
  title: string;
  /** The breadcrumb's middle item as shown. */
  section: string | null;
}

/** The meta of the page at `path` (none: not found) in the school's words. */
export function shownMeta(meta: PageMeta, path: string | undefined, words: Words): ShownMeta {
  const title = (path !== undefined ? pageTitleAt(words, path) : undefined) ?? words.notFound;
  const section = meta.sectionPath
    ? (pageTitleAt(words, meta.sectionPath) ?? null)
    : meta.section
      ? words.groups[meta.section]
      : null;
  return { ...meta, title, section };
}

/** "<Page> | <school>"; the home page reads "<school> | <tagline>". */
export function documentTitle(meta: ShownMeta, school: School): string {
  if (meta.banner) return `${meta.title} | ${school.name}`;
  return school.tagline ? `${school.name} | ${school.tagline}` : school.name;
}

/** The description of a page for this school. */
export function pageDescription(meta: ShownMeta, site: SiteData): string {
  return meta.description(site, meta.title);
}

/** A route by path or alias (case-sensitive), or the school's-own-page route id. */
export function findRoute(path: string): RouteEntry | undefined {
  if (path === ownPageRoute.path) return ownPageRoute;
  return routeTable.find((entry) => entry.path === path || entry.aliases.includes(path));
}
