import { launchChromium } from './lib/chromium.ts';
import { startSiteProcess } from './lib/site-process.ts';
const site = await startSiteProcess({ logLevel: 'warn' });
const browser = await launchChromium();
try {
  for (const motion of ['no-preference', 'reduce'] as const) {
    const ctx = await browser.newContext({ viewport: { width: 360, height: 740 }, reducedMotion: motion });
    const page = await ctx.newPage();
    await page.goto(site.base + '/', { waitUntil: 'load' });
    await page.locator('.fireworks-overlay, dialog.notice-dialog[open]').first().waitFor({ timeout: 8000 });
    await page.waitForTimeout(1200);
    await page.screenshot({ path: `/tmp/first-${motion}-1.png` });
    if (motion === 'no-preference') {
      await page.waitForTimeout(9000);
      await page.screenshot({ path: `/tmp/first-${motion}-2.png` });
    }
    await page.getByRole('button', { name: 'Close' }).first().click();
    await page.waitForTimeout(600);
    await page.screenshot({ path: `/tmp/first-${motion}-3.png` });
    await ctx.close();
  }
} finally {
  await browser.close();
  await site.stop();
}
