// The embedded-PDF pages (fee structure, calendar, time table) share one lazy chunk.
import { calendar, feeStructure, timetable, type PdfPageContent } from '@content/pages/downloads.ts';
import { RichTextView } from '@/components/content/rich-text.tsx';
import { PdfPage } from '@/components/pdf/pdf-page.tsx';

function PdfContentPage({ content }: { content: PdfPageContent }) {
  return <PdfPage title={content.pdf.label} path={content.pdf.path} intro={<RichTextView text={content.intro} />} />;
}

export function FeeStructurePage() {
  return <PdfContentPage content={feeStructure} />;
}

export function CalendarPage() {
  return <PdfContentPage content={calendar} />;
}

export function TimetablePage() {
  return <PdfContentPage content={timetable} />;
}
