import { PageLink, usePage } from '@/lib/page-context.tsx';
import type { ContentPage } from '@shared/content-schema.ts';
import { mainMenuFor, type MenuGroup } from '@/components/layout/menu-items.ts';
import { useSchool } from '@/lib/site.ts';

/** The menu group that links to `pathname` (paths compare without case: /feeStructure is /feestructure). */
function groupOf(groups: readonly MenuGroup[], pathname: string): MenuGroup | undefined {
  const here = pathname.toLowerCase();
  return groups.find((group) => group.items.some((item) => item.kind === 'page' && item.to.toLowerCase() === here));
}

/**
 * Beside a text page on wide screens, under it on phones: its sections (when it has two or more)
 * and the other pages of its menu group. A long page can be read by its parts, and the next page
 * of the group is one tap away. Plain links, so it works on the pages served without scripts.
 */
export function PageAside({ toc }: { toc: ContentPage['toc'] }) {
  const { pathname } = usePage().location;
  const groups = mainMenuFor(useSchool()).filter((entry): entry is MenuGroup => entry.kind === 'group');
  const group = groupOf(groups, pathname);
  const pages = group?.items.flatMap((item) => (item.kind === 'page' ? [item] : [])) ?? [];
  const sections = toc.length >= 2 ? toc : [];
  if (sections.length === 0 && pages.length < 2) return null;
  return (
    <aside className="page-aside">
      {sections.length > 0 ? (
        <nav className="page-aside__block page-aside__block--toc" aria-label="On this page">
          <p className="page-aside__heading" aria-hidden="true">
            On this page
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
        <nav className="page-aside__block" aria-label={`More in ${group.label}`}>
          <p className="page-aside__heading" aria-hidden="true">
            More in {group.label}
          </p>
          <ul className="page-aside__list">
            {pages.map((item) => (
              <li key={item.to}>
                <PageLink to={item.to} aria-current={item.to.toLowerCase() === pathname.toLowerCase() ? 'page' : undefined}>
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
