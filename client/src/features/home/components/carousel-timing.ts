/** Home's carousels move only when asked (a calm Home), with a short slide so a tap answers at once. */
export const CAROUSEL_TIMING = { speed: 450 } as const;
