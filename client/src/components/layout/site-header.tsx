import { PageLink } from '@/lib/page-context.tsx';
import { contentImageUrl } from '@shared/links.ts';
import { paths } from '@/config/paths.ts';
import { useSchool } from '@/lib/site.ts';
import { MainMenu } from './main-menu.tsx';
import { mainMenuFor } from './menu-items.ts';

export function SiteHeader() {
  const school = useSchool();
  return (
    <header className="site-header">
      <div className="site-header__brand-row container">
        <PageLink to={paths.home} className="brand">
          <img className="brand__crest" src={contentImageUrl(school.logo.file)} alt="" width={school.logo.width} height={school.logo.height} />
          <span className="brand__text">
            <span className="brand__name">{school.name}</span>
            {/* A phone's compact header has room for the short name only. */}
            <span className="brand__name brand__name--short">{school.shortName}</span>
            <span className="brand__tagline">
              Estd. {school.founded}, affiliated to {school.boardShort}
            </span>
          </span>
        </PageLink>
        {/* Wide screens only: the quickest ways to reach the office, beside the name. */}
        <p className="header-contact">
          <a href={`tel:${school.phone.tel}`}>
            <span className="header-contact__label">Call</span> {school.phone.display}
          </a>
          <a href={`mailto:${school.email}`}>
            <span className="header-contact__label">E-mail</span> {school.email}
          </a>
        </p>
      </div>
      <MainMenu entries={mainMenuFor(school)} />
    </header>
  );
}
