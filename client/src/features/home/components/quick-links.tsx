import type { ReactNode } from 'react';
import { PageLink } from '@/lib/page-context.tsx';
import { useHasPage, useSite, useWords } from '@/lib/site.ts';
import type { School, SiteData } from '@shared/content-schema.ts';
import { fillWords, type Words } from '@shared/words.ts';
import { pdfOf, shownLink } from '@shared/school-parts.ts';
import { paths } from '@/config/paths.ts';
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

const ICONS = {
  onlinePayment: icon('M3 6h18v12H3zM3 10h18M7 15h4'),
  boardSite: icon('M12 3l9 5-9 5-9-5zM6 10v5c0 2 3 4 6 4s6-2 6-4v-5'),
  portalHelp: icon('M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14M12 17.5v.01'),
  call: icon('M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2'),
  alumnaeForm: icon('M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21v-1a7 7 0 0 1 14 0v1M19 8v6M16 11h6'),
  calendar: icon('M4 5h16v16H4zM4 10h16M8 3v4M16 3v4'),
  fees: icon('M6 3h9l4 4v14H6zM14 3v5h5M9 13h7M9 17h7'),
};

/** The spec's seven quick links, each shown when the school has what it leads to; the site's labels in `words`. */
function linksFor(
  school: School,
  pages: SiteData['pages'],
  words: Words['home']['quickLinks'],
  /** The school year's page is written (school-year.yaml): the calendar tile opens it, not the PDF. */
  hasYear: boolean,
): QuickLink[] {
  const external = (key: 'onlinePayment' | 'boardSite' | 'portalHelp' | 'alumnaeForm'): QuickLink[] => {
    const link = shownLink(school, key);
    return link ? [{ kind: 'external', label: link.label, href: link.href, icon: ICONS[key] }] : [];
  };
  const page = (to: string, label: string | undefined, icon: ReactNode): QuickLink[] => {
    const file = pages.find((p) => `/${p.slug}` === to);
    return file ? [{ kind: 'internal', label: label ?? file.title, to, icon }] : [];
  };
  return [
    ...external('onlinePayment'),
    ...external('boardSite'),
    ...external('portalHelp'),
    {
      kind: 'tel',
      label: fillWords(words.call, { phone: school.phone.display }),
      href: `tel:${school.phone.tel}`,
      icon: ICONS.call,
    },
    ...external('alumnaeForm'),
    ...(hasYear
      ? [{ kind: 'internal', label: words.calendar, to: paths.schoolYear, icon: ICONS.calendar } as const]
      : page(paths.calender, words.calendar, ICONS.calendar)),
    ...page(paths.feeStructure, pdfOf(school, 'feeStructure')?.label, ICONS.fees),
  ];
}

/** The quick links under the slider; links not given are hidden. */
export function QuickLinks() {
  const homeText = useWords().home;
  const { school, pages } = useSite();
  const links = linksFor(school, pages, homeText.quickLinks, useHasPage()(paths.schoolYear));
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
