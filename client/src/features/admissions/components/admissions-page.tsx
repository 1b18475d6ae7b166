import { ContentHtml } from '@/components/content/content-html.tsx';
import { PageUpdated } from '@/components/content/page-updated.tsx';
import { useSchool } from '@/lib/site.ts';
import { PageAside } from '@/features/static-pages/components/page-aside.tsx';
import { useRegistrationPage } from '../api/admissions-api.ts';
import { AdmissionStatus, ApplyActions } from './admission-status.tsx';

/**
 * The page the "Admissions" button leads to: first whether registration is open and how to apply,
 * from school.yaml and the school's date, then the registration rules (pages/registration.md).
 */
export default function AdmissionsPage() {
  const { page, admissions } = useRegistrationPage();
  const school = useSchool();
  return (
    <div className="text-page">
      <div className="prose">
        <AdmissionStatus data={admissions} />
        {school.admissions ? <ApplyActions admissions={school.admissions} school={school} /> : null}
        {page.lead ? <ContentHtml as="p" className="lead" html={page.lead} /> : null}
        <ContentHtml html={page.html} />
        <PageUpdated day={page.updated} />
      </div>
      <PageAside toc={page.toc} />
    </div>
  );
}
