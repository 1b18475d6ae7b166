// The main menu's pages, Home to Contact, and search; routes.ts assembles the table.

import { pageModule } from './page-modules.ts';
import { paths } from '@/config/paths.ts';
import type { SiteMapRoute } from '@/components/layout/menu-items.ts';
import { keepOnNewFilters } from '@/lib/bff-client.ts';
import { homeLoader, noticeRoute } from '@/features/home/api/home-api.ts';
import { SEARCH_PARAM, searchLoader } from '@/features/search/api/search-api.ts';
import { registrationLoader } from '@/features/admissions/api/admissions-api.ts';
import { schoolYearLoader } from '@/features/school-year/api/school-year-api.ts';
import { appText, pageDescriptionOf, pdfPage, textPage, type Entry, type RouteEntry } from './route-entry.ts';
import { siteDescription } from '@shared/school-parts.ts';

export const menuRoutes: Entry[] = [
  {
    path: '/' satisfies typeof paths.home,
    section: null,
    banner: false,
    description: (site) => siteDescription(site.school),
    ...pageModule('src/features/home/components/home-page.tsx'),
    loader: homeLoader,
    // A notice's page is Home's data: switching loads nothing.
    shouldRevalidate: keepOnNewFilters,
    item: noticeRoute,
  },

  // About
  {
    path: '/about' satisfies typeof paths.about,
    section: 'about',
    ...textPage(paths.about),
  },
  {
    path: '/aims' satisfies typeof paths.aims,
    section: 'about',
    ...textPage(paths.aims),
  },
  {
    path: '/motto' satisfies typeof paths.motto,
    section: 'about',
    ...textPage(paths.motto),
  },

  // Academics
  {
    path: '/infrastructure' satisfies typeof paths.infrastructure,
    section: 'academics',
    ...textPage(paths.infrastructure),
  },
  {
    path: '/result' satisfies typeof paths.result,
    section: 'academics',
    ...textPage(paths.result),
  },
  {
    path: '/outFit' satisfies typeof paths.outFit,
    section: 'academics',
    ...textPage(paths.outFit),
  },
  {
    path: '/feestructure' satisfies typeof paths.feeStructure,
    section: 'academics',
    ...pdfPage(paths.feeStructure),
  },
  {
    path: '/coCurricular' satisfies typeof paths.coCurricular,
    section: 'academics',
    ...textPage(paths.coCurricular),
  },
  {
    path: '/examinationAndPromotion' satisfies typeof paths.examinationAndPromotion,
    section: 'academics',
    ...textPage(paths.examinationAndPromotion),
  },
  {
    path: '/rules' satisfies typeof paths.rules,
    section: 'academics',
    ...textPage(paths.rules),
  },
  {
    path: '/attendance' satisfies typeof paths.attendance,
    section: 'academics',
    ...textPage(paths.attendance),
  },
  {
    path: '/calendar' satisfies typeof paths.schoolYear,
    section: 'academics',
    ...appText('schoolYear'),
    ...pageModule('src/features/school-year/components/school-year-page.tsx'),
    loader: schoolYearLoader,
  },
  {
    path: '/calender' satisfies typeof paths.calender,
    section: 'academics',
    ...pdfPage(paths.calender),
  },

  // Prospectus
  {
    path: '/registration' satisfies typeof paths.registration,
    section: 'prospectus',
    description: pageDescriptionOf('registration'),
    // Text, with today's registration state and the ways to apply.
    ...pageModule('src/features/admissions/components/admissions-page.tsx'),
    loader: registrationLoader,
    textOnly: true,
  },
  {
    path: '/requirement' satisfies typeof paths.requirement,
    section: 'prospectus',
    ...textPage(paths.requirement),
  },
  {
    path: '/admission' satisfies typeof paths.admission,
    section: 'prospectus',
    ...textPage(paths.admission),
  },
  {
    path: '/withdrawal' satisfies typeof paths.withdrawal,
    section: 'prospectus',
    ...textPage(paths.withdrawal),
  },
  {
    path: '/recommendation' satisfies typeof paths.recommendation,
    section: 'prospectus',
    ...textPage(paths.recommendation),
  },
  {
    path: '/instruction' satisfies typeof paths.instruction,
    section: 'prospectus',
    ...textPage(paths.instruction),
  },

  // School Online
  {
    path: '/ERPSoftware' satisfies typeof paths.erpSoftware,
    section: 'school-online',
    ...textPage(paths.erpSoftware),
  },
  {
    path: '/ParentPortal' satisfies typeof paths.parentPortal,
    section: 'school-online',
    ...textPage(paths.parentPortal),
  },

  // Download
  {
    path: '/timetable' satisfies typeof paths.timetable,
    section: 'download',
    ...pdfPage(paths.timetable),
  },
  {
    path: '/Tc' satisfies typeof paths.tc,
    section: 'download',
    ...appText('tc'),
    ...pageModule('src/features/tc/components/tc-page.tsx'),
    form: true,
  },

  // Contact
  {
    path: '/contact' satisfies typeof paths.contact,
    section: 'contact',
    ...textPage(paths.contact),
  },
  {
    path: '/accessibility' satisfies typeof paths.accessibility,
    section: 'contact',
    ...textPage(paths.accessibility),
  },
  {
    path: '/career' satisfies typeof paths.career,
    section: 'contact',
    ...appText('career'),
    ...pageModule('src/features/career/components/career-page.tsx'),
    form: true,
  },
  {
    path: '/search' satisfies typeof paths.search,
    section: null,
    ...appText('search'),
    // Links and text, served without the app; the form is a plain GET.
    ...pageModule('src/features/search/components/search-page.tsx'),
    loader: searchLoader,
    params: [SEARCH_PARAM],
    textOnly: true,
  },
];

/** The site map; routes.ts passes in the table it lists. */
export function siteMapRoute(table: () => readonly RouteEntry[]): Entry {
  return {
    path: '/site-map' satisfies typeof paths.siteMap,
    section: 'contact',
    ...appText('siteMap'),
    // Links only: served without the app.
    ...pageModule('src/app/site-map-page.tsx'),
    loader: () => siteMapRoutes(table()),
    textOnly: true,
  };
}

/** The pages the site map links (not albums, which need an id, nor itself). */
function siteMapRoutes(table: readonly RouteEntry[]): SiteMapRoute[] {
  return table
    .filter((route) => route.path !== paths.subGallery && route.path !== paths.siteMap)
    .map(({ path, section }) => ({ path, section }));
}
