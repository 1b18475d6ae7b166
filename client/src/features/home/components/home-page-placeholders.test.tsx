import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emptyHomeFixture, homeFixture } from '../testing/fixtures.ts';
import { notices, prepareEachTest, renderHome, serve } from './home-page.fixtures.ts';

prepareEachTest();

describe('HomePage blocks', () => {
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
});
