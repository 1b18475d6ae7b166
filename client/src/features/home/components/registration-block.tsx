import type { AdmissionsData } from '@shared/types.ts';
import type { RegistrationNotice } from '@shared/types.ts';
import { paths } from '@/config/paths.ts';
import { PageLink } from '@/lib/page-context.tsx';
import { useHasPage, useSchool, useWords } from '@/lib/site.ts';
import { ExternalLink } from './external-link.tsx';
import { HomeSection } from './home-section.tsx';

/** The registration banner: open today or not (school.yaml), the admissions link and the provider's notice. */
export function RegistrationBlock({
  admissions,
  notices,
}: {
  admissions: AdmissionsData | undefined;
  notices: readonly RegistrationNotice[];
}) {
  const homeText = useWords().home;
  const school = useSchool();
  const hasPage = useHasPage();
  const notice = notices[0];
  const state = admissions?.status?.state;
  const sentence = admissions?.banner ?? admissions?.sentences[0];
  return (
    <HomeSection
      title={homeText.headings.registration}
      className={`home-registration${state ? ` home-registration--${state}` : ''}`}
    >
      {sentence ? (
        <p className="home-registration__notice">
          <span className="home-registration__title">{sentence}</span>
          {hasPage(paths.registration) ? (
            <PageLink to={paths.registration} className="home-registration__link">
              {school.admissions?.actions.heading}
            </PageLink>
          ) : null}
        </p>
      ) : notice ? (
        <p className="home-registration__notice">
          <span className="home-registration__title">{notice.title}</span>
          {notice.attachment && (
            <ExternalLink href={notice.attachment} className="home-registration__link">
              {homeText.registration.attachmentLabel}
            </ExternalLink>
          )}
        </p>
      ) : (
        <p className="home-registration__notice">{homeText.registration.empty}</p>
      )}
    </HomeSection>
  );
}
