import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { FormReply } from '../../../shared/form-reply.ts';
import { encodeBody, precompress, type EncodedBody } from '../../cache/cached-body.ts';
import { shellPages } from './shell-pages.ts';
import type { SiteContent } from '../../content/load-content.ts';
import { pageDocument, themedShell, themeHead } from './page-shell.ts';
import { loadClientBuild, type ClientBuild } from './client-build.ts';
import type { Services } from '../services.ts';
import { BusyError, type Busy, type BusyLimit } from '../../load/busy.ts';
import { boundedLine } from '../../load/bounded-line.ts';
import { isSvgLogo } from '../icons/routes.ts';
import { renderApi } from './render-api.ts';
import { pageKeys } from './page-keys.ts';

// Rendered pages, kept compressed by path and parameters: loaders rerun after the TTL or a data change,
// and a page re-renders only when what it shows changed (docs/design.md, "How a page reaches a phone").

/** Who may keep a page: CDNs and browsers; browsers after revalidating (forms, shell); none (errors, failed render). */
export type PageCaching = 'shared' | 'revalidate' | 'none';

export interface Page {
  body: EncodedBody;
  status: number;
  caching: PageCaching;
  /** Why a 5xx page failed (the limit that shed it, the provider's error), for the log line. */
  reason?: string;
}

export interface PageRenderer {
  /** The document for a page URL (path and query). */
  page(url: string): Promise<Page>;
  /** True when answering the URL would start a render. */
  needsRender(url: string): boolean;
  /** Renders under way and waiting for their turn. */
  readonly rendering: number;
  /** Pages held in its cache, one per page address and its parameters. */
  readonly held: number;
  /** 503 with the client shell, when no render can be spared (`limit` says which, for the log). */
  shed(limit: BusyLimit): Page;
  /** A form page answering a post, never kept; BusyError when the render line is full. */
  formPage(path: string, reply: FormReply): Promise<string>;
}

export interface RendererOptions {
  /** The client build, or its folder (read for this renderer alone). */
  build: ClientBuild | string;
  log: FastifyBaseLogger;
  services: Services;
  /** Changes with any data a page may show. */
  generation: () => number | string;
  /** The school's date (lists and events depend on it); pages render again when it changes. */
  today: () => string;
  /** The public origin, for canonical and Open Graph links. */
  origin: string;
  ttlMs: number;
  maxBytes: number;
  /** Called for each render (metrics). */
  onRender?: (status: number) => void;
  /** Page paths that exist (the shell's status without a rendering build). */
  knownPaths: KnownPaths;
  /** The school's content as last read; a new version renders pages again. */
  content: () => SiteContent;
  /** While true, pages with no copy are shed. */
  busy?: Busy;
  /** Renders at once; the others wait their turn. */
  rendersAtOnce?: number;
  /** Renders that may wait; past that, pages with no copy are shed. */
  maxWaitingRenders?: number;
}

interface Document {
  body: EncodedBody;
  status: number;
  /** Status, date, content version and every answer's key and version the page showed. */
  signature: string;
  generation: number | string;
  /** The school day it was rendered on: a new day renders it again, however fresh ("next holiday"). */
  day: string;
  /** Why its data failed, when it is a 5xx. */
  reason?: string;
}

/** A page whose data failed is tried again this soon. */
const FAILED_TTL_MS = 1000;

/** Renders are CPU work on the event loop that shedding does not catch: one at a time, few waiting. */
const RENDERS_AT_ONCE = 1;
const MAX_WAITING_RENDERS = 8;

/** Whether the site serves a page path (the build's routes and the school's own pages). */
export type KnownPaths = Pick<ReadonlySet<string>, 'has'>;
export { pageRoute } from './shell-pages.ts';

/** A school's renderer and the paths it serves. */
export interface SchoolPages {
  renderer: PageRenderer;
  knownPaths: KnownPaths;
}

/** A document as answered: errors never kept, forms only revalidated. */
function answer(doc: Document, form: boolean): Page {
  const caching = doc.status >= 400 ? 'none' : form ? 'revalidate' : 'shared';
  return { body: doc.body, status: doc.status, caching, ...(doc.reason ? { reason: doc.reason } : {}) };
}

export async function loadRenderer(opts: RendererOptions): Promise<PageRenderer> {
  const { log } = opts;
  const build = typeof opts.build === 'string' ? await loadClientBuild(opts.build, log) : opts.build;
  const { shellHtml } = build;
  const shell = themedShell(shellHtml, opts.content, isSvgLogo);
  // Compressed now, so the first shed answer is small.
  shell();
  if (!build.ssr) return shellPages(shell, opts.knownPaths);
  const { entry, textShellHtml, stylesOf, preloadsOf } = build.ssr;
  const withStyles = <T extends { modules: string[] }>(page: T) => ({
    ...page,
    styles: stylesOf(page.modules),
    preloads: preloadsOf(page.modules),
  });

  const documents = new LRUCache<string, Document>({
    maxSize: opts.maxBytes,
    // The key and signature are strings of their own.
    sizeCalculation: (doc, key) =>
      doc.body.body.length +
      (doc.body.br?.length ?? 0) +
      (doc.body.gzip?.length ?? 0) +
      (key.length + doc.signature.length) * 2 +
      1024,
    ttl: opts.ttlMs,
    // Past its TTL a page is answered at once and checked in the background; a failed check keeps it.
    allowStale: true,
    noDeleteOnFetchRejection: true,
    allowStaleOnFetchRejection: true,
    fetchMethod: (key, stale, { options }) => line.run(() => render(key, stale, options)),
  });
  /** Keys rendering with nothing held (a request joins the render); cleared once stored, so none sees neither. */
  const inFlight = new Set<string>();
  async function render(
    key: string,
    stale: Document | undefined,
    options: LRUCache.FetcherFetchOptions<string, Document>,
  ): Promise<Document> {
    // Read before loading, so a change during the render is seen next time.
    const generation = opts.generation();
    const content = opts.content();
    const used: string[] = [];
    const failures: string[] = [];
    const context = await entry.loadPage(key, renderApi(opts.services, content, { used, failures }, log));
    const day = opts.today();
    const signature = `${context.statusCode}|${day}|${content.version}|${used.join(' ')}`;
    if (stale?.signature === signature) return { ...stale, generation, day };
    const rendered = withStyles(await entry.renderPage(context, opts.origin));
    const textOnly = entry.pageCacheKey(new URL(key, 'http://localhost'), content.ownPages).textOnly;
    const document = textOnly
      ? pageDocument(
          textShellHtml,
          { ...rendered, hydration: null },
          themeHead(content.theme, isSvgLogo(content)),
          content.words,
        )
      : pageDocument(shellHtml, rendered, themeHead(content.theme, isSvgLogo(content)), content.words);
    const body = await precompress(encodeBody(document));
    opts.onRender?.(context.statusCode);
    if (context.statusCode < 500) return { body, status: context.statusCode, signature, generation, day };
    options.ttl = FAILED_TTL_MS;
    const reason = failures[0] ?? `the page's data answered ${context.statusCode}`;
    return { body, status: context.statusCode, signature, generation, day, reason };
  }
  const line = boundedLine(
    opts.rendersAtOnce ?? RENDERS_AT_ONCE,
    opts.maxWaitingRenders ?? MAX_WAITING_RENDERS,
    'render line full',
  );
  const keyOf = pageKeys(entry, opts.content);
  const refused = (limit: BusyLimit): Page => ({
    body: shell(),
    status: 503,
    caching: 'none',
    reason: `shed: ${limit}`,
  });

  return {
    needsRender: (url) => {
      const { key } = keyOf(url);
      return !inFlight.has(key) && documents.peek(key) === undefined;
    },
    shed: refused,
    formPage: (path, reply) =>
      line.run(async () => {
        const content = opts.content();
        const context = await entry.loadPage(path, renderApi(opts.services, content, { used: [], failures: [] }, log));
        return pageDocument(
          shellHtml,
          withStyles(await entry.renderPage(context, opts.origin, reply)),
          themeHead(content.theme, isSvgLogo(content)),
          content.words,
        );
      }),
    get rendering() {
      return line.size;
    },
    get held() {
      return documents.size;
    },
    async page(url) {
      const { key, form } = keyOf(url);
      const held = documents.peek(key);
      if (!inFlight.has(key) && (opts.busy?.() || (!held && line.full))) {
        // Busy or line full with no render to join: the copy held, however old, else the shell.
        if (held) return answer(held, form);
        return refused(opts.busy?.() ? 'load (SHED_*)' : 'render line full');
      }
      try {
        const fetching = documents.fetch(key, {
          forceRefresh: held !== undefined && (held.generation !== opts.generation() || held.day !== opts.today()),
        });
        if (!held && !inFlight.has(key)) {
          inFlight.add(key);
          fetching.finally(() => inFlight.delete(key)).catch(() => {});
        }
        const doc = await fetching;
        if (doc) return answer(doc, form);
      } catch (err) {
        if (err instanceof BusyError) return refused(err.limit);
        log.error({ err, url: key }, 'server rendering failed; answering the client shell');
      }
      // The browser can still render the page.
      return { body: shell(), status: 200, caching: 'none' };
    },
  };
}
