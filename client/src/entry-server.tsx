// Server rendering of a page's frame: the server answers every page with its HTML already in
// place (header, banner, static text, list skeletons), so a phone paints before any script runs;
// the client then hydrates it. Built by `vite build --ssr` into client/dist-ssr, with React
// bundled in, and loaded by the server at start.
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { buildRoutes } from '@/app/router.tsx';

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** <title>, <meta> and <link> elements the page renders, for the document head. */
  head: string;
  status: number;
}

const HOISTED = /<(title)[^>]*>[\s\S]*?<\/title>|<(meta|link)\b[^>]*\/?>/g;

async function streamToString(stream: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let out = '';
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) out += decoder.decode(chunk, { stream: true });
  return out + decoder.decode();
}

/** Renders one URL (path and query) of the site. */
export async function render(url: string): Promise<RenderedPage> {
  const routes = buildRoutes();
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) throw new Error(`unexpected redirect rendering ${url}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
  const markup = await streamToString(prelude);
  // React renders the page's <title> and <meta> where the page declares them; they belong in <head>.
  const head: string[] = [];
  const html = markup.replace(HOISTED, (tag) => {
    head.push(tag);
    return '';
  });
  return { html, head: head.join(''), status: context.statusCode };
}
