// THE route table: every page's path, title, section, description and loader is declared here or in
// the *-routes.ts files below, and nowhere else.

import type { School, SiteData } from '@shared/content-schema.ts';
import { aliases } from '@/config/paths.ts';
import { ownPageLoader } from '@/features/static-pages/api/page-api.ts';
import { menuRoutes, siteMapRoute } from './menu-routes.ts';
import { appText, type Entry, type PageMeta, type RouteEntry } from './route-entry.ts';
import { updateRoutes } from './update-routes.ts';
import { pageTextTitle } from '@shared/school-parts.ts';

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
  // Until the front matter loads, or without a file: not-found's.
  title: 'Page not found',
  section: null,
  banner: true,
  ...appText('notFound'),
  load: () => import('@/features/static-pages/components/content-page.tsx'),
  loader: ownPageLoader,
  textOnly: true,
};

/** The meta of the catch-all route. */
export const notFoundMeta: PageMeta = {
  title: 'Page not found',
  section: null,
  banner: true,
  ...appText('notFound'),
};

/** "<Page> | <school>"; the home page reads "<school> | <tagline>". */
export function documentTitle(meta: PageMeta, school: School): string {
  if (meta.banner) return `${meta.title} | ${school.name}`;
  return school.tagline ? `${school.name} | ${school.tagline}` : school.name;
}

/** A page's title for this school: its pageText title when school.yaml gives one. */
export function pageTitle(meta: PageMeta, school: School): string {
  return meta.text ? pageTextTitle(school, meta.text, meta.title) : meta.title;
}

/** The description of a page for this school. */
export function pageDescription(meta: PageMeta, site: SiteData): string {
  return meta.description(site, pageTitle(meta, site.school));
}

/** A route by path or alias (case-sensitive), or the school's-own-page route id. */
export function findRoute(path: string): RouteEntry | undefined {
  if (path === ownPageRoute.path) return ownPageRoute;
  return routeTable.find((entry) => entry.path === path || entry.aliases.includes(path));
}
