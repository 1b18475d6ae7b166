import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { MESSAGES } from '../shared/messages.ts';
import type { Config } from './config.ts';
import { errorBody } from './plugins/errors.ts';
import { loggerOptions, withoutFastifyRequestLines } from './observability/logging.ts';
import allowedMethods from './plugins/allowed-methods.ts';
import pathSlashes from './plugins/path-slashes.ts';
import underPressure from '@fastify/under-pressure';
import clientSite, { readSiteRoutes, type SiteRoutes } from './modules/pages/client-site.ts';
import schools, { type SchoolSite } from './school/plugin.ts';
import { readSchoolsFile } from './school/schools-file.ts';
import type { Busy } from './load/busy.ts';
import type { CachePolicy } from './cache/cached-body.ts';
import errorHandler from './plugins/error-handler.ts';
import observability from './observability/plugin.ts';
import securityHeaders from './plugins/security-headers.ts';
import content from './modules/content-pages/routes.ts';
import feeds from './modules/feeds/routes.ts';
import forms from './modules/forms/routes.ts';
import health from './modules/health/routes.ts';
import home from './modules/home/routes.ts';
import admissions from './modules/admissions/routes.ts';
import icons from './modules/icons/routes.ts';
import lists from './modules/lists/routes.ts';
import media from './modules/media/routes.ts';
import search from './modules/search/routes.ts';
import schoolYear from './modules/school-year/routes.ts';
import seo from './modules/seo/routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** True while uncached work is refused (load/busy.ts). */
    busy: Busy;
    /** Parts down while the site runs, with why (/readyz). */
    down: Map<string, string>;
    /** The client build's page paths. */
    site: SiteRoutes;
    /** How long browsers and CDNs may keep an answer. */
    cachePolicy: CachePolicy;
  }
}

export interface BuildAppOptions {
  config: Config;
  /** Defaults to config.PROVIDER_URL. */
  providerUrl?: string;
  /** Defaults to config.PROVIDER_TOKEN. */
  providerToken?: string;
  /** Defaults to JSON logs at config.LOG_LEVEL with secrets redacted. */
  logger?: FastifyServerOptions['logger'];
  /** The clock (tests). */
  now?: () => Date;
  /** Built client folder or null; defaults to client/dist if built. */
  clientDist?: string | null;
  /** Overrides config.CONTENT_WATCH. */
  watchContent?: boolean;
  /** Overrides the load-shedding signal. */
  busy?: () => boolean;
  /** Fastify's pluginTimeout (10 s); 0 waits as long as it takes. */
  pluginTimeout?: number;
  /** Where a schools file's token variables are read (process.env). */
  env?: Record<string, string | undefined>;
  /** The schools file's schools, already read (the demo provider's start). */
  sites?: SchoolSite[];
}

/**
 * What a slow or idle visitor may hold (README "Timeouts"): headers, a whole request, a silent socket.
 * `keepAliveMs` outlasts load balancers' 60 s idle timeout, so they never reuse a closing connection.
 */
export const SERVER_TIMEOUTS = {
  headersMs: 10_000,
  requestMs: 30_000,
  idleMs: 60_000,
  keepAliveMs: 72_000,
  checkMs: 1_000,
} as const;

/** What a client's X-Request-Id must look like to be kept. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

function defaultClientDist(config: Config): string | null {
  const dir = config.CLIENT_DIST ?? join(import.meta.dirname, '..', 'client', 'dist');
  return existsSync(join(dir, 'index.html')) ? dir : null;
}

/** Builds the whole server; nothing listens until the caller says. */
export async function buildApp(opts: BuildAppOptions) {
  const { config } = opts;
  const providerUrl = opts.providerUrl ?? config.PROVIDER_URL;
  const providerToken = opts.providerToken ?? config.PROVIDER_TOKEN;
  if (!config.SCHOOLS_FILE && (!providerUrl || !providerToken))
    throw new Error('buildApp needs a provider URL and token');
  const dist = opts.clientDist === undefined ? defaultClientDist(config) : opts.clientDist;

  const app = Fastify({
    logger: opts.logger ?? loggerOptions(config),
    pluginTimeout: opts.pluginTimeout ?? 10_000,
    // One line per request (logging.ts) instead of Fastify's two.
    logController: withoutFastifyRequestLines(),
    // Fastify accepts a hop count at run time; its types only list the other forms.
    trustProxy: config.TRUST_PROXY as FastifyServerOptions['trustProxy'],
    // A client's id is kept only when short and plain (it lands in logs).
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    bodyLimit: 64 * 1024,
    http: { headersTimeout: SERVER_TIMEOUTS.headersMs, connectionsCheckingInterval: SERVER_TIMEOUTS.checkMs },
    requestTimeout: SERVER_TIMEOUTS.requestMs,
    connectionTimeout: SERVER_TIMEOUTS.idleMs,
    keepAliveTimeout: SERVER_TIMEOUTS.keepAliveMs,
    // Hung visitors must not hold shutdown forever.
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<TypeBoxTypeProvider>();

  // At shutdown keep-alive connections close after their request, so the process can exit.
  app.addHook('preClose', async () => {
    app.server.keepAliveTimeout = 1;
  });

  // First, so it sees every route (a 405 lists what a path takes).
  await app.register(allowedMethods);
  await app.register(observability, { metricsToken: config.METRICS_TOKEN });
  await app.register(securityHeaders);
  await app.register(errorHandler);
  await app.register(pathSlashes);
  // Measures only: just uncached work is shed (load/busy.ts).
  await app.register(underPressure, {
    maxEventLoopDelay: config.SHED_EVENT_LOOP_DELAY_MS,
    maxHeapUsedBytes: config.SHED_HEAP_USED_BYTES,
    retryAfter: config.SHED_RETRY_AFTER_SECONDS,
    // A one-second mean: one long task does not shed, a loop staying behind does.
    pressureHandler: () => undefined,
  });
  app.decorate('config', config);
  app.decorate('busy', opts.busy ?? (() => app.isUnderPressure()));
  app.decorate('down', new Map<string, string>());
  app.decorate('site', readSiteRoutes(dist));
  app.decorate('cachePolicy', { maxAgeSeconds: config.CACHE_TTL_SECONDS, staleSeconds: config.CACHE_STALE_SECONDS });
  // A content or schools-file problem stops the start (ContentError).
  const sites: SchoolSite[] = opts.sites
    ? opts.sites
    : config.SCHOOLS_FILE
      ? readSchoolsFile(
          config.SCHOOLS_FILE,
          { ...config, CONTENT_WATCH: opts.watchContent ?? config.CONTENT_WATCH },
          opts.env ?? process.env,
          { providerUrl, token: providerToken },
        )
      : [
          {
            hosts: null,
            settings: {
              code: config.SCHOOL_CODE,
              id: config.SCHOOL_ID,
              providerUrl: providerUrl!,
              token: providerToken!,
              publicUrl: config.PUBLIC_URL,
              contentDir: config.CONTENT_DIR,
              watchContent: opts.watchContent ?? config.CONTENT_WATCH,
              timeZone: config.SCHOOL_TIMEZONE,
            },
          },
        ];
  await app.register(schools, { sites, now: opts.now ?? (() => new Date()) });
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // No route takes compressed bodies; this spares every route a hook.
    globalDecompression: false,
    // Assets compress as sent (pages and /bff have their own copies): a middling level stays cheap.
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await app.register(rateLimit, {
    global: false,
    // A visitor (an IPv6 /64) counts per school: one school's limit never refuses them at another.
    keyGenerator: (request) => `${request.school.code} ${normalizeIP(request.ip)}`,
    onExceeded: (request) => app.metrics.rateLimited(request.routeOptions.url ?? 'unknown'),
    errorResponseBuilder: (_request, context) => ({
      ...errorBody(429, MESSAGES.tooManyRequests),
      retryAfterSeconds: Math.ceil(context.ttl / 1000),
    }),
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'School website /bff API',
        version: '1.0.0',
        description:
          'Normalized, cached school content for the website. Schemas: shared/schemas/; caching: docs/design.md, "The three caches".',
      },
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/bff/docs',
    staticCSP: true,
    uiHooks: {
      // The UI redirects /static/index.html to the docs' root only without a query; with one it would loop.
      onRequest: (request, reply, done) => {
        if (/\/static\/index\.html\?/.test(request.url)) return void reply.redirect('/bff/docs/');
        done();
      },
    },
  });

  for (const routes of [health, home, admissions, schoolYear, lists, search, content, icons, forms, media, feeds, seo])
    await app.register(routes);
  if (dist) await app.register(clientSite, { dist });
  else app.log.warn('no built client found (run `npm run build`): only /bff is served');
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
