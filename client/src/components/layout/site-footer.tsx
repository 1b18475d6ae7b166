import { schoolAndCity, shownLink } from '@shared/school-parts.ts';
import { PageLink } from '@/lib/page-context.tsx';
import { SmartLink } from '@/components/content/smart-link.tsx';
import { useSite } from '@/lib/site.ts';
import { footerLinksFor } from './menu-items.ts';

export function SiteFooter() {
  const { school, pages } = useSite();
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
            Phone: <a href={`tel:${school.phone.tel}`}>{school.phone.display}</a>
            <br />
            E-mail: <a href={`mailto:${school.email}`}>{school.email}</a>
          </p>
        </div>
        <nav className="site-footer__col" aria-label="Quick links">
          <h2 className="site-footer__heading">Quick links</h2>
          <ul className="site-footer__links">
            {footerLinksFor(pages).map((link) => (
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
            <h2 className="site-footer__heading">Help desk</h2>
            {school.helpDesk ? (
              <p>
                {school.helpDeskLabel ? `${school.helpDeskLabel}: ` : null}
                {school.helpDesk}, every day.
              </p>
            ) : null}
            {school.officeHours ? <p>School office: {school.officeHours}.</p> : null}
            {portalHelp ? (
              <p>
                <SmartLink href={portalHelp.href}>{portalHelp.label}</SmartLink>
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
      <div className="site-footer__bottom">
        <p className="container">
          © {year} {schoolAndCity(school)}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
