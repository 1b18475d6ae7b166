import type { LoaderFunctionArgs } from 'react-router-dom';
import { usePageData } from '@/lib/page-context.tsx';
import type { TopperClass, ToppersPage } from '@shared/types.ts';
import { loadFrom } from '@/lib/bff-client.ts';

// Every session of the class at once: the page filters locally with the server's own rules,
// so typing a name needs no round trip, and the answer carries the sessions that have toppers.
export function toppersLoader(topperClass: TopperClass) {
  return (args: LoaderFunctionArgs): Promise<ToppersPage> =>
    loadFrom(args, (api) => api.toppers({ class: topperClass, session: 'all' }));
}

export function useAllToppers(): ToppersPage {
  return usePageData<ToppersPage>();
}

/** The site's shared student silhouette (also used by the home page's topper and birthday cards). */
export const STUDENT_PLACEHOLDER_IMAGE = '/images/placeholders/student.svg';
