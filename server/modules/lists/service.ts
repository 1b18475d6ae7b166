import { buildListPage, buildToppersPage, type ListQuery } from '../../../shared/list-filters.ts';
import type { Dated } from '../../../shared/types.ts';
import { ALBUM_ID } from '../../../shared/schemas/requests.ts';
import type { Source, Sources } from '../../provider/sources.ts';
import type { ListName } from '../../../shared/bff-api.ts';
import type { Services } from '../services.ts';

/** A list query as a canonical key part: the same filters make the same key. */
function listKey(query: ListQuery): string {
  return `${query.year ?? ''}|${query.month ?? ''}|${query.q?.trim().toLowerCase() ?? ''}`;
}

/** News, events and gallery (the year fallback, month and search), toppers, and one album. */
export function listServices(
  sources: Sources,
  thisYear: () => number,
): Omit<Services, 'home' | 'admissions' | 'search' | 'schoolYear'> {
  const lists: Record<ListName, { source: Source<Dated[]>; route: string }> = {
    news: { source: sources.newsAll, route: 'newsAll' },
    events: { source: sources.eventsAll, route: 'eventsAll' },
    gallery: { source: sources.galleryAll, route: 'galleryAll' },
  };
  return {
    async list(name, query) {
      const { source, route } = lists[name];
      const entry = await source();
      const year = thisYear();
      return {
        key: `/bff/${name}|${listKey(query)}|${year}`,
        version: `${route}:${entry.version}`,
        build: () => buildListPage(entry.value, query, year),
      };
    },

    async toppers(query) {
      const entry = await sources.toppers();
      const year = thisYear();
      return {
        key: `/bff/toppers|${query.class}|${query.session ?? ''}|${query.q?.trim().toLowerCase() ?? ''}|${year}`,
        version: `topper:${entry.version}`,
        build: () => buildToppersPage(entry.value, query, year),
      };
    },

    async album(id) {
      if (!ALBUM_ID.test(id)) return null;
      // Unknown ids (by the cached album list) get no provider call, which often 500s, and cannot fill the cache.
      const known = await sources.galleryAll().then(
        (list) => list.value.some((album) => album.id === id),
        () => true,
      );
      const entry = known ? await sources.album(id) : null;
      const album = entry?.value;
      if (!entry || !album) return null;
      return { key: `/bff/gallery/${album.id}`, version: `album:${entry.version}`, build: () => album };
    },
  };
}
