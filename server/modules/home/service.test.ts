import { describe, expect, it } from 'vitest';
import type { NotificationItem } from '../../../shared/types.ts';
import { DATE_WORDS } from '../../../shared/words/dates.ts';
import type { CacheEntry } from '../../cache/cache.ts';
import type { Sources } from '../../provider/sources.ts';
import { homeNotices, homeService } from './service.ts';

// The order of Home's notices: the newest first, the admission notice still first of all.

const notice = (id: string, date: string | null, title = `Notice ${id}`): NotificationItem => ({
  id,
  title,
  description: '',
  date,
  image: null,
  attachment: null,
  url: null,
});

const entry = <T>(value: T): CacheEntry<T> => ({ value, bytes: 0, fetchedAt: 0, version: 1, digest: '' });

/** Sources answering every Home list empty but the notices given. */
function sourcesWith(notices: NotificationItem[]): Sources {
  const empty = async () => entry([]);
  return {
    notifications: async () => entry(notices),
    highlights: empty,
    registration: empty,
    news: empty,
    events: empty,
    birthdays: empty,
    gallery: empty,
    toppers: empty,
  } as unknown as Sources;
}

describe('Home’s notices', () => {
  it('come newest first, undated ones last in the order the provider sent them', () => {
    const given = [
      notice('a', null),
      notice('b', '2026-11-14'),
      notice('c', '2026-11-20'),
      notice('d', null),
      notice('e', '2025-12-31'),
      notice('f', '2026-11-14'),
    ];
    expect(homeNotices(given).map((n) => n.id)).toEqual(['c', 'b', 'f', 'e', 'a', 'd']);
  });

  it('keep the admission notice first even when it is older, the rest newest first', () => {
    const given = [
      notice('fees', '2026-11-10', 'Fee reminder'),
      notice('adm', '2026-10-01', 'Admissions open for 2027-2028'),
      notice('quiz', '2026-11-20', 'Inter-house quiz'),
      notice('app', null, 'Get the school app'),
    ];
    expect(homeNotices(given).map((n) => n.id)).toEqual(['adm', 'quiz', 'fees', 'app']);
  });

  it('are in that order in the /bff/home answer built', async () => {
    const answer = await homeService(
      sourcesWith([notice('old', '2026-01-05'), notice('none', null), notice('new', '2026-11-20')]),
      {
        thisYear: () => 2026,
        today: () => '2026-11-21',
        content: () => ({ admissions: undefined, birthdays: 'off', schoolYear: null, dates: DATE_WORDS, version: 'v' }),
        onDegraded: () => {},
      },
    )();
    expect(answer.build().notifications.map((n) => n.id)).toEqual(['new', 'old', 'none']);
  });
});
