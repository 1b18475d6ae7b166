// A stand-in for the school-ERP provider that answers whatever a test puts in it. The demo
// provider (demo-provider/app.ts) is messy the way the real vendor is; this one is hostile the
// way a compromised or broken vendor could be: ids that inject calendar lines, dates JavaScript
// cannot format, files whose content type makes a browser render them as a page, pupils' files
// the school never published. Tests set the answers, then look at what the BFF asked for.
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ProviderRoute } from '../provider/upstream-error.ts';

export interface HostileFile {
  /** Sent as the content-type header exactly as given, however wrong. */
  type: string;
  body: Buffer;
  /** Sent without a content-length (chunked), so only its bytes tell its size. */
  undeclared?: boolean;
  /** Sent 16 KB at a time, this many ms apart: a provider that drips. */
  dripMs?: number;
  /** Sent as the ETag; a request whose If-None-Match is exactly it gets 304. */
  etag?: string;
}

export interface CannedAnswer {
  status: number;
  body: unknown;
}

export interface HostileProviderOptions {
  token: string;
  schoolCode: string;
  /** `{schoolId}` path segments; defaults to schoolCode, as the BFF's SCHOOL_ID does. */
  schoolId?: string;
}

/** The provider's list routes, named as the BFF's client names its paths. */
export type ListKey = Exclude<ProviderRoute, 'tc' | 'form' | 'image'>;

export interface HostileProvider {
  /** Like http://127.0.0.1:12345, no trailing slash. */
  url: string;
  /** Each list's answer body, sent as JSON with a 200; a list not set answers `[]`. */
  lists: Partial<Record<ListKey, unknown>>;
  /** Files under /api/image/, keyed by their path relative to it (public/Images/...). */
  files: Map<string, HostileFile>;
  /** The TC lookup's answer; by default the vendor's 404 for an unknown student. */
  tc: CannedAnswer;
  /** The career form's answer; by default the vendor's 200. */
  form: CannedAnswer;
  /** Every body POSTed to the TC or career form route, in order. */
  forms: Array<{ route: 'tc' | 'form'; body: unknown }>;
  /** Every request as "METHOD url", in order, including refused ones. */
  requests: string[];
  /** Requests without the right token and school code: the BFF never should send one. */
  unauthorized: number;
  close(): Promise<void>;
}

export async function startHostileProvider(opts: HostileProviderOptions): Promise<HostileProvider> {
  const { token, schoolCode } = opts;
  const schoolId = opts.schoolId ?? schoolCode;
  const app = Fastify({ logger: false, forceCloseConnections: true });
  const state: Omit<HostileProvider, 'url' | 'close'> = {
    lists: {},
    files: new Map(),
    tc: { status: 404, body: { message: 'No record found' } },
    form: { status: 200, body: { message: 'Form submitted' } },
    forms: [],
    requests: [],
    unauthorized: 0,
  };

  // Recorded before the auth check, so a test also sees requests the provider refused.
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    state.requests.push(`${request.method} ${request.url}`);
    if (request.headers.authorization !== `Bearer ${token}` || request.headers['x-school-code'] !== schoolCode) {
      state.unauthorized += 1;
      return reply.code(401).send({ message: 'Unauthorized' });
    }
    return undefined;
  });

  const list = (key: ListKey, url: string, school: string) =>
    app.get<{ Params: { school: string } }>(url, async (request, reply) => {
      if (request.params.school !== school) return reply.code(404).send({ message: 'School not found' });
      return reply.type('application/json').send(JSON.stringify(state.lists[key] ?? []));
    });
  list('topper', '/api/topper/:school', schoolId);
  list('notification', '/api/notification/:school', schoolId);
  list('highlight', '/api/highlight/:school', schoolId);
  list('birthdays', '/api/birthdays/:school', schoolId);
  list('events', '/api/events/:school', schoolId);
  list('news', '/api/news/:school', schoolId);
  list('onlineRegistration', '/api/onlineRegistration/:school', schoolId);
  list('gallery', '/api/gallery/:school', schoolId);
  list('galleryAll', '/api/gallery/All/:school', schoolCode);
  list('newsAll', '/api/news/all/:school', schoolCode);
  list('eventsAll', '/api/events/All/:school', schoolCode);
  app.get('/api/subGallery', async (_request, reply) =>
    reply.type('application/json').send(JSON.stringify(state.lists.subGallery ?? [])),
  );

  const form = (route: 'tc' | 'form', url: string) =>
    app.post<{ Params: { school: string } }>(url, async (request, reply) => {
      state.forms.push({ route, body: request.body });
      if (request.params.school !== schoolCode) return reply.code(404).send({ message: 'School not found' });
      return reply.code(state[route].status).type('application/json').send(JSON.stringify(state[route].body));
    });
  form('tc', '/api/tc/:school');
  form('form', '/api/form/:school/dif');

  // Fastify answers HEAD from this route too. The file goes out on the raw response because
  // Fastify swaps a content type it cannot parse (image/x,text/html) for application/octet-stream.
  app.get<{ Params: { '*': string } }>('/api/image/*', async (request, reply) => {
    const file = state.files.get(request.params['*']);
    if (!file) return reply.code(404).send({ message: 'File not found' });
    reply.hijack();
    if (file.etag && request.headers['if-none-match'] === file.etag) {
      reply.raw.writeHead(304, { etag: file.etag }).end();
      return reply;
    }
    reply.raw.writeHead(200, {
      'content-type': file.type,
      ...(file.undeclared ? {} : { 'content-length': file.body.length }),
      ...(file.etag ? { etag: file.etag } : {}),
    });
    if (request.method === 'HEAD' || !file.dripMs) {
      reply.raw.end(request.method === 'HEAD' ? undefined : file.body);
      return reply;
    }
    let at = 0;
    const timer = setInterval(() => {
      if (reply.raw.destroyed || at >= file.body.length) {
        clearInterval(timer);
        reply.raw.end();
        return;
      }
      reply.raw.write(file.body.subarray(at, (at += 16 * 1024)));
    }, file.dripMs);
    reply.raw.once('close', () => clearInterval(timer));
    return reply;
  });

  app.setNotFoundHandler(async (request, reply) =>
    reply.code(404).send({ message: `Cannot ${request.method} ${request.url}` }),
  );

  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}`,
    close: () => app.close(),
  });
}
