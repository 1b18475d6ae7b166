// `npm run screenshots`: the pages parents look at most, at 360 and 1280 px, as PNGs in
// docs/screenshots/ (linked from the README), taken from the production start path with the demo
// provider. Home is shown as a returning visitor sees it, its opening already seen today; the
// first visit (the one opening: greeting, fireworks and notices) is its own picture at 360 px.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { launchChromium } from './lib/chromium.ts';
import { startSiteProcess } from './lib/site-process.ts';

const outDir = join(import.meta.dirname, '..', 'docs', 'screenshots');
/** A long page is cut here: the top is what a visitor judges it by. */
const MAX_HEIGHT = 2400;
const WIDTHS = [
  { name: '360', viewport: { width: 360, height: 740 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true },
  { name: '1280', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
];

mkdirSync(outDir, { recursive: true });
const site = await startSiteProcess({ logLevel: 'warn' });
const browser = await launchChromium();
try {
  const albums = (await (await fetch(`${site.base}/bff/gallery?year=all`)).json()) as { items: Array<{ id: string }> };
  const pages = [
    ['home', '/'],
    ['admissions', '/registration'],
    ['fee-structure', '/feeStructure'],
    ['news', '/news'],
    ['album', `/subGallery?id=${albums.items[0]!.id}`],
    ['tc', '/Tc'],
  ] as const;
  for (const { name: width, ...options } of WIDTHS) {
    const context = await browser.newContext({ ...options, reducedMotion: 'reduce' });
    // The opening was seen earlier today: its once-a-day mark, where idb-keyval keeps it.
    await context.addInitScript(() => {
      const d = new Date();
      const today = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
      const open = indexedDB.open('keyval-store');
      open.onupgradeneeded = () => open.result.createObjectStore('keyval');
      open.onsuccess = () => open.result.transaction('keyval', 'readwrite').objectStore('keyval').put(today, 'home.openingShownOn');
    });
    const page = await context.newPage();
    for (const [name, path] of pages) {
      await page.goto(`${site.base}${path}`, { waitUntil: 'networkidle' });
      // Lazy pictures further down load once scrolled to; scroll through, then back to the top.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0; y < Math.min(height, MAX_HEIGHT); y += 600) await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForLoadState('networkidle');
      const file = join(outDir, `${name}-${width}.png`);
      await page.screenshot({ path: file, fullPage: true, clip: { x: 0, y: 0, width: options.viewport.width, height: Math.min(height, MAX_HEIGHT) } });
      console.log(`wrote ${file}`);
    }
    await context.close();
  }

  // A parent's first visit on a phone: the one opening, a second after it appears, as it looks on screen.
  const first = await browser.newContext(WIDTHS[0]!);
  const page = await first.newPage();
  await page.goto(`${site.base}/`, { waitUntil: 'load' });
  await page.locator('.fireworks-overlay').waitFor({ timeout: 10_000 });
  await page.waitForTimeout(1200);
  const file = join(outDir, 'first-visit-360.png');
  await page.screenshot({ path: file });
  console.log(`wrote ${file}`);
  await first.close();
} finally {
  await browser.close();
  await site.stop();
}
