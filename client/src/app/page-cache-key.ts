import { notFoundKey } from '@/lib/not-found.ts';
import { itemCacheId, itemIdIn } from '@/lib/shared-item.ts';
import { findRoute } from './routes.ts';

export interface PageCacheKey {
  /** The URL reduced to what it shows: path and, in fixed order, the parameters read. */
  key: string;
  /** A form page: never kept by shared caches. */
  form: boolean;
  /** Served without the app (RouteEntry.textOnly). */
  textOnly: boolean;
}

/**
 * The server's cache key of a page URL: unread parameters, a trailing slash and the origin make no
 * new key. `ownPages` are the school's own slugs; other unknown addresses share the not-found key.
 */
export function pageCacheKey(url: URL, ownPages: ReadonlySet<string> = new Set()): PageCacheKey {
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') || '/' : url.pathname;
  // A school's own page reads no parameters.
  if (!findRoute(path) && ownPages.has(path.slice(1))) return { key: path, form: false, textOnly: true };
  const route = findRoute(path);
  if (!route) return { key: notFoundKey(path), form: false, textOnly: false };
  const read = new URLSearchParams();
  // An item's page ignores the list's filters.
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
