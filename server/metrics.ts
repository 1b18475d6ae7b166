import { timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { CacheEvent } from './cache.ts';
import type { ProviderRoute, UpstreamFailure } from './provider/client.ts';

// Prometheus metrics. They are served on a separate loopback port by default, or on the main
// port behind a bearer token, never to anonymous visitors.

export interface Metrics {
  registry: Registry;
  request(method: string, route: string, status: number, seconds: number): void;
  cache(event: CacheEvent, key: string): void;
  upstream(route: ProviderRoute, seconds: number, outcome: 'ok' | UpstreamFailure, status?: number): void;
  rateLimited(route: string): void;
  /** A page rendered on the server (a cache miss, or data that changed), by its status. */
  pageRendered(status: number): void;
  /** Runs `drain` before each scrape, so counts held back elsewhere are in it; returns an undo. */
  beforeScrape(drain: () => void): () => void;
}

const SECONDS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const drains = new Set<() => void>();
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: SECONDS,
    registers: [registry],
    collect() {
      for (const drain of drains) drain();
    },
  });
  // A cache event happens on every answer: it is counted in a plain number and handed to the
  // counter when Prometheus scrapes (prom-client hashes the labels on every inc()).
  const pendingCacheEvents = new Map<string, { labels: { event: CacheEvent; source: string }; n: number }>();
  new Counter({
    name: 'bff_cache_events_total',
    help: 'Upstream cache outcomes: hit, miss, stale (served stale while refreshing), coalesced, refresh-failed, load-failed',
    labelNames: ['event', 'source'] as const,
    registers: [registry],
    collect() {
      for (const pending of pendingCacheEvents.values()) {
        if (pending.n > 0) this.inc(pending.labels, pending.n);
        pending.n = 0;
      }
    },
  });
  const upstream = new Histogram({
    name: 'bff_upstream_duration_seconds',
    help: 'Provider calls by provider route and outcome (ok, timeout, network, status, malformed, too-large)',
    labelNames: ['route', 'outcome', 'status'] as const,
    buckets: SECONDS,
    registers: [registry],
  });
  const upstreamErrors = new Counter({
    name: 'bff_upstream_errors_total',
    help: 'Failed provider calls by provider route and kind of failure',
    labelNames: ['route', 'outcome'] as const,
    registers: [registry],
  });
  const limited = new Counter({
    name: 'bff_rate_limited_total',
    help: 'Form submissions refused by the rate limit, by route',
    labelNames: ['route'] as const,
    registers: [registry],
  });
  const renders = new Counter({
    name: 'bff_page_renders_total',
    help: 'Pages rendered on the server (the rest are answered from the page cache), by status',
    labelNames: ['status'] as const,
    registers: [registry],
  });
  return {
    registry,
    request: (method, route, status, seconds) => requests.observe({ method, route, status: String(status) }, seconds),
    cache: (event, key) => {
      // One series per provider list, not per album id.
      const colon = key.indexOf(':');
      const source = colon < 0 ? key : key.slice(0, colon);
      const id = `${event} ${source}`;
      let pending = pendingCacheEvents.get(id);
      if (!pending) {
        pending = { labels: { event, source }, n: 0 };
        pendingCacheEvents.set(id, pending);
      }
      pending.n++;
    },
    upstream: (route, seconds, outcome, status) => {
      upstream.observe({ route, outcome, status: status ? String(status) : '' }, seconds);
      if (outcome !== 'ok') upstreamErrors.inc({ route, outcome });
    },
    rateLimited: (route) => limited.inc({ route }),
    pageRendered: (status) => renders.inc({ status: String(status) }),
    beforeScrape: (drain) => {
      drains.add(drain);
      return () => drains.delete(drain);
    },
  };
}

/** True when the request carries `Authorization: Bearer <token>` (compared in constant time). */
export function hasBearer(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A listener of its own for /metrics, meant for a private address or port. */
export function buildMetricsServer(metrics: Metrics): FastifyInstance {
  const server = Fastify({ logger: false });
  server.get('/metrics', async (_request, reply) => {
    reply.type(metrics.registry.contentType);
    return metrics.registry.metrics();
  });
  return server;
}
