import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildListPage } from '@shared/list-filters.ts';
import { paths } from '@/config/paths.ts';
import { errorResponse, jsonResponse, stubFetch } from '@/components/filters/filters-test-utils.tsx';
import { homeFixture } from '@/features/home/testing/fixtures.ts';
import { TEST_SCHOOL as school } from '@/testing/site-fixture.ts';
import { descriptionMeta, pageHeading, renderAt, serveBffInEachTest } from './router.fixtures.tsx';

serveBffInEachTest();

describe('router and layout', () => {
  describe('a page for each news item, event and notice, to share', () => {
    const NEWS = [
      {
        id: 'n1',
        title: 'Sports Day results',
        description: 'Blue House won   the relay.\nWell done!',
        date: '2026-02-10',
        attachment: null,
      },
      { id: 'n2', title: 'Library week', description: 'x'.repeat(300), date: '2026-02-01', attachment: null },
    ];
    const EVENT = {
      id: 'e7',
      title: 'Science Fair',
      description: 'Projects by Classes VI-IX.',
      date: '2026-03-05',
      time: '10:00 AM',
      venue: 'Main hall',
      image: '/bff/media/public/Images/event/fair.jpg',
      attachment: null,
    };
    const meta = (selector: string) =>
      document.head.querySelector(selector)?.getAttribute('content') ??
      document.head.querySelector(selector)?.getAttribute('href');

    beforeEach(() => {
      stubFetch((url) => {
        if (url === '/bff/news?year=all') return jsonResponse(buildListPage(NEWS, { year: 'all' }, 2026));
        if (url === '/bff/events?year=all') return jsonResponse(buildListPage([EVENT], { year: 'all' }, 2026));
        if (url === '/bff/home') return jsonResponse(homeFixture());
        return errorResponse(404, 'Not Found');
      });
    });

    it("heads a news item's page with its title under News, and previews it as that item", async () => {
      renderAt('/news?year=2025&id=n1');
      expect(await pageHeading()).toHaveTextContent('Sports Day results');
      const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
      expect(trail).toHaveTextContent('Home›News›Sports Day results');
      expect(within(trail).getByRole('link', { name: 'News' })).toHaveAttribute('href', paths.news);
      await waitFor(() => expect(document.title).toBe(`Sports Day results | ${school.name}`));
      expect(descriptionMeta()).toBe('Blue House won the relay. Well done!');
      expect(meta('meta[property="og:title"]')).toBe(`Sports Day results | ${school.name}`);
      expect(meta('meta[property="og:type"]')).toBe('article');
      // Its own address, without the filters beside the id.
      expect(meta('link[rel="canonical"]')).toBe(`${window.location.origin}/news?id=n1`);
      expect(meta('meta[property="og:url"]')).toBe(`${window.location.origin}/news?id=n1`);
      // A news item has no picture of its own: the school's.
      expect(meta('meta[property="og:image"]')).toBe(`${window.location.origin}/content/images/slides/slide-1.webp`);
    });

    it('cuts a long description at a word for the preview', async () => {
      stubFetch((url) =>
        url === '/bff/news?year=all'
          ? jsonResponse(buildListPage([{ ...NEWS[1]!, description: 'word '.repeat(60) }], { year: 'all' }, 2026))
          : errorResponse(404, 'Not Found'),
      );
      renderAt('/news?id=n2');
      await waitFor(() => expect(document.title).toBe(`Library week | ${school.name}`));
      const description = descriptionMeta()!;
      expect(description.length).toBeLessThanOrEqual(200);
      expect(description).toMatch(/^(word )+word…$/);
    });

    it('previews an event with its own picture, sized for link previews, and its date, time and place', async () => {
      renderAt('/events?id=e7');
      expect(await pageHeading()).toHaveTextContent('Science Fair');
      expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Home›Events›Science Fair');
      await waitFor(() =>
        expect(meta('meta[property="og:image"]')).toBe(`${window.location.origin}${EVENT.image}?w=960`),
      );
      expect(descriptionMeta()).toBe('5 Mar 2026, 10:00 AM, Main hall. Projects by Classes VI-IX.');
    });

    it('previews a notice as Home with that notice: its title and picture', async () => {
      renderAt('/?notice=n1');
      await waitFor(() => expect(document.title).toBe(`School reopens on 2 June | ${school.name}`));
      expect(meta('meta[property="og:image"]')).toBe(
        `${window.location.origin}/bff/media/public/Images/notification/reopen.jpg?w=960`,
      );
      expect(meta('link[rel="canonical"]')).toBe(`${window.location.origin}/?notice=n1`);
    });

    it('moves focus to the heading between a list and its items, which changes only the query', async () => {
      const router = renderAt('/news?id=n1');
      expect(await pageHeading()).toHaveTextContent('Sports Day results');
      await act(() => router.navigate('/news?id=n2'));
      await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Library week'));
      await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
      (document.activeElement as HTMLElement).blur();
      await act(() => router.navigate('/news'));
      await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('News'));
      await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
    });

    it('gives a notice that is gone the not-found heading, and shows Home when the provider failed the notices', async () => {
      renderAt('/?notice=gone');
      expect(await pageHeading()).toHaveTextContent('Page not found');
      expect(screen.getByText(/This notice is no longer on the site\./)).toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe(`Page not found | ${school.name}`));
    });

    it('shows Home, not a 404, for a notice the provider could not give just now', async () => {
      stubFetch((url) =>
        url === '/bff/home'
          ? jsonResponse({ ...homeFixture(), notifications: [], degraded: ['notifications'] })
          : errorResponse(404, 'Not Found'),
      );
      renderAt('/?notice=n1');
      expect(await pageHeading()).toHaveTextContent('Home page stand-in');
      expect(screen.queryByText(/no longer on the site/)).not.toBeInTheDocument();
    });

    it('says plainly that an item is gone, as a 404 kept out of the index', async () => {
      renderAt('/news?id=gone');
      expect(
        await screen.findByText(/This news item is no longer on the site\. It may have been removed/),
      ).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('News');
      expect(within(screen.getByRole('main')).getByRole('link', { name: 'News' })).toHaveAttribute('href', paths.news);
      expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    });
  });
});
