import { ContentHtml } from '@/components/content/content-html.tsx';
import { usePageContent } from '../api/page-api.ts';


/** A static page of the content folder: its lead paragraph, then its text. */
export default function ContentPageView() {
  const page = usePageContent();
  return (
    <div className="prose">
      {page.lead ? <ContentHtml as="p" className="lead" html={page.lead} /> : null}
      <ContentHtml html={page.html} />
    </div>
  );
}
