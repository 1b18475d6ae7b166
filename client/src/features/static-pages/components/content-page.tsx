import { ContentHtml } from '@/components/content/content-html.tsx';
import { PageUpdated } from '@/components/content/page-updated.tsx';
import { usePageContent } from '../api/page-api.ts';
import { PageAside } from './page-aside.tsx';

/** A static page of the content folder: its lead paragraph, then its text, with its sections beside it. */
export default function ContentPageView() {
  const page = usePageContent();
  return (
    <div className="text-page">
      <div className="prose">
        {page.lead ? <ContentHtml as="p" className="lead" html={page.lead} /> : null}
        <ContentHtml html={page.html} />
        <PageUpdated day={page.updated} />
      </div>
      <PageAside toc={page.toc} />
    </div>
  );
}
