// Installable on Android (issue "Beyond the school platforms", item 3): Chromium's own verdict on
// the manifest and icons, the check Lighthouse's former "installable" audit asked it for. A
// browser profile on disk, because a private window is never installable.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.ts';
import { baseUrl, PHONE } from './browser.ts';
import { school } from './content.ts';

let context: BrowserContext;
const profile = mkdtempSync(join(tmpdir(), 'installable-'));

beforeAll(async () => {
  context = await chromium.launchPersistentContext(profile, {
    ...PHONE,
    executablePath: CHROMIUM_PATH,
    chromiumSandbox: false,
    args: CHROMIUM_ARGS,
  });
});
afterAll(async () => {
  await context?.close();
  rmSync(profile, { recursive: true, force: true });
});

describe('adding the site to a phone home screen', () => {
  test("Chromium finds it installable, with the school's name, colour and icons, and shows no prompt of its own", async () => {
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/about`);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: Array<{ errorId: string }>;
    };
    expect(installabilityErrors.map((e) => e.errorId)).toEqual([]);
    const { url } = (await cdp.send('Page.getAppManifest')) as { url: string };
    expect(new URL(url).pathname).toBe('/site.webmanifest');
    const manifest = (await (await page.request.get(url)).json()) as {
      name: string;
      short_name: string;
      theme_color: string;
      display: string;
      icons: Array<{ sizes: string }>;
    };
    expect(manifest.name).toBe(school.name);
    expect(manifest.display).toBe('standalone');
    expect(manifest.theme_color).toBe(await page.locator('meta[name="theme-color"]').getAttribute('content'));
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    // The browser's own "Add to Home screen" is enough: the site shows no install prompt of its own.
    expect(await page.getByRole('button', { name: /install/i }).count()).toBe(0);
    expect(await page.getByRole('link', { name: /install/i }).count()).toBe(0);
  });
});
