import type { RegistrationNotice } from '@shared/types.ts';
import { homeText } from '../home-text.ts';
import { ExternalLink } from './external-link.tsx';
import { HomeSection } from './home-section.tsx';

/** The online-registration banner: the current registration notice and its form or PDF. */
export function RegistrationBlock({ notices }: { notices: readonly RegistrationNotice[] }) {
  const notice = notices[0];
  return (
    <HomeSection title={homeText.headings.registration} className="home-registration">
      {notice ? (
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
