import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { isCurrentPath, PageLink, PageProvider, usePageData, type PageState } from './page-context.tsx';

function pageState(overrides: Partial<PageState> = {}): PageState {
  return {
    location: { pathname: '/news', search: '', hash: '' },
    navigationType: 'PUSH',
    busy: false,
    matches: [
      { id: 'root', handle: undefined, data: { school: {} } },
      { id: '/news', handle: undefined, data: { total: 3 } },
    ],
    navigate: vi.fn(),
    revalidate: vi.fn(),
    ...overrides,
  };
}

describe('PageLink', () => {
  it('is a real link, and a plain click navigates in the app instead of loading the document', async () => {
    const page = pageState();
    render(
      <PageProvider value={page}>
        <PageLink to="/events">Events</PageLink>
      </PageProvider>,
    );
    const link = screen.getByRole('link', { name: 'Events' });
    expect(link).toHaveAttribute('href', '/events');
    await userEvent.setup().click(link);
    expect(page.navigate).toHaveBeenCalledWith('/events');
  });

  it('leaves a modified click (a new tab) and a link with a target to the browser', async () => {
    const page = pageState();
    render(
      <PageProvider value={page}>
        <PageLink to="/events">Events</PageLink>
        <PageLink to="/gallery" target="_blank">
          Gallery
        </PageLink>
      </PageProvider>,
    );
    const user = userEvent.setup();
    // jsdom does not open tabs; what matters is that the app does not take these clicks.
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'Events' }));
    await user.keyboard('{/Control}');
    await user.click(screen.getByRole('link', { name: 'Gallery' }));
    expect(page.navigate).not.toHaveBeenCalled();
  });
});

describe('usePageData', () => {
  it("reads the deepest match's data, the page's own", () => {
    function Total() {
      return <p>{usePageData<{ total: number }>().total}</p>;
    }
    render(
      <PageProvider value={pageState()}>
        <Total />
      </PageProvider>,
    );
    expect(screen.getByText('3')).toBeInTheDocument();
  });
});

describe('isCurrentPath', () => {
  it('compares paths without the query, ignoring letter case', () => {
    const here = { pathname: '/topperX', search: '?q=a', hash: '' };
    expect(isCurrentPath('/topperx', here)).toBe(true);
    expect(isCurrentPath('/topperX?session=all', here)).toBe(true);
    expect(isCurrentPath('/topperXII', here)).toBe(false);
  });
});
