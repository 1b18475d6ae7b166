import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoProvider, type StartedDemoProvider } from '../demo-provider/app.ts';
import { startSiteProcess, type SiteProcess } from '../scripts/lib/site-process.ts';
import { startVarnish, testVcl, type VarnishProcess } from '../scripts/lib/varnish-process.ts';
import { contentWithBirthdays } from '../server/testing/birthdays-content.ts';
import type { HomeData } from '../shared/types.ts';
import { getJson } from './content.ts';

// A parent's withdrawn consent holds at the cache too: with `birthdays: off`, a fresh site behind
// the shipped Varnish serves no pupil's photo, at the first request or any later one.

const root = join(import.meta.dirname, '..');

describe('birthday photos behind Varnish with birthdays: off', () => {
  let provider: StartedDemoProvider;
  let site: SiteProcess;
  let varnish: VarnishProcess;
  let folder: string;
  let photoUrls: string[];

  beforeAll(async () => {
    // The shared site shows photos (`birthdays: photos`): its home names the photos' addresses.
    const home = await getJson<HomeData>('/bff/home');
    photoUrls = home.birthdays.flatMap((b) => (b.photo ? [b.photo, `${b.photo}?w=320`] : []));
    expect(photoUrls.length).toBeGreaterThan(0);
    folder = mkdtempSync(join(tmpdir(), 'birthdays-off-'));
    const token = randomBytes(16).toString('hex');
    provider = await startDemoProvider({ token, schoolCode: 'DEMO01' });
    site = await startSiteProcess({
      logLevel: 'warn',
      env: {
        PROVIDER_URL: provider.url,
        PROVIDER_TOKEN: token,
        SCHOOL_CODE: 'DEMO01',
        TRUST_PROXY: '127.0.0.1',
        CONTENT_DIR: contentWithBirthdays(join(folder, 'content'), 'off'),
      },
    });
    varnish = await startVarnish(
      testVcl(root, Number(new URL(site.base).port)),
      async (at) => (await fetch(`${at}/healthz`)).status === 200,
    );
  });

  afterAll(async () => {
    await varnish?.stop();
    await site?.stop().catch(() => undefined);
    await provider?.close().catch(() => undefined);
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('answers 404 for every photo, original and resized, the first time and again', async () => {
    const answers: string[] = [];
    for (let round = 1; round <= 2; round++) {
      for (const url of photoUrls) {
        const res = await fetch(varnish.base + url);
        await res.arrayBuffer();
        answers.push(`${round} ${url} ${res.status} ${res.headers.get('content-type')?.split(';')[0]}`);
        expect([round, url, res.status]).toEqual([round, url, 404]);
        expect(res.headers.get('content-type'), url).not.toMatch(/^image\//);
      }
    }
    expect(answers.length).toBe(photoUrls.length * 2);
    // Nothing was asked of the provider for a photo.
    expect(provider.fileRequests).toEqual([]);
  });
});
