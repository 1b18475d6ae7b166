// Apart from content-schema.ts so its TypeBox stays out of the client bundle.

/** The menu's groups in order; a content page joins one with `menu:`, and the label is its breadcrumb. */
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
