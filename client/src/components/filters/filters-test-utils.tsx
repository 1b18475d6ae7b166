// Test helpers for the list pages: a router around the page, the URL made visible, canned answers.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { vi } from 'vitest';

/** Shows the current URL and offers the browser's back button. */
function LocationProbe() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="location">{location.pathname + location.search}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        History back
      </button>
    </>
  );
}

export function renderAt(url: string, page: ReactElement) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      {page}
      <LocationProbe />
    </MemoryRouter>,
  );
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

/** Pins "today" (the current year drives the default filter) without faking timers. */
export function pinToday(iso: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
}
