// Shared by the home page's tests: the one request served, the page rendered, what it shows.
// Before idb-keyval opens its database: jsdom has no IndexedDB.
import 'fake-indexeddb/auto';
import { screen } from '@testing-library/react';
import { clear } from 'idb-keyval';
import { afterEach, beforeEach, vi } from 'vitest';
import type { SiteData } from '@shared/content-schema.ts';
import type { HomeData } from '@shared/types.ts';
import { errorResponse, jsonResponse, renderAt, stubFetch } from '@/components/filters/filters-test-utils.tsx';
import { markShown } from '../lib/once.ts';
import { OPENING_SHOWN_KEY } from '../lib/use-opening-overlay.ts';
import { mockMatchMedia, polyfillDialog } from '../testing/browser-mocks.ts';
import HomePage from './home-page.tsx';

/** Answers GET /bff/home with `body`; any other URL is a 404 (and shows in fetchedUrls). */
export function serve(body: HomeData) {
  return stubFetch((url) => (url === '/bff/home' ? jsonResponse(body) : errorResponse(404, 'Not Found')));
}

/** Home rendered, with the school's site data (its words) when given. */
export function renderHome(site?: SiteData) {
  return renderAt('/', HomePage, site ? { site } : {});
}

export function pageHeadings(): string[] {
  return screen
    .getAllByRole('heading', { level: 2 })
    .filter((h) => !h.closest('dialog'))
    .map((h) => h.textContent ?? '');
}

export const notices = () => screen.queryByRole('dialog', { name: 'Notifications' });

/** Each test starts with empty storage, the opening already seen today, and the browser stand-ins. */
export function prepareEachTest() {
  beforeEach(async () => {
    await clear();
    await markShown(OPENING_SHOWN_KEY);
    mockMatchMedia();
    polyfillDialog();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}
