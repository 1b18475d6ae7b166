import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { GeneralErrorBoundary } from '@/components/errors/general-error-boundary.tsx';
import { NotFoundPage } from '@/components/errors/not-found-page.tsx';
import { routeError } from '@/lib/bff-client.ts';
import { keepSite, ROOT_ROUTE_ID, siteLoader } from '@/lib/site.ts';
import { NOT_FOUND_ROUTE_ID, pageHandle, pageView, type PageActions, type PageView } from './page-root.tsx';
import { ownPageRoute, routeTable } from './routes.ts';

// react-router as the app's navigation engine: it matches URLs, runs the loaders (on the server
// against the services, in the browser against /bff), keeps history and scroll positions. It
// renders nothing: app/page-root.tsx shows its state. In the browser this module loads with the
// visitor's first navigation, so a page's first load carries none of it.

/**
 * The route objects, built fresh on each call (lazy routes are resolved in place, so tests and the
 * app must not share them). Every page of the table, under its path and its aliases, is a lazy,
 * case-sensitive child of the root; a page's error is shown in the layout unless its module has
 * an error view of its own.
 */
export function buildRoutes(): RouteObject[] {
  const pages: RouteObject[] = [...routeTable, ownPageRoute].flatMap((entry) =>
    [entry.path, ...entry.aliases].map((path): RouteObject => ({
      // The path names the route in the server's hydration data.
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
  // Its loader makes the status honest: the server answers an unknown path with 404.
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
      // The error views mark where errors stop: the root's for the layout's own data, the
      // pathless route's for a page's (page-root.tsx shows them).
      ErrorBoundary: GeneralErrorBoundary,
      children: [{ ErrorBoundary: GeneralErrorBoundary, children: [...pages, notFound] }],
    },
  ];
}

/**
 * Loads the page modules of a URL before the router starts, so it starts ready (with the data the
 * server sent, nothing is loaded again). A failed load is left to the router.
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
        // The router calls lazy() again and shows the error view if it still fails.
      }
    }),
  );
}

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The browser's router, starting from the page the server rendered (window.__staticRouterHydrationData). */
export async function createAppRouter(): Promise<AppRouter> {
  const routes = buildRoutes();
  await resolveLazyMatches(routes, window.location);
  return createBrowserRouter(routes);
}

/** What a router's current state shows, with navigation through it. */
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

/** Navigation through a router, with stable identities (components may keep them). */
export function routerActions(router: Pick<AppRouter, 'navigate' | 'revalidate'>): PageActions {
  return {
    navigate: (to, options) => void router.navigate(to, options),
    revalidate: () => void router.revalidate(),
  };
}

const SCROLL_KEY = 'react-router-scroll-positions';

/**
 * Scroll positions as react-router's own <ScrollRestoration> keeps them (which needs its
 * provider): saved per history entry when the page is left, restored on back/forward, the top of
 * the page after a new navigation unless it asked to keep its place (a filter). Returns what to
 * run after each render; like that component's effect, it acts only when the location changed,
 * not when the router starts or a navigation merely begins.
 */
export function restoreScroll(router: AppRouter): () => void {
  window.history.scrollRestoration = 'manual';
  let saved: Record<string, number> = {};
  try {
    saved = JSON.parse(sessionStorage.getItem(SCROLL_KEY) ?? '{}') as Record<string, number>;
  } catch {
    // Storage off or unreadable: positions are kept for this page's life only.
  }
  router.enableScrollRestoration(saved, () => window.scrollY);
  window.addEventListener('pagehide', () => {
    try {
      sessionStorage.setItem(SCROLL_KEY, JSON.stringify(saved));
    } catch {
      // Storage full or off: nothing more to do.
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
