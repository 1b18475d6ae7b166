// Server rendering: the server answers every page with its HTML in place (header, banner, text,
// and the lists with their items from the server's cache), so a phone paints the page before any
// script runs and readers without scripts still get the content; the client then hydrates it
// from the loader data sent with the page. Built by `vite build --ssr` into client/dist-ssr, with
// React bundled in, and loaded by the server at start.
import { prerender } from 'react-dom/static';
import { createStaticHandler, isRouteErrorResponse, type StaticHandlerContext } from 'react-router-dom';
import type { BffApi } from '@shared/bff-api.ts';
import type { FormReply } from '@shared/form-reply.ts';
import { PageRoot, pageView, type PageActions } from '@/app/page-root.tsx';
import { buildRoutes } from '@/app/router.tsx';
import { SiteOriginContext } from '@/lib/site-origin.ts';
import type { ServerLoadContext } from '@/lib/bff-client.ts';

export { pageCacheKey } from '@/app/page-cache-key.ts';

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** <title>, <meta> and <link> elements the page renders, for the document head. */
  head: string;
  /** The router's hydration data (loader data and route errors) as JSON. */
  hydration: string;
}

// One handler for the process: the routes' lazy modules are resolved once, on first use.
const handler = createStaticHandler(buildRoutes());

const HOISTED = /<(title)[^>]*>[\s\S]*?<\/title>|<(meta|link)\b[^>]*\/?>/g;

async function streamToString(stream: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let out = '';
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>)
    out += decoder.decode(chunk, { stream: true });
  return out + decoder.decode();
}

/**
 * Runs the loaders of a page URL (path and query) against the server's data. The result's
 * `statusCode` is the page's status: 404 for an unknown path or album, the loader's for a failure.
 */
export async function loadPage(url: string, bff: BffApi): Promise<StaticHandlerContext> {
  const requestContext: ServerLoadContext = { bff };
  const context = await handler.query(new Request(new URL(url, 'http://localhost')), { requestContext });
  if (context instanceof Response) throw new Error(`unexpected response (${context.status}) loading ${url}`);
  return context;
}

/**
 * Route errors in the form react-router's browser router reads back (its own server format), so
 * hydration shows the same error view; an unexpected error's details stay on the server.
 */
function serializeErrors(errors: StaticHandlerContext['errors']): Record<string, unknown> | null {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([id, error]) => [
      id,
      isRouteErrorResponse(error)
        ? { ...error, __type: 'RouteErrorResponse' }
        : { message: 'Unexpected Server Error', __type: 'Error' },
    ]),
  );
}

/** Nothing navigates while the server renders. */
const STILL: PageActions = { navigate: () => {}, revalidate: () => {} };

/**
 * Renders a loaded page once, with absolute links on `origin`; with `formReply`, as the answer to
 * its form posted without scripts.
 */
export async function renderPage(
  context: StaticHandlerContext,
  origin: string,
  formReply?: FormReply,
): Promise<RenderedPage> {
  const view = pageView(
    {
      location: context.location,
      matches: context.matches,
      loaderData: context.loaderData,
      errors: context.errors,
      formReply,
    },
    STILL,
  );
  const { prelude } = await prerender(
    <SiteOriginContext value={origin}>
      <PageRoot view={view} />
    </SiteOriginContext>,
    // React would move a large Suspense boundary's HTML to the end of the page, to be put in place
    // by an inline script, which the Content-Security-Policy forbids: keep every boundary in place.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const markup = await streamToString(prelude);
  // React renders the page's <title> and <meta> where the page declares them; they belong in <head>.
  const head: string[] = [];
  const html = markup.replace(HOISTED, (tag) => {
    head.push(tag);
    return '';
  });
  const hydration = JSON.stringify({
    loaderData: context.loaderData,
    actionData: context.actionData,
    errors: serializeErrors(context.errors),
    routeIds: context.matches.map((match) => match.route.id),
    ...(formReply ? { formReply } : {}),
  });
  return { html, head: head.join(''), hydration };
}
