/** Toppers and birthdays share a card: a fixed-size photo, so nothing shifts as photos arrive. */
export const PERSON_PHOTO = { width: 160, height: 160 } as const;

// These blocks sit three abreast on wide screens (one card each) and full width below 992 px.
export const PERSON_CAROUSEL_BREAKPOINTS = [
  { below: 992, slidesToShow: 2 },
  { below: 600, slidesToShow: 1 },
] as const;
