// The main menu (spec section 2 menu groups) and the footer's quick links.
// A group's label is also the breadcrumb section of its pages (app/routes.ts; a test keeps them in step).

import type { School } from '@shared/content-schema.ts';
import { isPlaceholderHref } from '@shared/links.ts';
import { paths } from '@/config/paths.ts';
import { isCurrentPath, type PageLocation } from '@/lib/page-context.tsx';

export type MenuLink =
  | { kind: 'page'; label: string; to: string }
  /** Another site: opens in a new tab. */
  | { kind: 'external'; label: string; href: string }
  /** A file the server answers (not a route): a plain download link. */
  | { kind: 'file'; label: string; href: string };

export interface MenuGroup {
  kind: 'group';
  /** Stable, URL-safe: used in element ids. */
  id: string;
  label: string;
  items: readonly MenuLink[];
}

export type MenuEntry = MenuLink | MenuGroup;

/** The main menu; two entries take their label from the school's content. */
export function mainMenuFor(school: School): readonly MenuEntry[] {
  return [
  { kind: 'page', label: 'Home', to: paths.home },
  // What parents come back for, one tap from every page (not only from Home and the footer).
  {
    kind: 'group',
    id: 'updates',
    label: 'Updates',
    items: [
      { kind: 'page', label: 'News', to: paths.news },
      { kind: 'page', label: 'Events', to: paths.events },
      { kind: 'page', label: 'Photo Gallery', to: paths.gallery },
      { kind: 'page', label: 'Class X Toppers', to: paths.topperX },
      { kind: 'page', label: 'Class XII Toppers', to: paths.topperXII },
    ],
  },
  {
    kind: 'group',
    id: 'about',
    label: 'About',
    items: [
      { kind: 'page', label: 'Introduction', to: paths.about },
      { kind: 'page', label: 'Aims & Objectives', to: paths.aims },
      { kind: 'page', label: 'Our Motto', to: paths.motto },
    ],
  },
  {
    kind: 'group',
    id: 'academics',
    label: 'Academics',
    items: [
      { kind: 'page', label: 'Infrastructure', to: paths.infrastructure },
      { kind: 'page', label: 'Result', to: paths.result },
      { kind: 'page', label: 'Outfit', to: paths.outFit },
      { kind: 'page', label: 'Fee Structure', to: paths.feeStructure },
      { kind: 'page', label: 'Co-Curricular', to: paths.coCurricular },
      { kind: 'page', label: 'Examination & Promotion', to: paths.examinationAndPromotion },
      { kind: 'page', label: 'Rules', to: paths.rules },
      { kind: 'page', label: 'Attendance & Leave', to: paths.attendance },
      { kind: 'page', label: 'Calendar', to: paths.calender },
    ],
  },
  {
    kind: 'group',
    id: 'prospectus',
    label: 'Prospectus',
    items: [
      { kind: 'page', label: 'Admissions & Registration', to: paths.registration },
      { kind: 'page', label: 'Requirement', to: paths.requirement },
      { kind: 'page', label: 'Admission & Withdrawals', to: paths.admission },
      { kind: 'page', label: 'Withdrawal', to: paths.withdrawal },
      { kind: 'page', label: 'Recommendation to Parents', to: paths.recommendation },
      { kind: 'page', label: 'Instruction to Students', to: paths.instruction },
    ],
  },
  {
    kind: 'group',
    id: 'school-online',
    label: 'School Online',
    items: [
      { kind: 'page', label: 'ERP Software', to: paths.erpSoftware },
      // Left out while it is an example address: no link to nowhere in the menu.
      ...(isPlaceholderHref(school.links.portalHelp.href) ? [] : [{ kind: 'external' as const, label: school.links.portalHelp.label, href: school.links.portalHelp.href }]),
      { kind: 'page', label: 'Parent Portal', to: paths.parentPortal },
    ],
  },
  {
    kind: 'group',
    id: 'download',
    label: 'Download',
    items: [
      { kind: 'file', label: `${school.pdfs.medicalCertificate.label} (PDF)`, href: paths.medicalCertificate },
      { kind: 'page', label: 'Time Table', to: paths.timetable },
      { kind: 'page', label: 'Transfer Certificate (TC)', to: paths.tc },
    ],
  },
  {
    kind: 'group',
    id: 'contact',
    label: 'Contact',
    items: [
      { kind: 'page', label: 'Contact Us', to: paths.contact },
      { kind: 'page', label: 'Career', to: paths.career },
      { kind: 'page', label: 'Site Map', to: paths.home },
    ],
  },
];
}

export const footerLinks: readonly MenuLink[] = [
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

/** Whether the page at `location` is one of a group's (its button is then marked), ignoring Site Map → Home. */
export function groupHasPage(group: MenuGroup, location: PageLocation): boolean {
  return group.items.some((item) => item.kind === 'page' && item.to !== paths.home && isCurrentPath(item.to, location));
}
