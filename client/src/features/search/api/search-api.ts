import type { LoaderFunction } from 'react-router-dom';
import { SEARCH_MAX_LENGTH, type SearchAnswer } from '@shared/types.ts';
import { loadFrom } from '@/lib/bff-client.ts';
import { usePageData } from '@/lib/page-context.tsx';

/** The query parameter of /search, which the header's plain GET form sends. */
export const SEARCH_PARAM = 'q';

export interface SearchPageData {
  q: string;
  /** null before anything is searched (an empty box). */
  answer: SearchAnswer | null;
}

export const searchLoader: LoaderFunction = (args) => {
  const q = (new URL(args.request.url).searchParams.get(SEARCH_PARAM) ?? '').trim().slice(0, SEARCH_MAX_LENGTH); // a longer paste is cut, not refused
  if (!q) return { q, answer: null } satisfies SearchPageData;
  return loadFrom(args, async (api) => ({ q, answer: await api.search(q) }) satisfies SearchPageData);
};

export const useSearchPage = () => usePageData<SearchPageData>();
