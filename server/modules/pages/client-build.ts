import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { BffApi } from '../../../shared/bff-api.ts';
import type { FormReply } from '../../../shared/form-reply.ts';
import { pagePreloads, readShell, textPageShell } from './page-shell.ts';
import { pageStyles, readManifest } from './page-styles.ts';

// The built client as the server renders pages from it: read once per process, shared by every school.

/** What client/dist-ssr/entry-server.js exports. */
export interface ServerEntry {
  pageCacheKey(url: URL, ownPages: ReadonlySet<string>): { key: string; form: boolean; textOnly: boolean };
  loadPage(url: string, bff: BffApi): Promise<{ statusCode: number }>;
  renderPage(
    context: { statusCode: number },
    origin: string,
    formReply?: FormReply,
  ): Promise<{ html: string; head: string; hydration: string; modules: string[] }>;
  /** Every route's page module (app/page-modules.ts ids). */
  pageModules: readonly string[];
}

/** The client build every school's pages are made from: read once per process. */
export interface ClientBuild {
  /** index.html with the site-wide stylesheet inlined and the app's modules preloaded. */
  shellHtml: string;
  /** The server-rendering build, with the text pages' shell and each page's styles; null without one. */
  ssr: {
    entry: ServerEntry;
    textShellHtml: string;
    stylesOf: (modules: readonly string[]) => string;
    /** A hydrated page's module preloads, for the end of its body. */
    preloadsOf: (modules: readonly string[]) => string;
  } | null;
}

/** Reads the client build in `dist` and its server-rendering build beside it (client/dist-ssr). */
export async function loadClientBuild(dist: string, log: FastifyBaseLogger): Promise<ClientBuild> {
  const manifest = readManifest(dist);
  const shellHtml = readShell(dist, manifest);
  const entryFile = join(dist, '..', 'dist-ssr', 'entry-server.js');
  if (!existsSync(entryFile)) {
    log.warn('no server-rendering build (client/dist-ssr): pages render in the browser only');
    return { shellHtml, ssr: null };
  }
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  return {
    shellHtml,
    ssr: {
      entry,
      textShellHtml: textPageShell(shellHtml, manifest),
      stylesOf: pageStyles(dist, manifest, new Set(entry.pageModules)),
      preloadsOf: pagePreloads(manifest),
    },
  };
}
