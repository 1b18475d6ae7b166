import { PageLink } from '@/lib/page-context.tsx';
import { contentImageUrl } from '@shared/links.ts';
import { paths, whatsAppChatUrl } from '@/config/paths.ts';
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
        <SearchForm id="header-search" landmark={words.common.search.landmark} className="site-search--header" />
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
            <a
              className="header-quick__link header-quick__link--whatsapp"
              href={whatsAppChatUrl(school.whatsapp, words.header.whatsappGreeting)}
              rel="noopener"
            >
              {/* WhatsApp's mark: a green speech bubble with a white handset. */}
              <svg className="header-quick__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path
                  className="header-quick__bubble"
                  d="M20.464 3.488A11.815 11.815 0 0 0 12.05 0C5.495 0 .16 5.335.157 11.892c0 2.096.547 4.142 1.588 5.945L.057 24l6.305-1.654a11.882 11.882 0 0 0 5.683 1.448h.005c6.554 0 11.89-5.335 11.893-11.893a11.821 11.821 0 0 0-3.48-8.413z"
                />
                <path
                  className="header-quick__handset"
                  d="M17.472 14.382c-.297-.149-1.758-.867-2.03-.967-.273-.099-.471-.148-.67.15-.197.297-.767.966-.94 1.164-.173.199-.347.223-.644.075-.297-.15-1.255-.463-2.39-1.475-.883-.788-1.48-1.761-1.653-2.059-.173-.297-.018-.458.13-.606.134-.133.298-.347.446-.52.149-.174.198-.298.298-.497.099-.198.05-.371-.025-.52-.075-.149-.669-1.612-.916-2.207-.242-.579-.487-.5-.669-.51-.173-.008-.371-.01-.57-.01-.198 0-.52.074-.792.372-.272.297-1.04 1.016-1.04 2.479 0 1.462 1.065 2.875 1.213 3.074.149.198 2.096 3.2 5.077 4.487.709.306 1.262.489 1.694.625.712.227 1.36.195 1.871.118.571-.085 1.758-.719 2.006-1.413.248-.694.248-1.289.173-1.413-.074-.124-.272-.198-.57-.347z"
                />
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
