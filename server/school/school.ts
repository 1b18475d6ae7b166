import type { FastifyBaseLogger } from 'fastify';
import { currentYear, dayInZone } from '../../shared/dates.ts';
import { ResponseCache, UpstreamCache } from '../cache/cache.ts';
import type { Config } from '../config.ts';
import { openContent, type ContentHolder } from '../content/content-holder.ts';
import type { Busy } from '../load/busy.ts';
import { admissionsService, type AdmissionsSource } from '../modules/admissions/service.ts';
import { homeService } from '../modules/home/service.ts';
import { listServices } from '../modules/lists/service.ts';
import { Downloads } from '../modules/media/downloads.ts';
import { ImageResizer } from '../modules/media/images.ts';
import { providerOriginals } from '../modules/media/originals.ts';
import { contentMediaPaths, PublishedMedia } from '../modules/media/published-media.ts';
import { searchService } from '../modules/search/service.ts';
import type { Services } from '../modules/services.ts';
import type { Metrics } from '../observability/metrics.ts';
import { ProviderClient } from '../provider/client.ts';
import { ProviderState } from '../provider/provider-state.ts';
import { createSources, type Sources } from '../provider/sources.ts';

/** Where one school's site comes from: the same shape for the single-school variables and, later, a schools file. */
export interface SchoolSettings {
  /** The provider's school code. */
  code: string;
  id: string;
  providerUrl: string;
  token: string;
  /** The site's address as visitors see it (links in feeds, the sitemap, form checks). */
  publicUrl: string;
  contentDir: string;
  watchContent: boolean;
  timeZone: string;
}

/** How a provider file may be served: to anyone and kept by shared caches, to this visitor only, or not at all. */
export type MediaAccess = 'shared' | 'private' | 'refused';

/** The school's calendar: lists default to its year, pages are checked against its date (YYYY-MM-DD). */
export interface SchoolClock {
  now: () => Date;
  thisYear: () => number;
  today: () => string;
}

/** Everything that names one school; a route reads it from `request.school`. */
export interface School {
  readonly code: string;
  readonly publicUrl: string;
  readonly timeZone: string;
  readonly content: ContentHolder;
  readonly provider: ProviderClient;
  /** How the provider's calls are going (up, failing, refusing the token): /metrics and /readyz. */
  readonly providerState: ProviderState;
  readonly upstream: UpstreamCache;
  /** Encoded /bff answers, by key and version. */
  readonly responses: ResponseCache;
  readonly sources: Sources;
  /** What the /bff routes answer and pages are rendered from. */
  readonly services: Services;
  readonly images: ImageResizer;
  /** Provider files passed through to visitors, capped per address, in size and in time. */
  readonly downloads: Downloads;
  /** Whether a provider file is linked from public content, and whether a shared cache may keep it. */
  mediaAccess(path: string): Promise<MediaAccess>;
  readonly clock: SchoolClock;
  close(): Promise<void>;
}

/** What every school of the process shares: limits, logs, metrics, the load signal. */
export interface SchoolDeps {
  config: Config;
  log: FastifyBaseLogger;
  metrics: Metrics;
  busy: Busy;
  now: () => Date;
  /** An album page's path without its id (search answers link to albums). */
  albumPath: string;
}

/** Opens a school: reads its content folder (a ContentError stops the start) and makes its provider client and caches. */
export async function openSchool(settings: SchoolSettings, deps: SchoolDeps): Promise<School> {
  const { config, metrics, busy, now } = deps;
  const log = deps.log.child({ school: settings.code });
  const content = await openContent(
    { dir: settings.contentDir, watch: settings.watchContent, timeZone: settings.timeZone },
    log,
    metrics,
  );
  const providerState = new ProviderState();
  metrics.providerState(() => providerState.health);
  const provider = new ProviderClient({
    baseUrl: settings.providerUrl,
    token: settings.token,
    schoolCode: settings.code,
    schoolId: settings.id,
    timeoutMs: config.UPSTREAM_TIMEOUT_MS,
    onCall: (route, ms, outcome, status) => {
      if (outcome !== 'ok') log.warn({ upstream: route, outcome, status, ms: Math.round(ms) }, 'provider call failed');
      metrics.upstream(route, ms / 1000, outcome, status);
      providerState.record(route, outcome, status);
    },
  });
  const upstream = new UpstreamCache({
    ttlMs: config.CACHE_TTL_SECONDS * 1000,
    staleMs: config.CACHE_STALE_SECONDS * 1000,
    maxBytes: config.CACHE_MAX_BYTES,
    onEvent: metrics.cache,
    busy,
  });
  const clock: SchoolClock = {
    now,
    // Asked on every list request; away from new year it costs no time-zone lookup (shared/dates.ts).
    thisYear: () => currentYear(now(), settings.timeZone),
    today: () => dayInZone(now(), settings.timeZone),
  };
  const published = new PublishedMedia({ refresh: () => sources.reloadLists() });
  const sources = createSources(provider, upstream, log, settings.timeZone, published);
  const birthdaysShown = () => content.current.school.birthdays ?? 'photos';
  let contentVersion = '';
  /** The content folder's links join the published set whenever its version changes. */
  const publishContent = () => {
    const current = content.current;
    if (current.version === contentVersion) return;
    const pdfs = Object.values(current.school.pdfs).map((pdf) => pdf.path);
    published.publish(
      'content',
      contentMediaPaths(
        pdfs,
        [...current.pages.values()].map((page) => page.html),
      ),
    );
    contentVersion = current.version;
  };
  // A pupil's photo is served only while the school shows birthday photos, checked again after the
  // refresh a miss may start, and never kept by a shared cache: a withdrawn consent holds at once.
  const pupilRefused = (path: string) => birthdaysShown() !== 'photos' && published.onlyFrom('birthdays', path);
  const mediaAccess = async (path: string): Promise<MediaAccess> => {
    publishContent();
    if (pupilRefused(path) || !(await published.allows(path)) || pupilRefused(path)) return 'refused';
    return published.publishedBy('birthdays', path) ? 'private' : 'shared';
  };
  const admissions: AdmissionsSource = () => ({
    config: content.current.school.admissions,
    version: content.current.version,
  });
  const downloads = new Downloads(provider, {
    perClient: config.DOWNLOADS_PER_CLIENT,
    maxBytes: config.DOWNLOAD_MAX_BYTES,
    maxMs: config.DOWNLOAD_MAX_SECONDS * 1000,
    retryAfterSeconds: config.SHED_RETRY_AFTER_SECONDS,
  });
  metrics.watch('bff_downloads_open', 'Provider files being passed through to visitors now', () => downloads.open);
  metrics.watch(
    'bff_published_media_paths',
    'Provider files that public content links to: the only ones the media routes fetch',
    () => published.size,
  );
  return {
    code: settings.code,
    publicUrl: settings.publicUrl,
    timeZone: settings.timeZone,
    content,
    provider,
    providerState,
    upstream,
    responses: new ResponseCache(Math.max(1024 * 1024, Math.floor(config.CACHE_MAX_BYTES / 4))),
    sources,
    services: {
      ...listServices(sources, clock.thisYear),
      search: searchService(sources, () => content.current, deps.albumPath),
      admissions: admissionsService(sources, clock.today, admissions),
      home: homeService(sources, clock.thisYear, clock.today, admissions, birthdaysShown, (degraded) =>
        log.warn({ degraded }, 'home answered without some sections'),
      ),
    },
    images: new ImageResizer(providerOriginals(provider), {
      maxBytes: config.IMAGE_CACHE_MAX_BYTES,
      onEvent: metrics.cache,
      busy,
    }),
    downloads,
    mediaAccess,
    clock,
    async close() {
      content.close();
      await provider.close();
    },
  };
}
