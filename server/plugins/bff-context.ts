import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import { currentYear, dayInZone } from '../../shared/dates.ts';
import { ResponseCache, UpstreamCache } from '../cache/cache.ts';
import type { Busy } from '../load/busy.ts';
import type { Config } from '../config.ts';
import type { BffContext, MediaAccess, SiteRoutes } from './context.ts';
import { ImageResizer, providerOriginals } from '../modules/media/images.ts';
import { Downloads } from '../modules/media/downloads.ts';
import { ProviderClient } from '../provider/client.ts';
import { homeService } from '../modules/home/service.ts';
import { admissionsService, type AdmissionsSource } from '../modules/admissions/service.ts';
import { listServices } from '../modules/lists/service.ts';
import { searchService } from '../modules/search/service.ts';
import { createSources } from '../provider/sources.ts';
import { contentMediaPaths, PublishedMedia } from '../modules/media/published-media.ts';
import { ProviderState } from '../provider/provider-state.ts';

export interface BffContextOptions {
  config: Config;
  providerUrl: string;
  providerToken: string;
  now: () => Date;
  /** Built client folder, or null when there is none. */
  dist: string | null;
  /** True while uncached work should be refused (busy.ts). */
  busy: Busy;
}

/** The page paths the client build declares (routes.json, written by the Vite build). */
export function readSiteRoutes(dist: string | null): SiteRoutes {
  const fallback: SiteRoutes = { pages: ['/'], aliases: [], albumPath: '/subGallery?id=' };
  if (!dist || !existsSync(join(dist, 'routes.json'))) return fallback;
  return { ...fallback, ...(JSON.parse(readFileSync(join(dist, 'routes.json'), 'utf8')) as Partial<SiteRoutes>) };
}

/**
 * The provider client, the caches in front of it, and the services the routes answer from,
 * decorated as `app.bff`. The provider's token and host live here and nowhere else.
 */
export default fp<BffContextOptions>(
  async (app, { config, providerUrl, providerToken, now, dist, busy }) => {
    const { metrics } = app;
    const providerState = new ProviderState();
    metrics.providerState(() => providerState.health);
    const client = new ProviderClient({
      baseUrl: providerUrl,
      token: providerToken,
      schoolCode: config.SCHOOL_CODE,
      schoolId: config.SCHOOL_ID,
      timeoutMs: config.UPSTREAM_TIMEOUT_MS,
      onCall: (route, ms, outcome, status) => {
        if (outcome !== 'ok')
          app.log.warn({ upstream: route, outcome, status, ms: Math.round(ms) }, 'provider call failed');
        metrics.upstream(route, ms / 1000, outcome, status);
        providerState.record(route, outcome, status);
      },
    });
    const cache = new UpstreamCache({
      ttlMs: config.CACHE_TTL_SECONDS * 1000,
      staleMs: config.CACHE_STALE_SECONDS * 1000,
      maxBytes: config.CACHE_MAX_BYTES,
      onEvent: metrics.cache,
      busy,
    });
    // Asked on every list request; away from new year it costs no time-zone lookup (shared/dates.ts).
    const thisYear = () => currentYear(now(), config.SCHOOL_TIMEZONE);
    const today = () => dayInZone(now(), config.SCHOOL_TIMEZONE);
    const published = new PublishedMedia({ refresh: () => sources.reloadLists() });
    const sources = createSources(client, cache, app.log, config.SCHOOL_TIMEZONE, published);
    const birthdaysShown = () => app.content.current.school.birthdays ?? 'photos';
    let contentVersion = '';
    /** The content folder's links join the published set whenever its version changes. */
    const publishContent = () => {
      const content = app.content.current;
      if (content.version === contentVersion) return;
      const pages = [...content.pages.values()];
      published.publish(
        'content',
        contentMediaPaths(
          Object.values(content.school.pdfs).map((pdf) => pdf.path),
          pages.map((page) => page.html),
        ),
      );
      contentVersion = content.version;
    };
    // A pupil's photo (one the birthdays list names) is served only while the school shows birthday
    // photos, checked again after the refresh a miss may start (it may publish the path), and never
    // kept by a shared cache, so that a withdrawn consent holds at the next request.
    const pupilRefused = (path: string) => birthdaysShown() !== 'photos' && published.onlyFrom('birthdays', path);
    const mediaAccess = async (path: string): Promise<MediaAccess> => {
      publishContent();
      if (pupilRefused(path) || !(await published.allows(path)) || pupilRefused(path)) return 'refused';
      return published.publishedBy('birthdays', path) ? 'private' : 'shared';
    };
    const admissions: AdmissionsSource = () => ({
      config: app.content.current.school.admissions,
      version: app.content.current.version,
    });
    const site = readSiteRoutes(dist);
    const context: BffContext = {
      config,
      client,
      images: new ImageResizer(providerOriginals(client), {
        maxBytes: config.IMAGE_CACHE_MAX_BYTES,
        onEvent: metrics.cache,
        busy,
      }),
      cache,
      providerState,
      mediaAccess,
      downloads: new Downloads(client, {
        perClient: config.DOWNLOADS_PER_CLIENT,
        maxBytes: config.DOWNLOAD_MAX_BYTES,
        maxMs: config.DOWNLOAD_MAX_SECONDS * 1000,
        retryAfterSeconds: config.SHED_RETRY_AFTER_SECONDS,
      }),
      responses: new ResponseCache(Math.max(1024 * 1024, Math.floor(config.CACHE_MAX_BYTES / 4))),
      sources,
      services: {
        ...listServices(sources, thisYear),
        search: searchService(sources, () => app.content.current, site.albumPath),
        admissions: admissionsService(sources, today, admissions),
        home: homeService(sources, thisYear, today, admissions, birthdaysShown, (degraded) =>
          app.log.warn({ degraded }, 'home answered without some sections'),
        ),
      },
      policy: { maxAgeSeconds: config.CACHE_TTL_SECONDS, staleSeconds: config.CACHE_STALE_SECONDS },
      now,
      thisYear,
      today,
      site,
      down: new Map(),
      busy,
    };
    metrics.watch(
      'bff_downloads_open',
      'Provider files being passed through to visitors now',
      () => context.downloads.open,
    );
    metrics.watch(
      'bff_published_media_paths',
      'Provider files that public content links to: the only ones the media routes fetch',
      () => published.size,
    );
    app.decorate('bff', context);
    app.addHook('onClose', () => client.close());
  },
  { name: 'bff-context', dependencies: ['observability', '@fastify/under-pressure', 'content'] },
);
