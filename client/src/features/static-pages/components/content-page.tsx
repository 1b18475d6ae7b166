import type { ReactNode } from 'react';
import type { ContentPage } from '@shared/content-schema.ts';
import { ContentHtml } from '@/components/content/content-html.tsx';
import { PageUpdated } from '@/components/content/page-updated.tsx';
import { usePageContent } from '../api/page-api.ts';
import { PageAside } from './page-aside.tsx';

/** A content page: `children` first, then lead, text and update date, with its sections beside it. */
export function ContentText({ page, children }: { page: ContentPage; children?: ReactNode }) {
  return (
    <div className="text-page">
      <div className="prose">
        {children}
        {page.lead ? <ContentHtml as="p" className="lead" html={page.lead} /> : null}
        <ContentHtml html={page.html} />
        <PageUpdated day={page.updated} />
      </div>
      <PageAside toc={page.toc} />
    </div>
  );
}

/** A static page of the content folder. */
export default function ContentPageView() {
  return <ContentText page={usePageContent()} />;
}
