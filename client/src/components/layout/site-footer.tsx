import { schoolAndCity, shownLink } from '@shared/school-parts.ts';
import { PageLink } from '@/lib/page-context.tsx';
import { SmartLink } from '@/components/content/smart-link.tsx';
import { useSite } from '@/lib/site.ts';
import { fillWords } from '@shared/words.ts';
import { footerLinksFor } from './menu-items.ts';

export function SiteFooter() {
  const site = useSite();
  const { school, words } = site;
  const year = new Date().getFullYear();
  const portalHelp = shownLink(school, 'portalHelp');
  return (
    <footer className="site-footer">
      <div className="site-footer__grid container">
        <div className="site-footer__col">
          <h2 className="site-footer__heading">{school.name}</h2>
          <address className="site-footer__address">
            {school.address.lines.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
          <p>
            {words.footer.phone}: <a href={`tel:${school.phone.tel}`}>{school.phone.display}</a>
            <br />
            {words.footer.email}: <a href={`mailto:${school.email}`}>{school.email}</a>
          </p>
        </div>
        <nav className="site-footer__col" aria-label={words.footer.quickLinks}>
          <h2 className="site-footer__heading">{words.footer.quickLinks}</h2>
          <ul className="site-footer__links">
            {footerLinksFor(site).map((link) => (
              <li key={link.label}>
                {link.kind === 'page' ? (
                  <PageLink to={link.to}>{link.label}</PageLink>
                ) : (
                  <a href={link.href}>{link.label}</a>
                )}
              </li>
            ))}
          </ul>
        </nav>
        {school.helpDesk || school.officeHours || portalHelp ? (
          <div className="site-footer__col">
            <h2 className="site-footer__heading">{words.footer.helpDesk}</h2>
            {school.helpDesk ? (
              <p>
                {school.helpDeskLabel ? `${school.helpDeskLabel}: ` : null}
                {fillWords(words.footer.helpDeskHours, { helpDesk: school.helpDesk })}
              </p>
            ) : null}
            {school.officeHours ? <p>{fillWords(words.footer.office, { hours: school.officeHours })}</p> : null}
            {portalHelp ? (
              <p>
                <SmartLink href={portalHelp.href}>{portalHelp.label}</SmartLink>
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
      <div className="site-footer__bottom">
        <p className="container">{fillWords(words.footer.rights, { year, school: schoolAndCity(school) })}</p>
      </div>
    </footer>
  );
}
