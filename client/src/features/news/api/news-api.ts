import type { LoaderFunctionArgs } from 'react-router-dom';
import { usePageData } from '@/lib/page-context.tsx';
import type { ListPage, NewsItem } from '@shared/types.ts';
import { itemPaths } from '@/config/paths.ts';
import { loadFrom } from '@/lib/bff-client.ts';
import { findById, requireNamedItem, type ItemRoute } from '@/lib/shared-item.ts';

// Every year at once, filtered locally with the server's rules, so typing needs no round trip.
// One item's page (`?id=`) keeps only that item, so it and its cached copies skip the archive.
export async function newsLoader(args: LoaderFunctionArgs): Promise<ListPage<NewsItem>> {
  const list = await loadFrom(args, (api) => api.list('news', { year: 'all' }));
  const item = requireNamedItem(args, NEWS_ITEM_PARAM, list.items, NEWS_ITEM_GONE);
  return item ? { ...list, items: [item] } : list;
}

export const NEWS_ITEM_PARAM = 'id';
export const NEWS_ITEM_GONE = 'This news item is no longer on the site.';

/** The news item a page shows alone (and previews). */
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
