import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths.ts';
import { pageHeading, renderAt, serveBffInEachTest } from '@/app/router.fixtures.tsx';
import { TEST_SCHOOL, TEST_SITE } from '@/testing/site-fixture.ts';

serveBffInEachTest();

describe('SiteHeader', () => {
  it("opens the office's WhatsApp chat with the school's greeting already typed", async () => {
    const greeting = 'Namaste! A question for the office, please.';
    renderAt(paths.rules, {
      ...TEST_SITE,
      school: { ...TEST_SCHOOL, whatsapp: '911002003000' },
      words: { ...TEST_SITE.words, header: { ...TEST_SITE.words.header, whatsappGreeting: greeting } },
    });
    await pageHeading();
    const link = within(screen.getByRole('banner')).getByRole('link', { name: 'WhatsApp the office' });
    const url = new URL(link.getAttribute('href')!);
    expect(url.origin + url.pathname).toBe('https://wa.me/911002003000');
    expect(url.searchParams.get('text')).toBe(greeting);
    // WhatsApp's green mark, not the call button's look.
    expect(link).toHaveClass('header-quick__link--whatsapp');
    expect(link.querySelector('svg .header-quick__bubble')).not.toBeNull();
  });

  it('has no WhatsApp button for a school without a WhatsApp number', async () => {
    renderAt(paths.rules);
    await pageHeading();
    expect(within(screen.getByRole('banner')).queryByRole('link', { name: 'WhatsApp the office' })).toBeNull();
  });
});
