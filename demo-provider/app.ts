// The demo provider: a stand-in for the school-ERP vendor's REST API (spec section 7, DESIGN.md
// section 2) with seeded content, real images and PDFs, the vendor's auth rules and switches that
// make it misbehave on demand. It copies the vendor's quirks on purpose (mixed list wrappers,
// Mongo errors leaking through, messy records) because the BFF must survive the real thing.
import { createHash, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { STATUS_CODES } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { buildCatalog, tcImagePath } from './assets.ts';
import type { Asset } from './assets.ts';
import { createDiskCache, renderPhoto, renderTcCertificate } from './images.ts';
import { renderPdf } from './pdfs.ts';
import type { PdfSpec } from './pdfs.ts';
import { mulberry32 } from './prng.ts';
import { TC_STUDENTS, buildSeed } from './seed.ts';
import type { SeedData } from './seed.ts';

export { MESSY_IDS, TC_STUDENTS } from './seed.ts';
export type { SeedData, TcStudent } from './seed.ts';

export interface DemoProviderOptions {
  /** Required bearer token. */
  token: string;
  /** `{schoolcode}` path segments and the x-school-code header. */
  schoolCode: string;
  /** `{schoolId}` path segments; defaults to schoolCode. */
  schoolId?: string;
  /** Anchors the seeded years; default new Date(). */
  now?: Date;
  /** Default false. */
  logger?: boolean;
  /** Expose /__demo/* control routes over HTTP; default true. */
  control?: boolean;
  /** Where generated JPEGs are cached on disk; default os.tmpdir()/school-demo-provider-images-v1. */
  imageCacheDir?: string;
}

export interface DemoSwitches {
  /** Added delay before every answer. */
  latencyMs: number;
  /** Never answer: the connection stays open until the provider closes. */
  hang: boolean;
  /**
   * Answer this status with a JSON error full of internal-looking text (see
   * INTERNAL_ERROR_MARKERS). Alone it fails every request; with failRate > 0 it is the status
   * of the random failures.
   */
  failStatus: number | null;
  /** 0..1 probability of failing with failStatus ?? 500, from a seeded PRNG (deterministic). */
  failRate: number;
  /** 200 with a truncated JSON body and content-type application/json. */
  malformedJson: boolean;
  /** 503 with an HTML error page, content-type text/html. */
  htmlError: boolean;
  /** The real answer, one byte a second: each gap is short, the whole answer takes minutes. */
  drip: boolean;
  /** The route does its work (a form is recorded), then answers 200 with a JSON body of OVERSIZED_BYTES (past the BFF's limit) instead. */
  oversized: boolean;
  /** Route keys the switches apply to; empty means all routes. */
  only: string[];
}

export interface CareerSubmission {
  name: string;
  email: string;
  phone: string;
  message: string;
  /** When the provider received it, ISO timestamp. */
  receivedAt: string;
}

export interface DemoProvider {
  app: FastifyInstance;
  /** Mutate in tests; reset() restores the defaults. */
  switches: DemoSwitches;
  /** Switches to defaults and call counters to zero; keeps submissions. */
  reset(): void;
  /** Requests received (all, or of one route key), counted before auth and switches. */
  callCount(routeKey?: string): number;
  /** Career forms received, in order. */
  submissions: CareerSubmission[];
  /** The URL of every file download (GET of an image or PDF) since the last reset, in order. */
  fileRequests: string[];
  tcStudents: ReadonlyArray<{ name: string; admission: string }>;
  /** The raw seeded records, so tests can compare. */
  data: SeedData;
}

export interface StartedDemoProvider extends DemoProvider {
  /** Like http://127.0.0.1:12345, no trailing slash. */
  url: string;
  close(): Promise<void>;
}

export const ROUTE_KEYS = [
  'topper',
  'notification',
  'highlight',
  'birthdays',
  'events',
  'news',
  'onlineRegistration',
  'gallery',
  'galleryAll',
  'newsAll',
  'eventsAll',
  'subGallery',
  'tc',
  'form',
  'image',
  'pdf',
] as const;
export type RouteKey = (typeof ROUTE_KEYS)[number];

export const DEFAULT_IMAGE_CACHE_DIR = join(tmpdir(), 'school-demo-provider-images-v1');

/** Strings the failStatus error body carries, so BFF tests can assert none reaches a visitor. */
export const INTERNAL_ERROR_MARKERS = [
  'db password',
  'Erp#Prod2024',
  'mongo-primary.internal',
  '/srv/schoolerp/',
  'MongoServerSelectionError',
] as const;

export function defaultSwitches(): DemoSwitches {
  return {
    latencyMs: 0,
    hang: false,
    failStatus: null,
    failRate: 0,
    malformedJson: false,
    htmlError: false,
    drip: false,
    oversized: false,
    only: [],
  };
}

/**
 * Merges a partial switches object (from tests or POST /__demo/switches) after checking every
 * field, so a bad request changes nothing. Returns an error message or null.
 */
export function mergeSwitches(target: DemoSwitches, patch: unknown): string | null {
  if (typeof patch !== 'object' || patch === null || Array.isArray(patch)) return 'switches must be a JSON object';
  const next: DemoSwitches = { ...target, only: [...target.only] };
  for (const [key, value] of Object.entries(patch)) {
    switch (key) {
      case 'latencyMs':
        if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 600_000)
          return 'latencyMs must be a number from 0 to 600000';
        next.latencyMs = value;
        break;
      case 'failRate':
        if (typeof value !== 'number' || !(value >= 0 && value <= 1)) return 'failRate must be a number from 0 to 1';
        next.failRate = value;
        break;
      case 'failStatus':
        if (value !== null && (typeof value !== 'number' || !Number.isInteger(value) || value < 400 || value > 599)) {
          return 'failStatus must be null or an integer from 400 to 599';
        }
        next.failStatus = value;
        break;
      case 'hang':
      case 'malformedJson':
      case 'htmlError':
      case 'drip':
      case 'oversized':
        if (typeof value !== 'boolean') return `${key} must be a boolean`;
        next[key] = value;
        break;
      case 'only':
        if (
          !Array.isArray(value) ||
          !value.every((k) => typeof k === 'string' && (ROUTE_KEYS as readonly string[]).includes(k))
        ) {
          return `only must be a list of route keys: ${ROUTE_KEYS.join(', ')}`;
        }
        next.only = [...(value as string[])];
        break;
      default:
        return `unknown switch "${key}"`;
    }
  }
  Object.assign(target, next);
  return null;
}

/** The oversized switch's body: past the BFF's 2 MB JSON limit (server/provider/client.ts). */
export const OVERSIZED_BYTES = 5 * 1024 * 1024;

/** A JSON array of zeros `bytes` long, made as it is read, so the provider holds no copy. */
function oversizedBody(bytes: number): Readable {
  const chunk = Buffer.from('0,'.repeat(32 * 1024));
  let sent = 1;
  return new Readable({
    read() {
      if (sent === 1) {
        this.push('[');
        sent += 1;
      } else if (sent + chunk.length < bytes) {
        this.push(chunk);
        sent += chunk.length;
      } else {
        this.push('0]');
        this.push(null);
      }
    },
  });
}

/** The payload one byte a second; stops when the connection does. */
function dripBody(payload: Buffer, signal: AbortSignal): Readable {
  let at = 0;
  return new Readable({
    async read() {
      if (at >= payload.length) return void this.push(null);
      // The first byte goes at once, so the status and headers (held back until a body byte) do too.
      if (at > 0) {
        try {
          await sleep(1000, undefined, { signal });
        } catch {
          return void this.destroy();
        }
      }
      this.push(payload.subarray(at, at + 1));
      at += 1;
    },
  });
}

const HTML_503 =
  '<html>\r\n<head><title>503 Service Temporarily Unavailable</title></head>\r\n<body>\r\n' +
  '<center><h1>503 Service Temporarily Unavailable</h1></center>\r\n<hr><center>nginx/1.18.0 (Ubuntu)</center>\r\n</body>\r\n</html>\r\n';

/** What an unguarded Express error handler leaks: the driver's message and the stack. */
function internalError(status: number): Record<string, unknown> {
  return {
    statusCode: status,
    error: STATUS_CODES[status] ?? 'Error',
    message:
      'MongoServerSelectionError: connection <monitor> to 10.12.4.7:27017 closed ' +
      "(db password 'Erp#Prod2024' rejected for user erp_app@mongo-primary.internal)",
    stack: [
      'MongoServerSelectionError: connection <monitor> to 10.12.4.7:27017 closed',
      '    at Timeout._onTimeout (/srv/schoolerp/api/node_modules/mongodb/lib/sdam/topology.js:278:38)',
      '    at listOnTimeout (node:internal/timers:581:17)',
      '    at process.processTimers (node:internal/timers:519:7)',
      '    at async getNews (/srv/schoolerp/api/controllers/news.controller.js:41:17)',
    ].join('\n'),
  };
}

/** Mongoose's CastError as Express serialises it when a malformed id reaches findById. */
function castError(value: unknown): Record<string, unknown> {
  const shown = typeof value === 'string' ? value : JSON.stringify(value);
  const type = Array.isArray(value) ? 'Array' : typeof value;
  return {
    stringValue: `"${shown}"`,
    valueType: type,
    kind: 'ObjectId',
    value,
    path: '_id',
    reason: {},
    name: 'CastError',
    message: `Cast to ObjectId failed for value "${shown}" (type ${type}) at path "_id" for model "Gallery"`,
  };
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/** Compares digests so neither the token's content nor its length leaks through timing. */
function sameSecret(given: string | undefined, expected: string): boolean {
  return typeof given === 'string' && timingSafeEqual(digest(given), digest(expected));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Sort key for "newest first" over the vendor's date forms; unreadable dates sort last. */
function dateKey(date: string | undefined): number {
  const ms = Date.parse(date ?? '');
  if (!Number.isNaN(ms)) return ms;
  const dayFirst = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(date ?? '');
  return dayFirst
    ? Date.UTC(Number(dayFirst[3]), Number(dayFirst[2]) - 1, Number(dayFirst[1]))
    : Number.NEGATIVE_INFINITY;
}

function newest<T extends { date: string }>(items: readonly T[], count: number): T[] {
  return [...items].sort((a, b) => dateKey(b.date) - dateKey(a.date)).slice(0, count);
}

/** Fixed seed of the failRate stream: the same switches give the same failures on every run. */
const FAIL_SEED = 0x5c01;

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

export async function buildDemoProvider(opts: DemoProviderOptions): Promise<DemoProvider> {
  if (typeof opts.token !== 'string' || opts.token === '') throw new TypeError('demo provider: token is required');
  if (typeof opts.schoolCode !== 'string' || opts.schoolCode === '')
    throw new TypeError('demo provider: schoolCode is required');
  const { token, schoolCode } = opts;
  const schoolId = opts.schoolId || schoolCode;
  const data = buildSeed(opts.now ?? new Date());
  const catalog = buildCatalog(data, TC_STUDENTS);
  const diskCache = createDiskCache(opts.imageCacheDir ?? DEFAULT_IMAGE_CACHE_DIR);
  const pdfCache = new Map<string, Promise<Buffer>>();

  const switches = defaultSwitches();
  const counts = new Map<string, number>();
  let unmatched = 0;
  let failRandom = mulberry32(FAIL_SEED);
  const submissions: CareerSubmission[] = [];
  const fileRequests: string[] = [];
  const malformed = new WeakSet<FastifyRequest>();
  const dripping = new WeakSet<FastifyRequest>();
  const oversized = new WeakSet<FastifyRequest>();
  const hung = new Set<IncomingMessage>();
  const closing = new AbortController();

  const app = Fastify({
    logger: opts.logger ?? false,
    // close() must end hung and slow requests instead of waiting for them forever.
    forceCloseConnections: true,
    routerOptions: { maxParamLength: 500 },
  });

  function reset(): void {
    Object.assign(switches, defaultSwitches());
    counts.clear();
    fileRequests.length = 0;
    unmatched = 0;
    failRandom = mulberry32(FAIL_SEED);
  }

  function callCount(routeKey?: string): number {
    if (routeKey !== undefined) return counts.get(routeKey) ?? 0;
    let total = unmatched;
    for (const n of counts.values()) total += n;
    return total;
  }

  const checkAuth: Hook = async (request, reply) => {
    const header = request.headers['x-school-code'];
    if (!sameSecret(request.headers.authorization, `Bearer ${token}`) || header !== schoolCode) {
      return reply.code(401).send({ message: 'Unauthorized' });
    }
    return undefined;
  };

  /** Leaves the request unanswered; close() destroys the socket. */
  function hang(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    reply.hijack();
    if (closing.signal.aborted) {
      request.raw.destroy();
    } else {
      hung.add(request.raw);
      request.raw.once('close', () => hung.delete(request.raw));
    }
    return reply;
  }

  async function misbehave(key: RouteKey, request: FastifyRequest, reply: FastifyReply): Promise<unknown> {
    if (switches.only.length > 0 && !switches.only.includes(key)) return undefined;
    if (switches.latencyMs > 0) {
      try {
        await sleep(switches.latencyMs, undefined, { signal: closing.signal });
      } catch {
        return hang(request, reply);
      }
    }
    if (switches.hang) return hang(request, reply);
    if (switches.htmlError) return reply.code(503).type('text/html; charset=utf-8').send(HTML_503);
    const failing = switches.failRate > 0 ? failRandom() < switches.failRate : switches.failStatus !== null;
    if (failing) return reply.code(switches.failStatus ?? 500).send(internalError(switches.failStatus ?? 500));
    if (switches.malformedJson) malformed.add(request);
    if (switches.oversized) oversized.add(request);
    if (switches.drip) dripping.add(request);
    return undefined;
  }

  /** Per-route onRequest chain: count first, then auth, then the switches. */
  function guard(key: RouteKey, auth: boolean): Hook[] {
    const count: Hook = async (request) => {
      counts.set(key, (counts.get(key) ?? 0) + 1);
      if ((key === 'image' || key === 'pdf') && request.method === 'GET') fileRequests.push(request.url);
    };
    const switched: Hook = (request, reply) => misbehave(key, request, reply);
    return auth ? [count, checkAuth, switched] : [count, switched];
  }

  app.addHook('preClose', async () => {
    closing.abort();
    for (const raw of hung) raw.destroy();
    hung.clear();
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!oversized.has(request)) return payload;
    oversized.delete(request);
    if (payload !== null && typeof (payload as Readable).destroy === 'function') (payload as Readable).destroy();
    reply.code(200).header('content-type', 'application/json; charset=utf-8').removeHeader('content-length');
    return oversizedBody(OVERSIZED_BYTES);
  });

  // The drip sends the answer the route made, headers at once, then its bytes one a second.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!dripping.has(request)) return payload;
    dripping.delete(request);
    const ended = new AbortController();
    request.raw.once('close', () => ended.abort());
    closing.signal.addEventListener('abort', () => ended.abort(), { once: true });
    let bytes: Buffer;
    if (typeof payload === 'string' || Buffer.isBuffer(payload)) bytes = Buffer.from(payload);
    else if (payload && typeof (payload as Readable).pipe === 'function') {
      const chunks: Buffer[] = [];
      for await (const c of payload as Readable) chunks.push(Buffer.from(c as Buffer));
      bytes = Buffer.concat(chunks);
    } else bytes = Buffer.alloc(0);
    reply.removeHeader('content-length');
    return dripBody(bytes, ended.signal);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!malformed.has(request)) return payload;
    malformed.delete(request);
    let text: string;
    if (typeof payload === 'string') {
      text = payload;
    } else {
      // A binary answer (image, PDF) is swapped for the start of a JSON document.
      if (payload !== null && typeof (payload as Readable).destroy === 'function') (payload as Readable).destroy();
      text = JSON.stringify({ data: { path: request.url, size: 0 } });
    }
    reply.code(200);
    reply.header('content-type', 'application/json; charset=utf-8');
    reply.removeHeader('content-length');
    // Any proper prefix of a JSON object or array is invalid JSON.
    return text.slice(0, Math.max(1, Math.floor(text.length * 0.6)));
  });

  app.setNotFoundHandler(async (request, reply) => {
    unmatched += 1;
    return reply.code(404).send({ message: `Cannot ${request.method} ${request.url.split('?')[0]}` });
  });

  type SchoolParam = 'schoolId' | 'schoolcode';
  function list(key: RouteKey, url: string, param: SchoolParam, auth: boolean, answer: () => unknown): void {
    app.get<{ Params: Record<SchoolParam, string> }>(url, { onRequest: guard(key, auth) }, async (request, reply) => {
      const expected = param === 'schoolId' ? schoolId : schoolCode;
      if (request.params[param] !== expected) return reply.code(404).send({ message: 'School not found' });
      return answer();
    });
  }

  // The vendor's controllers were written by different hands: some answer a bare array, some
  // wrap it as { data: [...] }. The BFF must accept both, so both are kept here on purpose:
  //   bare array:      topper, highlight, birthdays, newsAll, eventsAll
  //   { data: [...] }: notification, news, events, onlineRegistration, gallery, galleryAll
  // Home lists are the newest few; the "All" lists come in collection (insertion) order.
  list('topper', '/api/topper/:schoolId', 'schoolId', true, () => data.toppers);
  list('notification', '/api/notification/:schoolId', 'schoolId', true, () => ({ data: data.notifications }));
  list('highlight', '/api/highlight/:schoolId', 'schoolId', false, () => data.highlights);
  list('birthdays', '/api/birthdays/:schoolId', 'schoolId', false, () => data.birthdays);
  list('events', '/api/events/:schoolId', 'schoolId', false, () => ({ data: newest(data.events, 12) }));
  list('news', '/api/news/:schoolId', 'schoolId', false, () => ({ data: newest(data.news, 10) }));
  list('onlineRegistration', '/api/onlineRegistration/:schoolId', 'schoolId', true, () => ({
    data: data.onlineRegistration,
  }));
  list('gallery', '/api/gallery/:schoolId', 'schoolId', false, () => ({ data: newest(data.gallery, 12) }));
  list('galleryAll', '/api/gallery/All/:schoolcode', 'schoolcode', false, () => ({ data: data.gallery }));
  list('newsAll', '/api/news/all/:schoolcode', 'schoolcode', false, () => data.news);
  list('eventsAll', '/api/events/All/:schoolcode', 'schoolcode', false, () => data.events);

  app.get<{ Querystring: { id?: unknown } }>(
    '/api/subGallery',
    { onRequest: guard('subGallery', false) },
    async (request, reply) => {
      const id = request.query.id;
      // Mongoose's findById: no id finds nothing, anything that is not an ObjectId throws.
      if (id === undefined || id === '') return reply.code(404).send({ message: 'Gallery not found' });
      if (typeof id !== 'string' || !/^[0-9a-fA-F]{24}$/.test(id)) return reply.code(500).send(castError(id));
      const item = data.gallery.find((g) => g._id === id.toLowerCase());
      if (!item) return reply.code(404).send({ message: 'Gallery not found' });
      return { data: item };
    },
  );

  app.post<{ Params: { schoolcode: string } }>(
    '/api/tc/:schoolcode',
    { onRequest: guard('tc', false) },
    async (request, reply) => {
      if (request.params.schoolcode !== schoolCode) return reply.code(404).send({ message: 'School not found' });
      const body = isRecord(request.body) ? request.body : {};
      const name = typeof body.name === 'string' ? body.name.trim().replace(/\s+/g, ' ').toLowerCase() : '';
      const admission = typeof body.admission === 'string' ? body.admission.trim() : '';
      const student = TC_STUDENTS.find((s) => s.admission === admission && s.name.toLowerCase() === name);
      if (!student) return reply.code(404).send({ message: 'No record found' });
      return { data: tcImagePath(student.admission) };
    },
  );

  app.post<{ Params: { schoolcode: string } }>(
    '/api/form/:schoolcode/dif',
    { onRequest: guard('form', true) },
    async (request, reply) => {
      if (request.params.schoolcode !== schoolCode) return reply.code(404).send({ message: 'School not found' });
      const body = isRecord(request.body) ? request.body : {};
      const fields = ['name', 'email', 'phone', 'message'] as const;
      const missing = fields.filter((f) => typeof body[f] !== 'string' || (body[f] as string).trim() === '');
      if (missing.length > 0)
        return reply.code(400).send({ message: `Missing required fields: ${missing.join(', ')}` });
      const [name, email, phone, message] = fields.map((f) => body[f] as string) as [string, string, string, string];
      submissions.push({ name, email, phone, message, receivedAt: new Date().toISOString() });
      return { message: 'Form submitted' };
    },
  );

  function pdfBytes(path: string, spec: PdfSpec): Promise<Buffer> {
    let job = pdfCache.get(path);
    if (!job) {
      job = renderPdf(spec).then((bytes) => Buffer.from(bytes));
      // A failed render must not stick; the next request tries again.
      job.catch(() => pdfCache.delete(path));
      pdfCache.set(path, job);
    }
    return job;
  }

  async function serve(asset: Asset | undefined, path: string, reply: FastifyReply): Promise<FastifyReply> {
    if (!asset) return reply.code(404).send({ message: 'File not found' });
    if (asset.kind === 'pdf') {
      const bytes = await pdfBytes(path, asset.spec);
      return reply.header('cache-control', 'public, max-age=86400').type('application/pdf').send(bytes);
    }
    const { file, size } =
      asset.kind === 'tc'
        ? await diskCache.ensure(`tc:v1:${asset.student.admission}:${asset.student.name}`, 'jpg', () =>
            renderTcCertificate(asset.student),
          )
        : await diskCache.ensure(`photo:v1:${asset.shape}:${path}`, asset.shape === 'poster' ? 'png' : 'jpg', () =>
            renderPhoto(path, asset.shape),
          );
    // A TC is personal data: nobody in between may keep a copy.
    reply.header('cache-control', asset.kind === 'tc' ? 'private, no-store' : 'public, max-age=86400');
    reply.type(asset.kind === 'tc' ? 'image/jpeg' : asset.contentType).header('content-length', size);
    return reply.send(createReadStream(file));
  }

  app.get<{ Params: { '*': string } }>('/api/image/*', { onRequest: guard('image', false) }, async (request, reply) => {
    let path = request.params['*'];
    // The vendor also serves the same files under a school prefix.
    if (path.startsWith(`${schoolId}/public/`)) path = path.slice(schoolId.length + 1);
    return serve(catalog.get(path), path, reply);
  });

  app.get<{ Params: { '*': string } }>('/public/pdf/*', { onRequest: guard('pdf', false) }, async (request, reply) => {
    const path = `public/pdf/${request.params['*']}`;
    const asset = catalog.get(path);
    return serve(asset?.kind === 'pdf' ? asset : undefined, path, reply);
  });

  if (opts.control ?? true) {
    app.get('/__demo/stats', { onRequest: checkAuth }, async () => ({
      total: callCount(),
      routes: Object.fromEntries(ROUTE_KEYS.map((k) => [k, callCount(k)])),
    }));
    app.post('/__demo/switches', { onRequest: checkAuth }, async (request, reply) => {
      const error = mergeSwitches(switches, request.body ?? {});
      if (error) return reply.code(400).send({ message: error });
      return switches;
    });
    app.post('/__demo/reset', { onRequest: checkAuth }, async () => {
      reset();
      return switches;
    });
    app.get('/__demo/submissions', { onRequest: checkAuth }, async () => submissions);
  }

  return { app, switches, reset, callCount, submissions, fileRequests, tcStudents: TC_STUDENTS, data };
}

/** A URL that reaches the bound address: wildcard binds are reached over loopback. */
function urlOf(address: AddressInfo): string {
  if (address.address === '0.0.0.0') return `http://127.0.0.1:${address.port}`;
  if (address.address === '::') return `http://[::1]:${address.port}`;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

export async function startDemoProvider(
  opts: DemoProviderOptions & { port?: number; host?: string },
): Promise<StartedDemoProvider> {
  const { port = 0, host = '127.0.0.1', ...options } = opts;
  const provider = await buildDemoProvider(options);
  try {
    await provider.app.listen({ port, host });
  } catch (error) {
    await provider.app.close();
    throw error;
  }
  const url = urlOf(provider.app.server.address() as AddressInfo);
  return Object.assign(provider, {
    url,
    async close(): Promise<void> {
      await provider.app.close();
    },
  });
}
