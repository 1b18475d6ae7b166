import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths.ts';
import { renderWithPage } from '@/testing/render-with-page.tsx';
import { BreadcrumbBanner } from './breadcrumb-banner.tsx';

function renderBanner(props: Omit<Parameters<typeof BreadcrumbBanner>[0], 'home' | 'label'>) {
  return renderWithPage(<BreadcrumbBanner home="Home" label="Breadcrumb" {...props} />);
}

describe('BreadcrumbBanner', () => {
  it('shows the title as the h1 and the trail Home › Section › Page', () => {
    renderBanner({ title: 'School Rules', section: 'Academics' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('School Rules');
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const items = within(trail).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['Home', '›Academics', '›School Rules']);
    expect(within(trail).getByRole('link', { name: 'Home' })).toHaveAttribute('href', paths.home);
    expect(within(trail).getByText('School Rules')).toHaveAttribute('aria-current', 'page');
    // The section of a menu group is not a page: plain text, not a link.
    expect(within(trail).queryByRole('link', { name: 'Academics' })).toBeNull();
  });

  it('links the section when it is a page itself', () => {
    renderBanner({ title: 'Album', section: 'Photo Gallery', sectionPath: paths.gallery });
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Photo Gallery' })).toHaveAttribute('href', paths.gallery);
  });

  it('leaves the section out when there is none', () => {
    renderBanner({ title: 'Page not found', section: null });
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getAllByRole('listitem')).toHaveLength(2);
  });
});
