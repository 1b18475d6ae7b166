import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ENGLISH_WORDS, type Words } from '@shared/words.ts';
import { TEST_SCHOOL as school, TEST_SITE } from '@/testing/site-fixture.ts';
import {
  fetchedUrls,
  jsonResponse,
  renderAt,
  stubFetch,
  stubFetchFailingOnce,
} from '@/components/filters/filters-test-utils.tsx';
import { homeFixture } from '../testing/fixtures.ts';
import HomePage from './home-page.tsx';
import { notices, pageHeadings, prepareEachTest, renderHome, serve } from './home-page.fixtures.ts';

// Every block of the spec, the errands first and the photos within three screens of a phone.
const HOME_ORDER = [
  'Admissions',
  'Highlights',
  'Life at school',
  'Photo Gallery',
  'Quick links',
  'At a glance',
  'Latest News',
  'About Us',
  'Events',
  'Toppers of Class X',
  'Happy Birthday',
  'Toppers of Class XII',
  'School Management',
];

prepareEachTest();

describe('HomePage blocks', () => {
  it('renders every block, in spec order, from one GET /bff/home', async () => {
    const fetchMock = serve(homeFixture());
    renderHome();
    await screen.findByRole('heading', { name: 'Toppers of Class X' });

    expect(fetchedUrls(fetchMock)).toEqual(['/bff/home']);
    expect(screen.getByRole('heading', { level: 1, name: school.name })).toBeInTheDocument();
    expect(pageHeadings()).toEqual(HOME_ORDER);

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
    for (const person of school.management!) expect(screen.getByText(person.name)).toBeInTheDocument();
  });

  it('dates each notice in the folded list, "Posted 20 Mar 2025" in the school’s words, and not an undated one', async () => {
    serve(homeFixture());
    renderHome();
    const folded = (await screen.findByText('Notifications (3)')).closest('details')!;
    const items = within(folded).getAllByRole('listitem');
    expect(within(items[0]!).getByText('Posted 20 Mar 2025')).toHaveAttribute('datetime', '2025-03-20');
    expect(within(items[1]!).getByText('Posted 12 Mar 2025')).toHaveAttribute('datetime', '2025-03-12');
    expect(within(items[2]!).getByText('Fee due date')).toBeInTheDocument();
    expect(within(items[2]!).queryByText(/Posted/)).toBeNull();
  });

  it('says "Posted" in the words the school gave', async () => {
    serve(homeFixture());
    const { words } = TEST_SITE;
    const home = { ...words.home, notices: { ...words.home.notices, posted: 'प्रकाशित {date}' } };
    renderAt('/', HomePage, { site: { ...TEST_SITE, words: { ...words, home } } });
    const folded = (await screen.findByText('Notifications (3)')).closest('details')!;
    expect(within(folded).getByText('प्रकाशित 20 Mar 2025')).toBeInTheDocument();
    expect(within(folded).queryByText(/Posted/)).toBeNull();
  });

  it("opens the printed calendar's page from the Calendar tile when the school has no school year", async () => {
    serve(homeFixture({ nextHoliday: null }));
    const { '/calendar': _year, ...pages } = TEST_SITE.words.pages;
    // As /bff/site sends the words of a school without the page: its title left out.
    renderHome({ ...TEST_SITE, words: { ...TEST_SITE.words, pages: pages as typeof TEST_SITE.words.pages } });
    const quick = await screen.findByRole('region', { name: 'Quick links' });
    expect(within(quick).getByRole('link', { name: 'Calendar' })).toHaveAttribute('href', '/calender');
    expect(screen.queryByText(/Next holiday/)).toBeNull();
  });

  it('has the quick links, external ones in a new tab and announced as such', async () => {
    serve(homeFixture());
    renderHome();
    const quick = await screen.findByRole('region', { name: 'Quick links' });
    // The school year as a list (school-year.yaml); the printed PDF's page only for a school without one.
    expect(within(quick).getByRole('link', { name: 'Calendar' })).toHaveAttribute('href', '/calendar');
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

  it("says the quick links the site makes and the registration card's heading in the school's words", async () => {
    const home: Words['home'] = {
      ...ENGLISH_WORDS.home,
      headings: { ...ENGLISH_WORDS.home.headings, registration: 'प्रवेश' },
      quickLinks: { call: 'फ़ोन करें: {phone}', calendar: 'कैलेंडर' },
    };
    serve(homeFixture());
    renderHome({ ...TEST_SITE, words: { ...ENGLISH_WORDS, home } });
    const quick = await screen.findByRole('region', { name: 'Quick links' });
    expect(within(quick).getByRole('link', { name: 'कैलेंडर' })).toHaveAttribute('href', '/calendar');
    expect(within(quick).getByRole('link', { name: `फ़ोन करें: ${school.phone.display}` })).toHaveAttribute(
      'href',
      `tel:${school.phone.tel}`,
    );
    expect(screen.getByRole('region', { name: 'प्रवेश' })).toBeInTheDocument();
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
    expect(pageHeadings()).toEqual(HOME_ORDER);
    expect(screen.queryByText('News Title')).toBeNull();
    expect(fetchedUrls(fetchMock)).toEqual(['/bff/home']);
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
    expect(pageHeadings()).toEqual(HOME_ORDER);
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
