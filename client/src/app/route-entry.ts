// A route's shape (PageMeta, RouteEntry) and the helpers the *-routes.ts tables build entries with.

import type { ComponentType } from 'react';
import type { LoaderFunction, ShouldRevalidateFunction } from 'react-router-dom';
import type { PageTextKey, SiteData } from '@shared/content-schema.ts';
import type { ItemRoute } from '@/lib/shared-item.ts';
import { pageLoader } from '@/features/static-pages/api/page-api.ts';

export interface PageMeta {
  /** The page's name: its <h1>, the last breadcrumb item and the start of the document title. */
  title: string;
  /** The breadcrumb's middle item (the menu group); null when the page sits right under Home. */
  section: string | null;
  /** Set when the section is itself a page (an album's section is the gallery). */
  sectionPath?: string;
  /**
   * The <meta name="description">, from the content folder: a text page's front matter, Home's
   * home.description, or school.yaml's pageText for the pages the ERP fills.
   */
  description: (site: SiteData) => string;
  /** The page's words in school.yaml's pageText: its title there, when set, replaces `title`. */
  text?: PageTextKey;
  /** false only for the home page, which has no breadcrumb banner. */
  banner: boolean;
}

export type PageModule = { default: ComponentType; ErrorBoundary?: ComponentType };

export interface RouteEntry extends PageMeta {
  /** The canonical path, from config/paths.ts. */
  path: string;
  /** Other spellings that render the same page (query string kept). */
  aliases: readonly string[];
  load: () => Promise<PageModule>;
  /** The page's data; absent for pages that show content data only. */
  loader?: LoaderFunction;
  shouldRevalidate?: ShouldRevalidateFunction;
  /**
   * The query parameters the page reads (its filters, an album's id). The server's page cache
   * keys a page by these only, so other parameters cannot multiply its renders.
   */
  params?: readonly string[];
  /** A form: its page is never kept by shared caches. */
  form?: boolean;
  /**
   * Text, links and a PDF only: the server answers it without the app (no React, no router), with
   * the menu's small script alone; a link from it loads the next page in full.
   */
  textOnly?: boolean;
  /**
   * The page can show one item of its list on its own, named by a query parameter: its title,
   * description and picture then make the page's title and link preview, and the page cache keys
   * it by that parameter alone.
   */
  item?: ItemRoute;
}

/** The description in a text page's front matter (pages/<slug>.md). */
export function pageDescriptionOf(slug: string): (site: SiteData) => string {
  return (site) => site.pages.find((page) => page.slug === slug)?.description ?? site.school.home.description;
}

/** A page the ERP fills: its words are school.yaml's pageText.<key>. */
export function appText(text: PageTextKey): Pick<RouteEntry, 'text' | 'description'> {
  return { text, description: (site) => site.school.pageText[text].description };
}

/**
 * A text page of the content folder (pages/<slug>.md, the slug being its path): the shared view
 * and the page's own text, loaded together on navigation.
 */
export function textPage(path: string): Pick<RouteEntry, 'load' | 'loader' | 'textOnly' | 'description'> {
  return {
    load: () => import('@/features/static-pages/components/content-page.tsx'),
    loader: pageLoader(path.slice(1)),
    textOnly: true,
    description: pageDescriptionOf(path.slice(1)),
  };
}

/** A PDF page: the PDF its front matter names, with its text as the introduction. */
export function pdfPage(path: string): Pick<RouteEntry, 'load' | 'loader' | 'textOnly' | 'description'> {
  return {
    load: () => import('@/features/static-pages/components/download-pages.tsx'),
    loader: pageLoader(path.slice(1)),
    textOnly: true,
    description: pageDescriptionOf(path.slice(1)),
  };
}

/** An entry as the tables write it: routes.ts adds its aliases, and `banner` defaults to true. */
export type Entry = Omit<RouteEntry, 'aliases' | 'banner'> & { banner?: boolean };
