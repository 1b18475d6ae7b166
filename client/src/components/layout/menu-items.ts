// The main menu, the footer's quick links and the site map, in the school's words (site.words). A
// group's id is its pages' breadcrumb section (app/routes.ts; a test keeps them in step).

import type { School, SiteData } from '@shared/content-schema.ts';
import { isOwnPage, isUnwritten, writtenIn } from '@shared/content-pages.ts';
import { menuLabelAt, pageTitleAt, type MenuGroupId, type Words, fillWords } from '@shared/words.ts';
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
export function mainMenuFor(site: Pick<SiteData, 'school' | 'pages' | 'words'>): readonly MenuEntry[] {
  return withOwnPages(siteMenu(site.school, site.words), site.pages)
    .map((entry) =>
      entry.kind === 'group' ? { ...entry, items: entry.items.filter((item) => isShown(item, site)) } : entry,
    )
    .filter((entry) => entry.kind !== 'group' || entry.items.length > 0);
}

/** False for a link to one of the site's pages the school has not written (it answers 404). */
export function isShown(link: MenuLink, site: Pick<SiteData, 'pages' | 'words'>): boolean {
  return link.kind !== 'page' || !isUnwritten(link.to, writtenIn(site));
}

/** Appends the school's own pages to the groups their front matter names. */
function withOwnPages(menu: readonly MenuEntry[], pages: SiteData['pages']): readonly MenuEntry[] {
  return menu.map((entry) => {
    if (entry.kind !== 'group') return entry;
    const own = pages.filter((page) => page.menu === entry.id && isOwnPage(page.slug));
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

/** The menu's groups and their pages, in order (words.yaml names them). */
const MENU_LAYOUT: ReadonlyArray<readonly [MenuGroupId, readonly string[]]> = [
  // What parents come back for, one tap from every page.
  ['updates', [paths.news, paths.events, paths.gallery, paths.topperX, paths.topperXII]],
  ['about', [paths.about, paths.aims, paths.motto]],
  [
    'academics',
    [
      paths.infrastructure,
      paths.result,
      paths.outFit,
      paths.feeStructure,
      paths.coCurricular,
      paths.examinationAndPromotion,
      paths.rules,
      paths.attendance,
      paths.schoolYear,
      paths.calender,
    ],
  ],
  [
    'prospectus',
    [paths.registration, paths.requirement, paths.admission, paths.withdrawal, paths.recommendation, paths.instruction],
  ],
  ['school-online', [paths.erpSoftware, paths.parentPortal]],
  ['download', [paths.timetable, paths.tc]],
  ['contact', [paths.contact, paths.career, paths.siteMap]],
];

/** The site's menu in the school's words; two links come from school.yaml. */
function siteMenu(school: School, words: Words): readonly MenuEntry[] {
  const page = (to: string): MenuLink => ({ kind: 'page', label: menuLabelAt(words, to) ?? to, to });
  const portalHelp = shownLink(school, 'portalHelp');
  const medical = pdfOf(school, 'medicalCertificate');
  // Omitted while not given or at an example address; the portal's help before the portal page.
  const extra: Partial<Record<MenuGroupId, readonly MenuLink[]>> = {
    'school-online': portalHelp ? [{ kind: 'external', label: portalHelp.label, href: portalHelp.href }] : [],
    download: medical
      ? [
          {
            kind: 'file',
            label: fillWords(words.common.pdf.frame, { title: medical.label }),
            href: paths.medicalCertificate,
          },
        ]
      : [],
  };
  return [
    page(paths.home),
    ...MENU_LAYOUT.map(([id, pagePaths]): MenuGroup => {
      const items = pagePaths.map(page);
      const added = extra[id] ?? [];
      return {
        kind: 'group',
        id,
        label: words.groups[id],
        items: id === 'school-online' ? [items[0]!, ...added, ...items.slice(1)] : [...added, ...items],
      };
    }),
  ];
}

const FOOTER_PATHS: readonly string[] = [
  paths.about,
  paths.news,
  paths.events,
  paths.gallery,
  paths.registration,
  paths.admission,
  paths.feeStructure,
  paths.parentPortal,
  paths.contact,
  paths.career,
  paths.accessibility,
];

/** The footer's quick links to pages the school has. */
export function footerLinksFor(site: Pick<SiteData, 'pages' | 'words'>): readonly MenuLink[] {
  const { words } = site;
  return FOOTER_PATHS.map((to): MenuLink => ({
    kind: 'page',
    label: (words.footerLinks as Readonly<Record<string, string>>)[to] ?? menuLabelAt(words, to) ?? to,
    to,
  })).filter((link) => isShown(link, site));
}

/** Whether `location` is one of a group's pages (marks its button). */
export function groupHasPage(group: MenuGroup, location: PageLocation): boolean {
  return group.items.some((item) => item.kind === 'page' && item.to !== paths.home && isCurrentPath(item.to, location));
}

/** A site map entry: a page of the route table, under its menu group. */
export interface SiteMapRoute {
  path: string;
  section: MenuGroupId | null;
}

/** Every page by group for the site map, including footer-only and unlisted pages (by section). */
export function siteMapFor(site: SiteData, routes: readonly SiteMapRoute[]): readonly MenuGroup[] {
  const { words, pages } = site;
  const groups = mainMenuFor(site)
    .filter((entry): entry is MenuGroup => entry.kind === 'group')
    .map((entry) => ({ ...entry, items: [...entry.items] }));
  const listed = new Set(
    groups.flatMap((entry) => entry.items.map((item) => (item.kind === 'page' ? item.to : item.href))),
  );
  const place = (section: string, link: MenuLink) => {
    const target = groups.find((entry) => entry.id === section || entry.label === section);
    if (target) target.items.push(link);
    else groups.push({ kind: 'group', id: `section-${groups.length}`, label: section, items: [link] });
  };
  for (const route of routes) {
    const link: MenuLink = { kind: 'page', label: pageTitleAt(words, route.path) ?? route.path, to: route.path };
    if (route.section && !listed.has(route.path) && isShown(link, site)) place(route.section, link);
  }
  for (const page of pages) {
    if (isOwnPage(page.slug) && !page.menu)
      place(page.section, { kind: 'page', label: page.title, to: `/${page.slug}` });
  }
  return groups;
}
