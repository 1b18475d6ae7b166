// Shared by the carousel's tests: cards to slide and what a visitor can see or reach.
import { TEST_SITE } from '@/testing/site-fixture.ts';

/** The site's words for the carousel, as the home blocks pass them. */
export const CAROUSEL_WORDS = TEST_SITE.words.home.carousel;

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

export function cards(n: number) {
  return Array.from({ length: n }, (_, i) => (
    <article key={`card-${i + 1}`}>
      <h3>Card {i + 1}</h3>
      <a href={`/item/${i + 1}`}>Open card {i + 1}</a>
      <button type="button">Like {i + 1}</button>
    </article>
  ));
}

/** Every element inside an aria-hidden slide that keyboard focus could still reach. */
export function reachableInHiddenSlides(container: HTMLElement): Element[] {
  const hiddenSlides = [...container.querySelectorAll('[aria-hidden="true"]')];
  return hiddenSlides.flatMap((slide) =>
    [...slide.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.tabIndex >= 0 && !el.closest('[inert]')),
  );
}

/** The indexes of the slides a visitor sees. */
export function visible(container: HTMLElement): number[] {
  return [...container.querySelectorAll('.carousel__slide:not([aria-hidden])')].map((s) =>
    Number(s.getAttribute('data-index')),
  );
}
