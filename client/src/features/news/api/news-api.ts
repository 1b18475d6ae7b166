import type { LoaderFunctionArgs } from 'react-router-dom';
import { usePageData } from '@/lib/page-context.tsx';
import type { ListPage, NewsItem } from '@shared/types.ts';
import { itemPaths } from '@/config/paths.ts';
import { loadFrom } from '@/lib/bff-client.ts';
import { findById, requireNamedItem, type ItemRoute } from '@/lib/shared-item.ts';

// Every year at once: the page filters locally with the server's own rules, so typing needs no
// round trip, and the answer carries the years that have items.
// A page of one item (`?id=`) keeps that item alone: its page, and each copy the page cache holds,
// does not carry the whole archive. From the list an item loads nothing (keepListForItems).
export async function newsLoader(args: LoaderFunctionArgs): Promise<ListPage<NewsItem>> {
  const list = await loadFrom(args, (api) => api.list('news', { year: 'all' }));
  const item = requireNamedItem(args, NEWS_ITEM_PARAM, list.items, NEWS_ITEM_GONE);
  return item ? { ...list, items: [item] } : list;
}

export const NEWS_ITEM_PARAM = 'id';
export const NEWS_ITEM_GONE = 'This news item is no longer on the site.';

/** The news item a page shows on its own (and in its link preview). */
export const newsItemRoute: ItemRoute = {
  param: NEWS_ITEM_PARAM,
  path: itemPaths.news,
  find: (data, id) => {
    const item = findById((data as Partial<ListPage<NewsItem>> | undefined)?.items, id);
    return item ? { title: item.title, description: item.description, image: null } : null;
  },
};

export function useAllNews(): ListPage<NewsItem> {
  return usePageData<Awaited<ReturnType<typeof newsLoader>>>();
}
