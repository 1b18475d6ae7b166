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
import type { School } from '@shared/content-schema.ts';
import { aliases, paths } from '@/config/paths.ts';
import { keepOnNewFilters } from '@/lib/bff-client.ts';
import { keepListForItems, type ItemRoute } from '@/lib/shared-item.ts';
import { eventItemRoute, eventsLoader } from '@/features/events/api/events-api.ts';
import { albumLoader, galleryLoader } from '@/features/gallery/api/gallery-api.ts';
import { homeLoader, noticeRoute } from '@/features/home/api/home-api.ts';
import { newsItemRoute, newsLoader } from '@/features/news/api/news-api.ts';
import { toppersLoader } from '@/features/toppers/api/toppers-api.ts';
import { pageLoader } from '@/features/static-pages/api/page-api.ts';
import { registrationLoader } from '@/features/admissions/api/admissions-api.ts';

export interface PageMeta {
  /** The page's name: its <h1>, the last breadcrumb item and the start of the document title. */
  title: string;
  /** The breadcrumb's middle item (the menu group); null when the page sits right under Home. */
  section: string | null;
  /** Set when the section is itself a page (an album's section is the gallery). */
  sectionPath?: string;
  /**
   * The <meta name="description">: one or two sentences, under 160 characters; a function when it
   * names the school. A text page's own (its front matter) replaces it once its data is in.
   */
  description: string | ((school: School) => string);
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

/**
 * A text page of the content folder (pages/<slug>.md, the slug being its path): the shared view
 * and the page's own text, loaded together on navigation.
 */
function textPage(path: string): Pick<RouteEntry, 'load' | 'loader' | 'textOnly'> {
  return { load: () => import('@/features/static-pages/components/content-page.tsx'), loader: pageLoader(path.slice(1)), textOnly: true };
}

/** A PDF page: the PDF its front matter names, with its text as the introduction. */
function pdfPage(path: string): Pick<RouteEntry, 'load' | 'loader' | 'textOnly'> {
  return { load: () => import('@/features/static-pages/components/download-pages.tsx'), loader: pageLoader(path.slice(1)), textOnly: true };
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
    description: (school) => `${school.name}, ${school.city}: an ${school.medium}-medium ${school.boardShort} school since ${school.founded}. News, events, admissions, toppers and the parent portal.`,
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
    description: (school) => `The history of ${school.name}, founded in ${school.founded} by the ${school.diocese}, its affiliation to ${school.boardShort} and its values.`,
    ...textPage(paths.about),
  },
  {
    path: paths.aims,
    title: 'Aims & Objectives',
    section: 'About',
    description: (school) => `What ${school.shortName} aims for: the intellectual, moral, spiritual, physical and social formation of every student.`,
    ...textPage(paths.aims),
  },
  {
    path: paths.motto,
    title: 'Our Motto',
    section: 'About',
    description: (school) => `The meaning of our motto, “${school.tagline}”, and of the school crest.`,
    ...textPage(paths.motto),
  },

  // Academics
  {
    path: paths.infrastructure,
    title: 'Infrastructure',
    section: 'Academics',
    description: 'Laboratories, smart classes, library, audio-visual room, infirmary, the school bus rules and our gold medal winners.',
    ...textPage(paths.infrastructure),
  },
  {
    path: paths.result,
    title: 'Result',
    section: 'Academics',
    description: 'Links to the ICSE and ISC results and the re-checking application on the CISCE website.',
    ...textPage(paths.result),
  },
  {
    path: paths.outFit,
    title: 'Outfit',
    section: 'Academics',
    description: 'School uniform rules for the primary and higher sections: summer and winter uniform, house days, shoes and hair.',
    ...textPage(paths.outFit),
  },
  {
    path: paths.feeStructure,
    title: 'Fee Structure',
    section: 'Academics',
    description: (school) => `The ${school.pdfs.feeStructure.label} of ${school.name} for every class, with installment due dates (PDF).`,
    ...pdfPage(paths.feeStructure),
  },
  {
    path: paths.coCurricular,
    title: 'Co-Curricular Activities',
    section: 'Academics',
    description: 'Educational tours, the science and eco clubs, music, and the subjects taught from LKG to ISC.',
    ...textPage(paths.coCurricular),
  },
  {
    path: paths.examinationAndPromotion,
    title: 'Examination & Promotion',
    section: 'Academics',
    description: 'Terms, unit tests, re-tests and unfair means; promotion needs at least 40% in each subject and 50% in aggregate.',
    ...textPage(paths.examinationAndPromotion),
  },
  {
    path: paths.rules,
    title: 'School Rules',
    section: 'Academics',
    description: 'School rules on punctuality, the school diary, conduct, property, mobile phones and fees.',
    ...textPage(paths.rules),
  },
  {
    path: paths.attendance,
    title: 'Attendance & Leave',
    section: 'Academics',
    description: 'How to apply for leave, the medical certificate rule, and what happens after absence without a written leave request.',
    ...textPage(paths.attendance),
  },
  {
    path: paths.calender,
    title: 'Academic Calendar',
    section: 'Academics',
    description: (school) => `The ${school.pdfs.calendar.label}: term dates, examinations, holidays and events (PDF).`,
    ...pdfPage(paths.calender),
  },

  // Prospectus
  {
    path: paths.registration,
    title: 'Admissions & Registration',
    section: 'Prospectus',
    description: 'Whether registration is open, the dates and how to apply: LKG and Class VI, the Rs. 500 registration fee and the documents.',
    // Text, with whether registration is open today (school.yaml's window) and the ways to apply.
    load: () => import('@/features/admissions/components/admissions-page.tsx'),
    loader: registrationLoader,
    textOnly: true,
  },
  {
    path: paths.requirement,
    title: 'Requirements for Admission',
    section: 'Prospectus',
    description: 'The documents to bring for registration and admission: birth certificate, photographs, transfer certificate and mark list.',
    ...textPage(paths.requirement),
  },
  {
    path: paths.admission,
    title: 'Admission & Withdrawals',
    section: 'Prospectus',
    description: (school) => `How admission to ${school.shortName} works (on merit, with transfer certificate and mark list) and the rules for leaving the school.`,
    ...textPage(paths.admission),
  },
  {
    path: paths.withdrawal,
    title: 'Withdrawal',
    section: 'Prospectus',
    description: 'How a parent or guardian applies for a transfer certificate once all dues are paid.',
    ...textPage(paths.withdrawal),
  },
  {
    path: paths.recommendation,
    title: 'Recommendation to Parents',
    section: 'Prospectus',
    description: 'How parents can help: conduct, meetings, leave and medical certificates, and the rules for two-wheelers.',
    ...textPage(paths.recommendation),
  },
  {
    path: paths.instruction,
    title: 'Instruction to Students',
    section: 'Prospectus',
    description: 'Behaviour, English during school hours, prayer before and after each class, and taking part in school programmes.',
    ...textPage(paths.instruction),
  },

  // School Online
  {
    path: paths.erpSoftware,
    title: 'ERP Software',
    section: 'School Online',
    description: (school) => `The school management system behind the ${school.shortName} parent portal and app: attendance, results and online fee payment.`,
    ...textPage(paths.erpSoftware),
  },
  {
    path: paths.parentPortal,
    title: 'Parent Portal',
    section: 'School Online',
    description: (school) => `How to log in to the parent portal, reset a password, use the app and pay fees online. Help desk ${school.helpDesk}.`,
    ...textPage(paths.parentPortal),
  },

  // Download
  {
    path: paths.timetable,
    title: 'Time Table',
    section: 'Download',
    description: (school) => `The ${school.pdfs.timetable.label} board examinations, to view or download (PDF).`,
    ...pdfPage(paths.timetable),
  },
  {
    path: paths.tc,
    title: 'Transfer Certificate',
    section: 'Download',
    description: 'Download a copy of an issued transfer certificate with the student’s name and admission number.',
    load: () => import('@/features/tc/components/tc-page.tsx'),
    form: true,
  },

  // Contact
  {
    path: paths.contact,
    title: 'Contact Us',
    section: 'Contact',
    description: (school) => `Address, phone, e-mail and map of ${school.name}, ${school.address.oneLine}.`,
    ...textPage(paths.contact),
  },
  {
    path: paths.accessibility,
    title: 'Accessibility Statement',
    section: 'Contact',
    description: (school) => `How ${school.shortName} makes this website usable for everyone (WCAG 2.2 AA), how we test it, and how to report a problem.`,
    ...textPage(paths.accessibility),
  },
  {
    path: paths.career,
    title: 'Career',
    section: 'Contact',
    description: (school) => `Apply to join the staff of ${school.name}: send your name, e-mail, phone number and a message.`,
    load: () => import('@/features/career/components/career-page.tsx'),
    form: true,
  },

  // Pages reached from the home page
  {
    path: paths.news,
    title: 'News',
    section: 'Updates',
    description: (school) => `News and notices from ${school.name}, by year and month, with attachments.`,
    load: () => import('@/features/news/components/news-page.tsx'),
    loader: newsLoader,
    shouldRevalidate: keepListForItems(newsItemRoute.param),
    params: LIST_PARAMS,
    item: newsItemRoute,
  },
  {
    path: paths.events,
    title: 'Events',
    section: 'Updates',
    description: (school) => `Events at ${school.name}: dates, times, venues and photos.`,
    load: () => import('@/features/events/components/events-page.tsx'),
    loader: eventsLoader,
    shouldRevalidate: keepListForItems(eventItemRoute.param),
    params: LIST_PARAMS,
    item: eventItemRoute,
  },
  {
    path: paths.gallery,
    title: 'Photo Gallery',
    section: 'Updates',
    description: (school) => `Photo albums of school life at ${school.name}, by year and month.`,
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
    description: (school) => `A photo album from the ${school.name} gallery.`,
    load: () => import('@/features/gallery/components/sub-gallery-page.tsx'),
    loader: albumLoader,
    params: ['id'],
  },
  {
    path: paths.topperX,
    title: 'Class X Toppers',
    section: 'Updates',
    description: (school) => `ICSE (Class X) toppers of ${school.name} by session, with marks.`,
    load: () => import('@/features/toppers/components/topper-x-page.tsx'),
    loader: toppersLoader('X'),
    shouldRevalidate: keepOnNewFilters,
    params: SESSION_PARAMS,
  },
  {
    path: paths.topperXII,
    title: 'Class XII Toppers',
    section: 'Updates',
    description: (school) => `ISC (Class XII) toppers of ${school.name} by session, with stream and marks.`,
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

/** The meta of the catch-all route. */
export const notFoundMeta: PageMeta = {
  title: 'Page not found',
  section: null,
  banner: true,
  description: (school) => `The page you asked for is not on the ${school.name} website.`,
};

/** "<Page> | <school>"; the home page reads "<school> | <tagline>". */
export function documentTitle(meta: PageMeta, school: School): string {
  return meta.banner ? `${meta.title} | ${school.name}` : `${school.name} | ${school.tagline}`;
}

/** The description of a page for this school. */
export function pageDescription(meta: PageMeta, school: School): string {
  return typeof meta.description === 'function' ? meta.description(school) : meta.description;
}

/** Looks a route up by its path or one of its aliases (exact, case-sensitive). */
export function findRoute(path: string): RouteEntry | undefined {
  return routeTable.find((entry) => entry.path === path || entry.aliases.includes(path));
}
