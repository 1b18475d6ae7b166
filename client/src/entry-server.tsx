// Server rendering: the server answers every page with its HTML in place (header, banner, text,
// and the lists with their items from the server's cache), so a phone paints the page before any
// script runs and readers without scripts still get the content; the client then hydrates it.
// Built by `vite build --ssr` into client/dist-ssr, with React bundled in, and loaded by the
// server at start.
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { buildRoutes } from '@/app/router.tsx';
import { SiteOriginContext } from '@/lib/site-origin.ts';
import { BffPreloadContext, type BffPreload } from '@/lib/use-bff.ts';

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** <title>, <meta> and <link> elements the page renders, for the document head. */
  head: string;
  /** The /bff answers the markup was rendered with, for the client to hydrate from. */
  data: Record<string, unknown>;
}

/** Gets a /bff answer for the render, or undefined when there is none to give. */
export type LoadBff = (url: string) => Promise<unknown>;

const HOISTED = /<(title)[^>]*>[\s\S]*?<\/title>|<(meta|link)\b[^>]*\/?>/g;

async function streamToString(stream: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let out = '';
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) out += decoder.decode(chunk, { stream: true });
  return out + decoder.decode();
}

async function renderOnce(url: string, origin: string, preload: BffPreload): Promise<string> {
  const routes = buildRoutes();
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) throw new Error(`unexpected redirect rendering ${url}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <StrictMode>
      <SiteOriginContext value={origin}>
        <BffPreloadContext value={preload}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </BffPreloadContext>
      </SiteOriginContext>
    </StrictMode>,
  );
  return streamToString(prelude);
}

/**
 * Renders one URL (path and query) of the site, with absolute links on `origin`. `expected` are
 * the /bff answers an earlier render of this URL showed: loaded first, they usually make one
 * pass enough.
 */
export async function render(url: string, origin: string, load: LoadBff, expected: readonly string[] = []): Promise<RenderedPage> {
  const preload: BffPreload = { answers: new Map(), requested: new Set() };
  const tried = new Set<string>();
  const loadAll = async (urls: Iterable<string>) => {
    for (const bffUrl of urls) {
      if (tried.has(bffUrl)) continue;
      tried.add(bffUrl);
      const answer = await load(bffUrl);
      if (answer !== undefined) preload.answers.set(bffUrl, answer);
    }
  };
  await loadAll(expected);
  let markup = await renderOnce(url, origin, preload);
  // A pass that asked for answers it did not have learns which the page shows; render again with them.
  const missing = [...preload.requested].filter((bffUrl) => !tried.has(bffUrl));
  if (missing.length > 0) {
    await loadAll(missing);
    markup = await renderOnce(url, origin, preload);
  }
  // React renders the page's <title> and <meta> where the page declares them; they belong in <head>.
  const head: string[] = [];
  const html = markup.replace(HOISTED, (tag) => {
    head.push(tag);
    return '';
  });
  return { html, head: head.join(''), data: Object.fromEntries(preload.answers) };
}
