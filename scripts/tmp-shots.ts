import { launchChromium } from './lib/chromium.ts';
import { startSiteProcess } from './lib/site-process.ts';
const site = await startSiteProcess({ logLevel: 'warn' });
const browser = await launchChromium();
try {
  for (const js of [true, false]) {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, javaScriptEnabled: js, reducedMotion: 'reduce' });
    const page = await context.newPage();
    for (const [name, path] of [['calendar', '/calendar'], ['home', '/'], ['events', '/events']] as const) {
      await page.goto(site.base + path, { waitUntil: 'load' });
      await page.waitForTimeout(1500);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      console.log(name, js, 'height', height, (await page.locator('main').innerText()).slice(0, 300).replace(/\n/g, ' | '));
      await page.screenshot({ path: `/tmp/shots/${name}-${js ? 'js' : 'nojs'}.png`, fullPage: true, clip: { x: 0, y: 0, width: 360, height: Math.min(height, 2200) } });
    }
    await context.close();
  }
} finally {
  await browser.close();
  await site.stop();
}
