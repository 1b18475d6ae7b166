import { FORM_PAGES } from './form-reply.ts';
import type { PageTextKey } from './content-schema.ts';

/** ERP-filled pages' paths and default titles (school.yaml's pageText may override), for routes and search. */
export const APP_PAGES = {
  news: { path: '/news', title: 'News' },
  events: { path: '/events', title: 'Events' },
  gallery: { path: '/gallery', title: 'Photo Gallery' },
  topperX: { path: '/topperX', title: 'Class X Toppers' },
  topperXII: { path: '/topperXII', title: 'Class XII Toppers' },
  tc: { path: FORM_PAGES.tc, title: 'Transfer Certificate' },
  career: { path: FORM_PAGES.career, title: 'Career' },
  siteMap: { path: '/site-map', title: 'Site Map' },
  search: { path: '/search', title: 'Search' },
} as const satisfies Partial<Record<PageTextKey, { path: string; title: string }>>;

export type AppPageKey = keyof typeof APP_PAGES;
