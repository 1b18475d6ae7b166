import { describe, expect, it } from 'vitest';
import { keepAlbumForPhotos, photoIndexIn, photoPath } from './photo-address.ts';

const revalidates = (from: string, to: string) =>
  keepAlbumForPhotos({
    currentUrl: new URL(from, 'http://localhost'),
    nextUrl: new URL(to, 'http://localhost'),
    defaultShouldRevalidate: true,
  } as Parameters<typeof keepAlbumForPhotos>[0]);

describe('photoIndexIn', () => {
  it('reads the photo number from 1 as an index from 0', () => {
    expect(photoIndexIn('?id=a1&photo=1', 3)).toBe(0);
    expect(photoIndexIn('?id=a1&photo=3', 3)).toBe(2);
    expect(photoIndexIn('?photo=%203%20', 3)).toBe(2);
  });

  it.each(['', '?id=a1', '?photo=', '?photo=0', '?photo=4', '?photo=-1', '?photo=01', '?photo=1.5', '?photo=abc'])(
    'names no photo of three for %j',
    (search) => {
      expect(photoIndexIn(search, 3)).toBeNull();
    },
  );

  it('refuses numbers past four digits, and any photo of an empty album', () => {
    expect(photoIndexIn('?photo=12345', 20000)).toBeNull();
    expect(photoIndexIn('?photo=1', 0)).toBeNull();
  });
});

describe('photoPath', () => {
  it("is the album's address with the photo's number, its id encoded", () => {
    expect(photoPath('a1', 0)).toBe('/subGallery?id=a1&photo=1');
    expect(photoPath('a b', 11)).toBe('/subGallery?id=a%20b&photo=12');
  });
});

describe('keepAlbumForPhotos', () => {
  it('reloads nothing when only the photo changes, is added or is removed', () => {
    expect(revalidates('/subGallery?id=a1', '/subGallery?id=a1&photo=2')).toBe(false);
    expect(revalidates('/subGallery?id=a1&photo=2', '/subGallery?id=a1&photo=3')).toBe(false);
    expect(revalidates('/subGallery?id=a1&photo=3', '/subGallery?id=a1')).toBe(false);
  });

  it('reloads for another album, another page, or the same address again (a retry)', () => {
    expect(revalidates('/subGallery?id=a1&photo=2', '/subGallery?id=a2&photo=2')).toBe(true);
    expect(revalidates('/subGallery?id=a1', '/gallery')).toBe(true);
    expect(revalidates('/subGallery?id=a1&photo=2', '/subGallery?id=a1&photo=2')).toBe(true);
  });
});
