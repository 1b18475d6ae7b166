// The static pages of the site (spec section 2) whose text comes from the content folder:
// pages/<slug>.md for each, where the slug is the page's path without its slash. The server
// refuses to start when one is missing; the client's route table renders them.
export const CONTENT_PAGE_SLUGS = [
  'about',
  'aims',
  'motto',
  'infrastructure',
  'result',
  'outFit',
  'feestructure',
  'coCurricular',
  'examinationAndPromotion',
  'rules',
  'attendance',
  'calender',
  'registration',
  'requirement',
  'admission',
  'withdrawal',
  'recommendation',
  'instruction',
  'timetable',
  'ERPSoftware',
  'ParentPortal',
  'contact',
  'accessibility',
] as const;

export type ContentPageSlug = (typeof CONTENT_PAGE_SLUGS)[number];
