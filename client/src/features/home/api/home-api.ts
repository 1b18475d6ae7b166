import type { LoaderFunctionArgs } from 'react-router-dom';
import { usePageData } from '@/lib/page-context.tsx';
import type { HomeData } from '@shared/types.ts';
import { loadFrom } from '@/lib/bff-client.ts';

/** Every home section in one answer; sections the provider failed come back empty and named. */
export function homeLoader(args: LoaderFunctionArgs): Promise<HomeData> {
  return loadFrom(args, (api) => api.home());
}

export function useHomeData(): HomeData {
  return usePageData<Awaited<ReturnType<typeof homeLoader>>>();
}
