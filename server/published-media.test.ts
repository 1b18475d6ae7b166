import { describe, expect, it } from 'vitest';
import { contentMediaPaths, PublishedMedia } from './published-media.ts';

describe('the published media set', () => {
  it('allows a path while some source publishes it, and not after the last one drops it', () => {
    const media = new PublishedMedia();
    media.publish('news', ['public/Images/news/a.jpg', 'public/pdf/n.pdf']);
    media.publish('events', ['public/Images/news/a.jpg']);
    expect(media.has('public/Images/news/a.jpg')).toBe(true);
    media.publish('news', ['public/pdf/n.pdf']);
    // events still names it
    expect(media.has('public/Images/news/a.jpg')).toBe(true);
    media.publish('events', []);
    expect(media.has('public/Images/news/a.jpg')).toBe(false);
    expect(media.has('public/pdf/n.pdf')).toBe(true);
    expect(media.size).toBe(1);
  });

  it('keeps a path a reload publishes again without a moment of absence', () => {
    const media = new PublishedMedia();
    media.publish('gallery', ['a.jpg']);
    media.publish('gallery', ['a.jpg', 'b.jpg']);
    expect(media.has('a.jpg')).toBe(true);
    expect(media.has('b.jpg')).toBe(true);
  });

  it('waits for one shared reload on a miss, then refuses misses until the interval passes', async () => {
    let clock = 0;
    let reloads = 0;
    const media: PublishedMedia = new PublishedMedia({
      now: () => clock,
      refreshIntervalMs: 10_000,
      refresh: async () => {
        reloads += 1;
        await new Promise((resolve) => setTimeout(resolve, 5));
        media.publish('news', reloads === 1 ? ['new.jpg'] : ['new.jpg', 'later.jpg']);
      },
    });
    const first = await Promise.all([media.allows('new.jpg'), media.allows('guess-1.jpg'), media.allows('guess-2.jpg')]);
    expect(first).toEqual([true, false, false]);
    expect(reloads).toBe(1);
    clock = 9_999;
    expect(await media.allows('later.jpg')).toBe(false);
    expect(reloads).toBe(1);
    clock = 10_000;
    expect(await media.allows('later.jpg')).toBe(true);
    expect(reloads).toBe(2);
    expect(media.refreshes).toBe(2);
  });

  it('answers a miss as refused when the reload fails', async () => {
    const media = new PublishedMedia({ refresh: () => Promise.reject(new Error('provider down')) });
    expect(await media.allows('a.jpg')).toBe(false);
  });

  it('reads the provider files a content folder links to', () => {
    const paths = contentMediaPaths(
      ['public/pdf/Fee.pdf'],
      [
        '<p><a href="/pdf/Medical-Certificate.pdf">form</a> <a href="/bff/media/public/Images/x/Annual%20Day.jpg?w=320">photo</a></p>',
        '<a href="/about">about</a><a href="/pdf/%E0%A4">broken</a>',
      ],
    );
    expect([...paths].sort()).toEqual(['public/Images/x/Annual Day.jpg', 'public/pdf/Fee.pdf', 'public/pdf/Medical-Certificate.pdf']);
  });
});
