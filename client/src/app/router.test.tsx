import { act, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { buildListPage } from '@shared/list-filters.ts';
import type { GalleryAlbum } from '@shared/types.ts';
import { paths } from '@/config/paths.ts';
import { enhanceMenu } from '@/components/layout/menu-controller.ts';
import { errorResponse, fetchedUrls, jsonResponse, stubFetch } from '@/components/filters/filters-test-utils.tsx';
import type * as SubGalleryModule from '@/features/gallery/components/sub-gallery-page.tsx';
import { emptyHomeFixture, homeFixture } from '@/features/home/testing/fixtures.ts';
import { contentPageAt } from '@/testing/content-pages.ts';
import { RouterHost } from '@/testing/router-host.tsx';
import { TEST_SCHOOL as school, TEST_SITE } from '@/testing/site-fixture.ts';
import { buildRoutes, restoreScroll } from './router.tsx';
import { routeTable } from './routes.ts';

// The other features' pages are not under test here: stand-ins with their own <h2>. A page module
// may export an ErrorBoundary, which the router reads; the stand-ins have none, except the album's,
// which keeps its real one.
vi.mock('@/features/home/components/home-page.tsx', () => ({
  default: () => <h1 className="visually-hidden">Home page stand-in</h1>,
  ErrorBoundary: undefined,
}));
vi.mock('@/features/news/components/news-page.tsx', () => ({
  default: () => <h2>News stand-in</h2>,
  ErrorBoundary: undefined,
}));
vi.mock('@/features/events/components/events-page.tsx', () => ({
  default: () => <h2>Events stand-in</h2>,
  ErrorBoundary: undefined,
}));
vi.mock('@/features/gallery/components/gallery-page.tsx', () => ({
  default: () => <h2>Gallery stand-in</h2>,
  ErrorBoundary: undefined,
}));
vi.mock('@/features/gallery/components/sub-gallery-page.tsx', async (importOriginal) => ({
  ...(await importOriginal<typeof SubGalleryModule>()),
  default: () => <h2>Album stand-in</h2>,
}));
vi.mock('@/features/toppers/components/topper-x-page.tsx', () => ({
  default: () => <h2>Topper X stand-in</h2>,
  ErrorBoundary: undefined,
}));
vi.mock('@/features/toppers/components/topper-xii-page.tsx', () => ({
  default: () => <h2>Topper XII stand-in</h2>,
  ErrorBoundary: undefined,
}));
vi.mock('@/features/tc/components/tc-page.tsx', () => ({
  default: () => <h2>TC stand-in</h2>,
  ErrorBoundary: undefined,
}));
vi.mock('@/features/career/components/career-page.tsx', () => ({
  default: () => <h2>Career stand-in</h2>,
  ErrorBoundary: undefined,
}));

const ALBUM: GalleryAlbum = {
  id: 'abc123',
  title: 'Sports Day',
  description: '',
  date: '2024-12-20',
  updatedAt: null,
  photos: [],
  total: 0,
};

/** The /bff answers the pages' loaders get; an unknown URL is a 404. */
function serveBff() {
  return stubFetch((url) => {
    if (url === '/bff/site') return jsonResponse(TEST_SITE);
    if (url === '/bff/home') return jsonResponse(emptyHomeFixture());
    if (['/bff/news?year=all', '/bff/events?year=all', '/bff/gallery?year=all'].includes(url)) {
      return jsonResponse(buildListPage([], { year: 'all' }, 2026));
    }
    if (url === '/bff/toppers?class=X&session=all' || url === '/bff/toppers?class=XII&session=all') {
      return jsonResponse({ items: [], session: 'all', sessions: [], fellBack: false });
    }
    if (url === '/bff/gallery/abc123') return jsonResponse(ALBUM);
    if (url === '/bff/admissions') return jsonResponse(homeFixture().admissions);
    const page = contentPageAt(url);
    if (page) return jsonResponse(page);
    return errorResponse(404, 'Not Found');
  });
}

beforeEach(() => {
  serveBff();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function renderAt(url: string) {
  // The school's identity arrives with the page, as the server's hydration data brings it.
  const router = createMemoryRouter(buildRoutes(), {
    initialEntries: [url],
    hydrationData: { loaderData: { root: TEST_SITE } },
  });
  render(<RouterHost router={router} />);
  return router;
}

async function pageHeading() {
  return screen.findByRole('heading', { level: 1 }, { timeout: 3000 });
}

function descriptionMeta(): string | null {
  const metas = document.head.querySelectorAll('meta[name="description"]');
  expect(metas).toHaveLength(1);
  return metas[0]?.getAttribute('content') ?? null;
}

describe('router and layout', () => {
  it('renders header, banner, main and footer around a static page, with title and description', async () => {
    renderAt(paths.rules);
    expect(await pageHeading()).toHaveTextContent('School Rules');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('contentinfo')).toHaveTextContent(school.name);
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(trail).toHaveTextContent('Home›Academics›School Rules');
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
    await waitFor(() => expect(document.title).toBe(`School Rules | ${school.name}`));
    expect(descriptionMeta()).toBe(contentPageAt('/bff/pages/rules')?.description);
    expect(await screen.findByRole('heading', { level: 2, name: 'First part' })).toBeInTheDocument();
  });

  it('titles a text page from its content file: heading, breadcrumb, tab and description', async () => {
    stubFetch((url) =>
      url === '/bff/pages/rules'
        ? jsonResponse({
            ...contentPageAt(url),
            title: 'Our Rules',
            section: 'Life at school',
            description: 'How we live together.',
          })
        : errorResponse(404, 'Not Found'),
    );
    renderAt(paths.rules);
    expect(await pageHeading()).toHaveTextContent('Our Rules');
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Home›Life at school›Our Rules');
    await waitFor(() => expect(document.title).toBe(`Our Rules | ${school.name}`));
    expect(descriptionMeta()).toBe('How we live together.');
  });

  it("follows a link inside a page's text within the app, loading only the next page's text", async () => {
    const fetchMock = serveBff();
    const router = renderAt(paths.aims);
    await userEvent.click(await screen.findByRole('link', { name: 'link to the rules' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.rules));
    // The new page's heading replaces the old one once its text is in.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('School Rules'));
    expect(fetchedUrls(fetchMock)).toEqual(['/bff/pages/aims', '/bff/pages/rules']);
  });

  it("shows a page of the school's own at /<slug>, titled by its front matter, in its menu group", async () => {
    const transport = {
      ...contentPageAt('/bff/pages/rules')!,
      slug: 'transport',
      title: 'School Transport',
      section: 'Prospectus',
      menu: 'Prospectus' as const,
      description: 'The school buses.',
    };
    stubFetch((url) => (url === '/bff/pages/transport' ? jsonResponse(transport) : errorResponse(404, 'Not Found')));
    const site = {
      ...TEST_SITE,
      pages: [
        {
          slug: 'transport',
          title: 'School Transport',
          section: 'Prospectus',
          description: 'The school buses.',
          menu: 'Prospectus' as const,
        },
      ],
    };
    const router = createMemoryRouter(buildRoutes(), {
      initialEntries: ['/transport'],
      hydrationData: { loaderData: { root: site } },
    });
    render(<RouterHost router={router} />);
    expect(await pageHeading()).toHaveTextContent('School Transport');
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent(
      'Home›Prospectus›School Transport',
    );
    await waitFor(() => expect(document.title).toBe(`School Transport | ${school.name}`));
    expect(descriptionMeta()).toBe('The school buses.');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/\/transport$/);
    expect(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', {
        name: 'School Transport',
        hidden: true,
      }),
    ).toHaveAttribute('href', '/transport');
  });

  it('shows an honest 404 for an unknown address, inside the layout', async () => {
    renderAt('/no-such-page');
    expect(await pageHeading()).toHaveTextContent('Page not found');
    // Named once the page runs: the server sends one not-found page for every unknown address.
    expect(await screen.findByText('/no-such-page')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`Page not found | ${school.name}`));
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('treats addresses as case-sensitive and suggests the right spelling', async () => {
    renderAt('/tc');
    expect(await pageHeading()).toHaveTextContent('Page not found');
    expect(screen.getByRole('link', { name: '/Tc' })).toHaveAttribute('href', '/Tc');
  });

  it('renders an alias as the same page and keeps the query string', async () => {
    const router = renderAt('/feeStructure?from=home');
    expect(await pageHeading()).toHaveTextContent('Fee Structure');
    expect(router.state.location.pathname).toBe('/feeStructure');
    expect(router.state.location.search).toBe('?from=home');
  });

  it('keeps the album id of /SubGallery?id=… and links the breadcrumb back to the gallery', async () => {
    serveBff();
    const album = renderAt('/SubGallery?id=abc123');
    await screen.findByText('Album stand-in');
    expect(album.state.location.search).toBe('?id=abc123');
    // The album's name is the page's title: its <h1>, the breadcrumb's last item, the tab.
    expect(await pageHeading()).toHaveTextContent(ALBUM.title);
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(trail).toHaveTextContent(`Home›Photo Gallery›${ALBUM.title}`);
    await waitFor(() => expect(document.title).toBe(`${ALBUM.title} | ${school.name}`));
    expect(within(trail).getByRole('link', { name: 'Photo Gallery' })).toHaveAttribute('href', paths.gallery);
  });

  it('shows "Album not found" of the album module inside the layout for an unknown album', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = serveBff();
    renderAt('/subGallery?id=nope');
    expect(await screen.findByRole('heading', { level: 2, name: 'Album not found' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Album');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to gallery' })).toHaveAttribute('href', paths.gallery);
    expect(fetchedUrls(fetchMock)).toEqual(['/bff/gallery/nope']);
    error.mockRestore();
  });

  describe('a page for each news item, event and notice, to share', () => {
    const NEWS = [
      {
        id: 'n1',
        title: 'Sports Day results',
        description: 'Blue House won   the relay.\nWell done!',
        date: '2026-02-10',
        attachment: null,
      },
      { id: 'n2', title: 'Library week', description: 'x'.repeat(300), date: '2026-02-01', attachment: null },
    ];
    const EVENT = {
      id: 'e7',
      title: 'Science Fair',
      description: 'Projects by Classes VI-IX.',
      date: '2026-03-05',
      time: '10:00 AM',
      venue: 'Main hall',
      image: '/bff/media/public/Images/event/fair.jpg',
      attachment: null,
    };
    const meta = (selector: string) =>
      document.head.querySelector(selector)?.getAttribute('content') ??
      document.head.querySelector(selector)?.getAttribute('href');

    beforeEach(() => {
      stubFetch((url) => {
        if (url === '/bff/news?year=all') return jsonResponse(buildListPage(NEWS, { year: 'all' }, 2026));
        if (url === '/bff/events?year=all') return jsonResponse(buildListPage([EVENT], { year: 'all' }, 2026));
        if (url === '/bff/home') return jsonResponse(homeFixture());
        return errorResponse(404, 'Not Found');
      });
    });

    it("heads a news item's page with its title under News, and previews it as that item", async () => {
      renderAt('/news?year=2025&id=n1');
      expect(await pageHeading()).toHaveTextContent('Sports Day results');
      const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
      expect(trail).toHaveTextContent('Home›News›Sports Day results');
      expect(within(trail).getByRole('link', { name: 'News' })).toHaveAttribute('href', paths.news);
      await waitFor(() => expect(document.title).toBe(`Sports Day results | ${school.name}`));
      expect(descriptionMeta()).toBe('Blue House won the relay. Well done!');
      expect(meta('meta[property="og:title"]')).toBe(`Sports Day results | ${school.name}`);
      expect(meta('meta[property="og:type"]')).toBe('article');
      // Its own address, without the filters beside the id.
      expect(meta('link[rel="canonical"]')).toBe(`${window.location.origin}/news?id=n1`);
      expect(meta('meta[property="og:url"]')).toBe(`${window.location.origin}/news?id=n1`);
      // A news item has no picture of its own: the school's.
      expect(meta('meta[property="og:image"]')).toBe(`${window.location.origin}/content/images/slides/slide-1.webp`);
    });

    it('cuts a long description at a word for the preview', async () => {
      stubFetch((url) =>
        url === '/bff/news?year=all'
          ? jsonResponse(buildListPage([{ ...NEWS[1]!, description: 'word '.repeat(60) }], { year: 'all' }, 2026))
          : errorResponse(404, 'Not Found'),
      );
      renderAt('/news?id=n2');
      await waitFor(() => expect(document.title).toBe(`Library week | ${school.name}`));
      const description = descriptionMeta()!;
      expect(description.length).toBeLessThanOrEqual(200);
      expect(description).toMatch(/^(word )+word…$/);
    });

    it('previews an event with its own picture, sized for link previews, and its date, time and place', async () => {
      renderAt('/events?id=e7');
      expect(await pageHeading()).toHaveTextContent('Science Fair');
      expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Home›Events›Science Fair');
      await waitFor(() =>
        expect(meta('meta[property="og:image"]')).toBe(`${window.location.origin}${EVENT.image}?w=960`),
      );
      expect(descriptionMeta()).toBe('5 Mar 2026, 10:00 AM, Main hall. Projects by Classes VI-IX.');
    });

    it('previews a notice as Home with that notice: its title and picture', async () => {
      renderAt('/?notice=n1');
      await waitFor(() => expect(document.title).toBe(`School reopens on 2 June | ${school.name}`));
      expect(meta('meta[property="og:image"]')).toBe(
        `${window.location.origin}/bff/media/public/Images/notification/reopen.jpg?w=960`,
      );
      expect(meta('link[rel="canonical"]')).toBe(`${window.location.origin}/?notice=n1`);
    });

    it('moves focus to the heading between a list and its items, which changes only the query', async () => {
      const router = renderAt('/news?id=n1');
      expect(await pageHeading()).toHaveTextContent('Sports Day results');
      await act(() => router.navigate('/news?id=n2'));
      await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Library week'));
      await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
      (document.activeElement as HTMLElement).blur();
      await act(() => router.navigate('/news'));
      await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('News'));
      await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
    });

    it('gives a notice that is gone the not-found heading, and shows Home when the provider failed the notices', async () => {
      renderAt('/?notice=gone');
      expect(await pageHeading()).toHaveTextContent('Page not found');
      expect(screen.getByText(/This notice is no longer on the site\./)).toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe(`Page not found | ${school.name}`));
    });

    it('shows Home, not a 404, for a notice the provider could not give just now', async () => {
      stubFetch((url) =>
        url === '/bff/home'
          ? jsonResponse({ ...homeFixture(), notifications: [], degraded: ['notifications'] })
          : errorResponse(404, 'Not Found'),
      );
      renderAt('/?notice=n1');
      expect(await pageHeading()).toHaveTextContent('Home page stand-in');
      expect(screen.queryByText(/no longer on the site/)).not.toBeInTheDocument();
    });

    it('says plainly that an item is gone, as a 404 kept out of the index', async () => {
      renderAt('/news?id=gone');
      expect(
        await screen.findByText(/This news item is no longer on the site\. It may have been removed/),
      ).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('News');
      expect(within(screen.getByRole('main')).getByRole('link', { name: 'News' })).toHaveAttribute('href', paths.news);
      expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    });
  });

  it('shows a failed load of the page data inside the layout, with "Try again"', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch(() =>
      errorResponse(502, 'The school information service is not answering right now. Please try again later.'),
    );
    renderAt('/news');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 2 })).toHaveTextContent(
      "This page's content could not be loaded",
    );
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('News');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.queryByText('News stand-in')).toBeNull();
    error.mockRestore();
  });

  it('loads a list once for its filters, and again when the page is entered anew', async () => {
    const fetchMock = serveBff();
    const router = renderAt('/news');
    await screen.findByText('News stand-in');
    await act(() => router.navigate('/news?year=2023'));
    await act(() => router.navigate('/news?year=2023&q=day'));
    expect(router.state.location.search).toBe('?year=2023&q=day');
    expect(fetchedUrls(fetchMock)).toEqual(['/bff/news?year=all']);

    await act(() => router.navigate(paths.rules));
    await act(() => router.navigate('/news?year=2024'));
    await screen.findByText('News stand-in');
    expect(fetchedUrls(fetchMock)).toEqual(['/bff/news?year=all', '/bff/pages/rules', '/bff/news?year=all']);
  });

  it('loads the album again when its id changes', async () => {
    const fetchMock = serveBff();
    const router = renderAt('/subGallery?id=abc123');
    await screen.findByText('Album stand-in');
    await act(() => router.navigate('/subGallery?id=other'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Album not found' })).toBeInTheDocument();
    expect(fetchedUrls(fetchMock)).toEqual(['/bff/gallery/abc123', '/bff/gallery/other']);
  });

  it('leaves the home page without a banner; the home page owns its h1', async () => {
    renderAt(paths.home);
    expect(await pageHeading()).toHaveTextContent('Home page stand-in');
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull();
    await waitFor(() => expect(document.title).toBe(`${school.name} | ${school.tagline}`));
  });

  it('moves focus to the new page heading after a client-side navigation', async () => {
    const user = userEvent.setup();
    // The menu's behaviour is its controller's, as on a page.
    const stop = enhanceMenu();
    onTestFinished(stop);
    renderAt(paths.rules);
    await pageHeading();
    await user.click(screen.getByRole('button', { name: 'About' }));
    await user.click(screen.getByRole('link', { name: 'Our Motto' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Our Motto'));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
    await waitFor(() => expect(document.title).toBe(`Our Motto | ${school.name}`));
  });

  it('shows the error boundary inside the layout when a page fails to load', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const routes = buildRoutes();
    const pages = routes[0]?.children?.[0]?.children ?? [];
    const about = pages.find((r) => r.path === paths.about);
    if (!about) throw new Error('no /about route');
    about.lazy = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/about.js'));
    render(<RouterHost router={createMemoryRouter(routes, { initialEntries: [paths.about] })} />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 2 })).toHaveTextContent('This page could not be shown');
    expect(within(alert).getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    error.mockRestore();
  });
});

// Every static page of the route table renders one <h1>, content headings in order and no axe
// violations that jsdom can detect (colour contrast needs a real browser and is checked there).
const staticPages = routeTable.filter((r) => r.banner).map((r) => r.path);

describe.each(staticPages)('page %s', (path) => {
  it('has one h1, no skipped heading levels and no axe violations', async () => {
    renderAt(path);
    await pageHeading();
    await waitFor(() =>
      expect(screen.getByRole('main').querySelector('.page-body')?.childElementCount).toBeGreaterThan(0),
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    // The page itself, not an error in its place (the album page without an id is "Album not found").
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/There is no page at/)).toBeNull();

    const levels = [...document.querySelectorAll('main h1, main h2, main h3, main h4, main h5, main h6')].map((h) =>
      Number(h.tagName[1]),
    );
    levels.forEach((level, i) => {
      if (i > 0) expect(level - (levels[i - 1] ?? 1), `heading ${i} of ${path}`).toBeLessThanOrEqual(1);
    });

    const result = await axe.run(document.body, {
      iframes: false,
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(result.passes.length).toBeGreaterThan(20);
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});

describe('restoreScroll', () => {
  it('moves the page only when the location changed: to the top after a link, not for a filter, not when the router starts', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    onTestFinished(() => scrollTo.mockRestore());
    const router = createMemoryRouter([{ path: '*', Component: () => null }], { initialEntries: ['/news'] });
    const afterRender = restoreScroll(router);
    // The router started (the visitor typed in a search box, say): nothing has moved yet.
    afterRender();
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => router.navigate('/news?q=sports', { replace: true, preventScrollReset: true }));
    afterRender();
    expect(scrollTo, 'a filter keeps the reader where they were').not.toHaveBeenCalled();
    await act(() => router.navigate('/events'));
    afterRender();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    // Another render of the same page (a busy flag, say) moves nothing again.
    afterRender();
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});
