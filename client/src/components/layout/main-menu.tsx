import { isCurrentPath, PageLink, usePage } from '@/lib/page-context.tsx';
import { useWords } from '@/lib/site.ts';
import { SmartLink } from '@/components/content/smart-link.tsx';
import { SearchForm } from './search-form.tsx';
import { groupHasPage, type MenuEntry, type MenuGroup, type MenuLink } from './menu-items.ts';

/** The phone list's id; the Menu link's `:target` opens it before scripts run. */
const LIST_ID = 'main-menu';

/**
 * The main navigation as disclosure buttons (`aria-expanded`); below 992 px behind a "Menu" button.
 * Renders closed markup only; menu-controller.ts adds the behaviour.
 */
export function MainMenu({ entries }: { entries: readonly MenuEntry[] }) {
  const { location } = usePage();
  const words = useWords();
  return (
    <nav className="main-nav" aria-label={words.mainMenu}>
      <a href={`#${LIST_ID}`} role="button" className="menu-toggle" aria-expanded="false" aria-controls={LIST_ID}>
        <span className="menu-toggle__bars" aria-hidden="true" />
        {words.header.menu}
      </a>
      <ul id={LIST_ID} className="menu" data-open="false">
        {/* Narrow screens: search first in the menu. */}
        <li className="menu__item menu__item--search">
          <SearchForm id="menu-search" landmark={words.header.menu} />
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
