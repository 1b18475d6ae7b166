import { describe, expect, it } from 'vitest';
import { searchDocs } from './site-index.ts';
import { input, page, PDFS } from './site-index.fixtures.ts';

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

describe('search documents of a school with few PDFs', () => {
  it('lists the PDFs school.yaml gives and passes over the ones it leaves out', () => {
    const docs = searchDocs(input({ pages: [], pdfs: { calendar: PDFS.calendar, timetable: undefined } }));
    expect(docs.filter((doc) => doc.kind === 'document').map((doc) => doc.id)).toEqual(['document:calendar']);
  });
});
