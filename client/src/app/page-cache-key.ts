import { notFoundKey } from '@/lib/not-found.ts';
import { itemCacheId, itemIdIn } from '@/lib/shared-item.ts';
import { findRoute } from './routes.ts';

export interface PageCacheKey {
  /** The page's URL reduced to what it shows: its path and, in a fixed order, the parameters it reads. */
  key: string;
  /** A form page: never kept by shared caches. */
  form: boolean;
  /** A page of text only, answered without the app's scripts (RouteEntry.textOnly). */
  textOnly: boolean;
}

/**
 * The server's cache key of a page URL. Parameters the page does not read (tracking tags,
 * `?x=1`) and a trailing slash change nothing it shows, so they do not make a new key and a new
 * render; the origin is not part of it either (the server renders with its one public origin).
 * `ownPages` are the slugs of the school's own pages (any other pages/<slug>.md): every other
 * unknown address shares the one not-found key.
 */
export function pageCacheKey(url: URL, ownPages: ReadonlySet<string> = new Set()): PageCacheKey {
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') || '/' : url.pathname;
  // A page of the school's own reads no parameters: its path is its key.
  if (!findRoute(path) && ownPages.has(path.slice(1))) return { key: path, form: false, textOnly: true };
  const route = findRoute(path);
  if (!route) return { key: notFoundKey(path), form: false, textOnly: false };
  const read = new URLSearchParams();
  // An item's page shows that item alone: the list's filters beside it change nothing.
  const item = route.item ? itemIdIn(url.search, route.item.param) : null;
  if (item !== null && route.item) read.set(route.item.param, itemCacheId(item));
  else {
    for (const name of route.params ?? []) {
      const value = url.searchParams.get(name);
      if (value !== null) read.set(name, value);
    }
  }
  const query = read.toString();
  return { key: query ? `${path}?${query}` : path, form: route.form === true, textOnly: route.textOnly === true };
}
