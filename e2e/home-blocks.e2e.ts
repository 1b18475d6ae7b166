// Home's blocks: each there, in the spec's order, with its heading and its link.
import { describe, expect, test } from 'vitest';
import { DESKTOP } from './browser.ts';
import { useHomePages } from './home.ts';
import { dismissHomeDialogs, waitForContent } from './waits.ts';

const { openHome } = useHomePages();

describe('blocks', () => {
  test('every block is there, in the order of the spec, with its heading and its link', async () => {
    const page = await openHome(DESKTOP);
    await waitForContent(page, '.home-news__item');
    await dismissHomeDialogs(page);

    // The blocks of the spec, after the welcome at the top (the school's name and two links, no <h2>).
    const sections = await page
      .locator('.home-page > section:not(.home-intro), .home-page > div > section')
      .evaluateAll((list) =>
        list.map((section) => {
          const heading = section.querySelector('h2')!;
          const box = heading.getBoundingClientRect();
          return {
            heading: heading.textContent?.trim() ?? '',
            // A heading kept for screen readers only (the slider's and the quick links') is 1 px.
            shown: box.width > 1 && box.height > 1,
            links: [...section.querySelectorAll('a[href^="/"]')].map((a) => a.getAttribute('href')),
          };
        }),
      );
    const expected: [RegExp, boolean, string | null][] = [
      [/^Admissions$/, true, null],
      [/^Highlights$/, true, null],
      [/./, false, null], // the image slider
      [/^Photo Gallery$/, true, '/gallery'], // within three screens of a phone
      [/./, false, '/feestructure'], // the quick-link buttons
      [/^At a glance$/, true, '/feestructure'],
      [/^Latest News$/, true, '/news'],
      [/^About Us$/, true, '/about'],
      [/^Events$/, true, '/events'],
      [/^Toppers of Class X\b(?! ?I)/, true, '/topperX'],
      [/^Happy Birthday$/, true, null],
      [/^Toppers of Class XII\b/, true, '/topperXII'],
      [/^School Management$/, true, null],
    ];
    const outline = sections.map((s) => s.heading).join(' | ');
    expect(sections.length, `home blocks: ${outline}`).toBe(expected.length);
    expected.forEach(([heading, shown, link], i) => {
      const section = sections[i]!;
      expect(section.heading, `block ${i + 1} of: ${outline}`).toMatch(heading);
      expect(section.shown, `the heading "${section.heading}" is ${shown ? '' : 'not '}shown on screen`).toBe(shown);
      if (link) expect(section.links, `the "${section.heading}" block links to ${link}`).toContain(link);
    });

    // The slider has 8 slides (the page comes with the first two, the rest join at the first
    // move); the quick links are the spec's seven.
    const heroSlides = page.locator('.home-hero .carousel__slide');
    expect(await heroSlides.first().getAttribute('aria-label'), 'the first slide of the main slider').toBe('1 of 8');
    await page.locator('.home-hero').getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => heroSlides.count(), { message: 'slides in the main slider' }).toBe(8);
    // The spec's seven, less the three whose addresses the example school has not set (payment,
    // portal help, alumnae form): no tile leads nowhere or says "coming soon".
    expect(await page.locator('.home-quick li').count(), 'quick-link tiles').toBe(4);
    const quick = page.locator('.home-quick a');
    const quickHrefs = await quick.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(quickHrefs.filter((h) => h.startsWith('tel:')).length, 'a phone-call quick link').toBe(1);
    // The Calendar tile opens the school year (school-year.yaml), the fee tile names its session.
    expect(quickHrefs, 'quick links to the calendar and the fee structure').toEqual(
      expect.arrayContaining(['/calendar', '/feestructure']),
    );
    expect(await page.locator('.home-quick a[href="/feestructure"]').textContent()).toContain('2026-2027');

    // Management: patron, manager, principal and vice principal, with photos.
    const roles = await page.locator('.home-management .home-card__role').allTextContents();
    expect(roles).toEqual(['Patron', 'Manager', 'Principal', 'Vice Principal']);
    expect(await page.locator('.home-management img').count()).toBe(4);

    // The demo data fills every list block (no placeholders).
    expect(
      await page.locator('.home-page .home-card--placeholder').count(),
      'placeholder cards with data present',
    ).toBe(0);
  });
});
