import { describe, expect, it } from 'vitest';
import type { ContentPage, School } from '../../../shared/content-schema.ts';
import type { NewsItem } from '../../../shared/types.ts';
import { HITS_PER_KIND, recency, searchDocs, SiteIndex, type IndexInput } from './site-index.ts';
import { termOf, WORD } from './terms.ts';

const page = (slug: string, title: string, html: string, more: Partial<ContentPage> = {}): ContentPage => ({
  slug,
  title,
  section: 'Academics',
  description: '',
  updated: '2026-01-01',
  html,
  toc: [],
  ...more,
});

const PDFS = {
  feeStructure: { label: 'Fee Structure 2026-2027', path: 'public/pdf/Fees.pdf' },
  calendar: { label: 'Academic Calendar', path: 'public/pdf/Calendar.pdf' },
  timetable: { label: 'Time Table', path: 'public/pdf/Time-Table.pdf' },
  medicalCertificate: { label: 'Medical Certificate', path: 'public/pdf/Medical-Certificate.pdf' },
} satisfies School['pdfs'];

const news = (id: string, title: string, description = ''): NewsItem => ({
  id,
  title,
  description,
  date: '2026-05-01',
  attachment: null,
});

function input(more: Partial<IndexInput> = {}): IndexInput {
  return {
    pages: [
      page('feestructure', 'Fee Structure 2026-2027', '<p>Fees are paid in four installments.</p>', {
        pdf: PDFS.feeStructure,
      }),
      page(
        'rules',
        'School Rules',
        '<h2 id="fees">Fees</h2><p>A late fee is charged after the 10th.</p><ul><li>Uniform</li><li>Conduct</li></ul>',
        { toc: [{ id: 'fees', text: 'Fees' }] },
      ),
      page('registration', 'Admissions & Registration', '<p>How to apply for LKG and Class VI.</p>', {
        keywords: 'apply, admission form',
      }),
      page('admission', 'Admission & Withdrawals', '<p>Withdrawal needs a month&rsquo;s notice &amp; a form.</p>'),
      page('calender', 'Academic Calendar', '<p>Summer holidays begin in May.</p>', { pdf: PDFS.calendar }),
    ],
    appPages: [{ path: '/Tc', title: 'Transfer Certificate', description: 'Download an issued transfer certificate.' }],
    pdfs: PDFS,
    synonyms: [
      ['holiday', 'chutti', 'vacation'],
      ['tc', 'transfer certificate'],
    ],
    news: [
      news('n1', 'Annual Day', 'Parents are invited to the annual day.'),
      news('n2', 'Fee reminder', 'The second installment of fees is due.'),
    ],
    events: [],
    notices: [
      {
        id: 'x1',
        title: 'Holiday on Friday',
        description: 'School stays shut.',
        image: null,
        attachment: null,
        url: null,
      },
    ],
    albums: [{ id: 'a1', title: 'Sports Day 2026', description: '', date: '2026-02-02', image: null, photoCount: 4 }],
    albumPath: '/subGallery?id=',
    ...more,
  };
}

const urls = (index: SiteIndex, q: string) =>
  index.search(q).groups.flatMap((group) => group.hits.map((hit) => hit.url));

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

describe('search documents', () => {
  const docs = new Map(
    searchDocs(
      input({
        pages: [
          page('rules', 'School Rules', '<h2 id="fees">Fees</h2><p>Paid monthly.</p><h2 id="leave">Leave</h2>', {
            lead: 'Read <em>them</em>.',
            keywords: 'conduct',
            toc: [
              { id: 'fees', text: 'Fees' },
              { id: 'leave', text: 'Leave' },
            ],
          }),
          page('contact', 'Contact', '<p>Call the office.</p>'),
        ],
        appPages: [
          { path: '/Tc', title: 'Transfer Certificate', description: 'Download a TC.' },
          { path: '/toppers', title: 'Toppers', description: 'Board toppers.' },
        ],
        // Only a file directly in public/pdf/ has a /pdf/ link; any other is a provider file.
        pdfs: {
          ...PDFS,
          timetable: { label: 'Time Table', path: 'public/pdf/2026/Time-Table.pdf' },
          calendar: { label: 'Calendar', path: 'old/public/pdf/Calendar.pdf' },
        },
        events: [
          {
            id: 'e 1',
            title: 'Science Fair',
            description: 'Projects of Class VIII.',
            date: '2026-03-03',
            time: '10:00',
            venue: 'Main Hall',
            image: null,
            attachment: null,
          },
          {
            id: 'e2',
            title: 'PTM',
            description: 'Meet the class teacher.',
            date: null,
            time: '',
            venue: '',
            image: null,
            attachment: null,
          },
        ],
      }),
    ).map((doc) => [doc.id, doc]),
  );

  it('reads a page by its title, keywords, headings, and lead and text', () => {
    expect(docs.get('page:rules')).toEqual({
      id: 'page:rules',
      kind: 'page',
      title: 'School Rules',
      keywords: 'conduct',
      headings: 'Fees · Leave',
      text: 'Read them. Fees Paid monthly. Leave',
      url: '/rules',
      date: null,
    });
    expect(docs.get('page:contact')).toMatchObject({ keywords: '', headings: '', text: 'Call the office.' });
  });

  it('reads an ERP page, a PDF and a list item by what they show, each linked and dated', () => {
    expect(docs.get('page:/Tc')).toEqual({
      id: 'page:/Tc',
      kind: 'page',
      title: 'Transfer Certificate',
      keywords: '',
      headings: '',
      text: 'Download a TC.',
      url: '/Tc',
      date: null,
    });
    expect(docs.get('page:/toppers')).toMatchObject({ url: '/toppers' });
    expect(docs.get('document:medicalCertificate')).toEqual({
      id: 'document:medicalCertificate',
      kind: 'document',
      title: 'Medical Certificate',
      keywords: '',
      headings: '',
      text: 'Medical Certificate (PDF)',
      url: '/pdf/Medical-Certificate.pdf',
      date: null,
    });
    expect(docs.get('document:timetable')!.url).toBe('/bff/media/public/pdf/2026/Time-Table.pdf');
    expect(docs.get('document:calendar')!.url).toBe('/bff/media/old/public/pdf/Calendar.pdf');
    expect(docs.get('event:e 1')).toEqual({
      id: 'event:e 1',
      kind: 'event',
      title: 'Science Fair',
      keywords: '',
      headings: '',
      text: 'Projects of Class VIII. · Main Hall',
      url: '/events?id=e%201',
      date: '2026-03-03',
    });
    expect(docs.get('event:e2')).toMatchObject({ text: 'Meet the class teacher.', date: null });
    expect(docs.get('news:n2')).toMatchObject({ url: '/news?id=n2', date: '2026-05-01' });
    expect(docs.get('album:a1')).toMatchObject({ url: '/subGallery?id=a1', date: '2026-02-02' });
    expect(docs.get('notice:x1')).toMatchObject({ text: 'School stays shut.', url: '/?notice=x1', date: null });
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

describe('words and terms', () => {
  it('reads a word with an apostrophe as one word', () => {
    expect("Ten o'clock at St. Mary’s".match(WORD)).toEqual(['Ten', "o'clock", 'at', 'St', 'Mary’s']);
  });

  it('keeps a Hindi word whole, its vowel signs and all', () => {
    expect('प्रवेश शुल्क 2026'.match(WORD)).toEqual(['प्रवेश', 'शुल्क', '2026']);
  });

  it('makes an English word its stem without a possessive, and keeps any other word as written', () => {
    expect(termOf('Admissions')).toBe(termOf('admission'));
    expect(termOf("Principal's")).toBe(termOf('principal'));
    expect(termOf('Principal’s')).toBe(termOf('principal'));
    expect(termOf("D'Souza")).toBe("d'souza");
    expect(termOf("O'Briens")).toBe("o'briens");
    expect(termOf('Résumés')).toBe('résumés');
  });
});
