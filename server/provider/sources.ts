import { setImmediate as nextTurn } from 'node:timers/promises';
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
} from '../../shared/types.ts';
import type { CacheEntry, UpstreamCache } from '../cache/cache.ts';
import type { ProviderClient } from './client.ts';
import type { ProviderRoute } from './upstream-error.ts';
import { attachmentSizes } from './attachment-sizes.ts';
import { providerPathOf } from '../modules/media/media-path.ts';
import type { PublishedMedia } from '../modules/media/published-media.ts';
import * as n from './normalize.ts';
import { newReport, type NormalizeContext } from './normalize-values.ts';

// Each provider list as a cached, normalized source; the cache decides when the provider is called.

/** How long a list missing attachment sizes is kept. */
const INCOMPLETE_TTL_MS = 5000;
/** A refresh's log line names up to this many repaired records; past it, counts and a few. */
const REPORT_RECORDS = 20;
const REPORT_EXAMPLES = 3;

type Normalizer<T> = (raw: unknown, ctx: NormalizeContext) => T;

/** A provider list behind the cache. */
export type Source<T> = () => Promise<CacheEntry<T>>;

export interface Sources {
  news: Source<NewsItem[]>;
  newsAll: Source<NewsItem[]>;
  events: Source<EventItem[]>;
  eventsAll: Source<EventItem[]>;
  gallery: Source<GalleryItem[]>;
  galleryAll: Source<GalleryItem[]>;
  album: (id: string) => Promise<CacheEntry<GalleryAlbum | null>>;
  toppers: Source<Topper[]>;
  birthdays: Source<Birthday[]>;
  notifications: Source<NotificationItem[]>;
  highlights: Source<Highlight[]>;
  registration: Source<RegistrationNotice[]>;
  /** Reloads every list now (a media path not published yet may be new). */
  reloadLists: () => Promise<void>;
}

export function createSources(
  client: ProviderClient,
  cache: UpstreamCache,
  log: FastifyBaseLogger,
  timeZone: string,
  published: PublishedMedia,
): Sources {
  /** Loads and normalizes a list, logging repairs and publishing its files under `key`. */
  function loader<T>(
    route: ProviderRoute,
    path: string,
    normalize: Normalizer<T>,
    check?: (value: T, ctx: NormalizeContext) => Promise<T>,
    key: string = route,
  ) {
    return async () => {
      const raw = await client.json(route, path);
      // Yield between steps so other requests are answered (docs/design.md, "Hostile visitors").
      await nextTurn();
      const ctx: NormalizeContext = { timeZone, report: newReport(), media: new Set() };
      let value = normalize(raw, ctx);
      await nextTurn();
      if (check) value = await check(value, ctx);
      published.publish(key, ctx.media!);
      const { skipped, repaired } = ctx.report;
      if (skipped.length > 0 || repaired.length > 0) {
        // One line per refresh.
        const few = skipped.length + repaired.length <= REPORT_RECORDS;
        log.warn(
          few
            ? { route, skipped, repaired }
            : {
                route,
                skippedCount: skipped.length,
                repairedCount: repaired.length,
                skipped: skipped.slice(0, REPORT_EXAMPLES),
                repaired: repaired.slice(0, REPORT_EXAMPLES),
              },
          'provider sent records that needed repair',
        );
      }
      return { value, ...(ctx.incomplete ? { ttlMs: INCOMPLETE_TTL_MS } : {}) };
    };
  }
  const reloads: Array<() => Promise<unknown>> = [];
  /** A whole provider list, cached under its route's name. */
  function source<T>(...args: Parameters<typeof loader<T>>): Source<T> {
    const [route] = args;
    const load = loader(...args);
    reloads.push(() => cache.reload(route, load));
    return () => cache.get<T>(route, load);
  }
  /** Birthday photos are often never uploaded: checked once per refresh, not failed by each visitor. */
  async function dropMissingPhotos(items: Birthday[], ctx: NormalizeContext): Promise<Birthday[]> {
    return Promise.all(
      items.map(async (item) => {
        if (!item.photo || (await client.exists(providerPathOf(item.photo)))) return item;
        ctx.report.repaired.push({ id: item.id, fix: 'photo missing at the provider' });
        return { ...item, photo: null };
      }),
    );
  }

  const withSizes = attachmentSizes(client);

  const p = client.paths;
  return {
    news: source('news', p.news, n.normalizeNews, withSizes),
    newsAll: source('newsAll', p.newsAll, n.normalizeNews, withSizes),
    events: source('events', p.events, n.normalizeEvents, withSizes),
    eventsAll: source('eventsAll', p.eventsAll, n.normalizeEvents, withSizes),
    gallery: source('gallery', p.gallery, n.normalizeGallery),
    galleryAll: source('galleryAll', p.galleryAll, n.normalizeGallery),
    // One cache entry per album, counted under "subGallery" (metrics.ts).
    album: (id) =>
      cache.get(
        `subGallery:${id}`,
        loader('subGallery', p.subGallery(id), n.normalizeAlbum, undefined, `subGallery:${id}`),
      ),
    toppers: source('topper', p.topper, n.normalizeToppers),
    birthdays: source('birthdays', p.birthdays, n.normalizeBirthdays, dropMissingPhotos),
    notifications: source('notification', p.notification, n.normalizeNotifications),
    highlights: source('highlight', p.highlight, n.normalizeHighlights),
    registration: source('onlineRegistration', p.onlineRegistration, n.normalizeRegistration),
    reloadLists: async () => {
      await Promise.allSettled(reloads.map((reload) => reload()));
    },
  };
}
