import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEST_SCHOOL, TEST_SITE } from '@/testing/site-fixture.ts';
import { homeFixture } from '../testing/fixtures.ts';
import { prepareEachTest, renderHome, serve } from './home-page.fixtures.ts';

prepareEachTest();

const SEASONS = [
  { label: 'Summer', hours: '8:00 AM to 1:30 PM', from: '04-01', to: '09-30' },
  { label: 'Winter', hours: '8:30 AM to 2:00 PM', from: '10-01', to: '03-31' },
];

describe('At a glance', () => {
  it("leads with the next holiday, linked to the year, and shows today's season's hours alone", async () => {
    serve(homeFixture({ today: '2025-12-01' }));
    renderHome({ ...TEST_SITE, school: { ...TEST_SCHOOL, timings: SEASONS } });
    const glance = await screen.findByRole('region', { name: 'At a glance' });
    const terms = within(glance)
      .getAllByRole('term')
      .map((t) => t.textContent);
    expect(terms[0]).toBe('Next holiday');
    expect(within(glance).getByRole('link', { name: 'Christmas, Thu 25 Dec' })).toHaveAttribute('href', '/calendar');
    expect(within(glance).getByText(/Winter: 8:30 AM to 2:00 PM/)).toBeInTheDocument();
    expect(within(glance).queryByText(/Summer:/)).toBeNull();
  });

  it('says "Holiday now" while one is under way, and lists every row of hours that names no season', async () => {
    serve(homeFixture({ today: '2025-12-25' }));
    renderHome();
    const glance = await screen.findByRole('region', { name: 'At a glance' });
    expect(within(glance).getAllByRole('term')[0]).toHaveTextContent('Holiday now');
    expect(within(glance).getByText(/Summer:/)).toBeInTheDocument();
    expect(within(glance).getByText(/Winter:/)).toBeInTheDocument();
  });
});
