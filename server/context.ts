import type { UpstreamCache, ResponseCache } from './cache.ts';
import type { Config } from './config.ts';
import type { ImageResizer } from './images.ts';
import type { Metrics } from './metrics.ts';
import type { ProviderClient } from './provider/client.ts';
import type { CachePolicy } from './reply-json.ts';
import type { Sources } from './sources.ts';

/** What every route plugin gets from buildApp. */
export interface BffContext {
  config: Config;
  client: ProviderClient;
  images: ImageResizer;
  cache: UpstreamCache;
  responses: ResponseCache;
  sources: Sources;
  policy: CachePolicy;
  now: () => Date;
  /** The current year in the school's time zone (spec: lists default to it). */
  thisYear: () => number;
}

declare module 'fastify' {
  interface FastifyInstance {
    bff: BffContext;
    metrics: Metrics;
  }
}
