/** Toppers' and birthdays' card: a fixed-size photo, so nothing shifts. */
export const PERSON_PHOTO = { width: 160, height: 160 } as const;

// Three abreast on wide screens, full width below 992 px.
export const PERSON_CAROUSEL_BREAKPOINTS = [
  { below: 992, slidesToShow: 2 },
  { below: 600, slidesToShow: 1 },
] as const;
