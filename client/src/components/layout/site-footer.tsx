import { isPlaceholderHref } from '@shared/links.ts';
import { PageLink } from '@/lib/page-context.tsx';
import { SmartLink } from '@/components/content/smart-link.tsx';
import { useSchool } from '@/lib/site.ts';
import { footerLinks } from './menu-items.ts';

export function SiteFooter() {
  const school = useSchool();
  const year = new Date().getFullYear();
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
            {footerLinks.map((link) => (
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
        <div className="site-footer__col">
          <h2 className="site-footer__heading">Help desk</h2>
          <p>
            {school.helpDeskLabel}: {school.helpDesk}, every day.
          </p>
          <p>School office: {school.officeHours}.</p>
          {isPlaceholderHref(school.links.portalHelp.href) ? null : (
            <p>
              <SmartLink href={school.links.portalHelp.href}>{school.links.portalHelp.label}</SmartLink>
            </p>
          )}
        </div>
      </div>
      <div className="site-footer__bottom">
        <p className="container">
          © {year} {school.name}, {school.city}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
