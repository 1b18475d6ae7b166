// What the office still has to do in its content folder, logged when the server starts and after
// each edit: nothing here stops the site, but a parent would meet it.
import { formatDate } from '../../shared/dates.ts';
import { isPlaceholderHref } from '../../shared/links.ts';
import { sessionEnded, sessionNamedIn } from '../../shared/sessions.ts';
import type { School } from '../../shared/content-schema.ts';
import type { IsoDate } from '../../shared/types.ts';

/**
 * The links of school.yaml still at an example address: the site does not show them, and the
 * operator should give the real ones.
 */
export function placeholderLinks(school: School): string[] {
  const links: Array<readonly [string, { href: string }]> = Object.entries(school.links).map(([key, link]) => [`links.${key}`, link] as const);
  if (school.admissions?.apply) links.push(['admissions.apply', school.admissions.apply]);
  return links.filter(([, link]) => isPlaceholderHref(link.href)).map(([key, link]) => `${key} (${link.href})`);
}

/**
 * The school's PDFs whose label names a session that has ended ("Fee Structure 2025-2026" after
 * 31 March 2026): their pages say which session they cover, and the office should put up the new one.
 */
export function pastSessionDocuments(school: School, today: IsoDate): string[] {
  return Object.entries(school.pdfs).flatMap(([key, pdf]) => {
    const session = sessionNamedIn(pdf.label);
    return session && sessionEnded(session, today) ? [`pdfs.${key} ("${pdf.label}": the session ${session.name} ended on ${formatDate(session.ends)})`] : [];
  });
}
