import { describe, expect, it } from 'vitest';
import { fileKind, formatBytes, isPlaceholderHref } from './links.ts';
import { ENGLISH_WORDS } from './words.ts';

describe('fileKind', () => {
  it.each([
    ['/bff/media/public/pdf/annual-day.pdf', 'pdf'],
    ['/bff/media/public/Images/news/Notice.PDF', 'pdf'],
    ['/bff/media/public/Images/x.jpeg?w=640', 'image'],
    ['/files/form.docx#page=2', 'word'],
    ['/bff/media/public/files/readme', ''],
    ['/bff/media/public/files/archive.zip', ''],
  ])('%s is %j', (href, kind) => {
    expect(fileKind(href)).toBe(kind);
  });
});

describe('isPlaceholderHref', () => {
  it('finds addresses on names kept for examples, and nothing else', () => {
    for (const href of [
      'https://portal.schoolerp.example/login',
      'https://forms.example.org/x',
      'http://example.com',
      'https://a.test/',
      'https://site.invalid',
    ]) {
      expect(isPlaceholderHref(href), href).toBe(true);
    }
    for (const href of [
      'https://cisce.org',
      'https://myexample.org',
      'https://example.org.in',
      '/contact',
      'tel:+911234',
      'https://exam.ple',
    ]) {
      expect(isPlaceholderHref(href), href).toBe(false);
    }
  });
});

describe('formatBytes', () => {
  it('says a size the way a visitor reads it', () => {
    const english = ENGLISH_WORDS.links.sizes;
    expect([850, 1499, 240_400, 999_499, 1_234_567, 12_600_000].map((n) => formatBytes(n, english))).toEqual([
      '850 bytes',
      '1 KB',
      '240 KB',
      '999 KB',
      '1.2 MB',
      '13 MB',
    ]);
  });

  it("writes a school's own units and decimal mark", () => {
    const french = { bytes: '{n} octets', kb: '{n} Ko', mb: '{n} Mo', decimal: ',' };
    expect([850, 240_400, 1_234_567, 12_600_000].map((n) => formatBytes(n, french))).toEqual([
      '850 octets',
      '240 Ko',
      '1,2 Mo',
      '13 Mo',
    ]);
  });
});
