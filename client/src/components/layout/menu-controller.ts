// The main menu's behaviour, apart from React: text pages ship no React at all (a phone would
// spend longer evaluating it than reading the page), and on the other pages the menu works from
// the first paint instead of after hydration.
//
// It listens on the document, not on the menu's elements, so a menu React renders again or
// renders later (a client-side error view) is handled too. The state lives in the markup:
// `aria-expanded` on the buttons, `hidden` on a group's panel, `data-open` on the phone list.
// Before it runs, the stylesheet opens the menu from `:target` (the Menu link's #main-menu) and
// the groups on hover and focus; `js-menu` on <html> turns that off.

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
 * A group whose panel drops down over the page (the desktop bar), as opposed to one that opens in
 * place, pushing what is below it down (the phone list). Only a dropdown must close when another
 * opens or focus leaves it, since it covers what is under it; a group in place that closed then
 * moved the next group up under the finger between its press and its release, and the tap was lost.
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
    // The Menu control is a link to the list for pages without scripts; here it is a button.
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
  // A link with the role of a button answers Space as a button does.
  if (event.key === ' ' && target.matches(TOGGLE)) {
    event.preventDefault();
    (target as HTMLElement).click();
    return;
  }
  if (event.key !== 'Escape') return;
  // On a phone several groups may be open: the one focus is in closes first.
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

/** Tabbing out of an open dropdown closes it, so it never hides the next thing focused. */
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

/** Back and forward navigate without a click in the menu. */
function onPopState(): void {
  for (const nav of document.querySelectorAll(NAV)) closeAll(nav);
}

let started = false;

/**
 * Makes every main menu of the document work; once per page (later calls do nothing). Returns
 * the way to stop, for tests.
 */
export function enhanceMenu(): () => void {
  if (started) return () => {};
  started = true;
  document.documentElement.classList.add('js-menu');
  // A tap on the Menu link before this ran left the list open through #main-menu: keep it open.
  for (const toggle of document.querySelectorAll(TOGGLE)) {
    if (window.location.hash && window.location.hash === toggle.getAttribute('href')) setList(toggle, true);
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
