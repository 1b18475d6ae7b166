import { beforeAll, describe, expect, it } from 'vitest';
import type { NewsItem, SearchAnswer } from '../../../shared/types.ts';
import type { CacheEntry } from '../../cache/cache.ts';
import { loadContent, type SiteContent } from '../../content/load-content.ts';
import type { Sources } from '../../provider/sources.ts';
import { searchService } from './service.ts';

const entry = <T>(value: T, version: number): CacheEntry<T> => ({
  value,
  version,
  bytes: 1,
  fetchedAt: 0,
  digest: String(version),
});
const news = (id: string, title: string): NewsItem => ({
  id,
  title,
  description: '',
  date: '2026-05-01',
  attachment: null,
});

describe('the search service', () => {
  let content: SiteContent;
  beforeAll(async () => {
    content = await loadContent('content');
  });

  function setup() {
    const lists = { news: entry([news('n1', 'Sports Day results')], 1), failing: false };
    const sources = {
      newsAll: async () => lists.news,
      eventsAll: async () => entry([], 1),
      notifications: async () => {
        if (lists.failing) throw new Error('provider down');
        return entry([], 1);
      },
      galleryAll: async () => entry([], 1),
    } as unknown as Sources;
    let site = content;
    const search = searchService(
      sources,
      () => site,
      '/subGallery?id=',
      () => '2026-11-28',
    );
    return { lists, search, setContent: (next: SiteContent) => (site = next) };
  }

  const urls = (answer: SearchAnswer) => answer.groups.flatMap((g) => g.hits.map((h) => h.url));

  it('finds what the provider sends next once its list changes, under a new version', async () => {
    const { lists, search } = setup();
    const first = await search('zumba');
    expect(urls(first.build())).toEqual([]);
    lists.news = entry([...lists.news.value, news('n2', 'Zumba week winners')], 2);
    const second = await search('zumba');
    expect(second.version).not.toBe(first.version);
    expect(urls(second.build())).toEqual(['/news?id=n2']);
    // The same words in other case and spacing are one cached answer.
    expect((await search('  ZUMBA ')).key).toBe(second.key);
  });

  it('finds a page the content folder adds, and says which list it could not search (kept 5 s)', async () => {
    const { lists, search, setContent } = setup();
    const pages = new Map(content.pages);
    pages.set('transport', {
      ...content.pages.get('about')!,
      slug: 'transport',
      title: 'School Transport',
      html: '<p>The Ferrybridge shuttle and its stops.</p>',
      toc: [],
    });
    setContent({ ...content, pages, version: `${content.version}-2` });
    expect(urls((await search('ferrybridge shuttle')).build())[0]).toBe('/transport');
    lists.failing = true;
    const partial = await search('ferrybridge shuttle');
    expect(partial.build().missing).toEqual(['notice']);
    expect(partial.policy).toEqual({ maxAgeSeconds: 5, staleSeconds: 0 });
  });
});
