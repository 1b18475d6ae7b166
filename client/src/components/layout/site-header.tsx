import { PageLink } from '@/lib/page-context.tsx';
import { contentImageUrl } from '@shared/links.ts';
import { paths } from '@/config/paths.ts';
import { useSite } from '@/lib/site.ts';
import { fillWords } from '@shared/words.ts';
import { MainMenu } from './main-menu.tsx';
import { SearchForm } from './search-form.tsx';
import { mainMenuFor } from './menu-items.ts';

export function SiteHeader() {
  const site = useSite();
  const { school, words } = site;
  return (
    <header className="site-header">
      <div className="site-header__brand-row container">
        <PageLink to={paths.home} className="brand">
          <img
            className="brand__crest"
            src={contentImageUrl(school.logo.file)}
            alt=""
            width={school.logo.width}
            height={school.logo.height}
          />
          <span className="brand__text">
            <span className="brand__name">{school.name}</span>
            {/* Phones: the short name only. */}
            <span className="brand__name brand__name--short">{school.shortName}</span>
            <span className="brand__tagline">
              {fillWords(words.header.tagline, { founded: school.founded, board: school.boardShort ?? school.board })}
            </span>
          </span>
        </PageLink>
        {/* Wide screens only (phones have it first in the menu). */}
        <SearchForm id="header-search" landmark="Site" className="site-search--header" />
        {/* Wide screens only: office contacts beside the name. */}
        <p className="header-contact">
          <a href={`tel:${school.phone.tel}`}>
            <span className="header-contact__label">{words.header.call}</span> {school.phone.display}
          </a>
          <a href={`mailto:${school.email}`}>
            <span className="header-contact__label">{words.header.email}</span> {school.email}
          </a>
        </p>
      </div>
      {/* Narrow screens: office contacts beside the menu (under the name with large text). */}
      <div className="site-header__actions">
        <p className="header-quick">
          <a className="header-quick__link" href={`tel:${school.phone.tel}`}>
            <svg className="header-quick__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z" />
            </svg>
            <span className="visually-hidden">
              {words.header.call} {school.phone.display}
            </span>
          </a>
          {school.whatsapp && (
            <a className="header-quick__link" href={`https://wa.me/${school.whatsapp}`} rel="noopener">
              <svg className="header-quick__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M12 3a9 9 0 0 0-7.8 13.5L3 21l4.6-1.2A9 9 0 1 0 12 3zm0 2a7 7 0 1 1-3.6 13l-.3-.2-2.3.6.6-2.2-.2-.4A7 7 0 0 1 12 5z" />
              </svg>
              <span className="visually-hidden">{words.header.whatsapp}</span>
            </a>
          )}
        </p>
        <MainMenu entries={mainMenuFor(site)} />
      </div>
    </header>
  );
}
