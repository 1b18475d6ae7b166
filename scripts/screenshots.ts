// `npm run screenshots`: the most-used pages at 360 and 1280 px into docs/screenshots/ (production
// start, demo provider). Home as a returning visitor sees it; the first-visit opening and four phone
// tasks (200% text, a career form error, a TC found, an album photo) get their own 360 px shots.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { TC_STUDENTS } from '../demo-provider/seed.ts';
import { launchChromium } from './lib/chromium.ts';
import { startSiteProcess } from './lib/site-process.ts';

const outDir = join(import.meta.dirname, '..', 'docs', 'screenshots');
/** Long pages are cut here. */
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
    // Mark the opening as seen today (idb-keyval).
    await context.addInitScript(() => {
      const d = new Date();
      const today = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
      const open = indexedDB.open('keyval-store');
      open.onupgradeneeded = () => open.result.createObjectStore('keyval');
      open.onsuccess = () =>
        open.result.transaction('keyval', 'readwrite').objectStore('keyval').put(today, 'home.openingShownOn');
    });
    const page = await context.newPage();
    for (const [name, path] of pages) {
      await page.goto(`${site.base}${path}`, { waitUntil: 'networkidle' });
      // Scroll through to load lazy pictures, then back up.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0; y < Math.min(height, MAX_HEIGHT); y += 600)
        await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForLoadState('networkidle');
      const file = join(outDir, `${name}-${width}.png`);
      await page.screenshot({
        path: file,
        fullPage: true,
        clip: { x: 0, y: 0, width: options.viewport.width, height: Math.min(height, MAX_HEIGHT) },
      });
      console.log(`wrote ${file}`);
    }
    await context.close();
  }

  // A first visit on a phone: the opening, a second after it appears.
  const first = await browser.newContext(WIDTHS[0]!);
  const page = await first.newPage();
  await page.goto(`${site.base}/`, { waitUntil: 'load' });
  await page.locator('.fireworks-overlay').waitFor({ timeout: 10_000 });
  await page.waitForTimeout(1200);
  const file = join(outDir, 'first-visit-360.png');
  await page.screenshot({ path: file });
  console.log(`wrote ${file}`);
  await first.close();

  // Phone tasks, as shown after the tap.
  const shot = async (
    name: string,
    options: BrowserContextOptions,
    act: (page: Page) => Promise<void>,
    setUp?: string,
  ) => {
    const context = await browser.newContext({ ...WIDTHS[0]!, ...options, reducedMotion: 'reduce' });
    if (setUp) await context.addInitScript(setUp);
    const page = await context.newPage();
    await act(page);
    const out = join(outDir, `${name}-360.png`);
    await page.screenshot({ path: out });
    console.log(`wrote ${out}`);
    await context.close();
  };
  // 200% text: root font size doubled before the page's styles.
  const largeText = `new MutationObserver((_, o) => { if (!document.head) return; o.disconnect(); const s = document.createElement('style'); s.textContent = 'html { font-size: 200% !important; }'; document.head.append(s); }).observe(document, { childList: true, subtree: true });`;
  await shot(
    'text-200',
    {},
    async (page) => {
      await page.goto(`${site.base}/Tc`, { waitUntil: 'networkidle' });
    },
    largeText,
  );
  await shot('career-errors', {}, async (page) => {
    await page.goto(`${site.base}/career`, { waitUntil: 'networkidle' });
    await page.getByLabel('Name').fill('Lalitha Ramaswamy');
    await page.getByLabel('Email').fill('lalitha@localhost');
    await page.getByRole('button', { name: 'Submit' }).tap();
    await page.waitForTimeout(300);
  });
  await shot('tc-preview', {}, async (page) => {
    await page.goto(`${site.base}/Tc`, { waitUntil: 'networkidle' });
    const student = TC_STUDENTS[0]!;
    await page.getByLabel('Student Name').fill(student.name);
    await page.getByLabel('Admission Number').fill(student.admission.toLowerCase());
    await page.getByRole('button', { name: 'Submit' }).tap();
    await page.getByRole('img', { name: /^Transfer certificate of/ }).waitFor();
    await page.waitForTimeout(300);
  });
  await shot('lightbox', {}, async (page) => {
    await page.goto(`${site.base}/subGallery?id=${albums.items[0]!.id}`, { waitUntil: 'networkidle' });
    await page.locator('.photo-grid__button').nth(1).tap();
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('.yarl__slide_current img');
      return img?.complete && img.naturalWidth > 0;
    });
    await page.waitForTimeout(300);
  });
} finally {
  await browser.close();
  await site.stop();
}
