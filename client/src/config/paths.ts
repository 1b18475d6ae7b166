// Every URL the client knows: routes, aliases, /bff.

// Relative, not @shared: the build's configs import this file before their aliases exist.
import { APP_PAGES } from '../../../shared/app-pages.ts';

export const paths = {
  home: '/',
  about: '/about',
  aims: '/aims',
  motto: '/motto',
  infrastructure: '/infrastructure',
  result: '/result',
  outFit: '/outFit',
  feeStructure: '/feestructure',
  coCurricular: '/coCurricular',
  examinationAndPromotion: '/examinationAndPromotion',
  rules: '/rules',
  attendance: '/attendance',
  calender: '/calender',
  registration: '/registration',
  requirement: '/requirement',
  admission: '/admission',
  withdrawal: '/withdrawal',
  recommendation: '/recommendation',
  instruction: '/instruction',
  timetable: '/timetable',
  tc: APP_PAGES.tc.path,
  contact: '/contact',
  career: APP_PAGES.career.path,
  gallery: APP_PAGES.gallery.path,
  news: APP_PAGES.news.path,
  subGallery: '/subGallery',
  events: APP_PAGES.events.path,
  erpSoftware: '/ERPSoftware',
  parentPortal: '/ParentPortal',
  topperX: APP_PAGES.topperX.path,
  topperXII: APP_PAGES.topperXII.path,
  accessibility: '/accessibility',
  /** Every page by menu group, the school's own pages included. */
  siteMap: APP_PAGES.siteMap.path,
  search: APP_PAGES.search.path,
  /** The school year as a list by month (school-year.yaml); /calender is its printed PDF. */
  schoolYear: APP_PAGES.schoolYear.path,
  medicalCertificate: '/pdf/Medical-Certificate.pdf',
} as const;

/** Feeds the server publishes next to the pages. */
export const feeds = {
  eventsCalendar: '/events.ics',
  news: '/news.xml',
  /** One event, as a file a calendar app opens to add it. */
  eventCalendar: (id: string) => `/events.ics?id=${encodeURIComponent(id)}`,
} as const;

/** A webcal: address of a feed, for calendar subscriptions. */
export function webcalUrl(path: string, origin: string = window.location.origin): string {
  return origin.replace(/^https?:/, 'webcal:') + path;
}

/** Google Calendar's subscribe link (https: Android cannot open webcal: or import a downloaded .ics). */
export function googleCalendarSubscribeUrl(webcal: string): string {
  return `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}`;
}

const compactDay = (day: string) => day.replaceAll('-', '');

/**
 * Google Calendar's add-event link for one day (Android opens it in the Calendar app; it cannot import a
 * downloaded .ics). All-day: the end is the day after, as Google counts.
 */
export function googleCalendarEventUrl(event: {
  title: string;
  date: string;
  details: string;
  location?: string;
}): string {
  const next = new Date(Date.parse(`${event.date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${compactDay(event.date)}/${compactDay(next)}`,
    details: event.details,
    ...(event.location ? { location: event.location } : {}),
  });
  return `https://calendar.google.com/calendar/render?${query.toString()}`;
}

/** The office's WhatsApp chat (number with country code, digits only), its message box filled with `text`. */
export function whatsAppChatUrl(number: string, text: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

/** Other spellings of a route that must keep working (old links and bookmarks). */
export const aliases = {
  '/feeStructure': paths.feeStructure,
  '/SubGallery': paths.subGallery,
} as const;

export function subGalleryPath(id: string): string {
  return `${paths.subGallery}?id=${encodeURIComponent(id)}`;
}

/** A shareable item page: a spec route plus a query parameter; a notice's is Home. */
export const itemPaths = {
  news: (id: string) => `${paths.news}?id=${encodeURIComponent(id)}`,
  event: (id: string) => `${paths.events}?id=${encodeURIComponent(id)}`,
  notice: (id: string) => `${paths.home}?notice=${encodeURIComponent(id)}`,
} as const;

export const bff = {
  site: '/bff/site',
  /** What the service worker keeps of /bff/site for its own pages. */
  siteOffline: '/bff/site/offline',
  home: '/bff/home',
  admissions: '/bff/admissions',
  news: '/bff/news',
  events: '/bff/events',
  gallery: '/bff/gallery',
  album: (id: string) => `/bff/gallery/${encodeURIComponent(id)}`,
  page: (slug: string) => `/bff/pages/${encodeURIComponent(slug)}`,
  toppers: '/bff/toppers',
  tc: '/bff/tc',
  career: '/bff/career',
  search: '/bff/search',
  schoolYear: '/bff/school-year',
  media: (providerPath: string) => `/bff/media/${providerPath.split('/').map(encodeURIComponent).join('/')}`,
} as const;
