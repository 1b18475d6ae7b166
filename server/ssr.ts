import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';

// Pages are answered with their HTML already rendered (client/dist-ssr, built by Vite from
// client/src/entry-server.tsx), so a phone paints the page before its scripts arrive. The markup
// holds no provider data (lists render their frame; the page fetches /bff), so it depends only on
// the URL and the date and is kept in a small cache.

interface RenderedPage {
  html: string;
  head: string;
  status: number;
}

interface ServerEntry {
  render(url: string): Promise<RenderedPage>;
}

export interface PageRenderer {
  /** The full document for a page URL (path and query), or the plain client shell on failure. */
  page(url: string): Promise<string>;
}

const TITLE = /<title>[\s\S]*?<\/title>\s*/;
const DESCRIPTION = /<meta\s+name="description"[\s\S]*?\/?>\s*/;

export async function loadRenderer(dist: string, log: FastifyBaseLogger): Promise<PageRenderer> {
  const shell = readFileSync(join(dist, 'index.html'), 'utf8');
  const entryFile = join(dist, '..', 'dist-ssr', 'entry-server.js');
  if (!existsSync(entryFile)) {
    log.warn('no server-rendering build (client/dist-ssr): pages render in the browser only');
    return { page: async () => shell };
  }
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  const cache = new LRUCache<string, string>({
    maxSize: 16 * 1024 * 1024,
    sizeCalculation: (html) => html.length,
    // "This year" appears in lists and the footer; re-render now and then.
    ttl: 10 * 60 * 1000,
  });
  return {
    async page(url) {
      const hit = cache.get(url);
      if (hit) return hit;
      try {
        const { html, head } = await entry.render(url);
        const document = shell
          .replace(TITLE, '')
          .replace(DESCRIPTION, '')
          .replace('</head>', `${head}</head>`)
          .replace('<div id="root"></div>', `<div id="root">${html}</div>`);
        cache.set(url, document);
        return document;
      } catch (err) {
        // The browser can still render the page itself.
        log.error({ err, url }, 'server rendering failed; answering the client shell');
        return shell;
      }
    },
  };
}
