// A route's shape and the helpers the *-routes.ts tables use.

import { pageModule } from './page-modules.ts';
import type { ComponentType } from 'react';
import type { LoaderFunction, ShouldRevalidateFunction } from 'react-router-dom';
import type { PageTextKey, SiteData } from '@shared/content-schema.ts';
import type { MenuGroupId } from '@shared/words.ts';
import type { ItemRoute } from '@/lib/shared-item.ts';
import { pageLoader } from '@/features/static-pages/api/page-api.ts';
import { pageTextDescription, siteDescription } from '@shared/school-parts.ts';

/** A page's meta as its route declares it; its words (title, group name) are the school's (site.words). */
export interface PageMeta {
  /** The breadcrumb's middle item (menu group); null right under Home or under `sectionPath`. */
  section: MenuGroupId | null;
  /** Set when the breadcrumb's middle item is a page (an album's gallery). */
  sectionPath?: string;
  /** The meta description, from the content folder (front matter, home.description or pageText); `title` is the page's. */
  description: (site: SiteData, title: string) => string;
  /** Its key in school.yaml's pageText (its description). */
  text?: PageTextKey;
  /** false only for Home (no breadcrumb banner). */
  banner: boolean;
}

export type PageModule = { default: ComponentType; ErrorBoundary?: ComponentType };

export interface RouteEntry extends PageMeta {
  /** The canonical path, from config/paths.ts; its title is words.yaml's `pages` entry. */
  path: string;
  /** Other spellings of the same page (query kept). */
  aliases: readonly string[];
  load: () => Promise<PageModule>;
  /** The page module `load` imports (app/page-modules.ts): the server inlines its stylesheet. */
  module: string;
  /** Absent for pages that show content data only. */
  loader?: LoaderFunction;
  shouldRevalidate?: ShouldRevalidateFunction;
  /** The query parameters the page reads; the page cache keys by these only, so others cannot multiply renders. */
  params?: readonly string[];
  /** A form page: never kept by shared caches. */
  form?: boolean;
  /** Served without the app, with the menu's script only; its links load full pages. */
  textOnly?: boolean;
  /**
   * The page can show one list item alone, named by a query parameter: the item makes the title and
   * link preview, and the page cache keys by that parameter alone.
   */
  item?: ItemRoute;
}

/** The front matter description of pages/<slug>.md. */
export function pageDescriptionOf(slug: string): (site: SiteData) => string {
  return (site) => site.pages.find((page) => page.slug === slug)?.description ?? siteDescription(site.school);
}

/** A page the ERP fills; its words are pageText.<key>. */
export function appText(text: PageTextKey): Pick<RouteEntry, 'text' | 'description'> {
  return { text, description: (site, title) => pageTextDescription(site.school, text, title) };
}

/** A text page, pages/<slug>.md at /<slug>: the shared view and its text, loaded together. */
export function textPage(path: string): Pick<RouteEntry, 'load' | 'module' | 'loader' | 'textOnly' | 'description'> {
  return {
    ...pageModule('src/features/static-pages/components/content-page.tsx'),
    loader: pageLoader(path.slice(1)),
    textOnly: true,
    description: pageDescriptionOf(path.slice(1)),
  };
}

/** A PDF page: the PDF its front matter names, its text as introduction. */
export function pdfPage(path: string): Pick<RouteEntry, 'load' | 'module' | 'loader' | 'textOnly' | 'description'> {
  return {
    ...pageModule('src/features/static-pages/components/download-pages.tsx'),
    loader: pageLoader(path.slice(1)),
    textOnly: true,
    description: pageDescriptionOf(path.slice(1)),
  };
}

/** An entry as tables write it: routes.ts adds aliases; `banner` defaults to true. */
export type Entry = Omit<RouteEntry, 'aliases' | 'banner'> & { banner?: boolean };
