import { describe, expect, it, vi } from 'vitest';
import type { SiteContent } from '../../content/load-content.ts';
import type { ServerEntry } from './client-build.ts';
import { pageKeys } from './page-keys.ts';

/** An entry whose key is the path, text-only for the school's own pages; it counts its calls. */
function standIn() {
  const pageCacheKey = vi.fn((url: URL, ownPages: ReadonlySet<string>) => ({
    key: url.pathname,
    form: false,
    textOnly: ownPages.has(url.pathname.slice(1)),
  }));
  return { entry: { pageCacheKey } as unknown as ServerEntry, pageCacheKey };
}
const contentWith = (...ownPages: string[]) => ({ ownPages: new Set(ownPages) }) as unknown as SiteContent;

describe('pageKeys', () => {
  it('works out a URL’s key once and answers the same key after', () => {
    const { entry, pageCacheKey } = standIn();
    const content = contentWith();
    const keyOf = pageKeys(entry, () => content);
    expect(keyOf('/news?page=2')).toEqual({ key: '/news', form: false, textOnly: false });
    expect(keyOf('/news?page=2')).toEqual({ key: '/news', form: false, textOnly: false });
    expect(keyOf('/about')).toEqual({ key: '/about', form: false, textOnly: false });
    expect(pageCacheKey).toHaveBeenCalledTimes(2);
  });

  it('works keys out again once the school’s content changes (its own pages decide them)', () => {
    const { entry, pageCacheKey } = standIn();
    let content = contentWith();
    const keyOf = pageKeys(entry, () => content);
    expect(keyOf('/uniform').textOnly).toBe(false);
    content = contentWith('uniform');
    expect(keyOf('/uniform').textOnly).toBe(true);
    expect(pageCacheKey).toHaveBeenCalledTimes(2);
  });

  it('remembers a bounded number of bytes: made-up addresses push out the oldest', () => {
    const { entry, pageCacheKey } = standIn();
    const content = contentWith();
    const keyOf = pageKeys(entry, () => content);
    const long = (i: number) => `/${String(i).padStart(4, '0')}${'x'.repeat(1000)}`;
    for (let i = 0; i < 1000; i++) keyOf(long(i));
    expect(pageCacheKey).toHaveBeenCalledTimes(1000);
    // About 2 KB each against 128 KB: the first were let go, the last are still held.
    keyOf(long(999));
    expect(pageCacheKey).toHaveBeenCalledTimes(1000);
    keyOf(long(0));
    expect(pageCacheKey).toHaveBeenCalledTimes(1001);
  });
});
