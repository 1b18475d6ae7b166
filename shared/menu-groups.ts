// Apart from content-schema.ts, whose TypeBox must not reach the browser: the client imports this.

/**
 * The menu's groups, in order (client/src/components/layout/menu-items.ts): a page of the content
 * folder joins one with `menu:` in its front matter. The label is also its pages' breadcrumb.
 */
export const MENU_GROUPS = [
  { id: 'updates', label: 'Updates' },
  { id: 'about', label: 'About' },
  { id: 'academics', label: 'Academics' },
  { id: 'prospectus', label: 'Prospectus' },
  { id: 'school-online', label: 'School Online' },
  { id: 'download', label: 'Download' },
  { id: 'contact', label: 'Contact' },
] as const;
export type MenuGroupLabel = (typeof MENU_GROUPS)[number]['label'];
