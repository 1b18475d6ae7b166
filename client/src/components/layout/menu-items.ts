// The main menu and the footer's quick links. A group's label is its pages'
// breadcrumb section (app/routes.ts; a test keeps them in step).

import type { School, SiteData } from '@shared/content-schema.ts';
import { CONTENT_PAGE_SLUGS, isOwnPage } from '@shared/content-pages.ts';
import { MENU_GROUPS } from '@shared/menu-groups.ts';
import { pdfOf, shownLink } from '@shared/school-parts.ts';
import { paths } from '@/config/paths.ts';
import { isCurrentPath, type PageLocation } from '@/lib/page-context.tsx';

export type MenuLink =
  | { kind: 'page'; label: string; to: string }
  /** Another site: opens in a new tab. */
  | { kind: 'external'; label: string; href: string }
  /** A file, not a route: a plain download link. */
  | { kind: 'file'; label: string; href: string };

export interface MenuGroup {
  kind: 'group';
  /** Stable and URL-safe (element ids). */
  id: string;
  label: string;
  items: readonly MenuLink[];
}

export type MenuEntry = MenuLink | MenuGroup;

/** The site's pages that have their file, plus the school's own in the groups their front matter names. */
export function mainMenuFor(school: School, pages: SiteData['pages']): readonly MenuEntry[] {
  return withOwnPages(siteMenu(school), pages)
    .map((entry) =>
      entry.kind === 'group' ? { ...entry, items: entry.items.filter((item) => isShown(item, pages)) } : entry,
    )
    .filter((entry) => entry.kind !== 'group' || entry.items.length > 0);
}

const CONTENT_PATHS = new Set<string>(CONTENT_PAGE_SLUGS.map((slug) => `/${slug}`));

/** False for a link to one of the site's text pages whose file the school has not written (it answers 404). */
export function isShown(link: MenuLink, pages: SiteData['pages']): boolean {
  return link.kind !== 'page' || !CONTENT_PATHS.has(link.to) || pages.some((page) => `/${page.slug}` === link.to);
}

/** Shared with the content check, where a page's `menu:` names a group. */
function group(id: (typeof MENU_GROUPS)[number]['id'], items: readonly MenuLink[]): MenuGroup {
  const label = MENU_GROUPS.find((g) => g.id === id)?.label ?? id;
  return { kind: 'group', id, label, items };
}

/** Appends the school's own pages to their groups. */
function withOwnPages(menu: readonly MenuEntry[], pages: SiteData['pages']): readonly MenuEntry[] {
  return menu.map((entry) => {
    if (entry.kind !== 'group') return entry;
    const own = pages.filter((page) => page.menu === entry.label && isOwnPage(page.slug));
    if (own.length === 0) return entry;
    return {
      ...entry,
      items: [
        ...entry.items,
        ...own.map((page): MenuLink => ({ kind: 'page', label: page.title, to: `/${page.slug}` })),
      ],
    };
  });
}

/** The site's menu; two labels come from the school's content. */
function siteMenu(school: School): readonly MenuEntry[] {
  const portalHelp = shownLink(school, 'portalHelp');
  const medical = pdfOf(school, 'medicalCertificate');
  return [
    { kind: 'page', label: 'Home', to: paths.home },
    // What parents come back for, one tap from every page.
    group('updates', [
      { kind: 'page', label: 'News', to: paths.news },
      { kind: 'page', label: 'Events', to: paths.events },
      { kind: 'page', label: 'Photo Gallery', to: paths.gallery },
      { kind: 'page', label: 'Class X Toppers', to: paths.topperX },
      { kind: 'page', label: 'Class XII Toppers', to: paths.topperXII },
    ]),
    group('about', [
      { kind: 'page', label: 'Introduction', to: paths.about },
      { kind: 'page', label: 'Aims & Objectives', to: paths.aims },
      { kind: 'page', label: 'Our Motto', to: paths.motto },
    ]),
    group('academics', [
      { kind: 'page', label: 'Infrastructure', to: paths.infrastructure },
      { kind: 'page', label: 'Result', to: paths.result },
      { kind: 'page', label: 'Outfit', to: paths.outFit },
      { kind: 'page', label: 'Fee Structure', to: paths.feeStructure },
      { kind: 'page', label: 'Co-Curricular', to: paths.coCurricular },
      { kind: 'page', label: 'Examination & Promotion', to: paths.examinationAndPromotion },
      { kind: 'page', label: 'Rules', to: paths.rules },
      { kind: 'page', label: 'Attendance & Leave', to: paths.attendance },
      { kind: 'page', label: 'Calendar', to: paths.calender },
    ]),
    group('prospectus', [
      { kind: 'page', label: 'Admissions & Registration', to: paths.registration },
      { kind: 'page', label: 'Requirement', to: paths.requirement },
      { kind: 'page', label: 'Admission & Withdrawals', to: paths.admission },
      { kind: 'page', label: 'Withdrawal', to: paths.withdrawal },
      { kind: 'page', label: 'Recommendation to Parents', to: paths.recommendation },
      { kind: 'page', label: 'Instruction to Students', to: paths.instruction },
    ]),
    group('school-online', [
      { kind: 'page', label: 'ERP Software', to: paths.erpSoftware },
      // Omitted while not given or at an example address.
      ...(portalHelp ? [{ kind: 'external' as const, label: portalHelp.label, href: portalHelp.href }] : []),
      { kind: 'page', label: 'Parent Portal', to: paths.parentPortal },
    ]),
    group('download', [
      ...(medical ? [{ kind: 'file' as const, label: `${medical.label} (PDF)`, href: paths.medicalCertificate }] : []),
      { kind: 'page', label: 'Time Table', to: paths.timetable },
      { kind: 'page', label: 'Transfer Certificate (TC)', to: paths.tc },
    ]),
    group('contact', [
      { kind: 'page', label: 'Contact Us', to: paths.contact },
      { kind: 'page', label: 'Career', to: paths.career },
      { kind: 'page', label: 'Site Map', to: paths.siteMap },
    ]),
  ];
}

const FOOTER_LINKS: readonly MenuLink[] = [
  { kind: 'page', label: 'About the School', to: paths.about },
  { kind: 'page', label: 'News', to: paths.news },
  { kind: 'page', label: 'Events', to: paths.events },
  { kind: 'page', label: 'Photo Gallery', to: paths.gallery },
  { kind: 'page', label: 'Admissions & Registration', to: paths.registration },
  { kind: 'page', label: 'Admission & Withdrawals', to: paths.admission },
  { kind: 'page', label: 'Fee Structure', to: paths.feeStructure },
  { kind: 'page', label: 'Parent Portal', to: paths.parentPortal },
  { kind: 'page', label: 'Contact Us', to: paths.contact },
  { kind: 'page', label: 'Career', to: paths.career },
  { kind: 'page', label: 'Accessibility', to: paths.accessibility },
];

/** The footer's quick links to pages the school has. */
export const footerLinksFor = (pages: SiteData['pages']): readonly MenuLink[] =>
  FOOTER_LINKS.filter((link) => isShown(link, pages));

/** Whether `location` is one of a group's pages (marks its button). */
export function groupHasPage(group: MenuGroup, location: PageLocation): boolean {
  return group.items.some((item) => item.kind === 'page' && item.to !== paths.home && isCurrentPath(item.to, location));
}

/** Every page by group for the site map, including footer-only and unlisted pages (by section). */
/** A site map entry. */
export interface SiteMapRoute {
  path: string;
  title: string;
  section: string | null;
}

export function siteMapFor(
  school: School,
  pages: SiteData['pages'],
  routes: readonly SiteMapRoute[],
): readonly MenuGroup[] {
  const groups = mainMenuFor(school, pages)
    .filter((entry): entry is MenuGroup => entry.kind === 'group')
    .map((entry) => ({ ...entry, items: [...entry.items] }));
  const listed = new Set(
    groups.flatMap((entry) => entry.items.map((item) => (item.kind === 'page' ? item.to : item.href))),
  );
  const place = (section: string, link: MenuLink) => {
    const target = groups.find((entry) => entry.label === section);
    if (target) target.items.push(link);
    else groups.push({ kind: 'group', id: `section-${groups.length}`, label: section, items: [link] });
  };
  for (const route of routes) {
    const link: MenuLink = { kind: 'page', label: route.title, to: route.path };
    if (route.section && !listed.has(route.path) && isShown(link, pages)) place(route.section, link);
  }
  for (const page of pages) {
    if (isOwnPage(page.slug) && !page.menu)
      place(page.section, { kind: 'page', label: page.title, to: `/${page.slug}` });
  }
  return groups;
}
