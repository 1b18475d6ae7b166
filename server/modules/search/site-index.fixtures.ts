import type { ContentPage, School } from '../../../shared/content-schema.ts';
import type { NewsItem } from '../../../shared/types.ts';
import type { IndexInput, SiteIndex } from './site-index.ts';

export const page = (slug: string, title: string, html: string, more: Partial<ContentPage> = {}): ContentPage => ({
  slug,
  title,
  section: 'Academics',
  description: '',
  updated: '2026-01-01',
  html,
  toc: [],
  ...more,
});

export const PDFS = {
  feeStructure: { label: 'Fee Structure 2026-2027', path: 'public/pdf/Fees.pdf' },
  calendar: { label: 'Academic Calendar', path: 'public/pdf/Calendar.pdf' },
  timetable: { label: 'Time Table', path: 'public/pdf/Time-Table.pdf' },
  medicalCertificate: { label: 'Medical Certificate', path: 'public/pdf/Medical-Certificate.pdf' },
} satisfies School['pdfs'];

export const news = (id: string, title: string, description = ''): NewsItem => ({
  id,
  title,
  description,
  date: '2026-05-01',
  attachment: null,
});

/** A small site: five pages, an ERP page, PDFs, synonyms, news, a notice and an album; `more` replaces any part. */
export function input(more: Partial<IndexInput> = {}): IndexInput {
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
        date: null,
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

export const urls = (index: SiteIndex, q: string) =>
  index.search(q).groups.flatMap((group) => group.hits.map((hit) => hit.url));
