import { withQuery } from '@/lib/api.ts';
import { useBff, type BffState } from '@/lib/use-bff.ts';
import { bff } from '@/config/paths.ts';
import type { ListPage, NewsItem } from '@shared/types.ts';

// Every year at once: the page filters locally with the server's own rules, so typing needs no
// round trip, and the answer carries the years that have items.
export const allNewsUrl = withQuery(bff.news, { year: 'all' });

export function useAllNews(): BffState<ListPage<NewsItem>> {
  return useBff<ListPage<NewsItem>>(allNewsUrl);
}
