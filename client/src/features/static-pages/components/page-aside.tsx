import { isCurrentPath, PageLink, usePage } from '@/lib/page-context.tsx';
import type { ContentPage } from '@shared/content-schema.ts';
import { groupHasPage, mainMenuFor, type MenuGroup } from '@/components/layout/menu-items.ts';
import { useSite } from '@/lib/site.ts';
import { fillWords } from '@shared/words.ts';

/** A text page's sections (two or more) and its menu group's pages, as plain links (no scripts needed). */
export function PageAside({ toc }: { toc: ContentPage['toc'] }) {
  const { location } = usePage();
  const site = useSite();
  const groups = mainMenuFor(site).filter((entry): entry is MenuGroup => entry.kind === 'group');
  const group = groups.find((entry) => groupHasPage(entry, location));
  const pages = group?.items.flatMap((item) => (item.kind === 'page' ? [item] : [])) ?? [];
  const sections = toc.length >= 2 ? toc : [];
  const words = site.words.aside;
  if (sections.length === 0 && pages.length < 2) return null;
  return (
    <aside className="page-aside">
      {sections.length > 0 ? (
        <nav className="page-aside__block page-aside__block--toc" aria-label={words.onThisPage}>
          <p className="page-aside__heading" aria-hidden="true">
            {words.onThisPage}
          </p>
          <ul className="page-aside__list">
            {sections.map((entry) => (
              <li key={entry.id}>
                <a href={`#${entry.id}`}>{entry.text}</a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {group && pages.length >= 2 ? (
        <nav className="page-aside__block" aria-label={fillWords(words.moreIn, { group: group.label })}>
          <p className="page-aside__heading" aria-hidden="true">
            {fillWords(words.moreIn, { group: group.label })}
          </p>
          <ul className="page-aside__list">
            {pages.map((item) => (
              <li key={item.to}>
                <PageLink to={item.to} aria-current={isCurrentPath(item.to, location) ? 'page' : undefined}>
                  {item.label}
                </PageLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </aside>
  );
}
