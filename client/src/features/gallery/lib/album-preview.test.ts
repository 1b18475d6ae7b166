import { describe, expect, it } from 'vitest';
import { ENGLISH_WORDS } from '@shared/words.ts';
import { albumPreview, isOwnPhoto, type PreviewedAlbum } from './album-preview.ts';

const WORDS = ENGLISH_WORDS.lists.photo;
const DATES = ENGLISH_WORDS.dates;
const ALBUM: PreviewedAlbum = {
  id: 'a1',
  title: 'Annual Sports Day 2026',
  description: 'March past, races, relays and the prize distribution.',
  date: '2026-10-14',
  photos: ['/bff/media/public/Images/gallery/1.jpg', '/bff/media/public/Images/gallery/2.jpg'],
};

describe('albumPreview', () => {
  it("previews an album by its cover photo, name, date, count and text, at the album's address", () => {
    expect(albumPreview(ALBUM, '?id=a1', WORDS, DATES)).toEqual({
      title: 'Annual Sports Day 2026',
      description:
        'Annual Sports Day 2026, 14 Oct 2026: 2 photos. March past, races, relays and the prize distribution.',
      image: '/bff/media/public/Images/gallery/1.jpg',
      path: '/subGallery?id=a1',
    });
  });

  it("previews a photo's address by that photo, at its own address", () => {
    expect(albumPreview(ALBUM, '?id=a1&photo=2', WORDS, DATES)).toEqual({
      title: 'Annual Sports Day 2026: Photo 2 of 2',
      description: 'Photo 2 of 2 from Annual Sports Day 2026. March past, races, relays and the prize distribution.',
      image: '/bff/media/public/Images/gallery/2.jpg',
      path: '/subGallery?id=a1&photo=2',
    });
  });

  it('previews the album for a photo number it does not have', () => {
    expect(albumPreview(ALBUM, '?id=a1&photo=9', WORDS, DATES).path).toBe('/subGallery?id=a1');
    expect(albumPreview(ALBUM, '?id=a1&photo=x', WORDS, DATES).image).toBe('/bff/media/public/Images/gallery/1.jpg');
  });

  it('says no date when there is none, and no text when the album has none', () => {
    expect(albumPreview({ ...ALBUM, date: null, description: ' ' }, '', WORDS, DATES).description).toBe(
      'Annual Sports Day 2026: 2 photos.',
    );
  });

  it("never takes a picture the site does not serve: the cover is the first of the site's own", () => {
    const photos = ['https://erp.example.com/x.jpg', '/bff/media/a.svg', '/bff/media/public/b.jpg'];
    expect(albumPreview({ ...ALBUM, photos }, '', WORDS, DATES).image).toBe('/bff/media/public/b.jpg');
    expect(albumPreview({ ...ALBUM, photos }, '?photo=1', WORDS, DATES).image).toBeNull();
    expect(albumPreview({ ...ALBUM, photos: [] }, '', WORDS, DATES).image).toBeNull();
  });
});

describe('isOwnPhoto', () => {
  it.each([
    ['/bff/media/public/Images/gallery/1.jpg', true],
    ['/bff/media/public/x.pdf', false],
    ['/content/images/school.jpg', false],
    ['//evil.example/bff/media/x.jpg', false],
    ['/bff/media/x.jpg?w=99', false],
    ['https://erp.example.com/bff/media/x.jpg', false],
  ])('%s: %s', (url, own) => {
    expect(isOwnPhoto(url)).toBe(own);
  });
});
