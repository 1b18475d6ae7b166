// The embedded-PDF pages: the front matter's PDF, the text as introduction.
import { ContentHtml } from '@/components/content/content-html.tsx';
import { PageUpdated } from '@/components/content/page-updated.tsx';
import { SessionNote } from '@/components/content/session-note.tsx';
import { PdfPage } from '@/components/pdf/pdf-page.tsx';
import { usePageContent } from '../api/page-api.ts';

export default function PdfContentPage() {
  const page = usePageContent();
  if (!page.pdf) return <ContentHtml className="prose" html={page.html} />;
  return (
    <>
      <SessionNote label={page.pdf.label} />
      <PdfPage title={page.pdf.label} path={page.pdf.path} intro={<ContentHtml html={page.html} />} />
      <PageUpdated day={page.updated} />
    </>
  );
}
