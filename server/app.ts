import { existsSync, readFileSync } from 'node:fs';
import { constants as zlibConstants } from 'node:zlib';
import { join } from 'node:path';
import compress from '@fastify/compress';
import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { currentYear } from '../shared/dates.ts';
import { MESSAGES } from '../shared/messages.ts';
import { ResponseCache, UpstreamCache } from './cache.ts';
import type { Config } from './config.ts';
import type { BffContext, SiteRoutes } from './context.ts';
import { errorBody, notFoundBody } from './errors.ts';
import { ImageResizer } from './images.ts';
import { createMetrics, hasBearer, type Metrics } from './metrics.ts';
import { ProviderClient, UpstreamError } from './provider/client.ts';
import feeds from './routes/feeds.ts';
import forms from './routes/forms.ts';
import seo from './routes/seo.ts';
import health from './routes/health.ts';
import home from './routes/home.ts';
import lists from './routes/lists.ts';
import media from './routes/media.ts';
import { FIELD_HINTS } from './schemas.ts';
import { loggerOptions, RequestObserver, requestLoggerFactory } from './logging.ts';
import { createSources } from './sources.ts';
import { homeService } from './services/home.ts';
import { listServices } from './services/lists.ts';
import { loadRenderer } from './ssr.ts';
import pages from './routes/pages.ts';

export { loggerOptions };

const HELMET_OPTIONS: Parameters<typeof helmet>[0] = {
  contentSecurityPolicy: {
    useDefaults: true,
    directives: {
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      // React and the carousel set inline style attributes.
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'"],
      // The contact page's map and the same-origin PDF frames.
      'frame-src': ["'self'", 'https://www.google.com', 'https://maps.google.com'],
      'frame-ancestors': ["'self'"],
      'object-src': ["'none'"],
      'form-action': ["'self'"],
      'upgrade-insecure-requests': null,
    },
  },
  crossOriginEmbedderPolicy: false,
};

/**
 * The headers helmet sets, worked out once: they do not depend on the request (no CSP nonces
 * here), so every response gets the same map instead of running the middleware each time.
 */
function helmetHeaders(options: Parameters<typeof helmet>[0]): Record<string, string> {
  const headers: Record<string, string> = {};
  const capture = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as never, capture as never, () => {});
  return headers;
}

export interface BuildAppOptions {
  config: Config;
  /** Where the provider is; defaults to config.PROVIDER_URL (main passes the demo provider's). */
  providerUrl?: string;
  /** The provider's token; defaults to config.PROVIDER_TOKEN. */
  providerToken?: string;
  /** Pino options or false; defaults to JSON logs at config.LOG_LEVEL with secrets redacted. */
  logger?: FastifyServerOptions['logger'];
  /** The clock, for tests of the year and session defaults. */
  now?: () => Date;
  /** Built client folder; null to serve no client. Defaults to client/dist when it exists. */
  clientDist?: string | null;
  /** Where counters go; a fresh registry by default. */
  metrics?: Metrics;
}

/** The page paths the client build declares (routes.json, written by the Vite build). */
export function readSiteRoutes(dist: string | null): SiteRoutes {
  const fallback: SiteRoutes = { pages: ['/'], aliases: [], albumPath: '/subGallery?id=' };
  if (!dist) return fallback;
  try {
    const routes = JSON.parse(readFileSync(join(dist, 'routes.json'), 'utf8')) as Partial<SiteRoutes>;
    return { ...fallback, ...routes };
  } catch {
    return fallback;
  }
}

function defaultClientDist(config: Config): string | null {
  const dir = config.CLIENT_DIST ?? join(import.meta.dirname, '..', 'client', 'dist');
  return existsSync(join(dir, 'index.html')) ? dir : null;
}

/** Builds the whole server (used by main and by tests); nothing listens until the caller says. */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const providerUrl = opts.providerUrl ?? config.PROVIDER_URL;
  const token = opts.providerToken ?? config.PROVIDER_TOKEN;
  if (!providerUrl || !token) throw new Error('buildApp needs a provider URL and token');

  const metrics = opts.metrics ?? createMetrics();
  const requestObserver = new RequestObserver(metrics);
  const app = Fastify({
    logger: opts.logger ?? loggerOptions(config),
    // Fastify accepts a hop count at run time; its types only list the other forms.
    trustProxy: config.TRUST_PROXY as FastifyServerOptions['trustProxy'],
    logController: requestObserver,
    childLoggerFactory: requestLoggerFactory,
    requestIdHeader: 'x-request-id',
    bodyLimit: 64 * 1024,
    // Hung visitors must not hold shutdown forever.
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('metrics', metrics);

  const client = new ProviderClient({
    baseUrl: providerUrl,
    token,
    schoolCode: config.SCHOOL_CODE,
    schoolId: config.SCHOOL_ID,
    timeoutMs: config.UPSTREAM_TIMEOUT_MS,
    onCall: (route, ms, outcome, status) => {
      if (outcome !== 'ok') app.log.warn({ upstream: route, outcome, status, ms: Math.round(ms) }, 'provider call failed');
      metrics.upstream(route, ms / 1000, outcome, status);
    },
  });
  const cache = new UpstreamCache({
    ttlMs: config.CACHE_TTL_SECONDS * 1000,
    staleMs: config.CACHE_STALE_SECONDS * 1000,
    maxBytes: config.CACHE_MAX_BYTES,
    onEvent: metrics.cache,
  });
  const now = opts.now ?? (() => new Date());
  const dist = opts.clientDist === undefined ? defaultClientDist(config) : opts.clientDist;
  // Asked on every list request; away from new year it costs no time-zone lookup (shared/dates.ts).
  const thisYear = () => currentYear(now(), config.SCHOOL_TIMEZONE);
  const sources = createSources(client, cache, app.log, config.SCHOOL_TIMEZONE);
  const context: BffContext = {
    config,
    client,
    images: new ImageResizer(client, { maxBytes: config.IMAGE_CACHE_MAX_BYTES, onEvent: metrics.cache }),
    cache,
    responses: new ResponseCache(Math.max(1024 * 1024, Math.floor(config.CACHE_MAX_BYTES / 4))),
    sources,
    services: {
      ...listServices(sources, thisYear),
      home: homeService(sources, thisYear, (degraded) => app.log.warn({ degraded }, 'home answered without some sections')),
    },
    policy: { maxAgeSeconds: config.CACHE_TTL_SECONDS, staleSeconds: config.CACHE_STALE_SECONDS },
    now,
    thisYear,
    site: readSiteRoutes(dist),
    down: new Map(),
  };
  app.decorate('bff', context);
  app.addHook('onClose', async () => {
    requestObserver.close();
    await client.close();
  });
  // Requests still running at shutdown finish; then their keep-alive connections close at once
  // instead of idling out the keep-alive timeout, so the process can exit.
  app.addHook('preClose', async () => {
    app.server.keepAliveTimeout = 1;
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof UpstreamError) {
      return reply.code(502).send(errorBody(502, MESSAGES.providerUnavailable));
    }
    if (error.validation) {
      const first = error.validation[0];
      const field =
        (first?.params as { missingProperty?: string } | undefined)?.missingProperty ??
        first?.instancePath.split('/').filter(Boolean).pop() ??
        '';
      const routeMessage = (request.routeOptions.config as { validationMessage?: string }).validationMessage;
      const hint =
        routeMessage ?? FIELD_HINTS[field] ?? `Invalid ${error.validationContext ?? 'input'}${field ? ` (${field})` : ''}.`;
      return reply.code(400).send(errorBody(400, hint));
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500 && error.code !== 'BFF_HTTP_ERROR') {
      request.log.error({ err: error }, 'unexpected error');
      return reply.code(status).send(errorBody(status, 'Something went wrong on our side. Please try again later.'));
    }
    if (status === 413) return reply.code(413).send(errorBody(413, 'The form is too large to send.'));
    return reply.code(status).send(errorBody(status, error.message));
  });

  // Security headers from helmet, built once: @fastify/helmet rebuilds helmet's middleware (and
  // re-parses the CSP) on every request, which cost a third of a cached route's throughput.
  const securityHeaders = helmetHeaders(HELMET_OPTIONS);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(securityHeaders);
    done();
  });
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Nothing here takes compressed request bodies; without this every route runs a hook for it.
    globalDecompression: false,
    // Pages and assets are compressed as they are sent: a middling brotli level keeps that cheap.
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await app.register(rateLimit, {
    global: false,
    onExceeded: (request) => metrics.rateLimited(request.routeOptions.url ?? 'unknown'),
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
        description: 'Normalized, cached school content for the website (DESIGN.md section 3).',
      },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/bff/docs', staticCSP: true });

  if (config.METRICS_TOKEN) {
    const token = config.METRICS_TOKEN;
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (!hasBearer(request.headers.authorization, token)) {
        return reply.code(401).send(errorBody(401, 'Metrics need a bearer token.'));
      }
      reply.header('cache-control', 'no-store').type(metrics.registry.contentType);
      return metrics.registry.metrics();
    });
  }

  await app.register(health);
  await app.register(home);
  await app.register(lists);
  await app.register(forms);
  await app.register(media);
  await app.register(feeds);
  await app.register(seo);

  if (dist) {
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (res, path) => {
        // Hashed build output never changes under its name; everything else must be revalidated.
        const immutable = /[\\/]assets[\\/]/.test(path);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn('no built client found (run `npm run build`): only /bff is served');
  }

  if (dist) {
    const renderer = await loadRenderer({
      dist,
      log: app.log,
      services: context.services,
      generation: () => cache.generation,
      thisYear,
      origin: config.PUBLIC_URL,
      ttlMs: config.CACHE_TTL_SECONDS * 1000,
      maxBytes: Math.max(1024 * 1024, Math.floor(config.CACHE_MAX_BYTES / 4)),
      onRender: metrics.pageRendered,
      knownPaths: new Set([...context.site.pages, ...context.site.aliases]),
    });
    await app.register(pages, { renderer });
  }

  app.setNotFoundHandler(async (request, reply) => {
    return reply.code(404).send(notFoundBody(request.url.split('?')[0] ?? ''));
  });

  return app as unknown as FastifyInstance;
}
