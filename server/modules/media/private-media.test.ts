import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GalleryAlbum, HomeData, ListPage, NewsItem } from '../../../shared/types.ts';
import { startHarness, type Harness } from '../../testing/harness.ts';

// A pupil's transfer certificate sits in the provider's image folder, and the server adds its own
// token to every file it fetches: only files that public content links to may be fetched.
describe('the media routes serve exactly what public content links to', () => {
  let h: Harness;
  const get = (url: string) => h.app.inject({ method: 'GET', url });
  /** Files the provider was asked for since `from` (HEAD requests for sizes are not downloads). */
  const filesAsked = (from: number) => h.provider.fileRequests.slice(from);

  beforeAll(async () => {
    // A server start and two cold page loads: a loaded host may take a while.
    h = await startHarness();
    // A visitor's first page: the lists are loaded, as they are once the site has run a moment.
    expect((await get('/bff/home')).statusCode).toBe(200);
    expect((await get('/bff/news?year=all')).statusCode).toBe(200);
  }, 60_000);
  afterAll(async () => {
    await h.close();
  });

  it('answers every transfer certificate with 404, original or resized, and never asks the provider', async () => {
    const before = h.provider.fileRequests.length;
    for (const student of h.provider.tcStudents) {
      for (const url of [
        `/bff/media/public/Images/tc/${student.admission}.jpg`,
        `/bff/media/public/Images/tc/${student.admission}.jpg?w=1920`,
        `/bff/media/DEMO01/public/Images/tc/${student.admission}.jpg`,
        `/bff/media/public/images/tc/${student.admission}.jpg`,
      ]) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.headers['cache-control'], url).toBe('no-store');
      }
    }
    expect(filesAsked(before)).toEqual([]);
  });

  // The volume (20,200 misses) is `npm run bench`'s (bench/volume.ts).
  it('answers 200 guessed admission numbers and 400 missing paths with 404, with no file call and at most one reload of the lists', async () => {
    // The clock stands still: "one reload per interval" then holds however long the requests take.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const before = h.provider.fileRequests.length;
      const listCalls = h.provider.callCount('newsAll');
      const statuses = new Map<number, number>();
      const count = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
      for (let i = 0; i < 200; i++) {
        const admission = `SC20${String(15 + (i % 8)).padStart(2, '0')}-${String(i).padStart(4, '0')}`;
        count((await get(`/bff/media/public/Images/tc/${admission}.jpg`)).statusCode);
      }
      for (let batch = 0; batch < 2; batch++) {
        const answers = await Promise.all(
          Array.from({ length: 200 }, (_, i) =>
            get(`/bff/media/public/Images/news/missing-${batch}-${i}.jpg${i % 2 ? '?w=320' : ''}`),
          ),
        );
        for (const res of answers) count(res.statusCode);
      }
      expect(Object.fromEntries(statuses)).toEqual({ 404: 600 });
      expect(filesAsked(before)).toEqual([]);
      // Misses may ask for the lists again (something may have just been published), at most once per interval.
      expect(h.provider.callCount('newsAll') - listCalls).toBeLessThanOrEqual(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('serves what the lists, albums and school.yaml link to', async () => {
    const news = (await get('/bff/news?year=all')).json<ListPage<NewsItem>>();
    const attachment = news.items.find((n) => n.attachment)!.attachment!;
    expect((await get(attachment)).statusCode).toBe(200);
    const home = (await get('/bff/home')).json<HomeData>();
    const album = home.gallery[0]!;
    const albumRes = await get(`/bff/gallery/${album.id}`);
    expect(albumRes.statusCode, albumRes.body).toBe(200);
    const photos = albumRes.json<GalleryAlbum>().photos;
    expect((await get(`${photos[photos.length - 1]!}?w=320`)).statusCode).toBe(200);
    expect((await get('/pdf/Medical-Certificate.pdf')).statusCode).toBe(200);
    expect((await get('/bff/media/public/pdf/Fee-Structure-2026-2027.pdf')).statusCode).toBe(200);
  });

  it('serves a file the provider published since the lists were loaded, after one reload', async () => {
    const fresh = await startHarness();
    try {
      // Nothing loaded yet, as right after a restart: the first request for a linked photo waits for the lists.
      const path = fresh.provider.data.gallery
        .find((g) => g.category === 'PhotoGallery' && g.attachments?.length)!
        .attachments!.at(-1)!;
      const res = await fresh.app.inject(`/bff/media/${path.split('/').map(encodeURIComponent).join('/')}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
    } finally {
      await fresh.close();
    }
  }, 60_000);
});
