import { describe, expect, it } from 'vitest';
import { contentMediaPaths, PublishedMedia, REFRESH_INTERVAL_MS } from './published-media.ts';

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

  it('tells a path only one source publishes (a pupil photo withheld) from one another source publishes too', () => {
    const media = new PublishedMedia();
    media.publish('birthdays', ['public/Images/b/aarav.jpg', 'public/Images/shared.jpg']);
    media.publish('news', ['public/Images/shared.jpg']);
    expect(media.onlyFrom('birthdays', 'public/Images/b/aarav.jpg')).toBe(true);
    expect(media.onlyFrom('birthdays', 'public/Images/shared.jpg')).toBe(false);
    expect(media.onlyFrom('news', 'public/Images/b/aarav.jpg')).toBe(false);
    expect(media.onlyFrom('gallery', 'public/Images/b/aarav.jpg')).toBe(false);
    expect(media.onlyFrom('birthdays', 'public/Images/unknown.jpg')).toBe(false);
  });

  it('says which source publishes a path, whoever else does', () => {
    const media = new PublishedMedia();
    media.publish('birthdays', ['public/Images/b/aarav.jpg', 'public/Images/shared.jpg']);
    media.publish('news', ['public/Images/shared.jpg']);
    expect(media.publishedBy('birthdays', 'public/Images/shared.jpg')).toBe(true);
    expect(media.publishedBy('news', 'public/Images/shared.jpg')).toBe(true);
    expect(media.publishedBy('news', 'public/Images/b/aarav.jpg')).toBe(false);
    expect(media.publishedBy('gallery', 'public/Images/shared.jpg')).toBe(false);
    media.publish('birthdays', []);
    expect(media.publishedBy('birthdays', 'public/Images/b/aarav.jpg')).toBe(false);
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
    const first = await Promise.all([
      media.allows('new.jpg'),
      media.allows('guess-1.jpg'),
      media.allows('guess-2.jpg'),
    ]);
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
    expect([...paths].sort()).toEqual([
      'public/Images/x/Annual Day.jpg',
      'public/pdf/Fee.pdf',
      'public/pdf/Medical-Certificate.pdf',
    ]);
  });
});

describe('allowing a media path', () => {
  it('allows a published path at once, without asking the provider', async () => {
    let reloads = 0;
    const media = new PublishedMedia({
      refresh: async () => {
        reloads += 1;
      },
    });
    media.publish('news', ['public/Images/news/a.jpg']);
    expect(await media.allows('public/Images/news/a.jpg')).toBe(true);
    expect(reloads).toBe(0);
    expect(media.refreshes).toBe(0);
  });

  it('without a way to reload the lists, allows what is published and refuses the rest', async () => {
    const media = new PublishedMedia();
    media.publish('news', ['public/Images/news/a.jpg']);
    expect(await media.allows('public/Images/news/a.jpg')).toBe(true);
    expect(await media.allows('public/Images/news/b.jpg')).toBe(false);
    expect(media.refreshes).toBe(0);
  });

  it('lets every miss that came during one reload see what it published', async () => {
    let reloads = 0;
    const media: PublishedMedia = new PublishedMedia({
      now: () => 0,
      refresh: async () => {
        reloads += 1;
        await new Promise((resolve) => setTimeout(resolve, 5));
        media.publish('news', ['new-1.jpg', 'new-2.jpg']);
      },
    });
    expect(await Promise.all([media.allows('new-1.jpg'), media.allows('new-2.jpg')])).toEqual([true, true]);
    expect(reloads).toBe(1);
  });

  it('reloads for a miss at most every REFRESH_INTERVAL_MS when no interval is given', async () => {
    let clock = 50_000;
    let reloads = 0;
    const media = new PublishedMedia({
      now: () => clock,
      refresh: async () => {
        reloads += 1;
      },
    });
    expect(await media.allows('guess.jpg')).toBe(false);
    expect(reloads).toBe(1);
    clock += REFRESH_INTERVAL_MS - 1;
    expect(await media.allows('guess.jpg')).toBe(false);
    expect(reloads).toBe(1);
    clock += 1;
    expect(await media.allows('guess.jpg')).toBe(false);
    expect(reloads).toBe(2);
  });

  it('reloads again after a failed reload once the interval has passed', async () => {
    let clock = 0;
    let reloads = 0;
    const media: PublishedMedia = new PublishedMedia({
      now: () => clock,
      refreshIntervalMs: 1000,
      refresh: async () => {
        reloads += 1;
        if (reloads === 1) throw new Error('provider down');
        media.publish('news', ['a.jpg']);
      },
    });
    expect(await media.allows('a.jpg')).toBe(false);
    clock = 999;
    expect(await media.allows('a.jpg')).toBe(false);
    clock = 1000;
    expect(await media.allows('a.jpg')).toBe(true);
    expect(reloads).toBe(2);
  });
});

describe('the provider files a content folder links to', () => {
  it('reads a link up to its query or fragment, and each link of a page on its own', () => {
    const paths = contentMediaPaths(
      [],
      [
        '<a href="/pdf/Fees.pdf#page=2">fees</a><a href="/pdf/Rules.pdf">rules</a><a href="/bff/media/public/Images/a/b.jpg?w=640#x">b</a>',
      ],
    );
    expect([...paths].sort()).toEqual(['public/Images/a/b.jpg', 'public/pdf/Fees.pdf', 'public/pdf/Rules.pdf']);
  });

  it('decodes each segment of a path, and skips a link it cannot decode without losing the others', () => {
    const paths = contentMediaPaths(
      ['public/pdf/Fee.pdf'],
      [
        '<a href="/pdf/Forms/Leave%20Form.pdf">a</a><a href="/pdf/%E0%A4.pdf">b</a><a href="/pdf/Forms/T%C3%A9.pdf">c</a>',
      ],
    );
    expect([...paths].sort()).toEqual([
      'public/pdf/Fee.pdf',
      'public/pdf/Forms/Leave Form.pdf',
      'public/pdf/Forms/Té.pdf',
    ]);
  });
});
