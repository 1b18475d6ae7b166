// The site's own words in English: what a school's words.yaml overrides, key by key (content/README.md).
// Only the server (and the service worker's fallback) reads these; pages get the merged words in
// /bff/site (`site.words`). Each part of the site keeps its words in shared/words/<part>.ts.
import { FORM_WORDS } from './words/forms.ts';
import { HOME_WORDS } from './words/home.ts';
import { LINK_WORDS } from './words/links.ts';
import { LIST_WORDS } from './words/lists.ts';
import { OFFLINE_WORDS } from './words/offline.ts';
import { COMMON_WORDS } from './words/common.ts';
import { DATE_WORDS } from './words/dates.ts';
import { PLACEHOLDER_WORDS } from './words/placeholders.ts';
import { YEAR_WORDS } from './words/year.ts';

export const ENGLISH_WORDS = {
  /** The pages' language (<html lang>). */
  lang: 'en',
  /** The menu's groups: also the breadcrumb above their pages and the site map's headings. */
  groups: {
    updates: 'Updates',
    about: 'About',
    academics: 'Academics',
    prospectus: 'Prospectus',
    'school-online': 'School Online',
    download: 'Download',
    contact: 'Contact',
  },
  /** Each page's title by its address: its heading, breadcrumb, site map and search entry, menu label. */
  pages: {
    '/': 'Home',
    '/about': 'Introduction',
    '/aims': 'Aims & Objectives',
    '/motto': 'Our Motto',
    '/infrastructure': 'Infrastructure',
    '/result': 'Result',
    '/outFit': 'Outfit',
    '/feestructure': 'Fee Structure',
    '/coCurricular': 'Co-Curricular Activities',
    '/examinationAndPromotion': 'Examination & Promotion',
    '/rules': 'School Rules',
    '/attendance': 'Attendance & Leave',
    '/calendar': 'Holidays & Term Dates',
    '/calender': 'Academic Calendar',
    '/registration': 'Registration & How to Apply',
    '/requirement': 'Requirements for Admission',
    '/admission': 'Admission & Withdrawal Rules',
    '/withdrawal': 'Withdrawal',
    '/recommendation': 'Recommendation to Parents',
    '/instruction': 'Instruction to Students',
    '/ERPSoftware': 'ERP Software',
    '/ParentPortal': 'Parent Portal',
    '/timetable': 'Time Table',
    '/Tc': 'Transfer Certificate',
    '/contact': 'Contact Us',
    '/accessibility': 'Accessibility Statement',
    '/career': 'Career',
    '/site-map': 'Site Map',
    '/search': 'Search',
    '/news': 'News',
    '/events': 'Events',
    '/gallery': 'Photo Gallery',
    '/subGallery': 'Album',
    '/topperX': 'Class X Toppers',
    '/topperXII': 'Class XII Toppers',
  },
  /** A shorter menu label where a title is long; a page renamed under `pages` uses its new title. */
  menu: {
    '/feestructure': 'Fee Structure',
    '/timetable': 'Time Table',
    '/coCurricular': 'Co-Curricular',
    '/rules': 'Rules',
    '/calendar': 'Holidays & Dates',
    '/calender': 'Calendar (PDF)',
    '/requirement': 'Requirement',
    '/Tc': 'Transfer Certificate (TC)',
  },
  /** The footer's quick-link label where it differs from the menu's. */
  footerLinks: {
    '/about': 'About the School',
  },
  notFound: 'Page not found',
  header: {
    /** Under the name; {founded} and {board} are school.yaml's. */
    tagline: 'Estd. {founded}, affiliated to {board}',
    call: 'Call',
    /** The button that opens the menu on phones (also the name of the search box in it). */
    menu: 'Menu',
    email: 'E-mail',
    whatsapp: 'WhatsApp the office',
    /** The message a WhatsApp chat with the office starts with (header, Home's facts, admissions). */
    whatsappGreeting: 'Hello, I have a question for the school office.',
  },
  footer: {
    phone: 'Phone',
    email: 'E-mail',
    quickLinks: 'Quick links',
    helpDesk: 'Help desk',
    /** {helpDesk} is school.yaml's. */
    helpDeskHours: '{helpDesk}, every day.',
    /** {hours} is school.yaml's officeHours. */
    office: 'School office: {hours}.',
    /** {year}, {school}. */
    rights: '© {year} {school}. All rights reserved.',
  },
  breadcrumb: 'Breadcrumb',
  /** The main menu's name for screen readers (a navigation landmark: "Main navigation"). */
  mainMenu: 'Main',
  /** A text page's side column. */
  aside: {
    /** Its list of the page's sections. */
    onThisPage: 'On this page',
    /** Its list of the other pages in the menu group: {group}. */
    moreIn: 'More in {group}',
  },
  backToTop: 'Back to top',
  home: HOME_WORDS,
  /** The saved-copy note, offline page and "form not sent" page; {when} is a copy's time, {phone} the school's. */
  offline: OFFLINE_WORDS,
  /** What an empty list shows in its place. */
  placeholders: PLACEHOLDER_WORDS,
  forms: FORM_WORDS,
  lists: LIST_WORDS,
  links: LINK_WORDS,
  /** The school year (school-year.yaml): /calendar, Home's next holiday, the calendar feed. */
  year: YEAR_WORDS,
  /** The names in dates: "14 Nov 2026", "Fri 25 Dec", "August 2024". */
  dates: DATE_WORDS,
  /** What calendar and feed apps show of /events.ics and /news.xml; {school} is its name (with its city in descriptions). */
  feeds: {
    calendarName: '{school} events',
    calendarDescription: 'Events of {school}',
    /** In an event's description: its time, and its attachment's address ({url}). */
    time: 'Time: {time}',
    attachment: 'Attachment: {url}',
    newsTitle: '{school}: News',
    newsDescription: 'News from {school}',
  },
  common: COMMON_WORDS,
} as const;

type Widen<T> = T extends string ? string : { readonly [K in keyof T]: Widen<T[K]> };

export type PagePath = keyof (typeof ENGLISH_WORDS)['pages'];
type Labels = Readonly<Partial<Record<PagePath, string>>>;

/** The site's words, the school's where it gave them. */
export type Words = Omit<Widen<typeof ENGLISH_WORDS>, 'menu' | 'footerLinks'> & { menu: Labels; footerLinks: Labels };
export type MenuGroupId = keyof Words['groups'];

/** The group a front matter `menu:` names, by id or English name. */
export function groupIdOf(name: string): MenuGroupId | undefined {
  const groups = ENGLISH_WORDS.groups as Readonly<Record<string, string>>;
  if (name in groups) return name as MenuGroupId;
  return (Object.keys(groups) as MenuGroupId[]).find((id) => groups[id] === name);
}

/** `template` with each {name} replaced by `values[name]` (left as written when not given). */
export function fillWords(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The title of the site's page at `path` (a canonical path), if it is one. */
export function pageTitleAt(words: Words, path: string): string | undefined {
  return (words.pages as Readonly<Record<string, string>>)[path];
}

/** The menu label of the site's page at `path`: the shorter label, else its title. */
export function menuLabelAt(words: Words, path: string): string | undefined {
  return (words.menu as Readonly<Record<string, string>>)[path] ?? pageTitleAt(words, path);
}
