import { Component, StrictMode, type ComponentType, type ReactNode } from 'react';
import { GeneralErrorBoundary } from '@/components/errors/general-error-boundary.tsx';
import { NotFoundPage } from '@/components/errors/not-found-page.tsx';
import { PageProvider, type PageMatch, type PageState } from '@/lib/page-context.tsx';
import type { FormReply } from '@shared/form-reply.ts';
import { ROOT_ROUTE_ID } from '@/lib/site.ts';
import { RootLayout, type PageHandle } from './root-layout.tsx';
import { findRoute, notFoundMeta } from './routes.ts';

// One tree for server render, hydration (no router yet) and router navigations.

/** Route id of "no such page" (app/router.tsx). */
export const NOT_FOUND_ROUTE_ID = 'not-found';

/** The page's element and its own error view, if any. */
export interface PageElements {
  element: ReactNode;
  errorElement?: ReactNode;
}

/** The page state and the page to show. */
export interface PageView {
  state: PageState;
  page: PageElements;
  /** The layout's data failed: show only the error. */
  rootError?: unknown;
}

/** Navigation through the router, or by starting it (app/boot.tsx). */
export type PageActions = Pick<PageState, 'navigate' | 'revalidate'>;

/** A route: elements once the router made them, components in the first view (no router). */
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

/** The router state a page needs (static context or browser state). */
export interface RouterSnapshot {
  location: { pathname: string; search: string; hash: string };
  historyAction?: 'PUSH' | 'REPLACE' | 'POP';
  busy?: boolean;
  matches: ReadonlyArray<{ route: RouteInfo }>;
  loaderData: Record<string, unknown>;
  errors: Record<string, unknown> | null;
  /** This page answers a form posted without scripts (server render and hydration only). */
  formReply?: FormReply | undefined;
}

/** A page route's handle: its meta and canonical path. */
export function pageHandle(routeId: string): PageHandle {
  if (routeId === NOT_FOUND_ROUTE_ID) return { page: notFoundMeta };
  const entry = findRoute(routeId);
  if (!entry) return { page: notFoundMeta };
  const {
    load: _l,
    module: _m,
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
  // A page's error sits on its own route or the one above.
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

/** A page render error, shown like a route error inside the layout. */
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

/** The page or its error view. */
export function PageContent({ view }: { view: PageView }) {
  const { state, page } = view;
  return (
    // A new page drops the last one's error.
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
