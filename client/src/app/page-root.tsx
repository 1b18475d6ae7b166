import { Component, StrictMode, type ComponentType, type ReactNode } from 'react';
import { GeneralErrorBoundary } from '@/components/errors/general-error-boundary.tsx';
import { NotFoundPage } from '@/components/errors/not-found-page.tsx';
import { PageProvider, type PageMatch, type PageState } from '@/lib/page-context.tsx';
import type { FormReply } from '@shared/form-reply.ts';
import { ROOT_ROUTE_ID } from '@/lib/site.ts';
import { RootLayout, type PageHandle } from './root-layout.tsx';
import { findRoute, notFoundMeta } from './routes.ts';

// One tree for every way a page is shown: rendered on the server, hydrated from the data sent with
// it (no router code yet), and after each navigation of the router (loaded on the first one).

/** The route id of "no such page" (app/router.tsx). */
export const NOT_FOUND_ROUTE_ID = 'not-found';

/** The page's element, and its own error view if it has one. */
export interface PageElements {
  element: ReactNode;
  errorElement?: ReactNode;
}

/** What is shown: the page state, and the page (and its own error view, if any). */
export interface PageView {
  state: PageState;
  page: PageElements;
  /** The layout's own data failed: the page is the error alone. */
  rootError?: unknown;
}

/** How a view navigates: through the router once it runs, or by starting it (app/boot.tsx). */
export type PageActions = Pick<PageState, 'navigate' | 'revalidate'>;

/**
 * What a route carries. The router turns a route's components into elements (`Component` into
 * `element`, `ErrorBoundary` into `errorElement`); the first view, made without it, has components.
 */
export interface RouteInfo {
  id: string;
  handle?: unknown;
  Component?: ComponentType | null;
  ErrorBoundary?: ComponentType | null;
  element?: ReactNode;
  errorElement?: ReactNode;
}

function elementsOf(route: RouteInfo | undefined): PageElements {
  if (!route) return { element: <NotFoundPage /> };
  const { Component: Page, ErrorBoundary } = route;
  const element = route.element ?? (Page ? <Page /> : <NotFoundPage />);
  const errorElement = route.errorElement ?? (ErrorBoundary ? <ErrorBoundary /> : undefined);
  return errorElement ? { element, errorElement } : { element };
}

/** The router's state, as much of it as a page needs (react-router's static context and browser state alike). */
export interface RouterSnapshot {
  location: { pathname: string; search: string; hash: string };
  historyAction?: 'PUSH' | 'REPLACE' | 'POP';
  busy?: boolean;
  matches: ReadonlyArray<{ route: RouteInfo }>;
  loaderData: Record<string, unknown>;
  errors: Record<string, unknown> | null;
  /** The answer to a form posted without scripts, which this page is (server render and its hydration only). */
  formReply?: FormReply | undefined;
}

/** The handle a page route carries: its meta for the banner and title, and its canonical path. */
export function pageHandle(routeId: string): PageHandle {
  if (routeId === NOT_FOUND_ROUTE_ID) return { page: notFoundMeta };
  const entry = findRoute(routeId);
  if (!entry) return { page: notFoundMeta };
  const {
    load: _l,
    loader: _d,
    shouldRevalidate: _s,
    params: _p,
    form: _f,
    textOnly: _t,
    path,
    aliases: _a,
    item,
    ...page
  } = entry;
  return item ? { page, path, item } : { page, path };
}

export function pageView(snapshot: RouterSnapshot, actions: PageActions): PageView {
  const leaf = snapshot.matches[snapshot.matches.length - 1]?.route;
  const matches: PageMatch[] = snapshot.matches.map(({ route }) => ({
    id: route.id,
    handle: route.handle,
    data: snapshot.loaderData[route.id],
  }));
  const errors = snapshot.errors ?? {};
  const rootError = errors[ROOT_ROUTE_ID];
  // A page's error is reported on the nearest route with an error view: its own, or the one above it.
  const error = Object.entries(errors).find(([id]) => id !== ROOT_ROUTE_ID)?.[1];
  const state: PageState = {
    location: snapshot.location,
    navigationType: snapshot.historyAction ?? 'POP',
    busy: snapshot.busy ?? false,
    matches,
    ...(error !== undefined ? { error } : {}),
    ...(snapshot.formReply ? { formReply: snapshot.formReply } : {}),
    ...actions,
  };
  return { state, page: elementsOf(leaf), ...(rootError !== undefined ? { rootError } : {}) };
}

/** A render error of the page: shown like a route error, inside the layout. */
class RenderErrorBoundary extends Component<{ state: PageState; children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: undefined };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    return (
      <PageProvider value={{ ...this.props.state, error: this.state.error }}>
        <GeneralErrorBoundary />
      </PageProvider>
    );
  }
}

/** The page itself (or its error view), as the layout holds it. */
export function PageContent({ view }: { view: PageView }) {
  const { state, page } = view;
  return (
    // A new page starts without the error of the one before.
    <RenderErrorBoundary key={state.location.pathname} state={state}>
      {state.error !== undefined ? (page.errorElement ?? <GeneralErrorBoundary />) : page.element}
    </RenderErrorBoundary>
  );
}

export function PageRoot({ view }: { view: PageView }) {
  const { state, rootError } = view;
  return (
    <StrictMode>
      <PageProvider value={rootError === undefined ? state : { ...state, error: rootError }}>
        {rootError !== undefined ? (
          <GeneralErrorBoundary standalone />
        ) : (
          <RootLayout>
            <PageContent view={view} />
          </RootLayout>
        )}
      </PageProvider>
    </StrictMode>
  );
}
