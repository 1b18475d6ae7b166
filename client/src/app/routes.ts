// THE route table: every page of spec section 2 with its title, breadcrumb section, meta description
// and lazy loader. The router, the banner, the document title and the tests all read it.
//
// Headings: every inner page's single <h1> is its title in the layout's breadcrumb banner, so inner
// page components start their headings at <h2>. The home page (`banner: false`) has no banner and
// renders its own <h1> (the school's name, visually hidden above the slider).
// Title and description: the layout renders <title> and <meta name="description"> for every route
// from this table, the home page included; pages do not render their own.
//
// Data comes from each route's loader (features/<name>/api): on the server from the services,
// in the browser from /bff, so the server renders a page once with its data, and client-side
// navigation loads a page's code and its data at the same time.
//
// Page modules are lazy: a page's code loads when it is first visited. Text and PDF pages share one
// view each, and their text comes from the content folder through their loader (/bff/pages/<slug>);
// the other features export their page as the module's default.

import type { ComponentType } from 'react';
import type { LoaderFunction, ShouldRevalidateFunction } from 'react-router-dom';
import type { PageTextKey, School, SiteData } from '@shared/content-schema.ts';
import { APP_PAGES } from '@shared/app-pages.ts';
import { aliases, paths } from '@/config/paths.ts';
import type { SiteMapRoute } from '@/components/layout/menu-items.ts';
import { keepOnNewFilters } from '@/lib/bff-client.ts';
import { keepListForItems, type ItemRoute } from '@/lib/shared-item.ts';
import { eventItemRoute, eventsLoader } from '@/features/events/api/events-api.ts';
import { albumLoader, galleryLoader } from '@/features/gallery/api/gallery-api.ts';
import { homeLoader, noticeRoute } from '@/features/home/api/home-api.ts';
import { newsItemRoute, newsLoader } from '@/features/news/api/news-api.ts';
import { toppersLoader } from '@/features/toppers/api/toppers-api.ts';
import { ownPageLoader, pageLoader } from '@/features/static-pages/api/page-api.ts';
import { registrationLoader } from '@/features/admissions/api/admissions-api.ts';
import { SEARCH_PARAM, searchLoader } from '@/features/search/api/search-api.ts';

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
function pageDescriptionOf(slug: string): (site: SiteData) => string {
  return (site) => site.pages.find((page) => page.slug === slug)?.description ?? site.school.home.description;
}

/** A page the ERP fills: its words are school.yaml's pageText.<key>. */
function appText(text: PageTextKey): Pick<RouteEntry, 'text' | 'description'> {
  return { text, description: (site) => site.school.pageText[text].description };
}

/**
 * A text page of the content folder (pages/<slug>.md, the slug being its path): the shared view
 * and the page's own text, loaded together on navigation.
 */
function textPage(path: string): Pick<RouteEntry, 'load' | 'loader' | 'textOnly' | 'description'> {
  return {
    load: () => import('@/features/static-pages/components/content-page.tsx'),
    loader: pageLoader(path.slice(1)),
    textOnly: true,
    description: pageDescriptionOf(path.slice(1)),
  };
}

/** A PDF page: the PDF its front matter names, with its text as the introduction. */
function pdfPage(path: string): Pick<RouteEntry, 'load' | 'loader' | 'textOnly' | 'description'> {
  return {
    load: () => import('@/features/static-pages/components/download-pages.tsx'),
    loader: pageLoader(path.slice(1)),
    textOnly: true,
    description: pageDescriptionOf(path.slice(1)),
  };
}

function aliasesOf(path: string): string[] {
  return Object.entries(aliases)
    .filter(([, canonical]) => canonical === path)
    .map(([alias]) => alias);
}

type Entry = Omit<RouteEntry, 'aliases' | 'banner'> & { banner?: boolean };

const LIST_PARAMS = ['year', 'month', 'q'] as const;
const SESSION_PARAMS = ['session', 'q'] as const;

const entries: Entry[] = [
  {
    path: paths.home,
    title: 'Home',
    section: null,
    banner: false,
    description: (site) => site.school.home.description,
    load: () => import('@/features/home/components/home-page.tsx'),
    loader: homeLoader,
    // A notice's page is Home with the same data: a tap between them loads nothing.
    shouldRevalidate: keepOnNewFilters,
    item: noticeRoute,
  },

  // About
  {
    path: paths.about,
    title: 'Introduction',
    section: 'About',
    ...textPage(paths.about),
  },
  {
    path: paths.aims,
    title: 'Aims & Objectives',
    section: 'About',
    ...textPage(paths.aims),
  },
  {
    path: paths.motto,
    title: 'Our Motto',
    section: 'About',
    ...textPage(paths.motto),
  },

  // Academics
  {
    path: paths.infrastructure,
    title: 'Infrastructure',
    section: 'Academics',
    ...textPage(paths.infrastructure),
  },
  {
    path: paths.result,
    title: 'Result',
    section: 'Academics',
    ...textPage(paths.result),
  },
  {
    path: paths.outFit,
    title: 'Outfit',
    section: 'Academics',
    ...textPage(paths.outFit),
  },
  {
    path: paths.feeStructure,
    title: 'Fee Structure',
    section: 'Academics',
    ...pdfPage(paths.feeStructure),
  },
  {
    path: paths.coCurricular,
    title: 'Co-Curricular Activities',
    section: 'Academics',
    ...textPage(paths.coCurricular),
  },
  {
    path: paths.examinationAndPromotion,
    title: 'Examination & Promotion',
    section: 'Academics',
    ...textPage(paths.examinationAndPromotion),
  },
  {
    path: paths.rules,
    title: 'School Rules',
    section: 'Academics',
    ...textPage(paths.rules),
  },
  {
    path: paths.attendance,
    title: 'Attendance & Leave',
    section: 'Academics',
    ...textPage(paths.attendance),
  },
  {
    path: paths.calender,
    title: 'Academic Calendar',
    section: 'Academics',
    ...pdfPage(paths.calender),
  },

  // Prospectus
  {
    path: paths.registration,
    title: 'Admissions & Registration',
    section: 'Prospectus',
    description: pageDescriptionOf('registration'),
    // Text, with whether registration is open today (school.yaml's window) and the ways to apply.
    load: () => import('@/features/admissions/components/admissions-page.tsx'),
    loader: registrationLoader,
    textOnly: true,
  },
  {
    path: paths.requirement,
    title: 'Requirements for Admission',
    section: 'Prospectus',
    ...textPage(paths.requirement),
  },
  {
    path: paths.admission,
    title: 'Admission & Withdrawals',
    section: 'Prospectus',
    ...textPage(paths.admission),
  },
  {
    path: paths.withdrawal,
    title: 'Withdrawal',
    section: 'Prospectus',
    ...textPage(paths.withdrawal),
  },
  {
    path: paths.recommendation,
    title: 'Recommendation to Parents',
    section: 'Prospectus',
    ...textPage(paths.recommendation),
  },
  {
    path: paths.instruction,
    title: 'Instruction to Students',
    section: 'Prospectus',
    ...textPage(paths.instruction),
  },

  // School Online
  {
    path: paths.erpSoftware,
    title: 'ERP Software',
    section: 'School Online',
    ...textPage(paths.erpSoftware),
  },
  {
    path: paths.parentPortal,
    title: 'Parent Portal',
    section: 'School Online',
    ...textPage(paths.parentPortal),
  },

  // Download
  {
    path: paths.timetable,
    title: 'Time Table',
    section: 'Download',
    ...pdfPage(paths.timetable),
  },
  {
    path: paths.tc,
    title: APP_PAGES.tc.title,
    section: 'Download',
    ...appText('tc'),
    load: () => import('@/features/tc/components/tc-page.tsx'),
    form: true,
  },

  // Contact
  {
    path: paths.contact,
    title: 'Contact Us',
    section: 'Contact',
    ...textPage(paths.contact),
  },
  {
    path: paths.accessibility,
    title: 'Accessibility Statement',
    section: 'Contact',
    ...textPage(paths.accessibility),
  },
  {
    path: paths.career,
    title: APP_PAGES.career.title,
    section: 'Contact',
    ...appText('career'),
    load: () => import('@/features/career/components/career-page.tsx'),
    form: true,
  },
  {
    path: paths.search,
    title: APP_PAGES.search.title,
    section: null,
    ...appText('search'),
    // Results are links and text: answered without the app's scripts; the form is a plain GET.
    load: () => import('@/features/search/components/search-page.tsx'),
    loader: searchLoader,
    params: [SEARCH_PARAM],
    textOnly: true,
  },
  {
    path: paths.siteMap,
    title: APP_PAGES.siteMap.title,
    section: 'Contact',
    ...appText('siteMap'),
    // Links only: answered without the app's scripts.
    load: () => import('./site-map-page.tsx'),
    loader: () => siteMapRoutes(),
    textOnly: true,
  },

  // Pages reached from the home page
  {
    path: paths.news,
    title: APP_PAGES.news.title,
    section: 'Updates',
    ...appText('news'),
    load: () => import('@/features/news/components/news-page.tsx'),
    loader: newsLoader,
    shouldRevalidate: keepListForItems(newsItemRoute.param),
    params: LIST_PARAMS,
    item: newsItemRoute,
  },
  {
    path: paths.events,
    title: APP_PAGES.events.title,
    section: 'Updates',
    ...appText('events'),
    load: () => import('@/features/events/components/events-page.tsx'),
    loader: eventsLoader,
    shouldRevalidate: keepListForItems(eventItemRoute.param),
    params: LIST_PARAMS,
    item: eventItemRoute,
  },
  {
    path: paths.gallery,
    title: APP_PAGES.gallery.title,
    section: 'Updates',
    ...appText('gallery'),
    load: () => import('@/features/gallery/components/gallery-page.tsx'),
    loader: galleryLoader,
    shouldRevalidate: keepOnNewFilters,
    params: LIST_PARAMS,
  },
  {
    path: paths.subGallery,
    title: 'Album',
    section: 'Photo Gallery',
    sectionPath: paths.gallery,
    ...appText('album'),
    load: () => import('@/features/gallery/components/sub-gallery-page.tsx'),
    loader: albumLoader,
    params: ['id'],
  },
  {
    path: paths.topperX,
    title: APP_PAGES.topperX.title,
    section: 'Updates',
    ...appText('topperX'),
    load: () => import('@/features/toppers/components/topper-x-page.tsx'),
    loader: toppersLoader('X'),
    shouldRevalidate: keepOnNewFilters,
    params: SESSION_PARAMS,
  },
  {
    path: paths.topperXII,
    title: APP_PAGES.topperXII.title,
    section: 'Updates',
    ...appText('topperXII'),
    load: () => import('@/features/toppers/components/topper-xii-page.tsx'),
    loader: toppersLoader('XII'),
    shouldRevalidate: keepOnNewFilters,
    params: SESSION_PARAMS,
  },
];

export const routeTable: readonly RouteEntry[] = entries.map((entry) => ({
  ...entry,
  banner: entry.banner ?? true,
  aliases: aliasesOf(entry.path),
}));

/** The pages the site map lists, as links: an album needs an album's id, and the site map is the page itself. */
function siteMapRoutes(): SiteMapRoute[] {
  return routeTable
    .filter((route) => route.path !== paths.subGallery && route.path !== paths.siteMap)
    .map(({ path, title, section }) => ({ path, title, section }));
}

/**
 * Any other pages/<slug>.md at /<slug> (a page of the school's own, e.g. transport.md): after the
 * routes above, which win; its title, section and description are its front matter's.
 */
export const ownPageRoute: RouteEntry = {
  path: '/:page',
  aliases: [],
  // Until its front matter is in, and when there is no such file: the not-found page's.
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
  return meta.banner ? `${meta.title} | ${school.name}` : `${school.name} | ${school.tagline}`;
}

/** A page's title for this school: its pageText title when school.yaml gives one. */
export function pageTitle(meta: PageMeta, school: School): string {
  return (meta.text && school.pageText[meta.text].title) || meta.title;
}

/** The description of a page for this school. */
export function pageDescription(meta: PageMeta, site: SiteData): string {
  return meta.description(site);
}
/** Looks a route up by its path or one of its aliases (exact, case-sensitive), or the route id of a page of the school's own. */
export function findRoute(path: string): RouteEntry | undefined {
  if (path === ownPageRoute.path) return ownPageRoute;
  return routeTable.find((entry) => entry.path === path || entry.aliases.includes(path));
}
