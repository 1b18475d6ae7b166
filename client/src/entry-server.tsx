// Server rendering: every page's full HTML, so it paints before scripts and works without them; the
// client hydrates from the sent loader data. Built by `vite build --ssr` into client/dist-ssr.
import { prerender } from 'react-dom/static';
import { createStaticHandler, isRouteErrorResponse, type StaticHandlerContext } from 'react-router-dom';
import type { BffApi } from '@shared/bff-api.ts';
import type { FormReply } from '@shared/form-reply.ts';
import { PageRoot, pageView, type PageActions } from '@/app/page-root.tsx';
import { buildRoutes } from '@/app/router.tsx';
import { findRoute, ownPageRoute, routeTable } from '@/app/routes.ts';
import { SiteOriginContext } from '@/lib/site-origin.ts';
import type { ServerLoadContext } from '@/lib/bff-client.ts';

export { pageCacheKey } from '@/app/page-cache-key.ts';

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** The page's <title>, <meta> and <link> elements, for the head. */
  head: string;
  /** The router's hydration data as JSON. */
  hydration: string;
  /** The page modules shown (app/page-modules.ts ids), whose stylesheets the page needs. */
  modules: string[];
}

/** Every route's page module, whose stylesheets are the pages' own rather than the site's. */
export const pageModules = [...new Set([...routeTable, ownPageRoute].map((entry) => entry.module))];

// One handler per process: lazy modules resolve once.
const handler = createStaticHandler(buildRoutes());

const HOISTED = /<(title)[^>]*>[\s\S]*?<\/title>|<(meta|link)\b[^>]*\/?>/g;

async function streamToString(stream: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let out = '';
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>)
    out += decoder.decode(chunk, { stream: true });
  return out + decoder.decode();
}

/** Runs a page URL's loaders; `statusCode` is the page's status (404 unknown, a failing loader's). */
export async function loadPage(url: string, bff: BffApi): Promise<StaticHandlerContext> {
  const requestContext: ServerLoadContext = { bff };
  const context = await handler.query(new Request(new URL(url, 'http://localhost')), { requestContext });
  if (context instanceof Response) throw new Error(`unexpected response (${context.status}) loading ${url}`);
  return context;
}

/** Route errors as the browser router reads them back; unexpected errors' details stay on the server. */
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

/** Renders a loaded page with absolute links on `origin`; `formReply` answers a form posted without scripts. */
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
    // Keep Suspense boundaries in place: moving them needs an inline script, which the CSP forbids.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const markup = await streamToString(prelude);
  // React renders head tags in place; they belong in <head>.
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
  const modules = context.matches.flatMap((match) => findRoute(match.route.id)?.module ?? []);
  return { html, head: head.join(''), hydration, modules };
}
