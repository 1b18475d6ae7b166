import { describe, expect, it } from 'vitest';
import { HITS_PER_KIND, recency, SiteIndex } from './site-index.ts';
import { input, news, page, urls } from './site-index.fixtures.ts';

describe('site index', () => {
  const index = new SiteIndex(input());

  it('finds the fee structure first for "fee" and "fees", pages before news', () => {
    expect(urls(index, 'fee')[0]).toBe('/feestructure');
    expect(urls(index, 'FEES')[0]).toBe('/feestructure');
    const groups = index.search('fee').groups.map((group) => group.kind);
    expect(groups).toEqual(['page', 'news']);
    expect(urls(index, 'fee')).toContain('/news?id=n2');
  });

  it('finds a page by its front-matter keywords, and an ERP page by its description', () => {
    expect(urls(index, 'admission')[0]).toBe('/registration');
    expect(urls(index, 'transfer certificate')[0]).toBe('/Tc');
  });

  it('matches a prefix of three letters or more, and a typo in a word of five letters or more', () => {
    expect(urls(index, 'regis')).toContain('/registration');
    expect(urls(index, 'adm')).toContain('/admission');
    expect(urls(index, 'ad')).toEqual([]);
    expect(urls(index, 'withdrawl')).toContain('/admission');
    expect(urls(index, 'anual')).toEqual(['/news?id=n1']);
    expect(urls(index, 'feed')).toEqual([]);
  });

  it('forgives typos, and matches a word longer than any of the site only as typed', () => {
    expect(urls(index, 'admisions')).toContain('/admission');
    expect(urls(index, 'withdrwl')).toContain('/admission');
    // A code of letters and digits is indexed as written (no stemming), 18 characters.
    const long = new SiteIndex(input({ pages: [page('forms', 'Forms', '<p>Form abcdefghij12345678.</p>')] }));
    expect(urls(long, 'abcdefghij123456xx')).toEqual(['/forms']);
    // Three edits: 0.2 of 18 characters would allow them, the cap of two does not.
    expect(urls(long, 'abcdefghij12345xxx')).toEqual([]);
    // Past 24 characters a word matches only whole and as typed: no typo, no prefix.
    const longer = new SiteIndex(input({ pages: [page('codes', 'Codes', '<p>Code abcdefghijklmnop1234567890.</p>')] }));
    expect(urls(longer, 'abcdefghijklmnop1234567890')).toEqual(['/codes']);
    expect(urls(longer, 'abcdefghijklmnop1234567899')).toEqual([]);
    expect(urls(longer, 'abcdefghijklmnop123456789')).toEqual([]);
    expect(urls(longer, 'abcdefghijklmnop12345678')).toEqual(['/codes']);
    expect(urls(index, 'withdrawalwithdrawalwithdrawal')).toEqual([]);
    expect(urls(index, `admission${'x'.repeat(20)}`)).toEqual([]);
  });

  it('ranks a word in the title, then in a heading, then in the keywords, above one in the text', () => {
    const pages = [
      page('rules', 'Rules', '<p>Transport is by school bus only.</p>'),
      page('fees', 'Fees', '<h2 id="transport">Transport</h2><p>Charged monthly.</p>', {
        toc: [{ id: 'transport', text: 'Transport' }],
      }),
      page('bus-routes', 'Bus Routes', '<p>Seven routes.</p>', { keywords: 'transport' }),
      page('transport', 'Transport', '<p>Buses leave at seven.</p>'),
    ];
    expect(urls(new SiteIndex(input({ pages })), 'transport')).toEqual([
      '/transport',
      '/fees',
      '/bus-routes',
      '/rules',
    ]);
  });

  it("finds a school's synonyms: chutti finds the holidays, tc the certificate", () => {
    expect(urls(index, 'chutti')).toEqual(expect.arrayContaining(['/calender', '/?notice=x1']));
    expect(urls(index, 'tc')).toContain('/Tc');
    const padded = new SiteIndex(input({ synonyms: [['holiday', ' chutti ']] }));
    expect(urls(padded, 'chutti')).toEqual(expect.arrayContaining(['/calender', '/?notice=x1']));
  });

  it('needs every word first, and any word when none has them all', () => {
    expect(urls(index, 'annual day')).toEqual(['/news?id=n1']);
    expect(urls(index, 'annual sports')).toEqual(expect.arrayContaining(['/news?id=n1', '/subGallery?id=a1']));
  });

  it('answers with the trimmed query, and each hit with its title, link, date and marked snippet', () => {
    expect(index.search('  annual day ')).toEqual({
      q: 'annual day',
      missing: [],
      groups: [
        {
          kind: 'news',
          total: 1,
          hits: [
            {
              title: 'Annual Day',
              url: '/news?id=n1',
              date: '2026-05-01',
              snippet: [
                { text: 'Parents are invited to the ', mark: false },
                { text: 'annual', mark: true },
                { text: ' ', mark: false },
                { text: 'day', mark: true },
                { text: '.', mark: false },
              ],
            },
          ],
        },
      ],
    });
  });

  it('searches the first twelve words of a pasted paragraph', () => {
    const twelve = 'parents are invited to the annual day with their ward at nine';
    const pasted = new SiteIndex(input({ news: [news('n1', 'Annual Day', `${twelve}.`)] }));
    expect(urls(pasted, twelve)).toEqual(['/news?id=n1']);
    expect(urls(pasted, `${twelve} sports`)).toEqual(['/news?id=n1']);
  });

  it('lists a PDF without a page of its own as a document, and one with a page as that page', () => {
    expect(urls(index, 'medical')).toEqual(['/pdf/Medical-Certificate.pdf']);
    expect(index.search('medical').groups[0]!.kind).toBe('document');
    expect(urls(index, 'calendar')).toEqual(['/calender']);
  });

  it('says which provider lists could not be searched', () => {
    const partial = new SiteIndex(input({ news: null, albums: null }));
    expect(partial.search('fee').missing).toEqual(['news', 'album']);
    expect(urls(partial, 'fee')).not.toContain('/news?id=n2');
    expect(index.search('fee').missing).toEqual([]);
  });

  it('answers nothing for no words, and at most ten hits per kind with the total', () => {
    expect(index.search('  ?! ').groups).toEqual([]);
    const many = new SiteIndex(
      input({ news: Array.from({ length: 25 }, (_, i) => news(`m${i}`, `Exam notice ${i}`)) }),
    );
    const group = many.search('exam').groups.find((g) => g.kind === 'news')!;
    expect(group.hits).toHaveLength(HITS_PER_KIND);
    expect(group.total).toBe(25);
  });
});

describe('recency', () => {
  const NOW = Date.parse('2026-11-27T00:00:00Z');

  it("weighs this year's item fully, older ones less, an undated one fully", () => {
    expect(recency('2026-11-27', NOW)).toBe(1);
    expect(recency('2025-11-27', NOW)).toBeCloseTo(0.75, 2);
    expect(recency('2023-11-27', NOW)).toBeCloseTo(0.625, 2);
    expect(recency(null, NOW)).toBe(1);
    expect(recency('not a date', NOW)).toBe(1);
    expect(recency('2027-01-01', NOW)).toBe(1);
  });

  it('puts the newer of two alike notices first', () => {
    const alike = new SiteIndex(
      input({
        news: [
          { ...news('old', 'Summer vacation notice'), date: '2023-05-10' },
          { ...news('new', 'Summer vacation notice'), date: '2026-05-10' },
        ],
      }),
    );
    const found = alike.search('vacation', NOW).groups.find((g) => g.kind === 'news')!;
    expect(found.hits.map((h) => h.url)).toEqual(['/news?id=new', '/news?id=old']);
  });
});

describe("the school year's holidays", () => {
  const holiday = (name: string, from: string, to = from) => ({
    day: { kind: 'holiday' as const, name, from, to },
    kindWord: 'Holiday',
    when: from,
  });
  const index = new SiteIndex(
    input({
      yearDays: [
        holiday('Summer vacation', '2026-05-18', '2026-06-30'),
        holiday('Diwali break', '2026-11-07', '2026-11-11'),
        holiday('Christmas', '2026-12-25'),
      ],
    }),
  );
  const titles = (now: string, today?: string) =>
    index.search('holiday', Date.parse(now), today).groups[0]!.hits.map((hit) => hit.title);

  it('lead with those not yet over, soonest first, one under way included', () => {
    expect(titles('2026-11-08T10:00:00Z', '2026-11-08')).toEqual(['Diwali break', 'Christmas', 'Summer vacation']);
    expect(titles('2026-06-30T10:00:00Z', '2026-06-30')).toEqual(['Summer vacation', 'Diwali break', 'Christmas']);
  });

  it("take today as the day of `now` when the school's is not given", () => {
    // On the vacation's last day it is still the next holiday (the day, not the instant, counts).
    expect(titles('2026-06-30T10:00:00Z')).toEqual(['Summer vacation', 'Diwali break', 'Christmas']);
  });
});
