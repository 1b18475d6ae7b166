import type { SiteData } from '@shared/content-schema.ts';
// Shared by the router's tests: the pages stood in for, the /bff answers, a render at an address.
import { render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { buildListPage } from '@shared/list-filters.ts';
import type { GalleryAlbum } from '@shared/types.ts';
import { errorResponse, jsonResponse, stubFetch } from '@/components/filters/filters-test-utils.tsx';
import type * as SubGalleryModule from '@/features/gallery/components/sub-gallery-page.tsx';
import { emptyHomeFixture, homeFixture } from '@/features/home/testing/fixtures.ts';
import { contentPageAt } from '@/testing/content-pages.ts';
import { RouterHost } from '@/testing/router-host.tsx';
import { TEST_SITE } from '@/testing/site-fixture.ts';
import { schoolYearFixture } from '@/testing/school-year-fixture.ts';
import { buildRoutes } from './router.tsx';

// The other features' pages are not under test here: stand-ins with their own <h2>. A page module
// may export an ErrorBoundary, which the router reads; the stand-ins have none, except the album's,
// which keeps its real one.
function standIn(name: string) {
  return { default: () => <h2>{`${name} stand-in`}</h2>, ErrorBoundary: undefined };
}

vi.mock('@/features/home/components/home-page.tsx', () => ({
  default: () => <h1 className="visually-hidden">Home page stand-in</h1>,
  ErrorBoundary: undefined,
}));
vi.mock('@/features/news/components/news-page.tsx', () => standIn('News'));
vi.mock('@/features/events/components/events-page.tsx', () => standIn('Events'));
vi.mock('@/features/gallery/components/gallery-page.tsx', () => standIn('Gallery'));
vi.mock('@/features/gallery/components/sub-gallery-page.tsx', async (importOriginal) => ({
  ...(await importOriginal<typeof SubGalleryModule>()),
  default: () => <h2>Album stand-in</h2>,
}));
vi.mock('@/features/toppers/components/topper-x-page.tsx', () => standIn('Topper X'));
vi.mock('@/features/toppers/components/topper-xii-page.tsx', () => standIn('Topper XII'));
vi.mock('@/features/tc/components/tc-page.tsx', () => standIn('TC'));
vi.mock('@/features/career/components/career-page.tsx', () => standIn('Career'));

export const ALBUM: GalleryAlbum = {
  id: 'abc123',
  title: 'Sports Day',
  description: '',
  date: '2024-12-20',
  updatedAt: null,
  photos: [],
  total: 0,
};

/** The /bff answers the pages' loaders get; an unknown URL (or a page `site` does not have) is a 404. */
export function serveBff(site: SiteData = TEST_SITE) {
  return stubFetch((url) => {
    if (url === '/bff/site') return jsonResponse(site);
    if (url === '/bff/home') return jsonResponse(emptyHomeFixture());
    if (['/bff/news?year=all', '/bff/events?year=all', '/bff/gallery?year=all'].includes(url)) {
      return jsonResponse(buildListPage([], { year: 'all' }, 2026));
    }
    if (url === '/bff/toppers?class=X&session=all' || url === '/bff/toppers?class=XII&session=all') {
      return jsonResponse({ items: [], session: 'all', sessions: [], fellBack: false });
    }
    if (url === '/bff/gallery/abc123') return jsonResponse(ALBUM);
    if (url === '/bff/admissions') return jsonResponse(homeFixture().admissions);
    if (url === '/bff/school-year' && '/calendar' in site.words.pages) return jsonResponse(schoolYearFixture());
    const page = contentPageAt(url);
    if (page && site.pages.some((written) => written.slug === page.slug)) return jsonResponse(page);
    return errorResponse(404, 'Not Found');
  });
}

/** Every test starts with the /bff answers served, and ends with the globals restored. */
export function serveBffInEachTest() {
  beforeEach(() => {
    serveBff();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}

export function renderAt(url: string, site: SiteData = TEST_SITE) {
  // The school's identity arrives with the page, as the server's hydration data brings it.
  const router = createMemoryRouter(buildRoutes(), {
    initialEntries: [url],
    hydrationData: { loaderData: { root: site } },
  });
  render(<RouterHost router={router} />);
  return router;
}

export async function pageHeading() {
  return screen.findByRole('heading', { level: 1 }, { timeout: 3000 });
}

export function descriptionMeta(): string | null {
  const metas = document.head.querySelectorAll('meta[name="description"]');
  expect(metas).toHaveLength(1);
  return metas[0]?.getAttribute('content') ?? null;
}
