import { timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { CacheEvent } from '../cache/cache.ts';
import { PROVIDER_HEALTHS, type ProviderHealth } from '../provider/provider-state.ts';
import type { ProviderRoute, UpstreamFailure } from '../provider/upstream-error.ts';
import { routeName } from './logging.ts';

// Prometheus metrics: on a loopback port by default, or on the main port behind a bearer token.

export interface Metrics {
  registry: Registry;
  rateLimited(route: string): void;
  /** A page rendered on the server, by its status. */
  pageRendered(status: number): void;
  /** A value of the process read at each scrape (renders in line). */
  watch(name: string, help: string, read: () => number): void;
  /** What one school reports: its series carry its code as the `school` label. */
  forSchool(code: string): SchoolMetrics;
}

/** One school's series (`school` label). */
export interface SchoolMetrics {
  cache(event: CacheEvent, key: string): void;
  upstream(route: ProviderRoute, seconds: number, outcome: 'ok' | UpstreamFailure, status?: number): void;
  /** A value read at each scrape (downloads open). */
  watch(name: string, help: string, read: () => number): void;
  /** One series per provider state, 1 for the current one, read at each scrape. */
  providerState(read: () => ProviderHealth): void;
  /** The content folder's version, and each reload's outcome. */
  content(version: () => string): void;
  contentReloaded(ok: boolean): void;
}

const PACKAGE = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'package.json'), 'utf8')) as {
  version: string;
};

const SECONDS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The site's metrics; `app`'s requests are counted as they end. */
export function createMetrics(app?: FastifyInstance): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: SECONDS,
    registers,
  });
  app?.addHook('onResponse', async (request, reply) => {
    requests.observe(
      { method: request.method, route: routeName(request), status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  const cache = new Counter({
    name: 'bff_cache_events_total',
    help: 'Upstream cache outcomes: hit, miss, stale (served stale while refreshing), coalesced, refresh-failed, load-failed',
    labelNames: ['school', 'event', 'source'] as const,
    registers,
  });
  const upstream = new Histogram({
    name: 'bff_upstream_duration_seconds',
    help: 'Provider calls by provider route and outcome (ok, timeout, network, status, malformed, too-large)',
    labelNames: ['school', 'route', 'outcome', 'status'] as const,
    buckets: SECONDS,
    registers,
  });
  const upstreamErrors = new Counter({
    name: 'bff_upstream_errors_total',
    help: 'Failed provider calls by provider route and kind of failure',
    labelNames: ['school', 'route', 'outcome'] as const,
    registers,
  });
  const limited = new Counter({
    name: 'bff_rate_limited_total',
    help: 'Requests refused by a rate limit (forms, pages not yet rendered), by route',
    labelNames: ['route'] as const,
    registers,
  });
  const renders = new Counter({
    name: 'bff_page_renders_total',
    help: 'Pages rendered on the server (the rest come from the page cache), by status',
    labelNames: ['status'] as const,
    registers,
  });
  const reloads = new Counter({
    name: 'bff_content_reloads_total',
    help: 'Content folder reloads after an edit, by outcome (ok, failed: the last good content stays)',
    labelNames: ['school', 'outcome'] as const,
    registers,
  });
  new Gauge({
    name: 'bff_build_info',
    help: 'The running build: package version and Node version',
    labelNames: ['version', 'node'] as const,
    registers,
  }).set({ version: PACKAGE.version, node: process.versions.node }, 1);
  /** Each school's reader of a per-school gauge, by the gauge's name. */
  const readersByGauge = new Map<string, Map<string, () => unknown>>();
  /** Adds `school`'s reader to a gauge read at each scrape (made on first use); `show` sets its series. */
  const schoolGauge = <T>(
    school: string,
    read: () => T,
    gauge: { name: string; help: string; labelNames: readonly string[] },
    show: (series: Gauge, school: string, value: T) => void,
    /** Clears the old series first (a label that changes, such as a version). */
    fresh = false,
  ) => {
    let readers = readersByGauge.get(gauge.name);
    if (!readers) {
      const all = new Map<string, () => unknown>();
      readers = all;
      readersByGauge.set(gauge.name, all);
      new Gauge({
        ...gauge,
        registers,
        collect() {
          if (fresh) this.reset();
          for (const [code, reader] of all) show(this, code, reader() as T);
        },
      });
    }
    readers.set(school, read);
  };
  const forSchool = (school: string): SchoolMetrics => ({
    // One series per provider list, not per album id ("subGallery:<id>").
    cache: (event, key) => cache.inc({ school, event, source: key.split(':', 1)[0]! }),
    upstream: (route, seconds, outcome, status) => {
      upstream.observe({ school, route, outcome, status: status ? String(status) : '' }, seconds);
      if (outcome !== 'ok') upstreamErrors.inc({ school, route, outcome });
    },
    providerState: (read) =>
      schoolGauge(
        school,
        read,
        {
          name: 'bff_provider_state',
          help: 'The provider now: unknown (no call yet), up, failing (the last call failed) or token-rejected (401/403); 1 for the current state',
          labelNames: ['school', 'state'],
        },
        (series, code, now) => {
          for (const state of PROVIDER_HEALTHS) series.set({ school: code, state }, state === now ? 1 : 0);
        },
      ),
    content: (version) =>
      schoolGauge(
        school,
        version,
        {
          name: 'bff_content_info',
          help: "The content folder's version being served (1 for it)",
          labelNames: ['school', 'version'],
        },
        (series, code, current) => series.set({ school: code, version: current }, 1),
        true,
      ),
    contentReloaded: (ok) => reloads.inc({ school, outcome: ok ? 'ok' : 'failed' }),
    watch: (name, help, read) =>
      schoolGauge(school, read, { name, help, labelNames: ['school'] }, (series, code, value) =>
        series.set({ school: code }, value),
      ),
  });
  return {
    registry,
    rateLimited: (route) => limited.inc({ route }),
    pageRendered: (status) => renders.inc({ status: String(status) }),
    watch: (name, help, read) => {
      new Gauge({
        name,
        help,
        registers,
        collect() {
          this.set(read());
        },
      });
    },
    forSchool,
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
