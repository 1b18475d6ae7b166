// Test helpers for data pages: a data router, the visible URL, canned answers.
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
import type { SiteData } from '@shared/content-schema.ts';

function OtherPage() {
  return <p>Another page of the site</p>;
}

export interface RenderPageOptions {
  /** The page module's exported ErrorBoundary. */
  ErrorBoundary?: ComponentType;
  /** The page as the answer to a form posted without scripts. */
  formReply?: FormReply;
  /** The root route's data (default: the test school in English). */
  site?: SiteData;
}

/**
 * Renders `Page` at `url` in a data router like the app's (its route-table loader, shouldRevalidate
 * and error boundaries; other addresses a stand-in). Returns the render result and the router.
 */
export function renderAt(
  url: string,
  Page: ComponentType,
  { ErrorBoundary, formReply, site = TEST_SITE }: RenderPageOptions = {},
) {
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
      // The root route's data is the school, as in the app.
      id: ROOT_ROUTE_ID,
      loader: () => site,
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

/** Stubs `fetch`: the first request fails with `status`, later ones get `then`. */
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

/** Pins "today" (the default filter's year) without fake timers. */
export function pinToday(iso: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
}
