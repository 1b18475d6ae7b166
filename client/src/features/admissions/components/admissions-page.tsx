import { useSchool } from '@/lib/site.ts';
import { ContentText } from '@/features/static-pages/components/content-page.tsx';
import { useRegistrationPage } from '../api/admissions-api.ts';
import { AdmissionStatus, ApplyActions } from './admission-status.tsx';

/** Whether registration is open and how to apply (school.yaml), then the rules (pages/registration.md). */
export default function AdmissionsPage() {
  const { page, admissions } = useRegistrationPage();
  const school = useSchool();
  return (
    <ContentText page={page}>
      <AdmissionStatus data={admissions} />
      {school.admissions ? <ApplyActions admissions={school.admissions} school={school} /> : null}
    </ContentText>
  );
}
