import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths.ts';
import { errorResponse, fetchedUrls, stubFetch } from '@/components/filters/filters-test-utils.tsx';
import { RouterHost } from '@/testing/router-host.tsx';
import { TEST_SCHOOL as school, TEST_SITE } from '@/testing/site-fixture.ts';
import { pageHeading, renderAt, serveBff, serveBffInEachTest } from './router.fixtures.tsx';
import { buildRoutes } from './router.tsx';

serveBffInEachTest();

describe('router and layout', () => {
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

  it("shows the 404 heading, not the page's, at a page of the site the school has not written", async () => {
    const site = { ...TEST_SITE, pages: TEST_SITE.pages.filter((page) => page.slug !== 'aims') };
    serveBff(site);
    renderAt(paths.aims, site);
    expect(await pageHeading()).toHaveTextContent('Page not found');
    expect(screen.queryByText('Aims & Objectives')).toBeNull();
  });

  it('treats addresses as case-sensitive and suggests the right spelling', async () => {
    renderAt('/tc');
    expect(await pageHeading()).toHaveTextContent('Page not found');
    expect(screen.getByRole('link', { name: '/Tc' })).toHaveAttribute('href', '/Tc');
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
