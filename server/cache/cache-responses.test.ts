import { describe, expect, it } from 'vitest';
import { ResponseCache } from './cache.ts';

describe('ResponseCache', () => {
  function counted() {
    const builds: string[] = [];
    const build = (text: string) => () => {
      builds.push(text);
      return text;
    };
    return { builds, build };
  }

  it('builds an answer once per key and upstream version', () => {
    const responses = new ResponseCache(1024 * 1024);
    const { builds, build } = counted();
    const first = responses.get('/bff/news', '1', build('news v1'));
    expect(first.body.toString()).toBe('news v1');
    expect(responses.get('/bff/news', '1', build('news v1 again'))).toBe(first);
    expect(responses.get('/bff/news?q=x', '1', build('search v1')).body.toString()).toBe('search v1');
    expect(responses.get('/bff/news', '2', build('news v2')).body.toString()).toBe('news v2');
    expect(builds).toEqual(['news v1', 'search v1', 'news v2']);
  });

  it('says whether an answer is held for a key at a version', () => {
    const responses = new ResponseCache(1024 * 1024);
    expect(responses.has('/bff/search|fee', '1')).toBe(false);
    responses.get('/bff/search|fee', '1', () => 'fees');
    expect(responses.has('/bff/search|fee', '1')).toBe(true);
    expect(responses.has('/bff/search|fee', '2')).toBe(false);
    expect(responses.has('/bff/search|fees', '1')).toBe(false);
  });

  it('serializes a value that is not text as JSON', () => {
    const responses = new ResponseCache(1024 * 1024);
    expect(responses.get('/bff/news', '1', () => ({ items: [1] })).body.toString()).toBe('{"items":[1]}');
  });

  // An answer counts twice its body (room for its compressed copies), its key twice, and 512 bytes
  // of objects around it: what a flood of small unique searches really holds (cache-bounds.test.ts).
  const body = 'x'.repeat(1001);
  const key = (i: number) => `/bff/news?q=${i}`;
  const counts = 2 * body.length + 2 * `7\u0000${key(0)}`.length + 512;

  it('holds two answers in a bound of exactly two', () => {
    const responses = new ResponseCache(2 * counts);
    const { builds, build } = counted();
    responses.get(key(0), '7', build(body));
    responses.get(key(1), '7', build(body));
    responses.get(key(0), '7', build(body));
    responses.get(key(1), '7', build(body));
    expect(builds).toHaveLength(2);
  });

  it('holds one answer in a bound one byte short of two, letting the least recently used go', () => {
    const responses = new ResponseCache(2 * counts - 1);
    const { builds, build } = counted();
    responses.get(key(0), '7', build(body));
    responses.get(key(1), '7', build(body));
    responses.get(key(1), '7', build(body));
    expect(builds).toHaveLength(2);
    responses.get(key(0), '7', build(body));
    expect(builds).toHaveLength(3);
  });
});
