import type { LoaderFunctionArgs, ShouldRevalidateFunction } from 'react-router-dom';
import { ITEM_ID } from '@shared/links.ts';
import type { Words } from '@shared/words.ts';
import { keepOnNewFilters, routeError } from './bff-client.ts';
import { usePage } from './page-context.tsx';

// A news item, event or notice has its own page (its list with a query parameter naming it), whose
// server-rendered title, description and picture are the item's, for link previews.

/** What an item's page shows in its title and link preview. */
export interface SharedItem {
  title: string;
  description: string;
  /** A /bff/media picture, if any. */
  image: string | null;
}

/** A route that can show one item of its data, named by a query parameter. */
export interface ItemRoute {
  /** The parameter holding the id ('id', 'notice'). */
  param: string;
  /** The item's canonical address (config/paths.ts itemPaths). */
  path: (id: string) => string;
  /** The item with this id in the loader data, or null; `words` are the site's, for its preview text. */
  find: (data: unknown, id: string, words: Words) => SharedItem | null;
}

interface Identified {
  id: string;
}

/** A query parameter, trimmed; null when absent or blank. */
export function itemIdIn(search: string, param: string): string | null {
  const value = new URLSearchParams(search).get(param)?.trim();
  return value ? value : null;
}

/** An item id as the page cache keys it: all malformed ids share one key, so made-up ones cost nothing. */
export function itemCacheId(id: string): string {
  return ITEM_ID.test(id) ? id : '~';
}

/** The item the URL names, or null for the list. */
export function useItemId(param: string): string | null {
  return itemIdIn(usePage().location.search, param);
}

/** Links between a list and its items that keep the list's filters, so going back restores the list. */
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

/** Which words say an item is gone (words.yaml `common.notFound.gone`). */
export type GoneItem = keyof Words['common']['notFound']['gone'];

/** The item the request names, or null; one the list lacks makes the page a 404 that says it is `gone`. */
export function requireNamedItem<T extends Identified>(
  args: LoaderFunctionArgs,
  param: string,
  items: readonly T[],
  gone: GoneItem,
): T | null {
  const id = itemIdIn(new URL(args.request.url).search, param);
  if (id === null) return null;
  const item = findById(items, id);
  if (!item) throw routeError(404, { gone }, 'Not Found');
  return item;
}

/** The item with this id, if any. */
export function findById<T extends Identified>(items: readonly T[] | undefined, id: string): T | null {
  return items?.find((item) => item.id === id) ?? null;
}

/** From the list, opening an item or filtering reloads nothing; from an item's page, the default applies. */
export function keepListForItems(param: string): ShouldRevalidateFunction {
  return (args) =>
    new URLSearchParams(args.currentUrl.search).has(param) ? args.defaultShouldRevalidate : keepOnNewFilters(args);
}
