// Test helpers for the pages with data: a data router around the page, the URL made visible, canned answers.
import type { FormReply } from '@shared/form-reply.ts';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, type RouteObject } from 'react-router-dom';
import { vi } from 'vitest';
import { findRoute } from '@/app/routes.ts';
import { GeneralErrorBoundary } from '@/components/errors/general-error-boundary.tsx';
import { RouterHost } from '@/testing/router-host.tsx';
import { ROOT_ROUTE_ID } from '@/lib/site.ts';
import { TEST_SITE } from '@/testing/site-fixture.ts';

function OtherPage() {
  return <p>Another page of the site</p>;
}

export interface RenderPageOptions {
  /** The page module's own error boundary (`export function ErrorBoundary`), as the router takes it. */
  ErrorBoundary?: ComponentType;
  /** The page as the server's answer to its form, posted without scripts. */
  formReply?: FormReply;
}

/**
 * Renders `Page` at `url` in a data router set up like the app's (app/router.tsx): the page's route
 * has the loader and shouldRevalidate of its entry in the route table, its module's error boundary
 * if any, and the general error boundary above it. Every other address renders a stand-in.
 * Returns the render result and the router (to navigate or read its state).
 */
export function renderAt(url: string, Page: ComponentType, { ErrorBoundary, formReply }: RenderPageOptions = {}) {
  const { pathname } = new URL(url, 'http://localhost');
  const entry = findRoute(pathname);
  if (!entry) throw new Error(`no route for ${pathname} in the route table`);
  const page: RouteObject = {
    path: pathname,
    caseSensitive: true,
    Component: Page,
    ...(entry.loader ? { loader: entry.loader } : {}),
    ...(entry.shouldRevalidate ? { shouldRevalidate: entry.shouldRevalidate } : {}),
    ...(ErrorBoundary ? { ErrorBoundary } : {}),
  };
  const routes: RouteObject[] = [
    {
      // As in the app, the root route's data is the school (lib/site.ts).
      id: ROOT_ROUTE_ID,
      loader: () => TEST_SITE,
      children: [{ ErrorBoundary: GeneralErrorBoundary, children: [page, { path: '*', Component: OtherPage }] }],
    },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  return { router, ...render(<RouterHost router={router} layout={false} formReply={formReply} />) };
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export function errorResponse(status: number, message: string): Response {
  return jsonResponse({ statusCode: status, error: 'Error', message }, status);
}

/** Stubs `fetch` with a handler; returns the mock to inspect calls. */
export function stubFetch(handler: (url: string, init?: RequestInit) => Response | Promise<Response>) {
  const mock = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
    Promise.resolve(handler(typeof input === 'string' ? input : input.toString(), init)),
  );
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** Stubs `fetch` so that the first request fails with the server's `status` (the provider is down) and later ones get `then`. */
export function stubFetchFailingOnce(status: number, then: (url: string) => Response) {
  let calls = 0;
  return stubFetch((url) => {
    calls += 1;
    return calls === 1
      ? errorResponse(status, 'The school information service is not answering right now. Please try again later.')
      : then(url);
  });
}

/** The /bff URLs fetched so far, in order. */
export function fetchedUrls(mock: ReturnType<typeof stubFetch>): string[] {
  return mock.mock.calls.map(([input]) => (typeof input === 'string' ? input : input.toString()));
}

/** Pins "today" (the current year drives the default filter) without faking timers. */
export function pinToday(iso: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
}
