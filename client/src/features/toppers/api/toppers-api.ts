import { withQuery } from '@/lib/api.ts';
import { useBff, type BffState } from '@/lib/use-bff.ts';
import { bff } from '@/config/paths.ts';
import type { TopperClass, ToppersPage } from '@shared/types.ts';

// Every session of the class at once: the page filters locally with the server's own rules,
// so typing a name needs no round trip, and the answer carries the sessions that have toppers.
export function allToppersUrl(topperClass: TopperClass): string {
  return withQuery(bff.toppers, { class: topperClass, session: 'all' });
}

export function useAllToppers(topperClass: TopperClass): BffState<ToppersPage> {
  return useBff<ToppersPage>(allToppersUrl(topperClass));
}

/** The site's shared student silhouette (also used by the home page's topper and birthday cards). */
export const STUDENT_PLACEHOLDER_IMAGE = '/images/placeholders/student.svg';
