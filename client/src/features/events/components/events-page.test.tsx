import { fireEvent, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildListPage } from '@shared/list-filters.ts';
import type { EventItem } from '@shared/types.ts';
import {
  errorResponse,
  fetchedUrls,
  jsonResponse,
  pinToday,
  renderAt,
  stubFetch,
} from '@/components/filters/filters-test-utils.tsx';
import EventsPage from './events-page.tsx';

function event(id: string, date: string, title: string, extra: Partial<EventItem> = {}): EventItem {
  return {
    id,
    date,
    title,
    description: `About ${title}`,
    time: '',
    venue: '',
    image: null,
    attachment: null,
    ...extra,
  };
}

const ITEMS: EventItem[] = [
  event('1', '2025-12-05', 'Annual Day', {
    venue: 'School auditorium',
    time: '10:00 AM',
    image: '/bff/media/public/Images/events/annual.jpg',
    attachment: '/bff/media/public/pdf/annual-day.pdf',
  }),
  event('2', '2025-09-14', 'Hindi Diwas'),
  event('3', '2025-02-01', 'Science Fair'),
  event('4', '2024-11-14', "Children's Day"),
];

const titles = () => screen.queryAllByRole('heading', { level: 4 }).map((h) => h.textContent);
const groups = () => screen.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);

const EVENTS_URL = '/bff/events?year=all';
let fetchMock: ReturnType<typeof stubFetch>;

describe('EventsPage', () => {
  beforeEach(() => {
    pinToday('2026-01-20T06:00:00Z');
    fetchMock = stubFetch((url) =>
      url === EVENTS_URL ? jsonResponse(buildListPage(ITEMS, { year: 'all' }, 2026)) : errorResponse(404, 'Not Found'),
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('falls back to the latest year with events and shows the card fields', async () => {
    renderAt('/events', EventsPage);
    expect(await screen.findByText('3 events')).toBeInTheDocument();
    expect(fetchedUrls(fetchMock)).toEqual([EVENTS_URL]);
    expect(screen.getByText('No items in 2026 yet — showing 2025.')).toBeInTheDocument();
    expect(screen.getByLabelText('Year')).toHaveValue('2025');
    // All in the past on 20 Jan 2026: the latest first.
    expect(groups()).toEqual(['Past events']);
    expect(titles()).toEqual(['Annual Day', 'Hindi Diwas', 'Science Fair']);

    expect(screen.getByText('5 Dec 2025')).toBeInTheDocument();
    expect(screen.getByText('School auditorium')).toBeInTheDocument();
    expect(screen.getByText('10:00 AM')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /View attachment: Annual Day/ })).toHaveAttribute(
      'href',
      '/bff/media/public/pdf/annual-day.pdf',
    );
  });

  it('shows upcoming events first, the soonest at the top, then past ones, the latest first', async () => {
    vi.unstubAllGlobals();
    const items = [
      event('a', '2026-06-01', 'Sports Day'),
      event('b', '2026-02-10', 'Parents Meeting'),
      event('c', '2026-01-20', 'Republic Day Rehearsal'),
      event('d', '2026-01-05', 'New Year Assembly'),
      event('e', '2026-01-12', 'Book Fair'),
    ];
    stubFetch((url) =>
      url === EVENTS_URL ? jsonResponse(buildListPage(items, { year: 'all' }, 2026)) : errorResponse(404, 'Not Found'),
    );
    renderAt('/events', EventsPage);
    expect(await screen.findByText('5 events')).toBeInTheDocument();
    expect(groups()).toEqual(['Upcoming events', 'Past events']);
    // Today (20 January) counts as upcoming.
    expect(titles()).toEqual([
      'Republic Day Rehearsal',
      'Parents Meeting',
      'Sports Day',
      'Book Fair',
      'New Year Assembly',
    ]);
    // Each upcoming event can be added to the parent's calendar on its own; a past one cannot.
    const adds = screen.getAllByRole('link', { name: /^Add to calendar/ });
    expect(adds.map((a) => [a.getAttribute('aria-label'), a.getAttribute('href')])).toEqual([
      ['Add to calendar: Republic Day Rehearsal', '/events.ics?id=c'],
      ['Add to calendar: Parents Meeting', '/events.ics?id=b'],
      ['Add to calendar: Sports Day', '/events.ics?id=a'],
    ]);
  });

  it('shows the first 12 in that order, and "Show more" adds the next past ones', async () => {
    vi.unstubAllGlobals();
    // 4 upcoming (from 21 Jan 2026), 11 past: all in 2026 so the default year shows them.
    const upcoming = [4, 3, 2, 1].map((n) => event(`u${n}`, `2026-0${n + 1}-10`, `Upcoming ${n}`));
    const past = Array.from({ length: 11 }, (_, i) =>
      event(`p${i + 1}`, `2026-01-${String(19 - i).padStart(2, '0')}`, `Past ${i + 1}`),
    );
    stubFetch((url) =>
      url === EVENTS_URL
        ? jsonResponse(buildListPage([...upcoming, ...past], { year: 'all' }, 2026))
        : errorResponse(404, 'Not Found'),
    );
    renderAt('/events', EventsPage);
    expect(await screen.findByText('15 events')).toBeInTheDocument();
    const inOrder = ['Upcoming 1', 'Upcoming 2', 'Upcoming 3', 'Upcoming 4', ...past.map((p) => p.title)];
    expect(titles()).toEqual(inOrder.slice(0, 12));
    expect(screen.getByText('Showing 12 of 15 events')).toBeInTheDocument();
    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(screen.getByRole('button', { name: 'Show 3 more' }));
    expect(titles()).toEqual(inOrder);
    expect(groups()).toEqual(['Upcoming events', 'Past events']);
  });

  it('offers the events as a calendar subscription and a download', async () => {
    renderAt('/events', EventsPage);
    await screen.findByText('3 events');
    expect(screen.getByRole('link', { name: 'Add to Google Calendar' })).toHaveAttribute(
      'href',
      'https://calendar.google.com/calendar/render?cid=webcal%3A%2F%2Flocalhost%3A3000%2Fevents.ics',
    );
    expect(screen.getByRole('link', { name: 'Subscribe on iPhone or Outlook' })).toHaveAttribute(
      'href',
      'webcal://localhost:3000/events.ics',
    );
    expect(screen.getByRole('link', { name: 'Download calendar (.ics)' })).toHaveAttribute('href', '/events.ics');
  });

  it('uses the placeholder image when an event has none or its image fails', async () => {
    const { container } = renderAt('/events', EventsPage);
    await screen.findByText('3 events');
    const images = [...container.querySelectorAll('img')];
    expect(images.map((img) => img.getAttribute('src'))).toEqual([
      '/bff/media/public/Images/events/annual.jpg?w=640',
      '/images/placeholders/event.svg',
      '/images/placeholders/event.svg',
    ]);
    for (const img of images) {
      expect(img).toHaveAttribute('width', '400');
      expect(img).toHaveAttribute('height', '250');
      expect(img).toHaveAttribute('decoding', 'async');
    }
    fireEvent.error(images[0]!);
    expect(images[0]).toHaveAttribute('src', '/images/placeholders/event.svg');
  });

  it('lazy-loads only the images below the first row', async () => {
    const user = userEvent.setup();
    const { container } = renderAt('/events?year=all', EventsPage);
    await screen.findByText('4 events');
    const loading = [...container.querySelectorAll('img')].map((img) => img.getAttribute('loading'));
    expect(loading).toEqual(['eager', 'eager', 'eager', 'lazy']);

    await user.type(screen.getByLabelText('Search by title'), 'DAY');
    expect(titles()).toEqual(['Annual Day', "Children's Day"]);
    expect(screen.getByTestId('location')).toHaveTextContent('/events?year=all&q=DAY');
    // Typing filters what the loader brought; it asks the server nothing more.
    expect(fetchedUrls(fetchMock)).toEqual([EVENTS_URL]);
  });

  it('says so when nothing matches', async () => {
    const user = userEvent.setup();
    renderAt('/events', EventsPage);
    await screen.findByText('3 events');
    await user.type(screen.getByLabelText('Search by title'), 'picnic');
    expect(screen.getByText('0 events')).toBeInTheDocument();
    expect(screen.getByText(/No events to show/)).toBeInTheDocument();
  });

  it('shows one event on its own page: picture, when and where, the calendar file while it is ahead, and sharing', async () => {
    pinToday('2025-11-01T06:00:00Z');
    renderAt('/events?id=1&q=annual', EventsPage);
    expect(await screen.findByText('About Annual Day')).toBeInTheDocument();
    expect(screen.queryByText('About Hindi Diwas')).not.toBeInTheDocument();
    expect(screen.getByText('School auditorium')).toBeInTheDocument();
    expect(screen.getByText('10:00 AM')).toBeInTheDocument();
    expect(document.querySelector('img.event-single__image')?.getAttribute('src')).toContain(
      '/bff/media/public/Images/events/annual.jpg',
    );
    expect(screen.getByRole('link', { name: 'Add to calendar: Annual Day' })).toHaveAttribute(
      'href',
      '/events.ics?id=1',
    );
    expect(screen.getByRole('group', { name: 'Share: Annual Day' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /All events/ })).toHaveAttribute('href', '/events?q=annual');
    expect(fetchedUrls(fetchMock)).toEqual([EVENTS_URL]);
  });

  it('links each card to its event page, where a past event offers no calendar file', async () => {
    renderAt('/events?year=all', EventsPage);
    await userEvent.click(await screen.findByRole('link', { name: 'Hindi Diwas' }));
    expect(await screen.findByRole('group', { name: 'Share: Hindi Diwas' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Add to calendar/ })).not.toBeInTheDocument();
    expect(fetchedUrls(fetchMock)).toEqual([EVENTS_URL]);
  });
});
