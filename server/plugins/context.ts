import type { UpstreamCache, ResponseCache } from '../cache/cache.ts';
import type { Config } from '../config.ts';
import type { Busy } from '../load/busy.ts';
import type { ImageResizer } from '../modules/media/images.ts';
import type { Downloads } from '../modules/media/downloads.ts';
import type { ProviderClient } from '../provider/client.ts';
import type { CachePolicy } from '../cache/cached-body.ts';
import type { Services } from '../modules/services.ts';
import type { Sources } from '../provider/sources.ts';
import type { ProviderState } from '../provider/provider-state.ts';

/** The client's page paths, from the build's routes.json. */
export interface SiteRoutes {
  pages: string[];
  aliases: string[];
  /** An album page's path without its id, e.g. /subGallery?id= */
  albumPath: string;
}

/** What every route plugin gets from buildApp. */
export interface BffContext {
  config: Config;
  client: ProviderClient;
  images: ImageResizer;
  /** Provider files passed through to visitors, capped per address, in size and in time. */
  downloads: Downloads;
  cache: UpstreamCache;
  /** How the provider's calls are going (up, failing, refusing the token): /metrics and /readyz. */
  providerState: ProviderState;
  /**
   * Whether a provider file is linked from public content (published-media.ts), anything else
   * never being fetched for a visitor, and whether a shared cache may keep it (not a pupil's photo).
   */
  mediaAccess: (path: string) => Promise<MediaAccess>;
  responses: ResponseCache;
  sources: Sources;
  /** What the /bff routes answer and pages are rendered from. */
  services: Services;
  policy: CachePolicy;
  now: () => Date;
  /** The current year in the school's time zone (spec: lists default to it). */
  thisYear: () => number;
  /** The school's date (YYYY-MM-DD) in its time zone: rendered pages are checked against it. */
  today: () => string;
  site: SiteRoutes;
  /** Parts of the service that are down without taking the site down (e.g. the metrics listener), by name, with why: /readyz lists them. */
  down: Map<string, string>;
  /** Load shedding (busy.ts): true while uncached work should be refused. */
  busy: Busy;
}

declare module 'fastify' {
  interface FastifyInstance {
    bff: BffContext;
  }
}

/** How a provider file may be served: to anyone and kept by shared caches, to this visitor only, or not at all. */
export type MediaAccess = 'shared' | 'private' | 'refused';
