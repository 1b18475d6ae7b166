// school.yaml's optional parts, read the same way by server and client: what is not given (or is
// still at an example address) is not shown.
import type { LinkKey, PageTextKey, Pdf, PdfKey, School } from './content-schema.ts';
import { isPlaceholderHref } from './links.ts';
import type { IsoDate } from './types.ts';

export interface SchoolLink {
  label: string;
  href: string;
}

/** A named link when given at a real address; undefined hides whatever would show it. */
export function shownLink(school: School, key: LinkKey): SchoolLink | undefined {
  const link = school.links?.[key];
  return link && !isPlaceholderHref(link.href) ? link : undefined;
}

/** Every link school.yaml gives, named ones by key ("links.parentPortal") and the school's own ("links.more.0"). */
export function givenLinks(school: School): Array<[string, SchoolLink]> {
  const { more = [], ...named } = school.links ?? {};
  return [
    ...Object.entries(named).flatMap(([key, link]): Array<[string, SchoolLink]> =>
      link ? [[`links.${key}`, link]] : [],
    ),
    ...more.map((link, i): [string, SchoolLink] => [`links.more.${i}`, link]),
  ];
}

/** The school's own links at real addresses (links.more). */
export const moreLinks = (school: School): SchoolLink[] =>
  (school.links?.more ?? []).filter((link) => !isPlaceholderHref(link.href));

/** A PDF when school.yaml gives it. */
export const pdfOf = (school: School, key: PdfKey): Pdf | undefined => school.pdfs?.[key];

/** Every PDF school.yaml gives, by key. */
export function givenPdfs(school: School): Array<[PdfKey, Pdf]> {
  return Object.entries(school.pdfs ?? {}).flatMap(([key, pdf]): Array<[PdfKey, Pdf]> =>
    pdf ? [[key as PdfKey, pdf]] : [],
  );
}

/** "Name, City", or the name alone where school.yaml gives no city. */
export const schoolAndCity = (school: School): string => (school.city ? `${school.name}, ${school.city}` : school.name);

/** The site's description where school.yaml gives none (home.description): its name and city. */
export const siteDescription = (school: School): string => school.home?.description ?? schoolAndCity(school);

/** An ERP-filled page's title: pageText's, else `fallback`. */
export const pageTextTitle = (school: School, key: PageTextKey, fallback: string): string =>
  school.pageText?.[key]?.title ?? fallback;

/** An ERP-filled page's description: pageText's, else its title and the school's name. */
export const pageTextDescription = (school: School, key: PageTextKey, title: string): string =>
  school.pageText?.[key]?.description ?? `${title}, ${school.name}`;

type Timing = School['timings'][number];

/** Whether MM-DD of `today` falls in a season from `from` to `to` (which may run over the new year). */
function inSeason(today: IsoDate, from: string, to: string): boolean {
  const day = today.slice(5);
  return from <= to ? day >= from && day <= to : day >= from || day <= to;
}

/**
 * The school hours of `today`'s season with the rows that name no season ("Saturdays"); every row
 * when no season holds today.
 */
export function timingsOn(timings: readonly Timing[], today: IsoDate): readonly Timing[] {
  const inToday = (row: Timing) => row.from !== undefined && row.to !== undefined && inSeason(today, row.from, row.to);
  if (!timings.some(inToday)) return timings;
  return timings.filter((row) => row.from === undefined || inToday(row));
}
