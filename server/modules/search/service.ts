import { APP_PAGES, type AppPageKey } from '../../../shared/app-pages.ts';
import type { IsoDate, SearchAnswer } from '../../../shared/types.ts';
import { daySpan } from '../../../shared/school-year.ts';
import type { Answer } from '../../cache/cached-body.ts';
import type { CacheEntry } from '../../cache/cache.ts';
import { writtenPages, type SiteContent } from '../../content/load-content.ts';
import { isUnwritten } from '../../../shared/content-pages.ts';
import { SiteIndex } from './site-index.ts';
import type { Source, Sources } from '../../provider/sources.ts';
import { pageTextDescription } from '../../../shared/school-parts.ts';
import { pageTitleAt } from '../../../shared/words.ts';

// Site search answers from an index of the same cached lists and content the pages show. The index
// is made again when any of them changes (a new content version or a provider list that came back
// different), once per change however many searches wait for it.

/** A search that could not look through a provider list is asked again soon, not kept a day. */
const PARTIAL_POLICY = { maxAgeSeconds: 5, staleSeconds: 0 };

async function settled<T>(source: Source<T>): Promise<CacheEntry<T> | null> {
  return source().catch(() => null);
}

export function searchService(
  sources: Sources,
  content: () => SiteContent,
  albumPath: string,
  today: () => IsoDate,
): (q: string) => Promise<Answer<SearchAnswer>> {
  let built: { version: string; index: SiteIndex } | undefined;

  async function currentIndex(): Promise<{ version: string; index: SiteIndex }> {
    const site = content();
    const [news, events, notices, albums] = await Promise.all([
      settled(sources.newsAll),
      settled(sources.eventsAll),
      settled(sources.notifications),
      settled(sources.galleryAll),
    ]);
    const version = [
      `content:${site.version}`,
      `newsAll:${news?.version ?? '-'}`,
      `eventsAll:${events?.version ?? '-'}`,
      `notifications:${notices?.version ?? '-'}`,
      `galleryAll:${albums?.version ?? '-'}`,
    ].join('|');
    if (built?.version !== version) {
      const { school } = site;
      const appPages = Object.entries(APP_PAGES)
        .filter(([key, page]) => key !== 'search' && !isUnwritten(page.path, writtenPages(site)))
        .map(([key, page]) => {
          const title = pageTitleAt(site.words, page.path) ?? page.path;
          return { path: page.path, title, description: pageTextDescription(school, key as AppPageKey, title) };
        });
      // Made at once after the lists' await: a search resuming later finds it built.
      const index = new SiteIndex({
        pages: site.pages.values(),
        appPages,
        pdfs: school.pdfs ?? {},
        synonyms: school.search?.synonyms ?? [],
        news: news?.value ?? null,
        events: events?.value ?? null,
        notices: notices?.value ?? null,
        albums: albums?.value ?? null,
        albumPath,
        yearDays: (site.schoolYear?.days ?? []).map((day) => ({
          day,
          kindWord: site.words.year.kinds[day.kind],
          when: daySpan(day, site.words.year.range, site.words.dates),
        })),
      });
      built = { version, index };
    }
    return { version, index: built.index };
  }

  return async (q) => {
    const { version, index } = await currentIndex();
    const words = q.trim().replace(/\s+/g, ' ').toLowerCase();
    // By day: the next holiday leads from the school's today.
    const day = today();
    return {
      key: `/bff/search|${words}`,
      version: `search:${version}|${day}`,
      build: () => index.search(q, Date.now(), day),
      ...(index.missing.length > 0 ? { policy: PARTIAL_POLICY } : {}),
    };
  };
}
