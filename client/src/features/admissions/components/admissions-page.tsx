import { useSchool } from '@/lib/site.ts';
import { ContentText } from '@/features/static-pages/components/content-page.tsx';
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
    <ContentText page={page}>
      <AdmissionStatus data={admissions} />
      {school.admissions ? <ApplyActions admissions={school.admissions} school={school} /> : null}
    </ContentText>
  );
}
