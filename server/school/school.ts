import type { FastifyBaseLogger } from 'fastify';
import { ResponseCache, UpstreamCache } from '../cache/cache.ts';
import type { Config } from '../config.ts';
import { openContent, type ContentHolder } from '../content/content-holder.ts';
import type { SiteContent } from '../content/load-content.ts';
import type { Busy } from '../load/busy.ts';
import { admissionsService, type AdmissionsSource } from '../modules/admissions/service.ts';
import { schoolYearService } from '../modules/school-year/service.ts';
import { homeService } from '../modules/home/service.ts';
import { listServices } from '../modules/lists/service.ts';
import { Downloads } from '../modules/media/downloads.ts';
import { ImageResizer } from '../modules/media/images.ts';
import { providerOriginals } from '../modules/media/originals.ts';
import { contentMediaPaths, PublishedMedia } from '../modules/media/published-media.ts';
import { searchService } from '../modules/search/service.ts';
import type { Services } from '../modules/services.ts';
import { currentCause } from '../observability/logging.ts';
import type { Metrics, SchoolMetrics } from '../observability/metrics.ts';
import { ProviderClient } from '../provider/client.ts';
import { providerProbe } from '../provider/probe.ts';
import { ProviderState } from '../provider/provider-state.ts';
import { createSources, type Sources } from '../provider/sources.ts';
import { ProviderFilesCheck } from './provider-files.ts';
import { schoolClock, type SchoolClock } from './school-clock.ts';
import { givenPdfs } from '../../shared/school-parts.ts';

/** Where one school's site comes from. */
export interface SchoolSettings {
  /** The provider's school code. */
  code: string;
  id: string;
  providerUrl: string;
  token: string;
  /** The site's public address. */
  publicUrl: string;
  contentDir: string;
  watchContent: boolean;
  timeZone: string;
}

/** How a provider file is served: to anyone, to this visitor only, or not at all. */
export type MediaAccess = 'shared' | 'private' | 'refused';

export type { SchoolClock } from './school-clock.ts';

/** One school's everything (`request.school`). */
export interface School {
  readonly code: string;
  readonly publicUrl: string;
  readonly timeZone: string;
  readonly content: ContentHolder;
  readonly provider: ProviderClient;
  /** Unknown, up, failing or refusing the token (/metrics, /readyz). */
  readonly providerState: ProviderState;
  /** One call to the provider now or lately, to learn its state (/readyz). */
  probeProvider(): Promise<void>;
  /** Files the content links to that the provider does not have (/readyz). */
  readonly providerFiles: ProviderFilesCheck;
  readonly upstream: UpstreamCache;
  /** Encoded /bff answers, by key and version. */
  readonly responses: ResponseCache;
  readonly sources: Sources;
  /** What /bff routes answer and pages render from. */
  readonly services: Services;
  readonly images: ImageResizer;
  /** Provider files passed through, capped. */
  readonly downloads: Downloads;
  /** Whether public content links a provider file, and who may keep it. */
  mediaAccess(path: string): Promise<MediaAccess>;
  readonly clock: SchoolClock;
  /** Its series, labelled with its code. */
  readonly metrics: SchoolMetrics;
  /** Its share of CACHE_MAX_BYTES and IMAGE_CACHE_MAX_BYTES (at least 1 MB each). */
  readonly budget: { cacheBytes: number; imageBytes: number };
  close(): Promise<void>;
}

/** What all schools share. */
export interface SchoolDeps {
  config: Config;
  log: FastifyBaseLogger;
  metrics: Metrics;
  busy: Busy;
  now: () => Date;
  /** An album page's path without its id. */
  albumPath: string;
  /** This school's share of the cache budgets (1 / the number of schools), so all stay within them. */
  share: number;
}

/** The least any one cache of a school is given. */
export const MIN_BUDGET = 1024 * 1024;

/** Opens a school: its content (a ContentError stops the start), provider client and caches. */
export async function openSchool(settings: SchoolSettings, deps: SchoolDeps): Promise<School> {
  const { config, busy, now } = deps;
  const metrics = deps.metrics.forSchool(settings.code);
  const budget = {
    cacheBytes: Math.max(MIN_BUDGET, Math.floor(config.CACHE_MAX_BYTES * deps.share)),
    imageBytes: Math.max(MIN_BUDGET, Math.floor(config.IMAGE_CACHE_MAX_BYTES * deps.share)),
  };
  const log = deps.log.child({ school: settings.code });
  const content = await openContent(
    {
      dir: settings.contentDir,
      watch: settings.watchContent,
      timeZone: settings.timeZone,
      onReload: (next) => checkFiles(next),
    },
    log,
    metrics,
  );
  const providerState = new ProviderState((health, previous, call) => {
    const line = {
      provider: provider.host,
      health,
      previous,
      upstream: call.route,
      outcome: call.outcome,
      status: call.status,
    };
    if (health === 'up') log.info(line, 'provider state changed');
    else log.warn(line, 'provider state changed');
  });
  metrics.providerState(() => providerState.health);
  const provider = new ProviderClient({
    baseUrl: settings.providerUrl,
    token: settings.token,
    schoolCode: settings.code,
    schoolId: settings.id,
    timeoutMs: config.UPSTREAM_TIMEOUT_MS,
    onCall: (route, ms, outcome, status) => {
      if (outcome !== 'ok')
        log.warn(
          { provider: provider.host, upstream: route, outcome, status, ms: Math.round(ms), ...currentCause() },
          'provider call failed',
        );
      metrics.upstream(route, ms / 1000, outcome, status);
      providerState.record(route, outcome, status);
    },
  });
  const providerFiles = new ProviderFilesCheck(provider, log);
  const checkFiles = (current: SiteContent) => {
    if (config.CHECK_PROVIDER_FILES) void providerFiles.check(current);
  };
  checkFiles(content.current);
  const upstream = new UpstreamCache({
    ttlMs: config.CACHE_TTL_SECONDS * 1000,
    staleMs: config.CACHE_STALE_SECONDS * 1000,
    maxBytes: budget.cacheBytes,
    onEvent: metrics.cache,
    busy,
  });
  const clock = schoolClock(now, settings.timeZone);
  const published = new PublishedMedia({ refresh: () => sources.reloadLists() });
  const sources = createSources(provider, upstream, log, settings.timeZone, published);
  const birthdaysShown = () => content.current.school.birthdays ?? 'photos';
  let contentVersion = '';
  /** Publishes the content folder's links when its version changes. */
  const publishContent = () => {
    const current = content.current;
    if (current.version === contentVersion) return;
    const pdfs = givenPdfs(current.school).map(([, pdf]) => pdf.path);
    published.publish(
      'content',
      contentMediaPaths(
        pdfs,
        [...current.pages.values()].map((page) => page.html),
      ),
    );
    contentVersion = current.version;
  };
  // A pupil's photo is served only while birthday photos are shown (checked again after a refresh) and
  // never kept by shared caches, so withdrawn consent holds at once.
  const pupilRefused = (path: string) => birthdaysShown() !== 'photos' && published.onlyFrom('birthdays', path);
  const mediaAccess = async (path: string): Promise<MediaAccess> => {
    publishContent();
    if (pupilRefused(path) || !(await published.allows(path)) || pupilRefused(path)) return 'refused';
    return published.publishedBy('birthdays', path) ? 'private' : 'shared';
  };
  const admissions: AdmissionsSource = () => ({
    config: content.current.school.admissions,
    dates: content.current.words.dates,
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
    probeProvider: providerProbe(provider, config.PROVIDER_PROBE_SECONDS * 1000),
    providerFiles,
    upstream,
    responses: new ResponseCache(Math.max(MIN_BUDGET, Math.floor(budget.cacheBytes / 4))),
    sources,
    services: {
      ...listServices(sources, clock.thisYear),
      search: searchService(sources, () => content.current, deps.albumPath, clock.today),
      admissions: admissionsService(sources, clock.today, admissions),
      schoolYear: schoolYearService(clock.today, () => content.current),
      home: homeService(sources, {
        thisYear: clock.thisYear,
        today: clock.today,
        content: () => {
          const { school, schoolYear, words, version } = content.current;
          return {
            admissions: school.admissions,
            birthdays: birthdaysShown(),
            schoolYear,
            dates: words.dates,
            version,
          };
        },
        onDegraded: (degraded) => log.warn({ degraded }, 'home answered without some sections'),
      }),
    },
    images: new ImageResizer(providerOriginals(provider), {
      maxBytes: budget.imageBytes,
      onEvent: metrics.cache,
      busy,
    }),
    downloads,
    mediaAccess,
    clock,
    metrics,
    budget,
    async close() {
      content.close();
      await provider.close();
    },
  };
}
