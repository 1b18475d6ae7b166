import { describe, expect, it } from 'vitest';
import type { Dated } from '@shared/types.ts';
import { TEST_SITE } from '@/testing/site-fixture.ts';
import { applyListQuery, countLabel, fallbackNotice, periodLabel, shownMonth } from './dated-list.ts';

const items: Dated[] = [
  { title: 'A', date: '2024-08-01' },
  { title: 'B', date: '2024-03-01' },
];

describe('dated list helpers', () => {
  it('reads a month without items in the shown year as All', () => {
    const page = applyListQuery(items, { year: 2024, month: 5 }, 2026);
    expect(page.total).toBe(2);
    expect(shownMonth(page, 5)).toBe('all');
    const august = applyListQuery(items, { year: 2024, month: 8 }, 2026);
    expect(august.total).toBe(1);
    expect(shownMonth(august, 8)).toBe(8);
  });

  it('words the period, the fallback and the count', () => {
    const words = TEST_SITE.words.lists.filters;
    const { dates } = TEST_SITE.words;
    expect(periodLabel(2024, 'all', words, dates)).toBe('2024');
    expect(periodLabel(2024, 8, words, dates)).toBe('August 2024');
    expect(periodLabel('all', 'all', words, dates)).toBe('All years');
    expect(periodLabel('all', 3, words, dates)).toBe('March, all years');
    expect(fallbackNotice(2026, 2024, TEST_SITE.words.lists.filters)).toBe('No items in 2026 yet — showing 2024.');
    expect(countLabel(1, TEST_SITE.words.lists.news)).toBe('1 news item');
    expect(countLabel(0, TEST_SITE.words.lists.news)).toBe('0 news items');
    expect(countLabel(2, { countOne: 'एक समाचार', count: '{count} समाचार' })).toBe('2 समाचार');
  });
});
