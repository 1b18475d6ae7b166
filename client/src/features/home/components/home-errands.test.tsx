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

const errands = async () => {
  const list = await screen.findByRole('navigation', { name: 'What parents come for' });
  return within(list)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
};

describe("Home's errands", () => {
  it("leads Home with fees, admissions, the next holiday, today's hours, the TC and the office, each one link", async () => {
    serve(homeFixture({ today: '2025-12-01' }));
    renderHome({ ...TEST_SITE, school: { ...TEST_SCHOOL, timings: SEASONS } });
    expect(await errands()).toEqual([
      ['Fees', '/feestructure'],
      ['Admissions', '/registration'],
      ['Next holiday: Christmas, Thu 25 Dec', '/calendar'],
      ['School hours today: 8:30 AM to 2:00 PM', '/contact'],
      ['Transfer Certificate', '/Tc'],
      ['Contact us', '/contact'],
    ]);
    // Before every other block.
    const first = document.querySelector('.home-page section:not(.home-intro)');
    expect(screen.getByRole('navigation', { name: 'What parents come for' }).compareDocumentPosition(first!)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('names every row of hours that has no season, and says when no holiday is left', async () => {
    serve(homeFixture({ today: '2025-12-01', nextHoliday: null }));
    renderHome();
    const found = await errands();
    expect(found).toContainEqual(['Next holiday: No more holidays this session.', '/calendar']);
    expect(found.find(([text]) => text?.startsWith('School hours'))?.[0]).toMatch(/Summer: .*; Winter: /);
  });
});
