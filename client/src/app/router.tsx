import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { GeneralErrorBoundary } from '@/components/errors/general-error-boundary.tsx';
import { NotFoundPage } from '@/components/errors/not-found-page.tsx';
import { routeError } from '@/lib/bff-client.ts';
import { keepSite, ROOT_ROUTE_ID, siteLoader } from '@/lib/site.ts';
import { NOT_FOUND_ROUTE_ID, pageHandle, pageView, type PageActions, type PageView } from './page-root.tsx';
import { ownPageRoute, routeTable } from './routes.ts';

// react-router as the navigation engine (matching, loaders, history, scroll); app/page-root.tsx
// renders its state. The browser loads this module on the first navigation, not with the page.

/**
 * Fresh route objects per call (lazy routes resolve in place, so callers must not share them):
 * each page, under its path and aliases, is a lazy, case-sensitive child of the root.
 */
export function buildRoutes(): RouteObject[] {
  const pages: RouteObject[] = [...routeTable, ownPageRoute].flatMap((entry) =>
    [entry.path, ...entry.aliases].map((path): RouteObject => ({
      // Names the route in the hydration data.
      id: path,
      path,
      caseSensitive: true,
      handle: pageHandle(path),
      ...(entry.loader ? { loader: entry.loader } : {}),
      ...(entry.shouldRevalidate ? { shouldRevalidate: entry.shouldRevalidate } : {}),
      lazy: async () => {
        const module = await entry.load();
        return { Component: module.default, ...(module.ErrorBoundary ? { ErrorBoundary: module.ErrorBoundary } : {}) };
      },
    })),
  );
  // Its loader makes the server answer an unknown path with 404.
  const notFound: RouteObject = {
    id: NOT_FOUND_ROUTE_ID,
    path: '*',
    loader: () => {
      throw routeError(404, null, 'Not Found');
    },
    Component: NotFoundPage,
    handle: pageHandle(NOT_FOUND_ROUTE_ID),
  };
  return [
    {
      id: ROOT_ROUTE_ID,
      loader: siteLoader,
      shouldRevalidate: keepSite,
      // The root's boundary catches the layout's data errors, the pathless route's a page's.
      ErrorBoundary: GeneralErrorBoundary,
      children: [{ ErrorBoundary: GeneralErrorBoundary, children: [...pages, notFound] }],
    },
  ];
}

/** Loads a URL's page modules before the router starts; a failed load is left to the router. */
export async function resolveLazyMatches(routes: RouteObject[], location: { pathname: string }): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      try {
        const resolved = await route.lazy();
        Object.assign(route, { ...resolved, lazy: undefined });
      } catch {
        // The router retries lazy() and shows the error view.
      }
    }),
  );
}

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The browser's router, hydrated from the server's page. */
export async function createAppRouter(): Promise<AppRouter> {
  const routes = buildRoutes();
  await resolveLazyMatches(routes, window.location);
  return createBrowserRouter(routes);
}

/** The page view of a router's state. */
export function routerView(router: Pick<AppRouter, 'state'>, actions: PageActions): PageView {
  const { state } = router;
  return pageView(
    {
      location: state.location,
      historyAction: state.historyAction,
      busy: state.navigation.state !== 'idle' || state.revalidation !== 'idle',
      matches: state.matches,
      loaderData: state.loaderData,
      errors: state.errors,
    },
    actions,
  );
}

/** Navigation through a router; stable identities. */
export function routerActions(router: Pick<AppRouter, 'navigate' | 'revalidate'>): PageActions {
  return {
    navigate: (to, options) => void (typeof to === 'number' ? router.navigate(to) : router.navigate(to, options)),
    revalidate: () => void router.revalidate(),
  };
}

const SCROLL_KEY = 'react-router-scroll-positions';

/**
 * <ScrollRestoration> without its provider: positions saved per history entry, restored on
 * back/forward, top after a new navigation unless preventScrollReset. Returns an after-render
 * callback that acts only when the location changed.
 */
export function restoreScroll(router: AppRouter): () => void {
  window.history.scrollRestoration = 'manual';
  let saved: Record<string, number> = {};
  try {
    saved = JSON.parse(sessionStorage.getItem(SCROLL_KEY) ?? '{}') as Record<string, number>;
  } catch {
    // Storage unreadable: keep positions in memory only.
  }
  router.enableScrollRestoration(saved, () => window.scrollY);
  window.addEventListener('pagehide', () => {
    try {
      sessionStorage.setItem(SCROLL_KEY, JSON.stringify(saved));
    } catch {
      // Storage full or off.
    }
  });
  let shownKey = router.state.location.key;
  return () => {
    const { restoreScrollPosition, preventScrollReset, location, navigation } = router.state;
    if (navigation.state !== 'idle' || location.key === shownKey) return;
    shownKey = location.key;
    if (restoreScrollPosition === false) return;
    if (typeof restoreScrollPosition === 'number') {
      window.scrollTo(0, restoreScrollPosition);
      return;
    }
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    if (!preventScrollReset) window.scrollTo(0, 0);
  };
}
