import type { FastifyBaseLogger } from 'fastify';
import type {
  Birthday,
  EventItem,
  GalleryAlbum,
  GalleryItem,
  Highlight,
  NewsItem,
  NotificationItem,
  RegistrationNotice,
  Topper,
} from '../shared/types.ts';
import type { CacheEntry, UpstreamCache } from './cache.ts';
import type { ProviderClient, ProviderRoute } from './provider/client.ts';
import { providerPathOf } from './media-path.ts';
import * as n from './provider/normalize.ts';

// Each provider list as a cached, normalized source. Routes ask a source for its entry; the
// cache decides whether that means the provider is called.

type Normalizer<T> = (raw: unknown, ctx: n.NormalizeContext) => T;

export interface Sources {
  news: () => Promise<CacheEntry<NewsItem[]>>;
  newsAll: () => Promise<CacheEntry<NewsItem[]>>;
  events: () => Promise<CacheEntry<EventItem[]>>;
  eventsAll: () => Promise<CacheEntry<EventItem[]>>;
  gallery: () => Promise<CacheEntry<GalleryItem[]>>;
  galleryAll: () => Promise<CacheEntry<GalleryItem[]>>;
  album: (id: string) => Promise<CacheEntry<GalleryAlbum | null>>;
  toppers: () => Promise<CacheEntry<Topper[]>>;
  birthdays: () => Promise<CacheEntry<Birthday[]>>;
  notifications: () => Promise<CacheEntry<NotificationItem[]>>;
  highlights: () => Promise<CacheEntry<Highlight[]>>;
  registration: () => Promise<CacheEntry<RegistrationNotice[]>>;
}

export function createSources(
  client: ProviderClient,
  cache: UpstreamCache,
  log: FastifyBaseLogger,
  timeZone: string,
): Sources {
  function source<T>(
    key: string,
    route: ProviderRoute,
    path: string,
    normalize: Normalizer<T>,
    check?: (value: T, ctx: n.NormalizeContext) => Promise<T>,
  ) {
    const load = async () => {
      const raw = await client.json(route, path);
      const ctx: n.NormalizeContext = { timeZone, report: n.newReport() };
      let value = normalize(raw, ctx);
      if (check) value = await check(value, ctx);
      const { skipped, repaired } = ctx.report;
      if (skipped.length > 0 || repaired.length > 0) {
        // One line per refresh, so a messy feed is visible without flooding the log.
        log.warn({ route, skipped, repaired }, 'provider sent records that needed repair');
      }
      return { value, bytes: JSON.stringify(value ?? null).length + 64 };
    };
    return () => cache.get<T>(key, load);
  }
  /**
   * Birthday photos are often never uploaded. Asking once per refresh spares every visitor's
   * phone a failed image request; the page still falls back if a photo fails later.
   */
  async function dropMissingPhotos(items: Birthday[], ctx: n.NormalizeContext): Promise<Birthday[]> {
    return Promise.all(
      items.map(async (item) => {
        if (!item.photo || (await client.exists(providerPathOf(item.photo)))) return item;
        ctx.report.repaired.push({ id: item.id, fix: 'photo missing at the provider' });
        return { ...item, photo: null };
      }),
    );
  }

  const p = client.paths;
  return {
    news: source('news', 'news', p.news, n.normalizeNews),
    newsAll: source('newsAll', 'newsAll', p.newsAll, n.normalizeNews),
    events: source('events', 'events', p.events, n.normalizeEvents),
    eventsAll: source('eventsAll', 'eventsAll', p.eventsAll, n.normalizeEvents),
    gallery: source('gallery', 'gallery', p.gallery, n.normalizeGallery),
    galleryAll: source('galleryAll', 'galleryAll', p.galleryAll, n.normalizeGallery),
    album: (id) => source(`subGallery:${id}`, 'subGallery', p.subGallery(id), n.normalizeAlbum)(),
    toppers: source('topper', 'topper', p.topper, n.normalizeToppers),
    birthdays: source('birthdays', 'birthdays', p.birthdays, n.normalizeBirthdays, dropMissingPhotos),
    notifications: source('notification', 'notification', p.notification, n.normalizeNotifications),
    highlights: source('highlight', 'highlight', p.highlight, n.normalizeHighlights),
    registration: source('onlineRegistration', 'onlineRegistration', p.onlineRegistration, n.normalizeRegistration),
  };
}
