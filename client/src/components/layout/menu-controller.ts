// The main menu without React, so text pages ship none and the menu works before hydration.
// Listens on the document, so re-rendered menus work too. State lives in the markup (`aria-expanded`,
// `hidden`, `data-open`); before this runs, CSS opens it by `:target` and hover, until `js-menu`.

const NAV = '.main-nav';
const TOGGLE = '.menu-toggle';
const GROUP_BUTTON = '.menu__group-button';

function panelOf(button: Element): HTMLElement | null {
  return document.getElementById(button.getAttribute('aria-controls') ?? '');
}

function setGroup(button: Element, open: boolean): void {
  button.setAttribute('aria-expanded', String(open));
  const panel = panelOf(button);
  if (panel) panel.hidden = !open;
}

function setList(toggle: Element, open: boolean): void {
  toggle.setAttribute('aria-expanded', String(open));
  panelOf(toggle)?.setAttribute('data-open', String(open));
}

/**
 * A dropdown over the page (desktop), not an in-place group (phone). Only dropdowns close when
 * another opens or focus leaves: closing in place would move the next group under the finger.
 */
function dropsDown(button: Element): boolean {
  const panel = panelOf(button);
  return panel !== null && getComputedStyle(panel).position === 'absolute';
}

function openGroupButton(nav: Element): HTMLElement | null {
  return nav.querySelector<HTMLElement>(`${GROUP_BUTTON}[aria-expanded="true"]`);
}

function closeAll(nav: Element): void {
  for (const button of nav.querySelectorAll(`${GROUP_BUTTON}[aria-expanded="true"]`)) setGroup(button, false);
  const toggle = nav.querySelector(TOGGLE);
  if (toggle) setList(toggle, false);
}

function onClick(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target : null;
  const nav = target?.closest(NAV);
  if (!target || !nav) return;
  const toggle = target.closest(TOGGLE);
  if (toggle) {
    // A link without scripts; a button here.
    event.preventDefault();
    setList(toggle, toggle.getAttribute('aria-expanded') !== 'true');
    return;
  }
  const button = target.closest(GROUP_BUTTON);
  if (button) {
    const open = button.getAttribute('aria-expanded') !== 'true';
    if (dropsDown(button))
      for (const other of nav.querySelectorAll(GROUP_BUTTON)) if (other !== button) setGroup(other, false);
    setGroup(button, open);
    return;
  }
  if (target.closest('a')) closeAll(nav);
}

function onKeyDown(event: KeyboardEvent): void {
  const target = event.target instanceof Element ? event.target : null;
  const nav = target?.closest(NAV);
  if (!target || !nav) return;
  // A role=button link answers Space.
  if (event.key === ' ' && target.matches(TOGGLE)) {
    event.preventDefault();
    (target as HTMLElement).click();
    return;
  }
  if (event.key !== 'Escape') return;
  // On a phone several may be open: the focused one closes first.
  const around = target
    .closest('.menu__item--group')
    ?.querySelector<HTMLElement>(`${GROUP_BUTTON}[aria-expanded="true"]`);
  const group = around ?? openGroupButton(nav);
  const toggle = nav.querySelector<HTMLElement>(`${TOGGLE}[aria-expanded="true"]`);
  if (group) {
    event.stopPropagation();
    setGroup(group, false);
    group.focus();
  } else if (toggle) {
    event.stopPropagation();
    setList(toggle, false);
    toggle.focus();
  }
}

/** Tabbing out closes a dropdown, so it never hides the next focus. */
function onFocusOut(event: FocusEvent): void {
  const target = event.target instanceof Element ? event.target : null;
  const item = target?.closest('.menu__item--group');
  const button = item?.querySelector(GROUP_BUTTON);
  if (!item || !button || button.getAttribute('aria-expanded') !== 'true' || !dropsDown(button)) return;
  if (!item.contains(event.relatedTarget as Node | null)) setGroup(button, false);
}

function onPointerDown(event: PointerEvent): void {
  const target = event.target instanceof Node ? event.target : null;
  for (const nav of document.querySelectorAll(NAV)) if (!target || !nav.contains(target)) closeAll(nav);
}

/** Back and forward navigate without a menu click. */
function onPopState(): void {
  for (const nav of document.querySelectorAll(NAV)) closeAll(nav);
}

/**
 * The list opened by its #main-menu target shows every phone group open: it stays so, rather than
 * fold its groups away under the reader's finger (dropdowns, not shown open without scripts, stay shut).
 */
function keepOpened(toggle: Element): void {
  setList(toggle, true);
  const list = panelOf(toggle);
  if (!list) return;
  for (const button of list.querySelectorAll(GROUP_BUTTON)) if (!dropsDown(button)) setGroup(button, true);
}

let started = false;

/** Makes the document's main menus work, once per page; returns a stop function for tests. */
export function enhanceMenu(): () => void {
  if (started) return () => {};
  started = true;
  document.documentElement.classList.add('js-menu');
  // A tap before this ran opened the list via #main-menu: keep it open, each group as it was shown.
  for (const toggle of document.querySelectorAll(TOGGLE)) {
    if (window.location.hash && window.location.hash === toggle.getAttribute('href')) keepOpened(toggle);
  }
  document.addEventListener('click', onClick);
  document.addEventListener('keydown', onKeyDown);
  document.addEventListener('focusout', onFocusOut);
  document.addEventListener('pointerdown', onPointerDown);
  window.addEventListener('popstate', onPopState);
  return () => {
    started = false;
    document.documentElement.classList.remove('js-menu');
    document.removeEventListener('click', onClick);
    document.removeEventListener('keydown', onKeyDown);
    document.removeEventListener('focusout', onFocusOut);
    document.removeEventListener('pointerdown', onPointerDown);
    window.removeEventListener('popstate', onPopState);
  };
}
