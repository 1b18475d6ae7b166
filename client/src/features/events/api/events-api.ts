import type { LoaderFunctionArgs } from 'react-router-dom';
import { usePageData } from '@/lib/page-context.tsx';
import { dayInZone } from '@shared/dates.ts';
import type { EventItem, IsoDate, ListPage } from '@shared/types.ts';
import { loadFrom } from '@/lib/bff-client.ts';

// Every year at once: the page filters locally with the server's own rules, so typing needs no
// round trip, and the answer carries the years that have items.
export interface EventsData extends ListPage<EventItem> {
  /**
   * The school's date when the list was loaded, which splits upcoming events from past ones. The
   * first page's comes from the server with its data, so the browser hydrates exactly the HTML it
   * was sent (even past midnight) without the time-zone data whose first use cost a phone's main
   * thread a long task in the middle of loading.
   */
  today: IsoDate;
}

export async function eventsLoader(args: LoaderFunctionArgs): Promise<EventsData> {
  const list = await loadFrom(args, (api) => api.list('events', { year: 'all' }));
  return { ...list, today: dayInZone(new Date()) };
}

export function useAllEvents(): EventsData {
  return usePageData<EventsData>();
}

export const EVENT_PLACEHOLDER_IMAGE = '/images/placeholders/event.svg';
