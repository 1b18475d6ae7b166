import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { BffApi } from '../../../shared/bff-api.ts';
import type { FormReply } from '../../../shared/form-reply.ts';
import { encodeBody, precompress, type EncodedBody } from '../../cache/cached-body.ts';
import type { SiteContent } from '../../content/load-content.ts';
import { pageDocument, readShell, textPageShell, themedShell, themeHead } from './page-shell.ts';
import type { Services } from '../services.ts';
import { BusyError, type Busy } from '../../load/busy.ts';
import { boundedLine } from '../../load/bounded-line.ts';
import { isSvgLogo } from '../icons/routes.ts';
import { renderApi } from './render-api.ts';

// Pages are answered rendered (client/dist-ssr) with their loader data beside them, and kept with
// their compressed copies under a key of their path and parameters. A page is checked again (its
// loaders run) when its TTL passes or the data changed, and rendered again only when what it shows
// changed (docs/design.md, "How a page reaches a phone").

interface ServerEntry {
  pageCacheKey(url: URL, ownPages: ReadonlySet<string>): { key: string; form: boolean; textOnly: boolean };
  loadPage(url: string, bff: BffApi): Promise<{ statusCode: number }>;
  renderPage(
    context: { statusCode: number },
    origin: string,
    formReply?: FormReply,
  ): Promise<{ html: string; head: string; hydration: string }>;
}

/**
 * Who may keep a page: shared caches (CDN) and browsers; browsers only after revalidating (forms,
 * and the plain client shell); or no one (error pages, and the shell answered when rendering failed).
 */
export type PageCaching = 'shared' | 'revalidate' | 'none';

export interface Page {
  body: EncodedBody;
  status: number;
  caching: PageCaching;
}

export interface PageRenderer {
  /** The document for a page URL (path and query). */
  page(url: string): Promise<Page>;
  /** True when answering the URL would start a render: no copy held and none being made. */
  needsRender(url: string): boolean;
  /** Renders under way and waiting for their turn. */
  readonly rendering: number;
  /** What a page not rendered is answered with when no render can be spared: 503, the client shell. */
  shed(): Page;
  /**
   * The HTML of a form's page as the answer to its post without scripts: rendered for this one
   * visitor (never kept), in its turn among the renders (BusyError when the line is full).
   */
  formPage(path: string, reply: FormReply): Promise<string>;
}

export interface RendererOptions {
  dist: string;
  log: FastifyBaseLogger;
  services: Services;
  /** Changes when any data a page may show changes (the upstream cache's generation, the content folder's version). */
  generation: () => number | string;
  /** The school's date: a page is rendered again when it changes (lists default to this year, events split at today). */
  today: () => string;
  /** The site's public origin, for canonical and Open Graph links. */
  origin: string;
  ttlMs: number;
  maxBytes: number;
  /** Called for each render (for the metrics). */
  onRender?: (status: number) => void;
  /** Page paths (and aliases) that exist, for the status of the plain shell without a rendering build. */
  knownPaths: KnownPaths;
  /** The school's content as last read: a new version renders pages again. */
  content: () => SiteContent;
  /** Load shedding: while true, a page with no rendered copy is not rendered (503, the shell). */
  busy?: Busy;
  /** Renders at once; the others wait their turn. */
  rendersAtOnce?: number;
  /** Renders that may wait; past that a page with no rendered copy is a 503 (the shell). */
  maxWaitingRenders?: number;
}

interface Document {
  body: EncodedBody;
  status: number;
  /** Status, year, content version and the key and version of every answer the page showed. */
  signature: string;
  generation: number | string;
}

/** A page whose data failed is tried again this soon. */
const FAILED_TTL_MS = 1000;

/**
 * A render is CPU work on the event loop. Unique URLs (a search no one made before, made-up paths)
 * at 16 connections forced about 54 renders a second: a cached page went from 8 ms to 280-650 ms
 * and memory from 310 to 610 MB, while the loop's mean delay never reached the shedding threshold.
 * So renders take turns, one at a time, and only a few may wait.
 */
const RENDERS_AT_ONCE = 1;
const MAX_WAITING_RENDERS = 8;

/** Whether a page path is one the site serves (the build's routes, and the school's own pages as the content folder has them now). */
export type KnownPaths = Pick<ReadonlySet<string>, 'has'>;

/** A school's pages: its renderer (with its page cache) and the paths it serves. */
export interface SchoolPages {
  renderer: PageRenderer;
  knownPaths: KnownPaths;
}

/** A page path as its route is named: "/news/" → "/news" ("/" stays). */
export const pageRoute = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** Without a rendering build every page is the client shell; the status still tells which exist. */
function shellPages(shell: () => EncodedBody, knownPaths: KnownPaths): PageRenderer {
  return {
    page: async (url) => {
      const path = url.split('?')[0]!;
      const known = knownPaths.has(pageRoute(path));
      return { body: shell(), status: known ? 200 : 404, caching: known ? 'revalidate' : 'none' };
    },
    needsRender: () => false,
    rendering: 0,
    shed: () => ({ body: shell(), status: 503, caching: 'none' }),
    // The browser builds the page itself, without the answer: a build without pages has no readers without scripts.
    formPage: async () => shell().body.toString(),
  };
}

/** A rendered document as answered: error pages are never kept by others, forms only revalidated. */
function answer(doc: Document, form: boolean): Page {
  return { body: doc.body, status: doc.status, caching: doc.status >= 400 ? 'none' : form ? 'revalidate' : 'shared' };
}

export async function loadRenderer(opts: RendererOptions): Promise<PageRenderer> {
  const { dist, log } = opts;
  const shellHtml = readShell(dist);
  const shell = themedShell(shellHtml, opts.content, isSvgLogo);
  // Made (and compressed) now, so the first shed answer is already small.
  shell();
  const entryFile = join(dist, '..', 'dist-ssr', 'entry-server.js');
  if (!existsSync(entryFile)) {
    log.warn('no server-rendering build (client/dist-ssr): pages render in the browser only');
    return shellPages(shell, opts.knownPaths);
  }
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  const textShellHtml = textPageShell(shellHtml, dist);

  const documents = new LRUCache<string, Document>({
    maxSize: opts.maxBytes,
    // The key and the signature (every answer the page showed) are strings of their own.
    sizeCalculation: (doc, key) =>
      doc.body.body.length +
      (doc.body.br?.length ?? 0) +
      (doc.body.gzip?.length ?? 0) +
      (key.length + doc.signature.length) * 2 +
      1024,
    ttl: opts.ttlMs,
    // Past its TTL a page is answered at once and checked in the background; a failed check
    // keeps the page it had.
    allowStale: true,
    noDeleteOnFetchRejection: true,
    allowStaleOnFetchRejection: true,
    fetchMethod: (key, stale, { options }) => line.run(() => render(key, stale, options)),
  });
  /**
   * Keys asked for with nothing held, until their page is stored (or failed): a request for one
   * joins the render under way. Cleared from the answer lru-cache gives, which comes after it has
   * stored the page, so no request sees a moment with neither.
   */
  const inFlight = new Set<string>();
  async function render(
    key: string,
    stale: Document | undefined,
    options: LRUCache.FetcherFetchOptions<string, Document>,
  ): Promise<Document> {
    // Read before loading: content that changes during the render makes the page checked again.
    const generation = opts.generation();
    const content = opts.content();
    const used: string[] = [];
    const context = await entry.loadPage(key, renderApi(opts.services, content, used, log));
    const signature = `${context.statusCode}|${opts.today()}|${content.version}|${used.join(' ')}`;
    if (stale?.signature === signature) return { ...stale, generation };
    const rendered = await entry.renderPage(context, opts.origin);
    const textOnly = entry.pageCacheKey(new URL(key, 'http://localhost'), content.ownPages).textOnly;
    const document = textOnly
      ? pageDocument(textShellHtml, { ...rendered, hydration: null }, themeHead(content.theme, isSvgLogo(content)))
      : pageDocument(shellHtml, rendered, themeHead(content.theme, isSvgLogo(content)));
    const body = await precompress(encodeBody(document));
    opts.onRender?.(context.statusCode);
    if (context.statusCode >= 500) options.ttl = FAILED_TTL_MS;
    return { body, status: context.statusCode, signature, generation };
  }
  const line = boundedLine(opts.rendersAtOnce ?? RENDERS_AT_ONCE, opts.maxWaitingRenders ?? MAX_WAITING_RENDERS);
  const keyOf = (url: string) => entry.pageCacheKey(new URL(url, 'http://localhost'), opts.content().ownPages);
  const refused = (): Page => ({ body: shell(), status: 503, caching: 'none' });

  return {
    needsRender: (url) => {
      const { key } = keyOf(url);
      return !inFlight.has(key) && documents.peek(key) === undefined;
    },
    shed: refused,
    formPage: (path, reply) =>
      line.run(async () => {
        const content = opts.content();
        const context = await entry.loadPage(path, renderApi(opts.services, content, [], log));
        return pageDocument(
          shellHtml,
          await entry.renderPage(context, opts.origin, reply),
          themeHead(content.theme, isSvgLogo(content)),
        );
      }),
    get rendering() {
      return line.size;
    },
    async page(url) {
      const { key, form } = keyOf(url);
      const held = documents.peek(key);
      if (!inFlight.has(key) && (opts.busy?.() || (!held && line.full))) {
        // Busy, or the render line full, and no render of this page under way to join: the copy
        // held, however old, is answered as it is; a page never rendered is not rendered now. Its shell still lets the browser build the page from /bff.
        if (held) return answer(held, form);
        return refused();
      }
      try {
        const fetching = documents.fetch(key, {
          forceRefresh: held !== undefined && held.generation !== opts.generation(),
        });
        if (!held && !inFlight.has(key)) {
          inFlight.add(key);
          fetching.finally(() => inFlight.delete(key)).catch(() => {});
        }
        const doc = await fetching;
        if (doc) return answer(doc, form);
      } catch (err) {
        if (err instanceof BusyError) return refused();
        log.error({ err, url: key }, 'server rendering failed; answering the client shell');
      }
      // The browser can still render the page itself.
      return { body: shell(), status: 200, caching: 'none' };
    },
  };
}
