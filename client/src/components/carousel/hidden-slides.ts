// react-slick marks off-screen slides (and the clones it makes for infinite loops) aria-hidden
// but leaves their links and buttons in the tab order: a keyboard trap into invisible content and
// an axe "aria-hidden-focus" violation. This takes them out of focus and interaction, and puts
// back what was there once a slide becomes visible again.

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button',
  'input',
  'select',
  'textarea',
  'iframe',
  'summary',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

/** Where an element's own tabindex is kept while its slide is hidden ('' = it had none). */
const SAVED = 'data-carousel-tabindex';

export function syncHiddenSlides(root: ParentNode): void {
  for (const slide of root.querySelectorAll<HTMLElement>('.slick-slide')) {
    const hidden = slide.getAttribute('aria-hidden') === 'true';
    slide.toggleAttribute('inert', hidden);
    for (const el of slide.querySelectorAll<HTMLElement>(FOCUSABLE)) {
      if (hidden) hide(el);
      else restore(el);
    }
  }
}

function hide(el: HTMLElement): void {
  if (el.hasAttribute(SAVED)) return;
  el.setAttribute(SAVED, el.getAttribute('tabindex') ?? '');
  el.setAttribute('tabindex', '-1');
}

function restore(el: HTMLElement): void {
  const saved = el.getAttribute(SAVED);
  if (saved === null) return;
  el.removeAttribute(SAVED);
  if (saved === '') el.removeAttribute('tabindex');
  else el.setAttribute('tabindex', saved);
}
