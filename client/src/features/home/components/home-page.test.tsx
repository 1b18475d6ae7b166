// Before idb-keyval opens its database: jsdom has no IndexedDB.
import 'fake-indexeddb/auto';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { clear, set } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { HomeData } from '@shared/types.ts';
import { TEST_SCHOOL as school } from '@/testing/site-fixture.ts';
import {
  errorResponse,
  fetchedUrls,
  jsonResponse,
  renderAt,
  stubFetch,
  stubFetchFailingOnce,
} from '@/components/filters/filters-test-utils.tsx';
import { markShownToday, shownToday } from '../lib/once-a-day.ts';
import { OPENING_SHOWN_KEY } from '../lib/use-opening-overlay.ts';
import { mockMatchMedia, polyfillDialog } from '../testing/browser-mocks.ts';
import { emptyHomeFixture, homeFixture } from '../testing/fixtures.ts';
import HomePage from './home-page.tsx';

// The real canvas needs a 2D context jsdom does not have; the lazy import itself is kept.
vi.mock('./fireworks-canvas.tsx', async () => {
  const { createElement } = await import('react');
  return { default: () => createElement('div', { 'data-testid': 'fireworks-canvas' }) };
});

const SPEC_ORDER = [
  'Highlights',
  'Online Registration',
  'Life at school',
  'Quick links',
  'At a glance',
  'Latest News',
  'About Us',
  'Events',
  'Toppers of Class X',
  'Happy Birthday',
  'Toppers of Class XII',
  'School Management',
  'Photo Gallery',
];

/** Answers GET /bff/home with `body`; any other URL is a 404 (and shows in fetchedUrls). */
function serve(body: HomeData) {
  return stubFetch((url) => (url === '/bff/home' ? jsonResponse(body) : errorResponse(404, 'Not Found')));
}

function renderHome() {
  return renderAt('/', HomePage);
}

function pageHeadings(): string[] {
  return screen
    .getAllByRole('heading', { level: 2 })
    .filter((h) => !h.closest('dialog'))
    .map((h) => h.textContent ?? '');
}

const notices = () => screen.queryByRole('dialog', { name: 'Notifications' });

beforeEach(async () => {
  await clear();
  // Most tests are about the blocks: the opening overlay has been seen earlier today.
  await markShownToday(OPENING_SHOWN_KEY);
  mockMatchMedia();
  polyfillDialog();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('HomePage blocks', () => {
  it('renders every block, in spec order, from one GET /bff/home', async () => {
    const fetchMock = serve(homeFixture());
    renderHome();
    await screen.findByRole('heading', { name: 'Toppers of Class X' });

    expect(fetchedUrls(fetchMock)).toEqual(['/bff/home']);
    expect(screen.getByRole('heading', { level: 1, name: school.name })).toBeInTheDocument();
    expect(pageHeadings()).toEqual(SPEC_ORDER);

    // Content of the blocks, dates as "14 Nov 2026".
    expect(screen.getAllByText('Admissions open for 2025-2026').length).toBeGreaterThan(0);
    // While registration is open the banner says so, and leads to the admissions page.
    expect(
      screen.getByText('Admission is open for LKG and Class VI, session 2025-2026, until 15 Feb 2025.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'How to apply' })).toHaveAttribute('href', '/registration');
    const news = screen.getByRole('region', { name: 'Latest News' });
    expect(within(news).getByText('14 Mar 2025')).toBeInTheDocument();
    expect(within(news).getByRole('link', { name: /View attachment: Science exhibition/ })).toHaveAttribute(
      'href',
      '/bff/media/public/pdf/sci.pdf',
    );
    expect(within(news).getByRole('link', { name: 'View all news' })).toHaveAttribute('href', '/news');
    expect(screen.getAllByText('Marks: 96.4%').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Riya Sharma').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Class: VII A').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Venue:').length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: 'Independence Day' })[0]).toHaveAttribute('href', '/subGallery?id=g1');
    expect(screen.getByRole('link', { name: 'View the gallery' })).toHaveAttribute('href', '/gallery');
    expect(screen.getByRole('link', { name: 'View all events' })).toHaveAttribute('href', '/events');
    expect(screen.getByRole('link', { name: 'All Class X toppers' })).toHaveAttribute('href', '/topperX');
    expect(screen.getByRole('link', { name: 'All Class XII toppers' })).toHaveAttribute('href', '/topperXII');
    // Each class's session under its heading, and why XII's is older: its current results are not out.
    expect(
      within(screen.getByRole('region', { name: 'Toppers of Class X' })).getByText('Session 2024-2025'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Toppers of Class XII' })).getByText(
        'Session 2023-2024, the latest results',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Founded').nextElementSibling).toHaveTextContent(String(school.founded));
    expect(screen.getByRole('link', { name: /Read more/ })).toHaveAttribute('href', '/about');
    for (const person of school.management) expect(screen.getByText(person.name)).toBeInTheDocument();
  });

  it('has the quick links, external ones in a new tab and announced as such', async () => {
    serve(homeFixture());
    renderHome();
    const quick = await screen.findByRole('region', { name: 'Quick links' });
    expect(within(quick).getByRole('link', { name: 'Calendar' })).toHaveAttribute('href', '/calender');
    expect(within(quick).getByRole('link', { name: 'Fee Structure 2025-2026' })).toHaveAttribute(
      'href',
      '/feestructure',
    );
    expect(within(quick).getByRole('link', { name: `Call ${school.phone.display}` })).toHaveAttribute(
      'href',
      `tel:${school.phone.tel}`,
    );
    for (const name of ['Online Payment', 'CISCE Website', 'Portal Help']) {
      const link = within(quick).getByRole('link', { name: `${name} (opens in a new tab)` });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    // The school has not given the form's address yet: no tile for it, no link to an example site.
    expect(within(quick).queryByText(/Alumnae/)).toBeNull();
    expect(within(quick).getAllByRole('listitem')).toHaveLength(6);
  });

  it('renders nothing until /bff/home answers, then every block with its data at once', async () => {
    let answer: ((response: Response) => void) | undefined;
    const fetchMock = stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderHome();
    await waitFor(() => expect(answer).toBeDefined());
    // No skeletons or placeholders while the loader runs: the router waits for its data.
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByText('News Title')).toBeNull();

    act(() => answer?.(jsonResponse(homeFixture())));
    expect(await screen.findByRole('heading', { name: 'Toppers of Class X' })).toBeInTheDocument();
    expect(pageHeadings()).toEqual(SPEC_ORDER);
    expect(screen.queryByText('News Title')).toBeNull();
    expect(fetchedUrls(fetchMock)).toEqual(['/bff/home']);
  });

  it('shows the spec placeholder, not an error, for a degraded section', async () => {
    serve(homeFixture({ news: [], birthdays: [], degraded: ['news', 'birthdays'] }));
    renderHome();
    await screen.findByRole('heading', { name: 'Toppers of Class X' });
    const news = screen.getByRole('region', { name: 'Latest News' });
    expect(within(news).getByText('News Title')).toBeInTheDocument();
    expect(within(news).getByText('Stay Tunned For More Updates')).toBeInTheDocument();
    const birthdays = screen.getByRole('region', { name: 'Happy Birthday' });
    expect(within(birthdays).getByText('Student Name')).toBeInTheDocument();
    expect(within(birthdays).getByText('Class')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    // The healthy sections still show their data.
    expect(screen.getAllByText('Riya Sharma').length).toBeGreaterThan(0);
  });

  it("shows a pupil's name without a picture when the school shows names only, and no birthdays block when it shows none", async () => {
    serve(
      homeFixture({ birthdays: [{ id: 'b1', name: 'Aarav Singh', class: '', photo: null }], birthdaysShown: 'names' }),
    );
    const { unmount } = renderHome();
    const birthdays = await screen.findByRole('region', { name: 'Happy Birthday' });
    await waitFor(() => expect(within(birthdays).getAllByText('Aarav Singh').length).toBeGreaterThan(0));
    expect(within(birthdays).queryAllByRole('img')).toEqual([]);
    expect(within(birthdays).queryByText(/Class:/)).toBeNull();
    unmount();

    serve(homeFixture({ birthdays: [], birthdaysShown: 'off' }));
    renderHome();
    await screen.findByRole('heading', { name: 'Toppers of Class X' });
    expect(screen.queryByRole('region', { name: 'Happy Birthday' })).toBeNull();
  });

  it('treats a degraded section as empty even if items came with it', async () => {
    serve(homeFixture({ degraded: ['gallery'] }));
    renderHome();
    const gallery = await screen.findByRole('region', { name: 'Photo Gallery' });
    await waitFor(() => expect(within(gallery).getByText('Gallery Title')).toBeInTheDocument());
    expect(within(gallery).queryByText('Independence Day')).toBeNull();
  });

  it('shows the two highlight texts when there are no highlights', async () => {
    serve(homeFixture({ highlights: [] }));
    renderHome();
    const highlights = await screen.findByRole('region', { name: 'Highlights' });
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Toppers of Class X' })).toBeInTheDocument());
    expect(within(highlights).getByText('Stay tuned for latest updates')).toBeInTheDocument();
    expect(within(highlights).getByText('Stay connected for more updates!')).toBeInTheDocument();
  });

  it('shows the toppers, birthday and gallery placeholders when everything is empty', async () => {
    serve(emptyHomeFixture());
    renderHome();
    await screen.findByRole('region', { name: 'Latest News' });
    for (const name of ['Toppers of Class X', 'Toppers of Class XII']) {
      const block = screen.getByRole('region', { name });
      expect(within(block).getByText('Student Name')).toBeInTheDocument();
      expect(within(block).getByText('Stream')).toBeInTheDocument();
      expect(within(block).getByText('Marks')).toBeInTheDocument();
    }
    expect(screen.getByText('News Title')).toBeInTheDocument();
    expect(screen.getByText('Stay Tunned For More Updates')).toBeInTheDocument();
    expect(screen.getByText('Gallery Title')).toBeInTheDocument();
    expect(notices()).toBeNull();
  });

  it('shows the error boundary when the whole request fails, and the page after "Try again"', async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = stubFetchFailingOnce(502, () => jsonResponse(homeFixture()));
    renderHome();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 2 })).toHaveTextContent(
      "This page's content could not be loaded",
    );
    expect(alert).toHaveTextContent('The school information service is not answering right now.');
    expect(screen.queryByRole('region', { name: 'Latest News' })).toBeNull();
    expect(notices()).toBeNull();

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Toppers of Class X' })).toBeInTheDocument();
    expect(pageHeadings()).toEqual(SPEC_ORDER);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fetchedUrls(fetchMock)).toEqual(['/bff/home', '/bff/home']);
    error.mockRestore();
  });

  it('swaps a birthday photo that fails to load for the default picture', async () => {
    serve(homeFixture());
    renderHome();
    const [photo] = await screen.findAllByAltText('Photo of Aarav Singh');
    expect(photo).toHaveAttribute('src', '/bff/media/public/Images/birthday/aarav.jpg?w=640');
    expect(photo).toHaveAttribute('srcset');
    fireEvent.error(photo as HTMLImageElement);
    expect(photo).toHaveAttribute('src', '/images/placeholders/student.svg');
  });

  it('gives every image a size, and only the first slide loads eagerly', async () => {
    serve(homeFixture());
    const { container } = renderHome();
    await screen.findByRole('heading', { name: 'Toppers of Class X' });
    const images = [...container.querySelectorAll('img')];
    for (const img of images) {
      expect(img).toHaveAttribute('width');
      expect(img).toHaveAttribute('height');
    }
    const eager = images.filter((img) => img.getAttribute('loading') !== 'lazy');
    expect(new Set(eager.map((img) => img.getAttribute('src')))).toEqual(
      new Set(['/content/images/slides/slide-1.webp?w=1280']),
    );
    const first = eager[0] as HTMLImageElement;
    expect(first).toHaveAttribute('fetchpriority', 'high');
  });
});

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
    expect(within(overlay).getByText('2 of 3')).toBeInTheDocument();
    expect(await shownToday(OPENING_SHOWN_KEY)).toBe(true);

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

  it('asks storage whether it showed today only once the page is idle, not while it renders', async () => {
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

  it('is not shown again the same day, and the notices are in the page, folded', async () => {
    await markShownToday(OPENING_SHOWN_KEY);
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
    expect(within(dialog).getByRole('link', { name: /Open link/ })).toHaveAttribute(
      'href',
      'https://circulars.testvalley.in/reopen',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Previous' }));
    expect(within(dialog).getByRole('heading', { name: 'Fee due date' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(notices()).toBeNull();
    expect(await shownToday(OPENING_SHOWN_KEY)).toBe(true);
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

  it('is shown again the next day', async () => {
    await set(OPENING_SHOWN_KEY, '2001-01-01');
    serve(homeFixture({ notifications: [] }));
    renderHome();
    expect(
      await screen.findByRole('dialog', { name: `Welcome to ${school.name}` }, { timeout: 3000 }),
    ).toBeInTheDocument();
  });

  it('does not open over text the visitor has been reading for more than 3 s, and is not remembered', async () => {
    // The page was painted 5 s before the app could start the opening (a slow phone).
    vi.spyOn(performance, 'getEntriesByName').mockReturnValue([
      { startTime: performance.now() - 5000 } as PerformanceEntry,
    ]);
    serve(homeFixture());
    renderHome();
    await screen.findByRole('heading', { name: 'Toppers of Class X' });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(greeting()).toBeNull();
    expect(notices()).toBeNull();
    // Not seen, so not remembered: the next visit may have it. The notices are in the page meanwhile.
    expect(await shownToday(OPENING_SHOWN_KEY)).toBe(false);
    expect(screen.getByText('Notifications (3)')).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});
