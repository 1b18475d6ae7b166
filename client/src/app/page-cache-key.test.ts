import { describe, expect, it } from 'vitest';
import { NOT_FOUND_PATH, suggestionAt } from '@/lib/not-found.ts';
import { pageCacheKey } from './page-cache-key.ts';

const key = (url: string) => pageCacheKey(new URL(url, 'http://localhost')).key;

describe('page cache keys', () => {
  it('gives every unknown address one key, so a flood of made-up paths is one render', () => {
    const keys = new Set(['/no-such-page', '/a/b/c', '/xyz?q=1', `/${'z'.repeat(500)}`, '/news/extra'].map(key));
    expect([...keys]).toEqual([NOT_FOUND_PATH]);
  });

  it("keys the school's own pages (pages/<slug>.md beyond the site's) by their path, and only those", () => {
    const own = new Set(['transport']);
    expect(pageCacheKey(new URL('http://localhost/transport?utm=x'), own)).toEqual({
      key: '/transport',
      form: false,
      textOnly: true,
    });
    expect(pageCacheKey(new URL('http://localhost/transport/'), own).key).toBe('/transport');
    expect(pageCacheKey(new URL('http://localhost/transports'), own).key).toBe(NOT_FOUND_PATH);
    expect(pageCacheKey(new URL('http://localhost/transport'), new Set()).key).toBe(NOT_FOUND_PATH);
  });

  it("keys a photo's own address by album and photo, so each previews its photo", () => {
    expect(key('/subGallery?utm=x&photo=3&id=a1')).toBe('/subGallery?id=a1&photo=3');
  });

  it('keeps the one suggestion an unknown address can have: a known page in another letter case', () => {
    expect(key('/tc')).toBe(`${NOT_FOUND_PATH}?like=%2FTc`);
    expect(key('/ABOUT/')).toBe(`${NOT_FOUND_PATH}?like=%2Fabout`);
    expect(suggestionAt({ pathname: NOT_FOUND_PATH, search: '?like=%2FTc' })).toBe('/Tc');
    // Only a known page is ever offered, whatever the key's query says.
    expect(suggestionAt({ pathname: NOT_FOUND_PATH, search: '?like=https%3A%2F%2Fevil.example' })).toBeUndefined();
    expect(suggestionAt({ pathname: '/tc', search: '' })).toBe('/Tc');
  });

  it('keys known pages by their path and the parameters they read, in a fixed order', () => {
    expect(key('/news?utm_source=x&month=3&year=2025')).toBe('/news?year=2025&month=3');
    expect(key('/about/')).toBe('/about');
    expect(pageCacheKey(new URL('http://localhost/Tc')).form).toBe(true);
  });

  it("keys an item's page by the item alone: filters beside it are not read", () => {
    expect(key('/news?id=N1&year=2024&q=x')).toBe('/news?id=N1');
    expect(key('/events?q=fair&id=%20E7%20')).toBe('/events?id=E7');
    expect(key('/?notice=3&utm_source=wa')).toBe('/?notice=3');
    // Ids no record can have share one key (and one 404), however many are made up.
    expect(key('/news?id=%3Cscript%3E')).toBe('/news?id=%7E');
    expect(key(`/events?id=${'x'.repeat(65)}`)).toBe('/events?id=%7E');
    // A blank id is the list.
    expect(key('/news?id=&year=2025')).toBe('/news?year=2025');
    // Pages without items do not read the parameter.
    expect(key('/about?id=3')).toBe('/about');
  });
});
