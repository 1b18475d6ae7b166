// The main menu's pages, Home to Contact, and search; routes.ts assembles the table.

import { APP_PAGES } from '@shared/app-pages.ts';
import { paths } from '@/config/paths.ts';
import type { SiteMapRoute } from '@/components/layout/menu-items.ts';
import { keepOnNewFilters } from '@/lib/bff-client.ts';
import { homeLoader, noticeRoute } from '@/features/home/api/home-api.ts';
import { SEARCH_PARAM, searchLoader } from '@/features/search/api/search-api.ts';
import { registrationLoader } from '@/features/admissions/api/admissions-api.ts';
import { appText, pageDescriptionOf, pdfPage, textPage, type Entry, type RouteEntry } from './route-entry.ts';
import { siteDescription } from '@shared/school-parts.ts';

export const menuRoutes: Entry[] = [
  {
    path: '/' satisfies typeof paths.home,
    title: 'Home',
    section: null,
    banner: false,
    description: (site) => siteDescription(site.school),
    load: () => import('@/features/home/components/home-page.tsx'),
    loader: homeLoader,
    // A notice's page is Home's data: switching loads nothing.
    shouldRevalidate: keepOnNewFilters,
    item: noticeRoute,
  },

  // About
  {
    path: '/about' satisfies typeof paths.about,
    title: 'Introduction',
    section: 'About',
    ...textPage(paths.about),
  },
  {
    path: '/aims' satisfies typeof paths.aims,
    title: 'Aims & Objectives',
    section: 'About',
    ...textPage(paths.aims),
  },
  {
    path: '/motto' satisfies typeof paths.motto,
    title: 'Our Motto',
    section: 'About',
    ...textPage(paths.motto),
  },

  // Academics
  {
    path: '/infrastructure' satisfies typeof paths.infrastructure,
    title: 'Infrastructure',
    section: 'Academics',
    ...textPage(paths.infrastructure),
  },
  {
    path: '/result' satisfies typeof paths.result,
    title: 'Result',
    section: 'Academics',
    ...textPage(paths.result),
  },
  {
    path: '/outFit' satisfies typeof paths.outFit,
    title: 'Outfit',
    section: 'Academics',
    ...textPage(paths.outFit),
  },
  {
    path: '/feestructure' satisfies typeof paths.feeStructure,
    title: 'Fee Structure',
    section: 'Academics',
    ...pdfPage(paths.feeStructure),
  },
  {
    path: '/coCurricular' satisfies typeof paths.coCurricular,
    title: 'Co-Curricular Activities',
    section: 'Academics',
    ...textPage(paths.coCurricular),
  },
  {
    path: '/examinationAndPromotion' satisfies typeof paths.examinationAndPromotion,
    title: 'Examination & Promotion',
    section: 'Academics',
    ...textPage(paths.examinationAndPromotion),
  },
  {
    path: '/rules' satisfies typeof paths.rules,
    title: 'School Rules',
    section: 'Academics',
    ...textPage(paths.rules),
  },
  {
    path: '/attendance' satisfies typeof paths.attendance,
    title: 'Attendance & Leave',
    section: 'Academics',
    ...textPage(paths.attendance),
  },
  {
    path: '/calender' satisfies typeof paths.calender,
    title: 'Academic Calendar',
    section: 'Academics',
    ...pdfPage(paths.calender),
  },

  // Prospectus
  {
    path: '/registration' satisfies typeof paths.registration,
    title: 'Admissions & Registration',
    section: 'Prospectus',
    description: pageDescriptionOf('registration'),
    // Text, with today's registration state and the ways to apply.
    load: () => import('@/features/admissions/components/admissions-page.tsx'),
    loader: registrationLoader,
    textOnly: true,
  },
  {
    path: '/requirement' satisfies typeof paths.requirement,
    title: 'Requirements for Admission',
    section: 'Prospectus',
    ...textPage(paths.requirement),
  },
  {
    path: '/admission' satisfies typeof paths.admission,
    title: 'Admission & Withdrawals',
    section: 'Prospectus',
    ...textPage(paths.admission),
  },
  {
    path: '/withdrawal' satisfies typeof paths.withdrawal,
    title: 'Withdrawal',
    section: 'Prospectus',
    ...textPage(paths.withdrawal),
  },
  {
    path: '/recommendation' satisfies typeof paths.recommendation,
    title: 'Recommendation to Parents',
    section: 'Prospectus',
    ...textPage(paths.recommendation),
  },
  {
    path: '/instruction' satisfies typeof paths.instruction,
    title: 'Instruction to Students',
    section: 'Prospectus',
    ...textPage(paths.instruction),
  },

  // School Online
  {
    path: '/ERPSoftware' satisfies typeof paths.erpSoftware,
    title: 'ERP Software',
    section: 'School Online',
    ...textPage(paths.erpSoftware),
  },
  {
    path: '/ParentPortal' satisfies typeof paths.parentPortal,
    title: 'Parent Portal',
    section: 'School Online',
    ...textPage(paths.parentPortal),
  },

  // Download
  {
    path: '/timetable' satisfies typeof paths.timetable,
    title: 'Time Table',
    section: 'Download',
    ...pdfPage(paths.timetable),
  },
  {
    path: '/Tc' satisfies typeof paths.tc,
    title: APP_PAGES.tc.title,
    section: 'Download',
    ...appText('tc'),
    load: () => import('@/features/tc/components/tc-page.tsx'),
    form: true,
  },

  // Contact
  {
    path: '/contact' satisfies typeof paths.contact,
    title: 'Contact Us',
    section: 'Contact',
    ...textPage(paths.contact),
  },
  {
    path: '/accessibility' satisfies typeof paths.accessibility,
    title: 'Accessibility Statement',
    section: 'Contact',
    ...textPage(paths.accessibility),
  },
  {
    path: '/career' satisfies typeof paths.career,
    title: APP_PAGES.career.title,
    section: 'Contact',
    ...appText('career'),
    load: () => import('@/features/career/components/career-page.tsx'),
    form: true,
  },
  {
    path: '/search' satisfies typeof paths.search,
    title: APP_PAGES.search.title,
    section: null,
    ...appText('search'),
    // Links and text, served without the app; the form is a plain GET.
    load: () => import('@/features/search/components/search-page.tsx'),
    loader: searchLoader,
    params: [SEARCH_PARAM],
    textOnly: true,
  },
];

/** The site map; routes.ts passes in the table it lists. */
export function siteMapRoute(table: () => readonly RouteEntry[]): Entry {
  return {
    path: '/site-map' satisfies typeof paths.siteMap,
    title: APP_PAGES.siteMap.title,
    section: 'Contact',
    ...appText('siteMap'),
    // Links only: served without the app.
    load: () => import('./site-map-page.tsx'),
    loader: () => siteMapRoutes(table()),
    textOnly: true,
  };
}

/** The pages the site map links (not albums, which need an id, nor itself). */
function siteMapRoutes(table: readonly RouteEntry[]): SiteMapRoute[] {
  return table
    .filter((route) => route.path !== paths.subGallery && route.path !== paths.siteMap)
    .map(({ path, title, section }) => ({ path, title, section }));
}
