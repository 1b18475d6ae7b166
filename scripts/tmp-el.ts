import { launchChromium } from './lib/chromium.ts';
import { startSiteProcess } from './lib/site-process.ts';
// Screenshot of one element at 360 px: node scripts/tmp-el.ts <path> <selector> [nojs]
const [path, selector, nojs] = process.argv.slice(2);
const site = await startSiteProcess({ logLevel: 'warn' });
const browser = await launchChromium();
try {
  const ctx = await browser.newContext({ viewport: { width: Number(process.env.WIDTH ?? 360), height: 740 }, javaScriptEnabled: nojs !== 'nojs', reducedMotion: 'reduce' });
  await ctx.addInitScript(() => undefined);
  const page = await ctx.newPage();
  await page.goto(site.base + path!, { waitUntil: 'load' });
  if (nojs !== 'nojs') {
    const d = page.locator('dialog.notice-dialog[open]');
    await d.waitFor({ timeout: 4000 }).then(() => page.keyboard.press('Escape'), () => undefined);
  }
  await page.locator(selector!).first().screenshot({ path: '/tmp/el.png' });
  console.log('/tmp/el.png');
} finally {
  await browser.close();
  await site.stop();
}
