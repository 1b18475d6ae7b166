import type { LoaderFunctionArgs, ShouldRevalidateFunction } from 'react-router-dom';
import { ITEM_ID } from '@shared/links.ts';
import { keepOnNewFilters, routeError } from './bff-client.ts';
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
  /** The item's own page: its canonical and shared address (config/paths.ts itemPaths). */
  path: (id: string) => string;
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

/**
 * An item id as the page cache keys it: a malformed one (no record has it) is one key, so made-up
 * addresses cannot each cost a render and a place in the cache.
 */
export function itemCacheId(id: string): string {
  return ITEM_ID.test(id) ? id : '~';
}

/** The item this page's URL names (its `param`), or null for the list itself. */
export function useItemId(param: string): string | null {
  return itemIdIn(usePage().location.search, param);
}

/**
 * Links between a list and its items that keep the list's filters (year, month, search) in the
 * address, so "All news" and the Back button return to the list as the parent left it.
 */
export function useItemLinks(listPath: string, param: string): { item: (id: string) => string; list: string } {
  const query = new URLSearchParams(usePage().location.search);
  query.delete(param);
  const rest = query.toString();
  const list = rest ? `${listPath}?${rest}` : listPath;
  return {
    item: (id) => {
      const withItem = new URLSearchParams(query);
      withItem.set(param, id);
      return `${listPath}?${withItem.toString()}`;
    },
    list,
  };
}

/**
 * For a loader: the item the request names, or null when it names none. One the list does not hold
 * (gone from the provider, or made up) makes the page a 404 with the message, so a stale link says
 * so instead of showing the list.
 */
export function requireNamedItem<T extends Identified>(
  args: LoaderFunctionArgs,
  param: string,
  items: readonly T[],
  message: string,
): T | null {
  const id = itemIdIn(new URL(args.request.url).search, param);
  if (id === null) return null;
  const item = findById(items, id);
  if (!item) throw routeError(404, { message }, 'Not Found');
  return item;
}

/** The item with this id among items, if any. */
export function findById<T extends Identified>(items: readonly T[] | undefined, id: string): T | null {
  return items?.find((item) => item.id === id) ?? null;
}

/**
 * A list page whose item pages hold that item alone: from the list, an item (and new filters)
 * loads nothing, the list has it; from an item's page, anywhere else loads what it needs.
 */
export function keepListForItems(param: string): ShouldRevalidateFunction {
  return (args) =>
    new URLSearchParams(args.currentUrl.search).has(param) ? args.defaultShouldRevalidate : keepOnNewFilters(args);
}
