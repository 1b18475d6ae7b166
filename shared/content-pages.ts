// The static pages of the site (spec section 2) whose text comes from the content folder:
// pages/<slug>.md for each, where the slug is the page's path without its slash. The server
// refuses to start when one is missing; the client's route table renders them.
export const CONTENT_PAGE_SLUGS = [
  'about',
  'aims',
  'motto',
  'infrastructure',
  'result',
  'outFit',
  'feestructure',
  'coCurricular',
  'examinationAndPromotion',
  'rules',
  'attendance',
  'calender',
  'registration',
  'requirement',
  'admission',
  'withdrawal',
  'recommendation',
  'instruction',
  'timetable',
  'ERPSoftware',
  'ParentPortal',
  'contact',
  'accessibility',
] as const;

export type ContentPageSlug = (typeof CONTENT_PAGE_SLUGS)[number];

/**
 * First path segments a page of the school's own (any other pages/<slug>.md, served at /<slug>)
 * cannot take: the site's other pages (a test keeps them in step with client/src/config/paths.ts)
 * and the server's own addresses, which would answer before the page.
 */
export const RESERVED_SLUGS = [
  'news',
  'events',
  'gallery',
  'subGallery',
  'SubGallery',
  'feeStructure',
  'Tc',
  'career',
  'topperX',
  'topperXII',
  'site-map',
  'bff',
  'api',
  'assets',
  'content',
  'icons',
  'pdf',
  'healthz',
  'readyz',
  'metrics',
  'search',
  'offline',
] as const;

/** A page's file name is its address: letters, digits and hyphens, e.g. transport.md → /transport. */
export const OWN_PAGE_SLUG = /^[A-Za-z0-9][A-Za-z0-9-]{0,63}$/;

/** Whether `slug` is a page of the school's own rather than one of the site's (CONTENT_PAGE_SLUGS). */
export function isOwnPage(slug: string): boolean {
  return !(CONTENT_PAGE_SLUGS as readonly string[]).includes(slug);
}
