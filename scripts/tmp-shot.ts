import { launchChromium } from '/work/main/scripts/lib/chromium.ts';
import { startSiteProcess } from '/work/main/scripts/lib/site-process.ts';
const site = await startSiteProcess({ logLevel: 'warn' });
const browser = await launchChromium();
try {
  for (const js of [true, false]) {
    const ctx = await browser.newContext({ viewport: { width: Number(process.env.WIDTH ?? 360), height: Number(process.env.HEIGHT ?? 740) }, javaScriptEnabled: js, deviceScaleFactor: 1 });
    const page = await ctx.newPage();
    for (const path of process.argv.slice(2)) {
      await page.goto(site.base + path, { waitUntil: 'load' });
      await page.waitForTimeout(400);
      const name = `/tmp/shot-${path.replace(/[^a-z0-9]/gi, '_')}-${js ? 'js' : 'nojs'}.png`;
      await page.screenshot({ path: name, fullPage: process.env.FULL === '1' });
      console.log(name);
    }
    await ctx.close();
  }
} finally {
  await browser.close();
  await site.stop();
}
