import type { LoaderFunctionArgs } from 'react-router-dom';
import { usePageData } from '@/lib/page-context.tsx';
import type { ListPage, NewsItem } from '@shared/types.ts';
import { loadFrom } from '@/lib/bff-client.ts';

// Every year at once: the page filters locally with the server's own rules, so typing needs no
// round trip, and the answer carries the years that have items.
export function newsLoader(args: LoaderFunctionArgs): Promise<ListPage<NewsItem>> {
  return loadFrom(args, (api) => api.list('news', { year: 'all' }));
}

export function useAllNews(): ListPage<NewsItem> {
  return usePageData<Awaited<ReturnType<typeof newsLoader>>>();
}
