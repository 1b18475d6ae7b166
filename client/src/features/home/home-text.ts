// Home's placeholder pictures and slide sizes; its words are the site's (words.yaml `home:`).

export const HOME_IMAGES = {
  student: '/images/placeholders/student.svg',
  event: '/images/placeholders/event.svg',
  gallery: '/images/placeholders/gallery.svg',
  notice: '/images/placeholders/notice.svg',
} as const;

/** The content column: 76rem less 1.5rem gutters; full width below. */
export const SLIDE_SIZES = '(min-width: 76rem) 73rem, 100vw';
/** The slider's layout size and ratio, whatever the files. */
export const SLIDE_SIZE = { width: 1280, height: 560 } as const;
