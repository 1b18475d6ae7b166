import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths.ts';
import { errorResponse, jsonResponse, stubFetch } from '@/components/filters/filters-test-utils.tsx';
import { contentPageAt } from '@/testing/content-pages.ts';
import { RouterHost } from '@/testing/router-host.tsx';
import { TEST_SCHOOL as school, TEST_SITE } from '@/testing/site-fixture.ts';
import { ALBUM, descriptionMeta, pageHeading, renderAt, serveBff, serveBffInEachTest } from './router.fixtures.tsx';
import { buildRoutes } from './router.tsx';

serveBffInEachTest();

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
    // The site's pages stay under their menu group (its name in the site's words), whatever the file says.
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Home›Academics›Our Rules');
    await waitFor(() => expect(document.title).toBe(`Our Rules | ${school.name}`));
    expect(descriptionMeta()).toBe('How we live together.');
  });

  it("shows a page of the school's own at /<slug>, titled by its front matter, in its menu group", async () => {
    const transport = {
      ...contentPageAt('/bff/pages/rules')!,
      slug: 'transport',
      title: 'School Transport',
      section: 'Prospectus',
      menu: 'prospectus' as const,
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
          menu: 'prospectus' as const,
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

  it('leaves the home page without a banner; the home page owns its h1', async () => {
    renderAt(paths.home);
    expect(await pageHeading()).toHaveTextContent('Home page stand-in');
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull();
    await waitFor(() => expect(document.title).toBe(`${school.name} | ${school.tagline}`));
  });
});
