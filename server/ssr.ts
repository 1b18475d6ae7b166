import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';

// Pages are answered with their HTML already rendered (client/dist-ssr, built by Vite from
// client/src/entry-server.tsx), lists included, so a phone paints the page before its scripts
// arrive and readers without scripts get the content. The /bff answers a page was rendered with
// travel with it as JSON, so the client hydrates from the same data without asking again.

interface ServerEntry {
  render(
    url: string,
    origin: string,
    load: (bffUrl: string) => Promise<unknown>,
    expected?: readonly string[],
  ): Promise<{ html: string; head: string; data: Record<string, unknown> }>;
}

/** The body of a /bff answer for a page's render, or undefined when there is none. */
export type LoadBffText = (bffUrl: string) => Promise<string | undefined>;

export interface PageRenderer {
  /**
   * The full document for a page URL (path and query) with absolute links on `origin`, or the
   * plain client shell on failure.
   */
  page(url: string, origin: string, load: LoadBffText): Promise<string>;
}

const TITLE = /<title>[\s\S]*?<\/title>\s*/;
const DESCRIPTION = /<meta\s+name="description"[\s\S]*?\/?>\s*/;
const STYLESHEET = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/;

/**
 * The site's one stylesheet, inlined: on a slow phone connection a separate CSS request competes
 * with the scripts and holds back the first paint; inline, the HTML alone can paint.
 */
function inlineStylesheet(html: string, dist: string): string {
  const match = STYLESHEET.exec(html);
  if (!match) return html;
  const css = readFileSync(join(dist, match[1]!), 'utf8').replaceAll('</style', '<\\/style');
  return html.replace(match[0], () => `<style>${css}</style>`);
}

/** JSON inside <script type="application/json">: nothing in it may close the element. */
function scriptSafe(json: string): string {
  return json.replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

export async function loadRenderer(dist: string, log: FastifyBaseLogger): Promise<PageRenderer> {
  const shell = inlineStylesheet(readFileSync(join(dist, 'index.html'), 'utf8'), dist);
  const entryFile = join(dist, '..', 'dist-ssr', 'entry-server.js');
  if (!existsSync(entryFile)) {
    log.warn('no server-rendering build (client/dist-ssr): pages render in the browser only');
    return { page: async () => shell };
  }
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  // Which /bff answers each page URL shows (learned on its first render).
  const plans = new LRUCache<string, string[]>({ max: 5000 });
  // Rendered documents by page URL and the exact data they show.
  const documents = new LRUCache<string, string>({
    maxSize: 32 * 1024 * 1024,
    sizeCalculation: (html) => html.length,
    // "This year" appears in lists and the footer; render again now and then.
    ttl: 10 * 60 * 1000,
  });

  /** Each answer, or undefined for one that failed (kept, so the render does not ask again). */
  async function loadAll(urls: Iterable<string>, load: LoadBffText): Promise<Map<string, string | undefined>> {
    const texts = new Map<string, string | undefined>();
    for (const url of urls) texts.set(url, await load(url));
    return texts;
  }

  function keyOf(url: string, texts: Map<string, string | undefined>): string {
    const hash = createHash('sha1');
    for (const [bffUrl, text] of texts) {
      if (text !== undefined) hash.update(bffUrl).update('\0').update(text).update('\0');
    }
    return `${url}\0${hash.digest('base64url')}`;
  }

  return {
    async page(url, origin, load) {
      const cacheKey = `${origin}${url}`;
      const plan = plans.get(url);
      // The answers this page showed last time: they key the cached document and, on a miss,
      // feed the render without being asked for again.
      const known = plan ? await loadAll(plan, load) : new Map<string, string | undefined>();
      if (plan) {
        const hit = documents.get(keyOf(cacheKey, known));
        if (hit) return hit;
      }
      try {
        const texts = new Map<string, string>();
        const { html, head } = await entry.render(
          url,
          origin,
          async (bffUrl) => {
            const text = known.has(bffUrl) ? known.get(bffUrl) : await load(bffUrl);
            if (text === undefined) return undefined;
            texts.set(bffUrl, text);
            return JSON.parse(text) as unknown;
          },
          plan,
        );
        plans.set(url, [...texts.keys()]);
        const json = `{${[...texts].map(([bffUrl, text]) => `${JSON.stringify(bffUrl)}:${text}`).join(',')}}`;
        const document = shell
          .replace(TITLE, '')
          .replace(DESCRIPTION, '')
          .replace('</head>', () => `${head}</head>`)
          .replace(
            '<div id="root"></div>',
            () =>
              `<div id="root">${html}</div>` +
              (texts.size > 0 ? `<script type="application/json" id="bff-data">${scriptSafe(json)}</script>` : ''),
          );
        documents.set(keyOf(cacheKey, texts), document);
        return document;
      } catch (err) {
        // The browser can still render the page itself.
        log.error({ err, url }, 'server rendering failed; answering the client shell');
        return shell;
      }
    },
  };
}
