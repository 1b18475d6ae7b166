// Ids for headings and long tables' rows, so part of a page can be linked to, kept unique page-wide.

/** Ids the layout itself uses, which no content id may take. */
const LAYOUT_IDS = new Set(['main', 'main-menu', 'top', 'content']);

/** Words as an id: "Fees & Payment" → "fees-payment", "Année 1" → "annee-1" ('' for no letters). */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-');
}

/** `base`, or the first of base-2, base-3… not yet given on the page nor used by the layout. */
export function uniqueId(base: string, taken: Set<string>): string {
  let id = base;
  for (let n = 2; taken.has(id) || LAYOUT_IDS.has(id); n++) id = `${base}-${n}`;
  taken.add(id);
  return id;
}
