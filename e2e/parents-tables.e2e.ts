// Tables a parent reads on a phone and a laptop: none wider than its box, the fee structure as a
// page, a long table that goes to one class in a tap, with totals that add up, and the school year
// that goes to one month.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations, baseUrl, horizontalOverflow, PHONE } from './browser.ts';
import { useParentPages, WIDTHS } from './parents.ts';
import { REFUSED_SCRIPTS } from './site.ts';
import { waitForContent } from './waits.ts';

const open = useParentPages();

for (const [where, options] of WIDTHS) {
  describe(`at ${where}`, () => {
    test('no content table is wider than its box, and on a phone each value is under its column name', async () => {
      const { page } = await open(options);
      for (const path of ['/registration', '/feestructure', '/examinationAndPromotion', '/outFit']) {
        await page.goto(`${baseUrl()}${path}`);
        await waitForContent(page);
        const tables = page.locator('table.content-table');
        expect(await tables.count(), `tables on ${path}`).toBeGreaterThan(0);
        const cut = await tables.evaluateAll((list) =>
          list
            .filter((t) => t.getBoundingClientRect().width > (t.parentElement?.clientWidth ?? 0) + 1)
            .map((t) => t.querySelector('caption')?.textContent),
        );
        expect(cut, `tables wider than their box on ${path}`).toEqual([]);
        expect(await horizontalOverflow(page), `overflow on ${path}`).toBe(0);
      }
      await page.goto(`${baseUrl()}/registration`);
      await waitForContent(page);
      // A long rule is there in full and on screen, in a table of three columns, which stays a
      // table on a phone.
      const rule = page.locator('td', { hasText: 'At least 60% in every subject' });
      expect(await rule.isVisible()).toBe(true);
      const box = (await rule.boundingBox())!;
      expect(box.x + box.width, 'the rule ends inside the window').toBeLessThanOrEqual(options.viewport!.width);
      expect(
        await rule.evaluate((el) => getComputedStyle(el, '::before').content),
        "no name beside a narrow table's value",
      ).toBe('none');
      expect(await page.getByRole('columnheader', { name: 'Other conditions' }).isVisible()).toBe(true);
      // The fee table's seven columns do not fit a phone: each value sits beside its name there.
      await page.goto(`${baseUrl()}/feestructure`);
      await waitForContent(page);
      const fee = page
        .getByRole('row', { name: /^I - II / })
        .locator('td')
        .first();
      expect(
        await fee.evaluate((el) => getComputedStyle(el, '::before').content),
        'the column name beside the value',
      ).toBe(options === PHONE ? '"Admission fee (once)"' : 'none');
    });

    test('the fee structure reads as a page, with the PDF to download', async () => {
      const { page } = await open(options);
      await page.goto(`${baseUrl()}/feestructure`);
      await waitForContent(page);
      expect(await page.getByRole('table', { name: /School fees for the session/ }).isVisible()).toBe(true);
      expect(await page.locator('td', { hasText: '36,000' }).first().isVisible(), 'a yearly total').toBe(true);
      expect(
        await page.locator('td', { hasText: '51,000' }).first().isVisible(),
        'the first year, with the admission fee',
      ).toBe(true);
      expect(await page.getByRole('link', { name: /Download PDF/ }).isVisible()).toBe(true);
      // A phone shows the page's tables instead of the PDF.
      expect(await page.locator('iframe.pdf-page__frame').isVisible(), 'the PDF frame').toBe(options !== PHONE);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

// Long lists on a phone: a parent goes to one class or month in a tap, and a total is the sum of
// the fees beside it.
describe('long tables at 360 px', () => {
  /** The tapped row's (or month heading's) place: below the sticky header, in the screen's upper half. */
  async function landed(page: Page, target: Locator): Promise<void> {
    const header = (await page.locator('.site-header').boundingBox())!;
    const box = (await target.boundingBox())!;
    expect(box.y, 'it starts below the header').toBeGreaterThanOrEqual(header.y + header.height - 1);
    expect(box.y, 'it starts on screen').toBeLessThan(PHONE.viewport!.height / 2);
    expect(await target.evaluate((el) => el.matches(':target')), 'it is marked').toBe(true);
  }

  for (const scripts of [true, false]) {
    test(`a tap on "VI - VIII" shows its fees, and its totals add up, scripts ${scripts ? 'on' : 'off'}`, async () => {
      const opened = await open({ ...PHONE, javaScriptEnabled: scripts });
      const { page } = opened;
      await page.goto(`${baseUrl()}/feestructure`);
      if (scripts) await waitForContent(page);
      const jump = page.getByRole('navigation', { name: 'Jump to a class' });
      expect(await jump.getByRole('link').allTextContents()).toEqual([
        'Nursery, LKG, UKG',
        'I - II',
        'III - V',
        'VI - VIII',
        'IX - X (ICSE)',
        'XI - XII Science (ISC)',
        'XI - XII Commerce / Humanities (ISC)',
      ]);
      await jump.getByRole('link', { name: 'VI - VIII' }).tap();
      await page.waitForURL(/#row-vi-viii$/);
      const row = page.getByRole('row', { name: /^VI - VIII / });
      await expect.poll(async () => (await row.boundingBox())?.y ?? -1).toBeLessThan(PHONE.viewport!.height / 2);
      await landed(page, row);
      // What the parent reads in the card: the fees, then each year's total and the first year's.
      const amounts = (await row.locator('td').allTextContents()).map((t) => Number(t.replaceAll(',', '')));
      const [admission, quarter, annual, lab, year, firstYear] = amounts as [
        number,
        number,
        number,
        number,
        number,
        number,
      ];
      expect(year).toBe(quarter * 4 + annual + lab);
      expect(firstYear).toBe(year + admission);
      expect(await row.locator('td').last().isVisible()).toBe(true);
      if (!scripts) opened.expected.push(REFUSED_SCRIPTS);
    });
  }

  test('the calendar goes to a month in a tap, and the timetable is a table of rows, not a pile of cards', async () => {
    const { page } = await open(PHONE);
    // The school year by month (school-year.yaml), April to March.
    await page.goto(`${baseUrl()}/calendar`);
    await waitForContent(page);
    const jump = page.getByRole('navigation', { name: 'Jump to a month' });
    const months = await jump.getByRole('link').allTextContents();
    expect(months).toHaveLength(12);
    expect([months[0], months.at(-1)]).toEqual(['April 2026', 'March 2027']);
    await jump.getByRole('link', { name: 'December 2026' }).tap();
    await page.waitForURL(/#month-2026-12$/);
    const december = page.getByRole('heading', { level: 2, name: 'December 2026' });
    await expect.poll(async () => (await december.boundingBox())?.y ?? -1).toBeLessThan(PHONE.viewport!.height / 2);
    await landed(page, december);
    expect(await page.getByRole('region', { name: 'December 2026' }).textContent()).toContain('Christmas');

    await page.goto(`${baseUrl()}/timetable`);
    await waitForContent(page);
    const paper = page.getByRole('row', { name: /25 February 2026/ });
    const tops = await paper
      .locator('td')
      .evaluateAll((cells) => cells.map((c) => Math.round(c.getBoundingClientRect().top)));
    expect(tops, 'date, day and subject side by side').toHaveLength(3);
    expect(new Set(tops).size, 'date, day and subject side by side').toBe(1);
    expect(await page.getByRole('columnheader', { name: 'Subject' }).first().isVisible()).toBe(true);
    expect(await horizontalOverflow(page)).toBe(0);
  });
});
