import { describe, expect, it } from 'vitest';
import {
  cleanMediaPath,
  hasUnsafeEncoding,
  isPdf,
  isSafeMediaPath,
  mediaTypeFor,
  mediaUrl,
  providerPathOf,
} from './media-path.ts';

// Equivalent mutant (npm run mutate media-path), left alive on purpose:
// - isSafeMediaPath's `path.length === 0 ||` -> `false ||`: an empty path has no extension, so the
//   extension check refuses it anyway.

describe('media path allow-list', () => {
  it('accepts provider image and PDF paths', () => {
    for (const ok of [
      'public/Images/news/sports-day.jpg',
      'public/Images/gallery/Annual Day (1).JPG',
      'DEMO01/public/Images/toppers/t1.png',
      'public/pdf/Fee-Structure-2025-2026.pdf',
      '1700000000-photo.jpeg',
    ]) {
      expect(isSafeMediaPath(ok), ok).toBe(true);
    }
  });

  it('refuses anything that could climb, name a host or another type', () => {
    for (const bad of [
      '',
      '../secret.jpg',
      'public/Images/../../etc/passwd.jpg',
      'public/Images/..jpg/x.jpg',
      '/etc/passwd.jpg',
      'http://evil.example/a.jpg',
      'https:/evil.example/a.jpg',
      '//evil.example/a.jpg',
      'public\\Images\\a.jpg',
      'public/Images/a.jpg\u0000.png',
      'public/Images/.hidden.jpg',
      'public/Images/a.svg',
      'public/Images/a.html',
      'public/Images/a.jpg?x=1',
      'public/Images/a.jpg#x',
      'private/Images/a.jpg',
      'public/Images//a.jpg',
      'public/Images/a%2e%2e.jpg',
      `public/Images/${'a'.repeat(500)}.jpg`,
      'public/Images/a.jpg ',
      'C:/Images/a.jpg',
    ]) {
      expect(isSafeMediaPath(bad), bad).toBe(false);
    }
  });

  it('refuses a page or script that merely has an image extension inside its name', () => {
    for (const bad of ['public/Images/a.jpg.html', 'public/pdf/fee.pdf.js', 'photo.png.svg', 'public/Images/a.jpg.']) {
      expect(isSafeMediaPath(bad), bad).toBe(false);
    }
  });

  it('accepts the Images and pdf folders only at the start, or behind a school id', () => {
    expect(isSafeMediaPath('public/images/a.jpg')).toBe(true);
    expect(isSafeMediaPath('DEMO01/public/pdf/a.pdf')).toBe(true);
    for (const bad of [
      'xpublic/Images/a.jpg',
      'DEMO01/x/public/Images/a.jpg',
      'evil.example/public/Images/a.jpg',
      'public/Images',
      'public/pdfs/a.pdf',
      'Images/a.jpg',
    ]) {
      expect(isSafeMediaPath(bad), bad).toBe(false);
    }
  });

  it('refuses a folder or file name ending in a space, which some file systems drop', () => {
    expect(isSafeMediaPath('public/Images/Annual Day/a.jpg')).toBe(true);
    expect(isSafeMediaPath('public/Images/Annual Day /a.jpg')).toBe(false);
    expect(isSafeMediaPath('public/Images/gallery /Annual Day.jpg')).toBe(false);
  });

  it('accepts up to 400 characters and 10 segments, and refuses one more', () => {
    const ofLength = (n: number) => `public/Images/${'a'.repeat(n - 'public/Images/.jpg'.length)}.jpg`;
    expect(ofLength(400)).toHaveLength(400);
    expect(isSafeMediaPath(ofLength(400))).toBe(true);
    expect(isSafeMediaPath(ofLength(401))).toBe(false);

    const ofSegments = (n: number) =>
      ['public', 'Images', ...Array.from({ length: n - 3 }, (_, i) => `f${i}`), 'a.jpg'].join('/');
    expect(ofSegments(10).split('/')).toHaveLength(10);
    expect(isSafeMediaPath(ofSegments(10))).toBe(true);
    expect(isSafeMediaPath(ofSegments(11))).toBe(false);
  });

  it('spots encoded tricks in the raw URL', () => {
    for (const bad of [
      'public%2FImages/a.jpg',
      '%2e%2e/a.jpg',
      'a%5cb.jpg',
      'a%00.jpg',
      'a%252e.jpg',
      'public//Images/a.jpg',
      'a\\b.jpg',
    ]) {
      expect(hasUnsafeEncoding(bad), bad).toBe(true);
    }
    expect(hasUnsafeEncoding('public/Images/Annual%20Day.jpg')).toBe(false);
  });

  it('tells a PDF from an image by its extension, in any case', () => {
    expect(isPdf('public/pdf/Fee-Structure-2025-2026.pdf')).toBe(true);
    expect(isPdf('DEMO01/public/pdf/Circular.PDF')).toBe(true);
    for (const notPdf of [
      'public/Images/a.jpg',
      'public/pdf/scan.pdf.png',
      'public/pdf/a.png',
      'public/Images/pdf.jpg',
    ]) {
      expect(isPdf(notPdf), notPdf).toBe(false);
    }
  });
});

describe('provider paths in records', () => {
  it('cleans the spaces and leading slashes a record may carry', () => {
    expect(cleanMediaPath(' /public/Images/a.jpg\n')).toBe('public/Images/a.jpg');
    expect(cleanMediaPath('///public/pdf/fee.pdf')).toBe('public/pdf/fee.pdf');
    expect(cleanMediaPath('photo.jpg')).toBe('photo.jpg');
  });

  it('refuses a path outside the allowed folders, even once slashes are cleaned', () => {
    for (const bad of [
      'uploads/photo.jpg',
      '/private/a.jpg',
      '//evil.example/public/Images/a.jpg',
      'https://evil.example/a.jpg',
      '   ',
      null,
      7,
    ]) {
      expect(cleanMediaPath(bad), String(bad)).toBeNull();
    }
  });

  it('builds same-origin URLs, encoding spaces', () => {
    expect(mediaUrl('/public/Images/a b.jpg')).toBe('/bff/media/public/Images/a%20b.jpg');
    expect(mediaUrl('https://evil.example/a.jpg')).toBeNull();
    expect(mediaUrl(42)).toBeNull();
  });

  it('gives back the provider path behind a media URL', () => {
    for (const path of [
      'public/Images/gallery/Annual Day (1).JPG',
      'DEMO01/public/pdf/Fee Structure 2025-2026.pdf',
      'photo.jpg',
    ]) {
      const url = mediaUrl(path)!;
      expect(url.startsWith('/bff/media/'), url).toBe(true);
      expect(providerPathOf(url)).toBe(path);
    }
    expect(providerPathOf('/bff/media/public/Images/Annual%20Day/a%20b.jpg')).toBe('public/Images/Annual Day/a b.jpg');
  });
});

describe('the content type a provider file is passed on with', () => {
  it('gives each allowed extension its own type, whatever the case of the name', () => {
    const expected: Record<string, string> = {
      'a.jpg': 'image/jpeg',
      'a.JPEG': 'image/jpeg',
      'a.png': 'image/png',
      'a.gif': 'image/gif',
      'a.webp': 'image/webp',
      'a.AVIF': 'image/avif',
      'public/pdf/a.pdf': 'application/pdf',
    };
    for (const [path, type] of Object.entries(expected)) {
      // The provider often sends no type, an empty one or a generic binary one.
      for (const vague of [
        undefined,
        '',
        'application/octet-stream',
        'binary/octet-stream',
        'Application/Octet-Stream',
      ]) {
        expect(mediaTypeFor(path, vague), `${path} sent as ${vague}`).toBe(type);
      }
    }
  });

  it("passes on the provider's own allowed type, without its parameters", () => {
    expect(mediaTypeFor('a.jpg', 'image/jpeg')).toBe('image/jpeg');
    expect(mediaTypeFor('a.jpg', 'Image/JPEG; charset=binary')).toBe('image/jpeg');
    expect(mediaTypeFor('a.jpg', ' image/webp ')).toBe('image/webp');
    expect(mediaTypeFor('a.png', 'image/jpeg')).toBe('image/jpeg');
    expect(mediaTypeFor('a.pdf', 'application/pdf; charset=binary')).toBe('application/pdf');
  });

  it('refuses a type a browser could render as a page, or one of the wrong kind', () => {
    for (const [path, upstream] of [
      ['a.jpg', 'text/html'],
      ['a.jpg', 'image/x,text/html'],
      ['a.jpg', 'image/svg+xml'],
      ['a.pdf', 'text/html'],
      ['a.jpg', 'application/pdf'],
      ['a.pdf', 'image/png'],
      ['a.pdf', 'image/jpeg'],
    ] as const) {
      expect(mediaTypeFor(path, upstream), `${path} sent as ${upstream}`).toBeNull();
    }
  });

  it('refuses a file whose extension is not an image or PDF, whatever its type', () => {
    for (const path of ['a.svg', 'a.html', 'a', 'a.jpg.txt']) {
      expect(mediaTypeFor(path, 'image/jpeg'), path).toBeNull();
      expect(mediaTypeFor(path, undefined), path).toBeNull();
    }
  });
});
