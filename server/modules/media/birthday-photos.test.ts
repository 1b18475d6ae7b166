import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HomeData } from '../../../shared/types.ts';
import { contentWithBirthdays } from '../../testing/birthdays-content.ts';
import { startHarness, type Harness } from '../../testing/harness.ts';

// A pupil's birthday photo is served only while school.yaml says `birthdays: photos`, from the
// first request of a fresh process on, and never kept by a shared cache: a parent's withdrawn
// consent holds at the next request, at the site and at any cache in front of it.

let photos: Harness;
let photoUrls: string[];
let folder: string;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'birthdays-'));
  photos = await startHarness();
  const home = (await photos.app.inject('/bff/home')).json<HomeData>();
  photoUrls = home.birthdays.flatMap((b) => (b.photo ? [b.photo] : []));
  expect(photoUrls.length).toBeGreaterThan(0);
}, 60_000);
afterAll(async () => {
  await photos.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('birthday photos', () => {
  it('are private to the visitor while shown: no shared cache keeps a pupil', async () => {
    for (const url of [photoUrls[0]!, `${photoUrls[0]!}?w=320`]) {
      const res = await photos.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('private, max-age=3600');
    }
  });

  for (const mode of ['off', 'names']) {
    it(`are never served with birthdays: ${mode}, from a fresh process's first request on`, async () => {
      const h = await startHarness({ CONTENT_DIR: contentWithBirthdays(join(folder, mode), mode) });
      try {
        const asked = h.provider.fileRequests.length;
        // First requests, before any list is loaded: the miss reloads the lists, which name the photo.
        for (const url of photoUrls.flatMap((u) => [u, `${u}?w=320`])) {
          const res = await h.app.inject(url);
          expect([url, res.statusCode]).toEqual([url, 404]);
          expect(res.headers['cache-control'], url).toBe('no-store');
        }
        expect((await h.app.inject('/bff/home')).statusCode).toBe(200);
        for (const url of photoUrls) expect((await h.app.inject(url)).statusCode, url).toBe(404);
        expect(h.provider.fileRequests.slice(asked)).toEqual([]);
      } finally {
        await h.close();
      }
    });
  }
});
