import type { LoaderFunctionArgs } from 'react-router-dom';
import { usePageData } from '@/lib/page-context.tsx';
import type { EventItem, ListPage } from '@shared/types.ts';
import { loadFrom } from '@/lib/bff-client.ts';

// Every year at once: the page filters locally with the server's own rules, so typing needs no
// round trip, and the answer carries the years that have items.
export function eventsLoader(args: LoaderFunctionArgs): Promise<ListPage<EventItem>> {
  return loadFrom(args, (api) => api.list('events', { year: 'all' }));
}

export function useAllEvents(): ListPage<EventItem> {
  return usePageData<Awaited<ReturnType<typeof eventsLoader>>>();
}

export const EVENT_PLACEHOLDER_IMAGE = '/images/placeholders/event.svg';
