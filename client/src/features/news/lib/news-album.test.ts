import { describe, expect, it } from 'vitest';
import type { GalleryItem, NewsItem } from '@shared/types.ts';
import { albumOf, albumsOfNews, isNewsPhoto } from './news-album.ts';

const PHOTO = '/bff/media/public/Images/news/1-IMG_1234.jpg';
const story = (title: string, date: string | null, attachment: string | null = PHOTO): NewsItem => ({
  id: `n-${title}`,
  title,
  description: '',
  date,
  attachment,
});
const album = (id: string, title: string, date: string | null): GalleryItem => ({
  id,
  title,
  description: '',
  date,
  image: null,
  photoCount: 10,
});

const ALBUMS = [
  album('sports25', 'Annual Sports Day 2025', '2025-10-15'),
  album('sports26', 'Annual Sports Day 2026', '2026-10-14'),
  album('annual26', 'Annual Day 2026', '2026-11-28'),
];

describe('albumOf', () => {
  it('links a story to the album of the event its title names, dated within three days', () => {
    expect(albumOf(story('Annual Sports Day 2026', '2026-10-12'), ALBUMS)).toBe('sports26');
    expect(albumOf(story('House Championship Decided at the Annual Sports Day', '2025-10-13'), ALBUMS)).toBe(
      'sports25',
    );
    expect(albumOf(story('75th Annual Day Celebrated', '2026-11-29'), ALBUMS)).toBe('annual26');
  });

  it('links no album further than three days off, or whose name is not a run of words in the title', () => {
    expect(albumOf(story('Annual Sports Day 2026', '2026-10-20'), ALBUMS)).toBeNull();
    // "Annual Day" is not a run in "Annual Sports Day", even dated alike.
    expect(albumOf(story('Annual Sports Day', '2026-11-27'), ALBUMS)).toBeNull();
    expect(albumOf(story('Sports results', '2026-10-14'), ALBUMS)).toBeNull();
  });

  it('links only a story with a photo, and a dated one to a dated album', () => {
    expect(albumOf(story('Annual Sports Day 2026', '2026-10-14', '/bff/media/x/circular.pdf'), ALBUMS)).toBeNull();
    expect(albumOf(story('Annual Sports Day 2026', '2026-10-14', null), ALBUMS)).toBeNull();
    expect(albumOf(story('Annual Sports Day 2026', null), ALBUMS)).toBeNull();
    expect(albumOf(story('Annual Sports Day 2026', '2026-10-14'), [album('x', 'Annual Sports Day', null)])).toBeNull();
  });

  it('takes the nearest date when two albums fit, and never an album named by numbers alone', () => {
    const two = [album('far', 'Sports Day', '2026-10-11'), album('near', 'Sports Day', '2026-10-15')];
    expect(albumOf(story('Sports Day', '2026-10-14'), two)).toBe('near');
    expect(albumOf(story('2026', '2026-10-14'), [album('y', '2026', '2026-10-14')])).toBeNull();
  });
});

describe('albumsOfNews', () => {
  it('maps each story that has an album to it', () => {
    const items = [story('Annual Sports Day 2026', '2026-10-14'), story('Library week', '2026-10-14')];
    expect(albumsOfNews(items, ALBUMS)).toEqual({ 'n-Annual Sports Day 2026': 'sports26' });
  });
});

describe('isNewsPhoto', () => {
  it.each([
    [PHOTO, true],
    ['/bff/media/public/Images/news/a.jpeg', true],
    ['/bff/media/public/Images/news/a.pdf', false],
    ['/bff/media/public/Images/news/a.docx', false],
    ['https://erp.example.com/a.jpg', false],
  ])('%s: %s', (href, photo) => {
    expect(isNewsPhoto(href)).toBe(photo);
  });
});
