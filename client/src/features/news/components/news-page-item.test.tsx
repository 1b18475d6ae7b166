import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { NewsItem } from '@shared/types.ts';
import { fetchedUrls, renderAt } from '@/components/filters/filters-test-utils.tsx';
import NewsPage from './news-page.tsx';
import { ITEMS, NEWS_URL, answerWith, location, pinTodayInEachTest } from './news-page.fixtures.ts';

describe('NewsPage', () => {
  pinTodayInEachTest();

  describe('one item on its own page', () => {
    it('shows the item alone, with ways to share it and the way back to all news', async () => {
      const fetchMock = answerWith(ITEMS);
      renderAt('/news?id=1&year=2023', NewsPage);
      expect(await screen.findByText('About Sports Day results')).toBeInTheDocument();
      expect(screen.queryByText('About Independence Day assembly')).not.toBeInTheDocument();
      expect(screen.queryByLabelText('Year')).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: /View attachment: Sports Day results/ })).toHaveAttribute(
        'href',
        ITEMS[0]!.attachment,
      );
      const share = screen.getByRole('group', { name: 'Share: Sports Day results' });
      // No share sheet in this browser: WhatsApp, with the title and the item's own address.
      const whatsApp = within(share).getByRole('link', { name: /Share on WhatsApp/ });
      const url = new URL(whatsApp.getAttribute('href')!);
      expect(url.origin + url.pathname).toBe('https://wa.me/');
      expect(url.searchParams.get('text')).toBe(`Sports Day results ${window.location.origin}/news?id=1`);
      // Back to the list with the filters the link came with.
      expect(screen.getByRole('link', { name: /All news/ })).toHaveAttribute('href', '/news?year=2023');
      expect(fetchedUrls(fetchMock)).toEqual([NEWS_URL]);
    });

    it('opens from the list without loading anything, and goes back to the list as it was left', async () => {
      const fetchMock = answerWith(ITEMS);
      renderAt('/news?year=2023', NewsPage);
      await userEvent.click(await screen.findByRole('link', { name: 'Science exhibition' }));
      expect(await screen.findByRole('group', { name: 'Share: Science exhibition' })).toBeInTheDocument();
      expect(location()).toBe('/news?year=2023&id=4');
      expect(fetchedUrls(fetchMock)).toEqual([NEWS_URL]);
      await userEvent.click(screen.getByRole('link', { name: /All news/ }));
      expect(await screen.findByText('2 news items')).toBeInTheDocument();
      expect(location()).toBe('/news?year=2023');
      // An item's page holds that item alone, so the list is asked for again (the same, cacheable URL).
      expect(fetchedUrls(fetchMock)).toEqual([NEWS_URL, NEWS_URL]);
    });

    it("keeps that item alone in its page's data: a shared link does not carry the archive", async () => {
      answerWith(ITEMS);
      const { router } = renderAt('/news?id=3', NewsPage);
      await screen.findByText('About Annual examination schedule');
      const data = router.state.loaderData[router.state.matches.at(-1)!.route.id] as { items: NewsItem[] };
      expect(data.items.map((item) => item.id)).toEqual(['3']);
    });

    it("uses the phone's share sheet where there is one, with the item's own address", async () => {
      const share = vi.fn(() => Promise.resolve());
      vi.stubGlobal('navigator', Object.create(navigator, { share: { value: share } }) as Navigator);
      answerWith(ITEMS);
      renderAt('/news?id=2', NewsPage);
      await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
      expect(share).toHaveBeenCalledWith({
        title: 'Independence Day assembly',
        url: `${window.location.origin}/news?id=2`,
      });
      expect(screen.queryByRole('link', { name: /Share on WhatsApp/ })).not.toBeInTheDocument();
    });

    it('copies the link where the clipboard can be written, and says so', async () => {
      const writeText = vi.fn(() => Promise.resolve());
      vi.stubGlobal('navigator', Object.create(navigator, { clipboard: { value: { writeText } } }) as Navigator);
      answerWith(ITEMS);
      renderAt('/news?id=3', NewsPage);
      await userEvent.click(await screen.findByRole('button', { name: 'Copy link' }));
      expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/news?id=3`);
      expect(await within(screen.getByRole('group', { name: /^Share:/ })).findByText(/^Link copied/)).toHaveAttribute(
        'role',
        'status',
      );
    });
  });
});
