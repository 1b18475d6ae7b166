// The site's static pages, each from pages/<slug>.md (slug: the path without its slash). A page
// whose file the school has not written is left out of menus, site map and search, and answers 404.
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

/** The school year's page (/calendar): there when CONTENT_DIR holds school-year.yaml. */
export const SCHOOL_YEAR_SLUG = 'calendar';

export type ContentPageSlug = (typeof CONTENT_PAGE_SLUGS)[number];

/** The one page every school writes; any other of the site's pages without its file is left out (404). */
export const REQUIRED_PAGE_SLUGS: readonly ContentPageSlug[] = ['about'];

/**
 * First path segments an own page cannot take: the site's other pages (a test keeps them in step with
 * client/src/config/paths.ts) and the server's addresses, which would answer first.
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
  SCHOOL_YEAR_SLUG,
] as const;

/** A page's file name is its address: letters, digits and hyphens, e.g. transport.md → /transport. */
export const OWN_PAGE_SLUG = /^[A-Za-z0-9][A-Za-z0-9-]{0,63}$/;

/**
 * Whether `path` is one of the site's pages the school has not written: a text page without its file,
 * or the school year without school-year.yaml (`has` says which are written).
 */
export function isUnwritten(path: string, has: (slug: string) => boolean): boolean {
  const slug = path.slice(1);
  return (slug === SCHOOL_YEAR_SLUG || !isOwnPage(slug)) && !has(slug);
}

/** `has` for isUnwritten from what /bff/site sends: the pages' files, and the titles of pages written. */
export function writtenIn(site: {
  pages: ReadonlyArray<{ slug: string }>;
  words: { pages: Readonly<Record<string, string>> };
}): (slug: string) => boolean {
  return (slug) =>
    slug === SCHOOL_YEAR_SLUG ? `/${slug}` in site.words.pages : site.pages.some((page) => page.slug === slug);
}

/** Whether `slug` is the school's own page, not one of CONTENT_PAGE_SLUGS. */
export function isOwnPage(slug: string): boolean {
  return !(CONTENT_PAGE_SLUGS as readonly string[]).includes(slug);
}
