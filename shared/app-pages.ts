import { FORM_PAGES } from './form-reply.ts';
import type { PageTextKey } from './content-schema.ts';

/** ERP-filled pages' paths, for routes and search; their titles are the site's words (`pages`). */
export const APP_PAGES = {
  news: { path: '/news' },
  events: { path: '/events' },
  gallery: { path: '/gallery' },
  topperX: { path: '/topperX' },
  topperXII: { path: '/topperXII' },
  tc: { path: FORM_PAGES.tc },
  career: { path: FORM_PAGES.career },
  siteMap: { path: '/site-map' },
  search: { path: '/search' },
  schoolYear: { path: '/calendar' },
} as const satisfies Partial<Record<PageTextKey, { path: string }>>;

export type AppPageKey = keyof typeof APP_PAGES;
