/** Spec section 9: the toppers, birthdays, events and gallery carousels advance every 2 s with a 1 s slide. */
export const CAROUSEL_TIMING = { autoplaySpeed: 2000, speed: 1000 } as const;
