import { LRUCache } from 'lru-cache';
import type { SiteContent } from '../../content/load-content.ts';
import type { ServerEntry } from './client-build.ts';

export type PageKey = ReturnType<ServerEntry['pageCacheKey']>;

/** Bytes of URLs and keys remembered per school: made-up addresses cannot grow it past this. */
const MAX_BYTES = 128 * 1024;

/**
 * A page URL's cache key, remembered per URL until the school's content changes (its own pages
 * decide keys): a held page is answered without parsing its URL again.
 */
export function pageKeys(entry: ServerEntry, content: () => SiteContent): (url: string) => PageKey {
  const keys = new LRUCache<string, PageKey>({
    maxSize: MAX_BYTES,
    sizeCalculation: (key, url) => url.length + key.key.length + 64,
  });
  let keysOf: SiteContent | undefined;
  return (url) => {
    const current = content();
    if (current !== keysOf) {
      keys.clear();
      keysOf = current;
    }
    let key = keys.get(url);
    if (!key) {
      key = entry.pageCacheKey(new URL(url, 'http://localhost'), current.ownPages);
      keys.set(url, key);
    }
    return key;
  };
}
