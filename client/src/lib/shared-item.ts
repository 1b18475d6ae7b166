import type { LoaderFunctionArgs } from 'react-router-dom';
import { routeError } from './bff-client.ts';
import { usePage } from './page-context.tsx';

// A news item, an event or a notice has a page of its own (issue "Admissions and the facts parents
// come for", item 6): its list page with a query parameter naming it. Parents pass these links
// around in WhatsApp groups, so the page's title, description and picture are the item's, and the
// server renders them into the HTML that link previews read.

/** What a shared item's page shows in its title and link preview. */
export interface SharedItem {
  title: string;
  description: string;
  /** A /bff/media picture of the item, if it has one. */
  image: string | null;
}

/** A route whose page can show one item of its data, named by a query parameter. */
export interface ItemRoute {
  /** The query parameter holding the item's id ('id', 'notice'). */
  param: string;
  /** The item of the route's loader data with this id; null when there is none. */
  find: (data: unknown, id: string) => SharedItem | null;
}

interface Identified {
  id: string;
}

/** The value of a query parameter of a URL, trimmed; null when absent or blank. */
export function itemIdIn(search: string, param: string): string | null {
  const value = new URLSearchParams(search).get(param)?.trim();
  return value ? value : null;
}

/** The item this page's URL names (its `param`), or null for the list itself. */
export function useItemId(param: string): string | null {
  return itemIdIn(usePage().location.search, param);
}

/**
 * For a loader: when the request names an item the list does not hold (gone from the provider, or
 * made up), the page is a 404 with the message, so a stale link says so instead of showing the list.
 */
export function requireNamedItem(args: LoaderFunctionArgs, param: string, items: readonly Identified[], message: string): void {
  const id = itemIdIn(new URL(args.request.url).search, param);
  if (id !== null && !items.some((item) => item.id === id)) throw routeError(404, { message }, 'Not Found');
}

/** The item with this id among items, if any. */
export function findById<T extends Identified>(items: readonly T[] | undefined, id: string): T | null {
  return items?.find((item) => item.id === id) ?? null;
}
