// Introductions of the PDF pages (/feestructure, /calender, /timetable). The PDFs themselves are
// listed in school.pdfs and come from the provider.

import { school } from '../school.ts';
import type { RichText } from './blocks.ts';

export interface PdfPageContent {
  pdf: { label: string; path: string };
  intro: RichText;
}

export const feeStructure: PdfPageContent = {
  pdf: school.pdfs.feeStructure,
  intro: [
    'Fees for every class for the session, with the due date of each installment. Fees can be paid online through the ',
    { text: 'Parent Portal', page: 'parentPortal' },
    '. The bus fee is charged for all 12 months in one installment and is not refundable.',
  ],
};

export const calendar: PdfPageContent = {
  pdf: school.pdfs.calendar,
  intro: 'Term dates, examinations, holidays, parent-teacher meetings and school events for the session. Changes are announced in the news section.',
};

export const timetable: PdfPageContent = {
  pdf: school.pdfs.timetable,
  intro: 'The Council’s timetable for the ICSE (Class X) and ISC (Class XII) examinations. Candidates must reach the examination hall at least 30 minutes before each paper.',
};
