import { describe, expect, it } from 'vitest';
import type { ContentPage, School } from '../../shared/content-schema.ts';
import type { NewsItem } from '../../shared/types.ts';
import { HITS_PER_KIND, SiteIndex, type IndexInput } from './site-index.ts';
import { snippet } from './snippet.ts';
import { textOfHtml } from './page-text.ts';

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

const news = (id: string, title: string, description = ''): NewsItem => ({ id, title, description, date: '2026-05-01', attachment: null });

function input(more: Partial<IndexInput> = {}): IndexInput {
  return {
    pages: [
      page('feestructure', 'Fee Structure 2026-2027', '<p>Fees are paid in four installments.</p>', { pdf: PDFS.feeStructure }),
      page('rules', 'School Rules', '<h2 id="fees">Fees</h2><p>A late fee is charged after the 10th.</p><ul><li>Uniform</li><li>Conduct</li></ul>', { toc: [{ id: 'fees', text: 'Fees' }] }),
      page('registration', 'Admissions & Registration', '<p>How to apply for LKG and Class VI.</p>', { keywords: 'apply, admission form' }),
      page('admission', 'Admission & Withdrawals', '<p>Withdrawal needs a month&rsquo;s notice &amp; a form.</p>'),
      page('calender', 'Academic Calendar', '<p>Summer holidays begin in May.</p>', { pdf: PDFS.calendar }),
    ],
    appPages: [{ path: '/Tc', title: 'Transfer Certificate', description: 'Download an issued transfer certificate.' }],
    pdfs: PDFS,
    synonyms: [['holiday', 'chutti', 'vacation'], ['tc', 'transfer certificate']],
    news: [news('n1', 'Annual Day', 'Parents are invited to the annual day.'), news('n2', 'Fee reminder', 'The second installment of fees is due.')],
    events: [],
    notices: [{ id: 'x1', title: 'Holiday on Friday', description: 'School stays shut.', image: null, attachment: null, url: null }],
    albums: [{ id: 'a1', title: 'Sports Day 2026', description: '', date: '2026-02-02', image: null, photoCount: 4 }],
    albumPath: '/subGallery?id=',
    ...more,
  };
}

const urls = (index: SiteIndex, q: string) => index.search(q).groups.flatMap((group) => group.hits.map((hit) => hit.url));

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

  it('matches a prefix of three letters or more, and a typo in a longer word', () => {
    expect(urls(index, 'regis')).toContain('/registration');
    expect(urls(index, 'withdrawl')).toContain('/admission');
    expect(urls(index, 'ad')).toEqual([]);
  });

  it("finds a school's synonyms: chutti finds the holidays, tc the certificate", () => {
    expect(urls(index, 'chutti')).toEqual(expect.arrayContaining(['/calender', '/?notice=x1']));
    expect(urls(index, 'tc')).toContain('/Tc');
  });

  it('needs every word first, and any word when none has them all', () => {
    expect(urls(index, 'annual day')[0]).toBe('/news?id=n1');
    expect(urls(index, 'annual sports')).toEqual(expect.arrayContaining(['/news?id=n1', '/subGallery?id=a1']));
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
    const many = new SiteIndex(input({ news: Array.from({ length: 25 }, (_, i) => news(`m${i}`, `Exam notice ${i}`)) }));
    const group = many.search('exam').groups.find((g) => g.kind === 'news')!;
    expect(group.hits).toHaveLength(HITS_PER_KIND);
    expect(group.total).toBe(25);
  });
});

describe('snippets', () => {
  it('marks each matched word and cuts around the first', () => {
    const text = `${'Lorem ipsum dolor sit amet. '.repeat(6)}The bus fee is charged monthly. Fees are due by the 10th.`;
    const parts = snippet(text, ['fee']);
    expect(parts[0]!.text).toMatch(/^… \w/);
    expect(parts[0]!.mark).toBe(false);
    expect(parts.filter((part) => part.mark).map((part) => part.text)).toEqual(['fee', 'Fees']);
    expect(parts.map((part) => part.text).join('').length).toBeLessThanOrEqual(170);
  });

  it('starts at the beginning when nothing in the text matched', () => {
    expect(snippet('Short text.', ['zzz'])).toEqual([{ text: 'Short text.', mark: false }]);
  });
});

describe('page text', () => {
  it('reads the words of sanitized HTML, blocks apart and entities decoded', () => {
    expect(textOfHtml('<ul><li>Fees</li><li>Uniform</li></ul><p>A &amp; B&rsquo;s <strong>bold</strong>s</p>')).toBe('Fees Uniform A & B’s bolds');
  });

  it('leaves out what is for the eye or the screen reader alone', () => {
    const html = '<div class="notice"><span class="notice__icon" aria-hidden="true">!</span><p>Registration fee<br>is Rs. 500.</p></div><a href="x">Map<span class="visually-hidden"> (opens in a new tab)</span></a> end';
    expect(textOfHtml(html)).toBe('Registration fee is Rs. 500. Map end');
  });
});
