import { describe, expect, it } from 'vitest';
import { allMedia, externalUrl, firstMedia } from './normalize-values.ts';
import { ctx } from './normalize.fixtures.ts';

// Equivalent mutants of firstMedia's `value === undefined || value === null ? [] : [value]`, left on
// purpose: they only hand linked() a null, undefined or extension-less string, refused like an empty list.

describe('media paths', () => {
  const A = 'public/Images/news/a.jpg';
  const B = 'public/Images/news/b.jpg';
  const urlA = '/bff/media/public/Images/news/a.jpg';
  const urlB = '/bff/media/public/Images/news/b.jpg';

  it('takes a lone string or a lone record as well as a list', () => {
    expect(firstMedia(A)).toBe(urlA);
    expect(firstMedia({ path: A })).toBe(urlA);
    expect(firstMedia([A, B])).toBe(urlA);
    expect(firstMedia(null)).toBeNull();
    expect(firstMedia(undefined)).toBeNull();
    expect(firstMedia([])).toBeNull();
    expect(firstMedia(42)).toBeNull();
  });

  it('reads records by path, then url, then filePath', () => {
    expect(firstMedia([{ path: A }])).toBe(urlA);
    expect(firstMedia([{ url: A }])).toBe(urlA);
    expect(firstMedia([{ filePath: A }])).toBe(urlA);
    expect(firstMedia([{ path: A, url: B }])).toBe(urlA);
    expect(firstMedia([{ url: A, filePath: B }])).toBe(urlA);
    expect(firstMedia([{ name: 'a.jpg', size: 1200 }])).toBeNull();
  });

  it('skips unusable entries and takes the first usable one', () => {
    expect(firstMedia(['', '../../etc/passwd.jpg', 'https://evil.example/x.jpg', { path: null }, B, A])).toBe(urlB);
    expect(firstMedia([{ path: 'a\\b.jpg' }, { url: A }])).toBe(urlA);
  });

  it('notes only the paths it links as published, cleaned as they will be asked for', () => {
    const media = new Set<string>();
    const c = ctx(media);
    expect(firstMedia(['notes.txt', `/${A}`, B], c)).toBe(urlA);
    expect([...media]).toEqual([A]);
    expect(firstMedia(['public/Images/news/Sports Day.jpg'], c)).toBe('/bff/media/public/Images/news/Sports%20Day.jpg');
    expect(media.has('public/Images/news/Sports Day.jpg')).toBe(true);
    // Without a set to fill (as the attachment-size check calls it), linking still works.
    expect(firstMedia(A, ctx())).toBe(urlA);
  });

  it('keeps every usable photo of an album, in order, and publishes each', () => {
    const media = new Set<string>();
    const photos = allMedia(
      [
        'public/Images/g/1.jpg',
        { path: 'public/Images/g/2.jpg' },
        { url: 'public/Images/g/3.jpg' },
        'bad\\x.jpg',
        null,
        '../g/4.jpg',
      ],
      ctx(media),
    );
    expect(photos).toEqual([
      '/bff/media/public/Images/g/1.jpg',
      '/bff/media/public/Images/g/2.jpg',
      '/bff/media/public/Images/g/3.jpg',
    ]);
    expect([...media]).toEqual(['public/Images/g/1.jpg', 'public/Images/g/2.jpg', 'public/Images/g/3.jpg']);
    expect(allMedia(null)).toEqual([]);
    expect(allMedia(undefined)).toEqual([]);
    expect(allMedia('public/Images/g/1.jpg')).toEqual([]);
  });

  it('passes on only plain http(s) links for outside urls', () => {
    expect(externalUrl('https://portal.schoolerp.example/stcolumbas/login')).toBe(
      'https://portal.schoolerp.example/stcolumbas/login',
    );
    expect(externalUrl(' http://example.org/app ')).toBe('http://example.org/app');
    expect(externalUrl('HTTPS://EXAMPLE.ORG/')).toBe('HTTPS://EXAMPLE.ORG/');
    expect(externalUrl('')).toBeNull();
    expect(externalUrl(null)).toBeNull();
    expect(externalUrl('https://')).toBeNull();
    expect(externalUrl('javascript:alert(1)')).toBeNull();
    expect(externalUrl('javascript:alert(1)//https://x.example')).toBeNull();
    expect(externalUrl('https://x.example/a b')).toBeNull();
    expect(externalUrl('ftp://files.example/a.pdf')).toBeNull();
    expect(externalUrl('www.example.org')).toBeNull();
  });
});
