import { act, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { paths } from '@/config/paths.ts';
import { enhanceMenu } from '@/components/layout/menu-controller.ts';
import { fetchedUrls } from '@/components/filters/filters-test-utils.tsx';
import { TEST_SCHOOL as school } from '@/testing/site-fixture.ts';
import { pageHeading, renderAt, serveBff, serveBffInEachTest } from './router.fixtures.tsx';
import { restoreScroll } from './router.tsx';

serveBffInEachTest();

describe('router and layout', () => {
  it("follows a link inside a page's text within the app, loading only the next page's text", async () => {
    const fetchMock = serveBff();
    const router = renderAt(paths.aims);
    await userEvent.click(await screen.findByRole('link', { name: 'link to the rules' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.rules));
    // The new page's heading replaces the old one once its text is in.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('School Rules'));
    expect(fetchedUrls(fetchMock)).toEqual(['/bff/pages/aims', '/bff/pages/rules']);
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
