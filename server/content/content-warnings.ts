// Content-folder chores logged at start and after each edit: they do not stop the site, but parents see them.
import { formatDate } from '../../shared/dates.ts';
import { DATE_WORDS } from '../../shared/words/dates.ts';
import { isPlaceholderHref } from '../../shared/links.ts';
import { givenLinks, givenPdfs } from '../../shared/school-parts.ts';
import { sessionEnded, sessionNamedIn } from '../../shared/sessions.ts';
import type { ContentPage, School } from '../../shared/content-schema.ts';
import { isOwnPage } from '../../shared/content-pages.ts';
import { ENGLISH_WORDS, groupIdOf, type Words } from '../../shared/words.ts';
import type { IsoDate } from '../../shared/types.ts';

/** school.yaml's links still at an example address (not shown to visitors). */
export function placeholderLinks(school: School): string[] {
  const links: Array<readonly [string, { href: string }]> = givenLinks(school);
  if (school.admissions?.apply) links.push(['admissions.apply', school.admissions.apply]);
  return links.filter(([, link]) => isPlaceholderHref(link.href)).map(([key, link]) => `${key} (${link.href})`);
}

/** PDFs whose label names an ended session ("Fee Structure 2025-2026" after 31 March 2026). */
export function pastSessionDocuments(school: School, today: IsoDate): string[] {
  return givenPdfs(school).flatMap(([key, pdf]) => {
    const session = sessionNamedIn(pdf.label);
    return session && sessionEnded(session, today)
      ? [`pdfs.${key} ("${pdf.label}": the session ${session.name} ended on ${formatDate(session.ends, DATE_WORDS)})`]
      : [];
  });
}

/** The school's own pages in no menu: served and in the sitemap, but not found by browsing. */
export function pagesOutsideMenu(
  pages: Iterable<Pick<ContentPage, 'slug' | 'menu'>>,
  fileOf = (slug: string) => `pages/${slug}.md`,
): string[] {
  const groups = Object.keys(ENGLISH_WORDS.groups).join(', ');
  return [...pages]
    .filter((page) => isOwnPage(page.slug) && !page.menu)
    .map(
      (page) =>
        `${fileOf(page.slug)}: /${page.slug} is in no menu; add "menu: <group>" to its front matter (one of: ${groups})`,
    );
}

/** Why a breadcrumb section is none of the menu's groups (it shows as written), or null. */
export function unknownSection(section: string, words: Words = ENGLISH_WORDS): string | null {
  const groups: readonly string[] = Object.values(words.groups);
  return groups.includes(section) || section in words.groups || groupIdOf(section)
    ? null
    : `section: "${section}" is none of the menu's groups (${groups.join(', ')}); the breadcrumb shows it as written`;
}
