import { withQuery } from '@/lib/api.ts';
import { useBff, type BffState } from '@/lib/use-bff.ts';
import { bff } from '@/config/paths.ts';
import type { EventItem, ListPage } from '@shared/types.ts';

// Every year at once: the page filters locally with the server's own rules, so typing needs no
// round trip, and the answer carries the years that have items.
export const allEventsUrl = withQuery(bff.events, { year: 'all' });

export function useAllEvents(): BffState<ListPage<EventItem>> {
  return useBff<ListPage<EventItem>>(allEventsUrl);
}

export const EVENT_PLACEHOLDER_IMAGE = '/images/placeholders/event.svg';
