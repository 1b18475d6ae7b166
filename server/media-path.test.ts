import { describe, expect, it } from 'vitest';
import { hasUnsafeEncoding, isSafeMediaPath, mediaUrl } from './media-path.ts';

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
      '', '../secret.jpg', 'public/Images/../../etc/passwd.jpg', 'public/Images/..jpg/x.jpg',
      '/etc/passwd.jpg', 'http://evil.example/a.jpg', 'https:/evil.example/a.jpg', '//evil.example/a.jpg',
      'public\\Images\\a.jpg', 'public/Images/a.jpg\u0000.png', 'public/Images/.hidden.jpg',
      'public/Images/a.svg', 'public/Images/a.html', 'public/Images/a.jpg?x=1', 'public/Images/a.jpg#x',
      'private/Images/a.jpg', 'public/Images//a.jpg', 'public/Images/a%2e%2e.jpg', `public/Images/${'a'.repeat(500)}.jpg`,
      'public/Images/a.jpg ', 'C:/Images/a.jpg',
    ]) {
      expect(isSafeMediaPath(bad), bad).toBe(false);
    }
  });

  it('spots encoded tricks in the raw URL', () => {
    for (const bad of ['public%2FImages/a.jpg', '%2e%2e/a.jpg', 'a%5cb.jpg', 'a%00.jpg', 'a%252e.jpg', 'public//Images/a.jpg', 'a\\b.jpg']) {
      expect(hasUnsafeEncoding(bad), bad).toBe(true);
    }
    expect(hasUnsafeEncoding('public/Images/Annual%20Day.jpg')).toBe(false);
  });

  it('builds same-origin URLs, encoding spaces', () => {
    expect(mediaUrl('/public/Images/a b.jpg')).toBe('/bff/media/public/Images/a%20b.jpg');
    expect(mediaUrl('https://evil.example/a.jpg')).toBeNull();
    expect(mediaUrl(42)).toBeNull();
  });
});
