import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { ExternalMark } from '@/components/content/smart-link.tsx';
import type { MenuEntry, MenuGroup, MenuLink } from './menu-items.ts';

/**
 * The main navigation, as the disclosure pattern: each group is a button with `aria-expanded`
 * that shows its list of links; Escape closes the open group and puts focus back on its button.
 * Below 992 px the whole list hides behind a "Menu" button (CSS decides what shows; the state is
 * the same at every width). Everything closes after a navigation, a click outside or a link click.
 */
export function MainMenu({ entries }: { entries: readonly MenuEntry[] }) {
  const baseId = useId();
  const listId = `${baseId}-list`;
  const [menuOpen, setMenuOpen] = useState(false);
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const groupButtons = useRef(new Map<string, HTMLButtonElement>());
  const location = useLocation();

  // Back/forward also navigates without a click in the menu: close on every new location.
  const [seenKey, setSeenKey] = useState(location.key);
  if (seenKey !== location.key) {
    setSeenKey(location.key);
    setOpenGroup(null);
    setMenuOpen(false);
  }

  const anyOpen = menuOpen || openGroup !== null;
  useEffect(() => {
    if (!anyOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (navRef.current && !navRef.current.contains(event.target as Node)) {
        setOpenGroup(null);
        setMenuOpen(false);
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [anyOpen]);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== 'Escape') return;
    if (openGroup !== null) {
      event.stopPropagation();
      const button = groupButtons.current.get(openGroup);
      setOpenGroup(null);
      button?.focus();
    } else if (menuOpen) {
      event.stopPropagation();
      setMenuOpen(false);
      toggleRef.current?.focus();
    }
  }

  function onListClick(event: MouseEvent<HTMLElement>) {
    if ((event.target as HTMLElement).closest('a')) {
      setOpenGroup(null);
      setMenuOpen(false);
    }
  }

  return (
    <nav ref={navRef} className="main-nav" aria-label="Main" onKeyDown={onKeyDown}>
      <button
        ref={toggleRef}
        type="button"
        className="menu-toggle"
        aria-expanded={menuOpen}
        aria-controls={listId}
        onClick={() => setMenuOpen((was) => !was)}
      >
        <span className="menu-toggle__bars" aria-hidden="true" />
        Menu
      </button>
      <ul id={listId} className="menu" data-open={menuOpen} onClick={onListClick}>
        {entries.map((entry) =>
          entry.kind === 'group' ? (
            <MenuGroupItem
              key={entry.id}
              group={entry}
              baseId={baseId}
              open={openGroup === entry.id}
              current={groupHasPage(entry, location.pathname)}
              onToggle={() => setOpenGroup((was) => (was === entry.id ? null : entry.id))}
              onLeave={() => setOpenGroup((was) => (was === entry.id ? null : was))}
              buttonRef={(el) => {
                groupButtons.current.set(entry.id, el);
                return () => {
                  groupButtons.current.delete(entry.id);
                };
              }}
            />
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

interface MenuGroupItemProps {
  group: MenuGroup;
  baseId: string;
  open: boolean;
  current: boolean;
  onToggle: () => void;
  onLeave: () => void;
  buttonRef: (el: HTMLButtonElement) => () => void;
}

function MenuGroupItem({ group, baseId, open, current, onToggle, onLeave, buttonRef }: MenuGroupItemProps) {
  const panelId = `${baseId}-${group.id}`;
  // Tabbing out of an open group closes it, so a dropdown never hides the next thing focused.
  function onBlur(event: FocusEvent<HTMLLIElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onLeave();
  }
  return (
    <li className={current ? 'menu__item menu__item--group is-current' : 'menu__item menu__item--group'} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className="menu__group-button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onToggle}
      >
        {group.label}
        <span className="menu__chevron" aria-hidden="true" />
      </button>
      <ul id={panelId} className="menu__panel" hidden={!open}>
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
  switch (link.kind) {
    case 'page':
      // NavLink marks the current page with aria-current="page".
      return (
        <NavLink to={link.to} end className={className}>
          {link.label}
        </NavLink>
      );
    case 'external':
      return (
        <a href={link.href} className={className} target="_blank" rel="noopener noreferrer">
          {link.label}
          <ExternalMark />
        </a>
      );
    case 'file':
      return (
        <a href={link.href} className={className} download>
          {link.label}
        </a>
      );
  }
}

/** Whether the current page belongs to a group (its button is then marked), ignoring Site Map → Home. */
function groupHasPage(group: MenuGroup, pathname: string): boolean {
  const here = pathname.toLowerCase();
  return group.items.some((item) => item.kind === 'page' && item.to !== paths.home && item.to.toLowerCase() === here);
}
