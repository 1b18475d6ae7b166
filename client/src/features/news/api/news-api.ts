import type { LoaderFunctionArgs } from 'react-router-dom';
import { usePageData } from '@/lib/page-context.tsx';
import type { ListPage, NewsItem } from '@shared/types.ts';
import { itemPaths } from '@/config/paths.ts';
import { loadFrom } from '@/lib/bff-client.ts';
import { findById, requireNamedItem, type ItemRoute } from '@/lib/shared-item.ts';
import { albumsOfNews, isNewsPhoto } from '../lib/news-album.ts';

/** The news, with the album of each story that has one (news id → album id). */
export type NewsPage = ListPage<NewsItem> & { albums: Record<string, string> };

// Every year at once, filtered locally with the server's rules, so typing needs no round trip.
// One item's page (`?id=`) keeps only that item, so it and its cached copies skip the archive.
export async function newsLoader(args: LoaderFunctionArgs): Promise<NewsPage> {
  const list = await loadFrom(args, (api) => api.list('news', { year: 'all' }));
  const item = requireNamedItem(args, NEWS_ITEM_PARAM, list.items, 'news');
  const items = item ? [item] : list.items;
  return { ...list, items, albums: await albumsFor(args, items) };
}

/** The albums of the stories with a photo; asked only when there is one, and none when the gallery fails. */
async function albumsFor(args: LoaderFunctionArgs, items: readonly NewsItem[]): Promise<Record<string, string>> {
  if (!items.some((item) => isNewsPhoto(item.attachment))) return {};
  try {
    const gallery = await loadFrom(args, (api) => api.list('gallery', { year: 'all' }));
    return albumsOfNews(items, gallery.items);
  } catch {
    return {};
  }
}

export const NEWS_ITEM_PARAM = 'id';

/** The news item a page shows alone (and previews). */
export const newsItemRoute: ItemRoute = {
  param: NEWS_ITEM_PARAM,
  path: itemPaths.news,
  find: (data, id) => {
    const item = findById((data as Partial<ListPage<NewsItem>> | undefined)?.items, id);
    if (!item) return null;
    // A story's photo is its preview's picture.
    return {
      title: item.title,
      description: item.description,
      image: isNewsPhoto(item.attachment) ? item.attachment : null,
    };
  },
};

export function useAllNews(): NewsPage {
  return usePageData<Awaited<ReturnType<typeof newsLoader>>>();
}
