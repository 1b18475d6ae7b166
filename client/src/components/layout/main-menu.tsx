import { isCurrentPath, PageLink, usePage } from '@/lib/page-context.tsx';
import { SmartLink } from '@/components/content/smart-link.tsx';
import { SearchForm } from './search-form.tsx';
import { groupHasPage, type MenuEntry, type MenuGroup, type MenuLink } from './menu-items.ts';

/** The phone list's id: the Menu link points at it, so it opens from `:target` before scripts run. */
const LIST_ID = 'main-menu';

/**
 * The main navigation, as the disclosure pattern: each group is a button with `aria-expanded`
 * that shows its list of links; below 992 px the whole list hides behind a "Menu" button (CSS
 * decides what shows). This renders the markup, closed; menu-controller.ts gives it its
 * behaviour (open, Escape, click outside, close after a navigation), with or without React.
 */
export function MainMenu({ entries }: { entries: readonly MenuEntry[] }) {
  const { location } = usePage();
  return (
    <nav className="main-nav" aria-label="Main">
      <a href={`#${LIST_ID}`} role="button" className="menu-toggle" aria-expanded="false" aria-controls={LIST_ID}>
        <span className="menu-toggle__bars" aria-hidden="true" />
        Menu
      </a>
      <ul id={LIST_ID} className="menu" data-open="false">
        {/* Phones and tablets: search first in the opened menu (wide screens have it beside the name). */}
        <li className="menu__item menu__item--search">
          <SearchForm id="menu-search" landmark="Menu" />
        </li>
        {entries.map((entry) =>
          entry.kind === 'group' ? (
            <MenuGroupItem key={entry.id} group={entry} current={groupHasPage(entry, location)} />
          ) : (
            <li key={entry.label} className="menu__item">
              <MenuItemLink link={entry} className="menu__link" />
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

function MenuGroupItem({ group, current }: { group: MenuGroup; current: boolean }) {
  const panelId = `${LIST_ID}-${group.id}`;
  return (
    <li className={current ? 'menu__item menu__item--group is-current' : 'menu__item menu__item--group'}>
      <button type="button" className="menu__group-button" aria-expanded="false" aria-controls={panelId}>
        {group.label}
        <span className="menu__chevron" aria-hidden="true" />
      </button>
      <ul id={panelId} className="menu__panel" hidden>
        {group.items.map((link) => (
          <li key={link.label}>
            <MenuItemLink link={link} className="menu__panel-link" />
          </li>
        ))}
      </ul>
    </li>
  );
}

function MenuItemLink({ link, className }: { link: MenuLink; className: string }) {
  const { location } = usePage();
  switch (link.kind) {
    case 'page':
      return (
        <PageLink
          to={link.to}
          className={className}
          aria-current={isCurrentPath(link.to, location) ? 'page' : undefined}
        >
          {link.label}
        </PageLink>
      );
    case 'external':
      return (
        <SmartLink href={link.href} className={className}>
          {link.label}
        </SmartLink>
      );
    case 'file':
      return (
        <a href={link.href} className={className} download>
          {link.label}
        </a>
      );
  }
}
