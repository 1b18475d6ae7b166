import { createBrowserRouter, data, matchRoutes, type RouteObject } from 'react-router-dom';
import { GeneralErrorBoundary } from '@/components/errors/general-error-boundary.tsx';
import { NotFoundPage } from '@/components/errors/not-found-page.tsx';
import { keepSite, ROOT_ROUTE_ID, siteLoader } from '@/lib/site.ts';
import { RootLayout, type PageHandle } from './root-layout.tsx';
import { notFoundMeta, routeTable } from './routes.ts';

/**
 * The route objects, built fresh on each call (lazy routes are resolved in place, so tests and the
 * app must not share them). Every page of the table, under its path and its aliases, is a lazy,
 * case-sensitive child of the layout; errors of a page render inside the layout.
 */
export function buildRoutes(): RouteObject[] {
  const pages: RouteObject[] = routeTable.flatMap((entry) => {
    const { load, loader, shouldRevalidate, params: _params, form: _form, textOnly: _textOnly, path: _path, aliases: _aliases, ...page } = entry;
    const handle: PageHandle = { page, path: entry.path };
    return [entry.path, ...entry.aliases].map(
      (path): RouteObject => ({
        // The path names the route in the server's hydration data.
        id: path,
        path,
        caseSensitive: true,
        handle,
        ...(loader ? { loader } : {}),
        ...(shouldRevalidate ? { shouldRevalidate } : {}),
        lazy: async () => {
          const module = await load();
          return { Component: module.default, ...(module.ErrorBoundary ? { ErrorBoundary: module.ErrorBoundary } : {}) };
        },
      }),
    );
  });
  // Its loader makes the status honest: the server answers an unknown path with 404.
  const notFound: RouteObject = {
    id: 'not-found',
    path: '*',
    loader: () => {
      throw data(null, { status: 404, statusText: 'Not Found' });
    },
    Component: NotFoundPage,
    handle: { page: notFoundMeta } satisfies PageHandle,
  };
  return [
    {
      id: ROOT_ROUTE_ID,
      Component: RootLayout,
      loader: siteLoader,
      shouldRevalidate: keepSite,
      // Only without server data (the dev server): nothing shows until the first page's loader answers.
      HydrateFallback: () => null,
      errorElement: <GeneralErrorBoundary standalone />,
      children: [{ errorElement: <GeneralErrorBoundary />, children: [...pages, notFound] }],
    },
  ];
}

/**
 * Loads the page modules of the first URL before the first render, so the first paint shows
 * the real page instead of an empty shell. A failed load is left to the router's error boundary.
 */
export async function resolveLazyMatches(routes: RouteObject[], location: { pathname: string }): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      try {
        const resolved = await route.lazy();
        Object.assign(route, { ...resolved, lazy: undefined });
      } catch {
        // The router calls lazy() again and shows the error boundary if it still fails.
      }
    }),
  );
}

export async function createAppRouter() {
  const routes = buildRoutes();
  await resolveLazyMatches(routes, window.location);
  return createBrowserRouter(routes);
}
