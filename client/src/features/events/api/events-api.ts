import type { LoaderFunctionArgs } from 'react-router-dom';
import { usePageData } from '@/lib/page-context.tsx';
import { dayInZone, formatDate, type DateWords } from '@shared/dates.ts';
import type { EventItem, IsoDate, ListPage } from '@shared/types.ts';
import { itemPaths } from '@/config/paths.ts';
import { loadFrom } from '@/lib/bff-client.ts';
import { findById, requireNamedItem, type ItemRoute } from '@/lib/shared-item.ts';

// Every year at once, filtered locally with the server's rules, so typing needs no round trip.
export interface EventsData extends ListPage<EventItem> {
  /**
   * The school's date at load, splitting upcoming from past; sent by the server, so hydration matches
   * (even past midnight) without loading time-zone data.
   */
  today: IsoDate;
}

// One event's page (`?id=`) keeps only that event, as in news-api.ts.
export async function eventsLoader(args: LoaderFunctionArgs): Promise<EventsData> {
  const list = await loadFrom(args, (api) => api.list('events', { year: 'all' }));
  const item = requireNamedItem(args, EVENT_ITEM_PARAM, list.items, 'event');
  return { ...list, items: item ? [item] : list.items, today: dayInZone(new Date()) };
}

export const EVENT_ITEM_PARAM = 'id';

/** The event a page shows alone (and previews). */
export const eventItemRoute: ItemRoute = {
  param: EVENT_ITEM_PARAM,
  path: itemPaths.event,
  find: (data, id, words) => {
    const item = findById((data as Partial<EventsData> | undefined)?.items, id);
    return item ? { title: item.title, description: eventSummary(item, words.dates), image: item.image } : null;
  },
};

/** An event's preview text: when and where, then what. */
function eventSummary(item: EventItem, dates: DateWords): string {
  const when = [item.date ? formatDate(item.date, dates) : '', item.time, item.venue].filter(Boolean).join(', ');
  return [when, item.description].filter(Boolean).join('. ');
}

export function useAllEvents(): EventsData {
  return usePageData<EventsData>();
}

export const EVENT_PLACEHOLDER_IMAGE = '/images/placeholders/event.svg';
