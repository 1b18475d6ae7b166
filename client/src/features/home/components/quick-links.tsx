import type { ReactNode } from 'react';
import { PageLink } from '@/lib/page-context.tsx';
import { homeText } from '../home-text.ts';
import type { School } from '@shared/content-schema.ts';
import { isPlaceholderHref } from '@shared/links.ts';
import { paths } from '@/config/paths.ts';
import { useSchool } from '@/lib/site.ts';
import { ExternalLink } from './external-link.tsx';
import { HomeSection } from './home-section.tsx';

type QuickLink =
  | { kind: 'external'; label: string; href: string; icon: ReactNode }
  | { kind: 'tel'; label: string; href: string; icon: ReactNode }
  | { kind: 'internal'; label: string; to: string; icon: ReactNode };

// Decorative 24×24 icons; the label carries the meaning.
const icon = (d: string) => (
  <svg className="home-quick__icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
    <path d={d} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/** The spec's seven quick links; five use the school's addresses. */
const linksFor = (school: School): QuickLink[] => [
  {
    kind: 'external',
    label: school.links.onlinePayment.label,
    href: school.links.onlinePayment.href,
    icon: icon('M3 6h18v12H3zM3 10h18M7 15h4'),
  },
  {
    kind: 'external',
    label: `${school.boardShort} Website`,
    href: school.links.boardSite.href,
    icon: icon('M12 3l9 5-9 5-9-5zM6 10v5c0 2 3 4 6 4s6-2 6-4v-5'),
  },
  {
    kind: 'external',
    label: school.links.portalHelp.label,
    href: school.links.portalHelp.href,
    icon: icon('M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14M12 17.5v.01'),
  },
  {
    kind: 'tel',
    label: `Call ${school.phone.display}`,
    href: `tel:${school.phone.tel}`,
    icon: icon('M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2'),
  },
  {
    kind: 'external',
    label: school.links.alumnaeForm.label,
    href: school.links.alumnaeForm.href,
    icon: icon('M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21v-1a7 7 0 0 1 14 0v1M19 8v6M16 11h6'),
  },
  { kind: 'internal', label: 'Calendar', to: paths.calender, icon: icon('M4 5h16v16H4zM4 10h16M8 3v4M16 3v4') },
  {
    kind: 'internal',
    label: school.pdfs.feeStructure.label,
    to: paths.feeStructure,
    icon: icon('M6 3h9l4 4v14H6zM14 3v5h5M9 13h7M9 17h7'),
  },
];

/** The quick links under the slider; unset links are hidden. */
export function QuickLinks() {
  const links = linksFor(useSchool()).filter((link) => link.kind !== 'external' || !isPlaceholderHref(link.href));
  return (
    <HomeSection title={homeText.headings.quickLinks} hideTitle className="home-quick">
      <ul className="home-quick__list">
        {links.map((link) => (
          <li key={link.label}>
            {link.kind === 'internal' ? (
              <PageLink to={link.to} className="home-quick__link">
                {link.icon}
                <span>{link.label}</span>
              </PageLink>
            ) : link.kind === 'tel' ? (
              <a href={link.href} className="home-quick__link">
                {link.icon}
                <span>{link.label}</span>
              </a>
            ) : (
              <ExternalLink href={link.href} className="home-quick__link">
                {link.icon}
                <span>{link.label}</span>
              </ExternalLink>
            )}
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
