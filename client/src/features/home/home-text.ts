// Home's placeholder pictures and slide sizes; its words are the site's (words.yaml `home:`).

export const HOME_IMAGES = {
  student: '/images/placeholders/student.svg',
  event: '/images/placeholders/event.svg',
  gallery: '/images/placeholders/gallery.svg',
  notice: '/images/placeholders/notice.svg',
} as const;

// `sizes` follow the CSS, so a phone fetches the copy its slot needs: the page's --gutter is 1rem,
// 1.5rem from 600 px, and .container is at most 76rem wide.
/** The content column: the screen less its gutters, at most 76rem less 1.5rem gutters. */
export const SLIDE_SIZES = '(min-width: 37.5em) min(calc(100vw - 3rem), 73rem), calc(100vw - 2rem)';
/** A card's picture in Home's rows: one card and a peek on phones, two from 600 px, three from 992 px, four from 1200 px. */
export const HOME_CARD_SIZES = [
  '(min-width: 75em) calc((min(100vw, 76rem) - 7.5rem) / 4)',
  '(min-width: 62em) calc(33.3vw - 2.15rem)',
  '(min-width: 37.5em) calc(50vw - 2.625rem)',
  'calc(100vw - 3.125rem)',
].join(', ');
/** A person's round photo (home-card__photo), 160px on every screen. */
export const PERSON_PHOTO_SIZES = '160px';
/** The slider's layout size and ratio, whatever the files. */
export const SLIDE_SIZE = { width: 1280, height: 560 } as const;
