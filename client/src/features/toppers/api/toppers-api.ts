import type { LoaderFunctionArgs } from 'react-router-dom';
import { usePageData } from '@/lib/page-context.tsx';
import type { TopperClass, ToppersPage } from '@shared/types.ts';
import { loadFrom } from '@/lib/bff-client.ts';

// Every session at once, filtered locally with the server's rules, so typing needs no round trip.
export function toppersLoader(topperClass: TopperClass) {
  return (args: LoaderFunctionArgs): Promise<ToppersPage> =>
    loadFrom(args, (api) => api.toppers({ class: topperClass, session: 'all' }));
}

export function useAllToppers(): ToppersPage {
  return usePageData<ToppersPage>();
}

/** The shared student silhouette (also on Home's cards). */
export const STUDENT_PLACEHOLDER_IMAGE = '/images/placeholders/student.svg';
