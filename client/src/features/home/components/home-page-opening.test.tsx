// Before idb-keyval opens its database: jsdom has no IndexedDB.
import 'fake-indexeddb/auto';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { clear, set } from 'idb-keyval';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { TEST_SCHOOL as school } from '@/testing/site-fixture.ts';
import { renderAt } from '@/components/filters/filters-test-utils.tsx';
import { markShown, shownBefore } from '../lib/once.ts';
import { OPENING_SHOWN_KEY } from '../lib/use-opening-overlay.ts';
import { mockMatchMedia } from '../testing/browser-mocks.ts';
import { homeFixture } from '../testing/fixtures.ts';
import HomePage from './home-page.tsx';
import { notices, pageHeadings, prepareEachTest, renderHome, serve } from './home-page.fixtures.ts';

// The real canvas needs a 2D context jsdom does not have; the lazy import itself is kept.
vi.mock('./fireworks-canvas.tsx', async () => {
  const { createElement } = await import('react');
  return { default: () => createElement('div', { 'data-testid': 'fireworks-canvas' }) };
});

prepareEachTest();

describe('HomePage opening: one dialog, closed once', () => {
  beforeEach(() => clear());
  const greeting = () => screen.queryByRole('dialog', { name: `Welcome to ${school.name}` });

  it('opens after first paint with the greeting and the notices together, Close focused; closing it leaves nothing open', async () => {
    serve(homeFixture());
    renderHome();
    await screen.findByRole('heading', { name: 'Toppers of Class X' });
    const overlay = await screen.findByRole('dialog', { name: `Welcome to ${school.name}` }, { timeout: 3000 });
    expect(overlay).toHaveAttribute('aria-modal', 'true');
    const close = within(overlay).getByRole('button', { name: 'Close' });
    // Focus moves once the overlay has been drawn.
    await waitFor(() => expect(close).toHaveFocus());
    expect(await within(overlay).findByTestId('fireworks-canvas')).toBeInTheDocument();
    expect(within(overlay).getByRole('heading', { name: 'Notifications' })).toBeInTheDocument();
    expect(within(overlay).getByRole('heading', { name: 'School reopens on 2 June' })).toBeInTheDocument();
    // The page behind cannot be reached while it is open.
    expect(screen.getByRole('heading', { name: 'Toppers of Class X', hidden: true }).closest('[inert]')).not.toBeNull();

    await userEvent.click(within(overlay).getByRole('button', { name: 'Next' }));
    expect(within(overlay).getByRole('heading', { name: 'Parent-teacher meeting' })).toBeInTheDocument();
    expect(within(overlay).getByText('Posted 12 Mar 2025')).toBeInTheDocument();
    expect(within(overlay).getByText('2 of 3')).toBeInTheDocument();
    expect(await shownBefore(OPENING_SHOWN_KEY)).toBe(true);

    await userEvent.click(close);
    expect(greeting()).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(greeting()).toBeNull();
    expect(notices()).toBeNull();
    expect(screen.getByRole('heading', { name: 'Toppers of Class X' }).closest('[inert]')).toBeNull();
  });

  it('opens a shared notice first on Home, readable and shareable, with no dialog over it', async () => {
    await clear();
    serve(homeFixture());
    renderAt('/?notice=n2', HomePage);
    const shared = await screen.findByRole('region', { name: 'Parent-teacher meeting' });
    expect(within(shared).getByText('Saturday, 10 AM.')).toBeInTheDocument();
    expect(within(shared).getByText('Posted 12 Mar 2025')).toHaveAttribute('datetime', '2025-03-12');
    const whatsApp = within(shared).getByRole('link', { name: /Share on WhatsApp/ });
    expect(new URL(whatsApp.getAttribute('href')!).searchParams.get('text')).toBe(
      `Parent-teacher meeting ${window.location.origin}/?notice=n2`,
    );
    // Before the Highlights: the first thing under the greeting.
    expect(pageHeadings()[0]).toBe('Parent-teacher meeting');
    // A first visit today, yet nothing opens over the notice the parent came to read.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(screen.queryByRole('dialog')).toBeNull();
    // The folded list links each notice to its own page.
    expect(screen.getByRole('link', { name: 'Fee due date' })).toHaveAttribute('href', '/?notice=n3');
  });

  it('asks storage whether it showed before only once the page is idle, not while it renders', async () => {
    const read = vi.spyOn(IDBObjectStore.prototype, 'get');
    onTestFinished(() => read.mockRestore());
    const asked = () => read.mock.calls.map(([key]) => key).filter((key) => key === OPENING_SHOWN_KEY);
    serve(homeFixture());
    renderHome();
    await screen.findByRole('heading', { name: 'Toppers of Class X' });
    expect(asked()).toEqual([]);
    expect(
      await screen.findByRole('dialog', { name: `Welcome to ${school.name}` }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(asked()).toEqual([OPENING_SHOWN_KEY]);
  });

  it('closes on Escape, gives focus back, and stays until closed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    try {
      serve(homeFixture({ notifications: [] }));
      renderHome();
      // The loader's answer comes in promises, not timers: the page is there before any time passes.
      await act(async () => vi.advanceTimersByTimeAsync(0));
      expect(screen.getByRole('heading', { name: 'Toppers of Class X' })).toBeInTheDocument();
      await act(async () => vi.advanceTimersByTimeAsync(2_000));
      expect(greeting()).toBeInTheDocument();
      // No auto-dismiss.
      await act(async () => vi.advanceTimersByTimeAsync(60_000));
      expect(greeting()).toBeInTheDocument();
      fireEvent.keyDown(document, { key: 'Escape' });
      expect(greeting()).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('is not shown again, and the notices are in the page, folded', async () => {
    await markShown(OPENING_SHOWN_KEY);
    serve(homeFixture());
    renderHome();
    await screen.findByRole('heading', { name: 'Toppers of Class X' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(greeting()).toBeNull();
    expect(notices()).toBeNull();
    const folded = screen.getByText('Notifications (3)');
    await userEvent.click(folded);
    const list = folded.closest('details')!;
    expect(list).toHaveAttribute('open');
    expect(within(list).getByRole('link', { name: /Open link/ })).toHaveAttribute(
      'href',
      'https://circulars.testvalley.in/reopen',
    );
    expect(within(list).getByText('School reopens on 2 June')).toBeVisible();
    expect(within(list).getByRole('link', { name: /View attachment/ })).toHaveAttribute(
      'href',
      '/bff/media/public/pdf/reopen.pdf',
    );
  });

  it('with reduced motion has no fireworks nor their engine: the notices open alone, page through and close once', async () => {
    mockMatchMedia({ reducedMotion: true });
    serve(homeFixture());
    renderHome();
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' }, { timeout: 3000 });
    expect(greeting()).toBeNull();
    expect(screen.queryByTestId('fireworks-canvas')).toBeNull();
    expect(within(dialog).getByText('1 of 3')).toBeInTheDocument();
    expect(within(dialog).getByText('Posted 20 Mar 2025')).toHaveAttribute('datetime', '2025-03-20');
    expect(within(dialog).getByRole('link', { name: /Open link/ })).toHaveAttribute(
      'href',
      'https://circulars.testvalley.in/reopen',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Previous' }));
    expect(within(dialog).getByRole('heading', { name: 'Fee due date' })).toBeInTheDocument();
    // An undated notice says nothing of when it was posted.
    expect(within(dialog).queryByText(/Posted/)).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(notices()).toBeNull();
    expect(await shownBefore(OPENING_SHOWN_KEY)).toBe(true);
  });

  it('with reduced motion and no notices opens nothing', async () => {
    mockMatchMedia({ reducedMotion: true });
    serve(homeFixture({ notifications: [] }));
    renderHome();
    await screen.findByRole('heading', { name: 'Toppers of Class X' });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(notices()).toBeNull();
    expect(greeting()).toBeNull();
  });

  it('with reduced motion closes on Escape and gives focus back', async () => {
    mockMatchMedia({ reducedMotion: true });
    serve(homeFixture());
    const before = document.body.appendChild(document.createElement('button'));
    before.textContent = 'Before';
    onTestFinished(() => before.remove());
    before.focus();
    renderHome();
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' }, { timeout: 3000 });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(notices()).toBeNull();
    expect(before).toHaveFocus();
  });

  it('is not shown again a year later either: once per visitor', async () => {
    await set(OPENING_SHOWN_KEY, '2001-01-01');
    serve(homeFixture({ notifications: [] }));
    renderHome();
    await screen.findByRole('heading', { name: 'Toppers of Class X' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(greeting()).toBeNull();
  });

  it('opens however late the page could start, the same on every phone', async () => {
    // The page was painted 5 s before the app could start the opening (a slow phone).
    vi.spyOn(performance, 'getEntriesByName').mockReturnValue([
      { startTime: performance.now() - 5000 } as PerformanceEntry,
    ]);
    serve(homeFixture());
    renderHome();
    expect(await screen.findByRole('dialog', { name: `Welcome to ${school.name}` }, { timeout: 3000 })).toBeVisible();
    vi.restoreAllMocks();
  });

  it('does not open over a page the visitor has started scrolling, and is not remembered', async () => {
    serve(homeFixture());
    renderHome();
    // The reader scrolls before the page is idle.
    act(() => {
      window.scrollY = 400;
      window.dispatchEvent(new Event('scroll'));
    });
    await screen.findByRole('heading', { name: 'Toppers of Class X' });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(greeting()).toBeNull();
    expect(notices()).toBeNull();
    // Not seen, so not remembered: the next visit may have it. The notices are in the page meanwhile.
    expect(await shownBefore(OPENING_SHOWN_KEY)).toBe(false);
    expect(screen.getByText('Notifications (3)')).toBeInTheDocument();
    window.scrollY = 0;
  });
});
