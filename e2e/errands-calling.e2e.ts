// The school office a tap away from any page on a phone: the header's call and WhatsApp buttons.
import { describe, expect, test } from 'vitest';
import { baseUrl, DESKTOP, horizontalOverflow, PHONE } from './browser.ts';
import { school, words } from './content.ts';
import { REFUSED_SCRIPTS, useBrowser, useTestPages } from './site.ts';
import { dismissHomeDialogs, waitForContent } from './waits.ts';

const open = useTestPages(useBrowser());

describe('calling the office from a phone', () => {
  for (const scripts of [true, false]) {
    test(`every page's header has a call button (and WhatsApp), on screen and large enough to tap, scripts ${scripts ? 'on' : 'off'}`, async () => {
      const opened = await open({ ...PHONE, javaScriptEnabled: scripts });
      const { page } = opened;
      for (const path of ['/', '/about', '/news', '/feeStructure', '/Tc']) {
        await page.goto(`${baseUrl()}${path}`);
        if (scripts) {
          await waitForContent(page);
          if (path === '/') await dismissHomeDialogs(page);
        }
        const header = page.locator('header.site-header');
        const call = header.getByRole('link', { name: `Call ${school.phone.display}` });
        expect(await call.getAttribute('href'), path).toBe(`tel:${school.phone.tel}`);
        const whatsapp = header.getByRole('link', { name: 'WhatsApp the office' });
        // The office's chat, opened with the school's greeting in the message box.
        expect(await whatsapp.getAttribute('href'), path).toBe(
          `https://wa.me/${school.whatsapp}?text=${encodeURIComponent(words.header.whatsappGreeting)}`,
        );
        for (const link of [call, whatsapp]) {
          const box = (await link.boundingBox())!;
          expect(box, path).not.toBeNull();
          expect(Math.min(box.width, box.height), `tap target on ${path}`).toBeGreaterThanOrEqual(44);
          expect(box.x + box.width, `inside the screen on ${path}`).toBeLessThanOrEqual(360);
        }
        // The school's short name keeps its words whole beside them: at most two lines.
        const name = header.locator('.brand__name--short');
        const lineHeight = await name.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
        expect((await name.boundingBox())!.height, `the short name's lines on ${path}`).toBeLessThanOrEqual(
          lineHeight * 2 + 1,
        );
        expect(await horizontalOverflow(page), path).toBe(0);
      }
      if (!scripts) opened.expected.push(REFUSED_SCRIPTS);
    });
  }

  test('on a laptop the header spells the number out instead', async () => {
    const { page } = await open(DESKTOP);
    await page.goto(`${baseUrl()}/about`);
    await waitForContent(page);
    const header = page.locator('header.site-header');
    expect(await header.locator('.header-quick').isVisible()).toBe(false);
    const spelt = header
      .locator('.header-contact')
      .getByRole('link', { name: new RegExp(school.phone.display.replace(/[+]/g, '\\+')) });
    expect(await spelt.getAttribute('href')).toBe(`tel:${school.phone.tel}`);
  });
});
