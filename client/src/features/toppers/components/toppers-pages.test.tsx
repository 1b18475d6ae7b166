import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Topper, TopperClass, ToppersPage } from '@shared/types.ts';
import {
  fetchedUrls,
  jsonResponse,
  pinToday,
  renderAt,
  stubFetch,
  stubFetchFailingOnce,
} from '@/components/filters/filters-test-utils.tsx';
import { TEST_SITE } from '@/testing/site-fixture.ts';
import TopperXPage from './topper-x-page.tsx';
import TopperXiiPage from './topper-xii-page.tsx';

let seq = 0;
function topper(cls: TopperClass, session: string, name: string, marks: number | null, stream = ''): Topper {
  seq += 1;
  return {
    id: `t${seq}`,
    class: cls,
    session,
    name,
    marks,
    stream,
    photo: marks === null ? null : `/bff/media/public/Images/toppers/${seq}.jpg`,
  };
}

// Deliberately not in marks order: the page must sort.
const X: Topper[] = [
  topper('X', '2024-2025', 'Ria Sharma', 95.2),
  topper('X', '2024-2025', 'Aman Verma', 98.6),
  topper('X', '2024-2025', 'Priya Das', 96.4),
  topper('X', '2023-2024', 'Maria Joseph', 97),
  topper('X', '2023-2024', 'Rohit Singh', null),
];
const XII: Topper[] = [
  topper('XII', '2025-2026', 'Neha Gupta', 94.8, 'Science'),
  topper('XII', '2025-2026', 'Arjun Rao', 96.1, 'Commerce'),
];

function answer(items: Topper[]): ToppersPage {
  return {
    items,
    session: 'all',
    sessions: [...new Set(items.map((t) => t.session))].sort().reverse(),
    fellBack: false,
  };
}

const names = () => screen.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);
const location = () => screen.getByTestId('location').textContent;

describe('Topper pages', () => {
  beforeEach(() => {
    pinToday('2026-05-10T06:00:00Z');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('falls back to the latest session of the class, sorted by marks, and says so', async () => {
    const fetchMock = stubFetch(() => jsonResponse(answer(X)));
    renderAt('/topperX', TopperXPage);

    expect(await screen.findByText('3 toppers')).toBeInTheDocument();
    expect(fetchedUrls(fetchMock)).toEqual(['/bff/toppers?class=X&session=all']);
    expect(screen.getByLabelText('Session')).toHaveValue('2024-2025');
    expect(screen.getByText('No items in 2025-2026 yet — showing 2024-2025.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Class X Toppers — Session 2024-2025');
    expect(names()).toEqual(['Aman Verma', 'Priya Das', 'Ria Sharma']);
    expect(screen.getByText('Marks: 96.4%')).toBeInTheDocument();
    const sessions = within(screen.getByLabelText('Session'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(sessions).toEqual(['All', '2024-2025', '2023-2024']);
  });

  it("words the heading, count, marks and filters' name in the school's words", async () => {
    stubFetch(() => jsonResponse(answer(X)));
    const toppers = {
      ...TEST_SITE.words.lists.toppers,
      headingSession: 'कक्षा {class} के टॉपर — सत्र {session}',
      count: '{count} टॉपर',
      marks: 'अंक: {marks}',
      filter: 'कक्षा {class} के टॉपर छाँटें',
    };
    const site = { ...TEST_SITE, words: { ...TEST_SITE.words, lists: { ...TEST_SITE.words.lists, toppers } } };
    renderAt('/topperX', TopperXPage, { site });
    expect(await screen.findByText('3 टॉपर')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('कक्षा X के टॉपर — सत्र 2024-2025');
    expect(screen.getByText('अंक: 96.4%')).toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'कक्षा X के टॉपर छाँटें' })).toBeInTheDocument();
  });

  it('shows the default session when it has toppers, with stream and photo', async () => {
    const fetchMock = stubFetch(() => jsonResponse(answer(XII)));
    const { container } = renderAt('/topperXII', TopperXiiPage);
    expect(await screen.findByText('2 toppers')).toBeInTheDocument();
    expect(fetchedUrls(fetchMock)).toEqual(['/bff/toppers?class=XII&session=all']);
    expect(screen.getByLabelText('Session')).toHaveValue('2025-2026');
    expect(screen.queryByText(/No items in/)).not.toBeInTheDocument();
    expect(names()).toEqual(['Arjun Rao', 'Neha Gupta']);
    expect(screen.getByText('Commerce')).toBeInTheDocument();
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('width', '240');
    expect(img).toHaveAttribute('loading', 'eager');
  });

  it('changes session through the select and the URL, and searches by name, without loading again', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch(() => jsonResponse(answer(X)));
    const { container } = renderAt('/topperX', TopperXPage);
    await screen.findByText('3 toppers');

    await user.selectOptions(screen.getByLabelText('Session'), '2023-2024');
    expect(await screen.findByText('2 toppers')).toBeInTheDocument();
    expect(location()).toBe('/topperX?session=2023-2024');
    expect(names()).toEqual(['Maria Joseph', 'Rohit Singh']);
    // Rohit has no photo: the placeholder stands in.
    expect(container.querySelectorAll('img')[1]!.getAttribute('src')).toBe('/images/placeholders/student.svg');

    await user.selectOptions(screen.getByLabelText('Session'), 'all');
    expect(await screen.findByText('5 toppers')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Class X Toppers — All Sessions');
    expect(names()).toEqual(['Aman Verma', 'Maria Joseph', 'Priya Das', 'Ria Sharma', 'Rohit Singh']);

    await user.type(screen.getByLabelText('Search by name'), 'RIA');
    expect(names()).toEqual(['Maria Joseph', 'Ria Sharma']);
    expect(location()).toBe('/topperX?session=all&q=RIA');
    // Every session came with the first answer: the filters in the URL ask the server nothing more.
    expect(fetchedUrls(fetchMock)).toEqual(['/bff/toppers?class=X&session=all']);
  });

  it('reads the session and search from a shared link', async () => {
    stubFetch(() => jsonResponse(answer(X)));
    renderAt('/topperX?session=2023-2024&q=maria', TopperXPage);
    expect(await screen.findByText('1 topper')).toBeInTheDocument();
    expect(screen.getByLabelText('Search by name')).toHaveValue('maria');
    expect(screen.getByLabelText('Session')).toHaveValue('2023-2024');
  });

  it('treats a malformed session as the default', async () => {
    stubFetch(() => jsonResponse(answer(X)));
    renderAt('/topperX?session=2024-2030', TopperXPage);
    expect(await screen.findByText('3 toppers')).toBeInTheDocument();
    expect(screen.getByLabelText('Session')).toHaveValue('2024-2025');
  });

  it('shows the placeholder card when the class has no toppers', async () => {
    stubFetch(() => jsonResponse(answer([])));
    renderAt('/topperXII', TopperXiiPage);
    expect(await screen.findByText('0 toppers')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Student Name' })).toBeInTheDocument();
    expect(screen.getByText('Stream')).toBeInTheDocument();
    expect(screen.getByText('Marks')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Class XII Toppers');
  });

  it('shows the error boundary when the server cannot answer, and loads again on "Try again"', async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = stubFetchFailingOnce(502, () => jsonResponse(answer(X)));
    renderAt('/topperX?session=2023-2024', TopperXPage);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("This page's content could not be loaded");
    expect(alert).toHaveTextContent('not answering');
    expect(screen.queryByLabelText('Session')).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('2 toppers')).toBeInTheDocument();
    expect(screen.getByLabelText('Session')).toHaveValue('2023-2024');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });
});
