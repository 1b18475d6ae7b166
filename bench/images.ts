// Image bytes a 360 px 2x phone downloads on /gallery and a /subGallery, against the originals, and
// resize throughput, cold and cached. Needs the built client and Chromium.
import autocannon from 'autocannon';
import { launchChromium } from '../scripts/lib/chromium.ts';
import type { GalleryItem, ListPage } from '../shared/types.ts';
import type { PartBars } from './bars.ts';
import { startBenchSite } from './site.ts';

const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;

export async function benchImages(bars: PartBars): Promise<void> {
  const site = await startBenchSite();
  const { base } = site;
  const browser = await launchChromium();
  try {
    const gallery = (await (await fetch(`${base}/bff/gallery?year=all`)).json()) as ListPage<GalleryItem>;
    const album = [...gallery.items].sort((a, b) => b.photoCount - a.photoCount)[0]!;
    for (const path of ['/gallery?year=all', `/subGallery?id=${album.id}`]) {
      const context = await browser.newContext({
        viewport: { width: 360, height: 740 },
        deviceScaleFactor: 2,
        isMobile: true,
      });
      const page = await context.newPage();
      const loaded = new Map<string, number>();
      page.on('response', async (res) => {
        if (!res.url().includes('/bff/media/')) return;
        loaded.set(res.url(), (await res.body().catch(() => Buffer.alloc(0))).length);
      });
      await page.goto(base + path, { waitUntil: 'networkidle' });
      // Scroll so every lazy image loads.
      for (let y = 0; y < 40; y++) {
        const done = await page.evaluate(() => {
          window.scrollBy(0, window.innerHeight);
          return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
        });
        await page.waitForTimeout(100);
        if (done) break;
      }
      await page.waitForLoadState('networkidle');
      let originals = 0;
      for (const url of loaded.keys()) {
        const original = new URL(url);
        original.search = '';
        originals += (await (await fetch(original)).arrayBuffer()).byteLength;
      }
      const resized = [...loaded.values()].reduce((a, b) => a + b, 0);
      console.log(
        `${path} at 360 px (2x): ${loaded.size} images, originals ${kb(originals)} → resized ${kb(resized)} ` +
          `(${((resized / originals) * 100).toFixed(1)}% of the original bytes)`,
      );
      bars.atMost(`${path} image bytes at 360 px (2x), share of the originals`, (resized / originals) * 100, 10, '%');
      await context.close();
    }

    // Cold: distinct photos, four at a time like a browser.
    const albumData = (await (await fetch(`${base}/bff/gallery/${album.id}`)).json()) as { photos: string[] };
    const photos = albumData.photos.slice(0, 24);
    const started = performance.now();
    for (let i = 0; i < photos.length; i += 4) {
      await Promise.all(
        photos
          .slice(i, i + 4)
          .map((p) => fetch(`${base}${p}?w=320`, { headers: { accept: 'image/webp' } }).then((r) => r.arrayBuffer())),
      );
    }
    const coldRate = photos.length / ((performance.now() - started) / 1000);
    const cached = await autocannon({
      url: `${base}${photos[0]}?w=320`,
      headers: { accept: 'image/webp' },
      connections: 16,
      duration: 4,
    });
    console.log(
      `resize throughput: cold ${coldRate.toFixed(1)} images/s (1600×1067 JPEG → 320 px WebP), cached ${cached.requests.average.toFixed(0)} images/s`,
    );
  } finally {
    await browser.close();
    await site.close();
  }
}
