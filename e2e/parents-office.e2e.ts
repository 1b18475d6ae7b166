// The school's own details where a placeholder could be: no link to an example address, nothing
// "coming soon", and the office's number where a parent is stuck (the portal, a refused TC).
import { describe, expect, test } from 'vitest';
import { MESSAGES } from '../shared/messages.ts';
import { baseUrl } from './browser.ts';
import { school } from './content.ts';
import { NOT_FOUND } from './site.ts';
import { useParentPages, WIDTHS } from './parents.ts';
import { CONTENT_OF, dismissHomeDialogs, waitForContent } from './waits.ts';

const open = useParentPages();

for (const [where, options] of WIDTHS) {
  describe(`at ${where}`, () => {
    test('no link leads to an example address, and nothing says "coming soon": the portal page gives the office instead', async () => {
      const { page } = await open(options);
      for (const path of ['/', '/ParentPortal', '/ERPSoftware']) {
        await page.goto(`${baseUrl()}${path}`);
        await waitForContent(page, CONTENT_OF[path]);
        if (path === '/') await dismissHomeDialogs(page);
        const hrefs = await page
          .locator('a[href]')
          .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
        expect(
          hrefs.filter((href) => /^https?:\/\/([^/]+\.)?(example|example\.(com|net|org))(\/|:|$)/.test(href)),
          `links to example addresses on ${path}`,
        ).toEqual([]);
        expect(await page.getByText(/coming soon/i).count(), `"coming soon" on ${path}`).toBe(0);
      }
      // The portal's address is not set: the page says what the portal is for, and how to reach the office.
      await page.goto(`${baseUrl()}/ParentPortal`);
      await waitForContent(page, CONTENT_OF['/ParentPortal']);
      expect(await page.getByRole('heading', { name: 'Ask the office' }).isVisible()).toBe(true);
      expect(await page.locator('main a[href^="tel:"]').count(), 'a phone link on the portal page').toBeGreaterThan(0);
      await page.goto(`${baseUrl()}/`);
      await waitForContent(page, CONTENT_OF['/']);
      expect(
        await page.locator('.home-quick').getByText('Online Payment').count(),
        'a tile for the unset payment address',
      ).toBe(0);
    });

    test("the sample transfer certificate names this school, and a failure gives the office's number", async () => {
      const { page, expected } = await open(options);
      await page.goto(`${baseUrl()}/Tc`);
      await waitForContent(page, 'form.tc-form');
      const sample = page.getByRole('img', { name: /Sample transfer certificate/ });
      expect(await sample.textContent()).toContain(school.name);
      expect(await sample.textContent()).not.toContain('SCHOOL NAME');
      await page.getByLabel('Student Name').fill('Nobody Known');
      await page.getByLabel('Admission Number').fill('XX0000-0000');
      await page.getByRole('button', { name: 'Submit' }).click();
      const error = page.locator('.tc-form__error');
      await expect.poll(() => error.textContent()).toContain(MESSAGES.tcNotFound);
      const call = error.getByRole('link', { name: school.phone.display });
      expect(await call.getAttribute('href')).toBe(`tel:${school.phone.tel}`);
      expect(await call.isVisible()).toBe(true);
      // The refused request is the case under test.
      expected.push(NOT_FOUND);
    });
  });
}
