import type { ReactNode } from 'react';
import { paths } from '@/config/paths.ts';
import { PageLink } from '@/lib/page-context.tsx';
import { useSchool } from '@/lib/site.ts';
import { homeText } from '../home-text.ts';
import { ExternalLink } from './external-link.tsx';
import { HomeFacts } from './home-facts.tsx';
import { HomeSection } from './home-section.tsx';

/** The facts parents come for (school.yaml): timings, office hours and contacts, address, fees. */
export function GlanceBlock() {
  const school = useSchool();
  const text = homeText.glance;
  const facts: Array<[string, ReactNode]> = [];
  if (school.timings) {
    facts.push([
      text.timings,
      <>
        {text.summer}: {school.timings.summer}
        <br />
        {text.winter}: {school.timings.winter}
      </>,
    ]);
  }
  facts.push([text.office, school.officeHours]);
  facts.push([text.phone, <a href={`tel:${school.phone.tel}`}>{school.phone.display}</a>]);
  if (school.whatsapp)
    facts.push([
      text.whatsapp,
      <ExternalLink href={`https://wa.me/${school.whatsapp}`}>{text.whatsappLink}</ExternalLink>,
    ]);
  facts.push([
    text.address,
    <>
      {school.address.oneLine} <ExternalLink href={school.map.linkUrl}>{text.map}</ExternalLink>
    </>,
  ]);
  facts.push([text.fees, <PageLink to={paths.feeStructure}>{school.pdfs.feeStructure.label}</PageLink>]);
  return (
    <HomeSection title={homeText.headings.glance} className="home-glance">
      <HomeFacts facts={facts} block="home-glance" />
    </HomeSection>
  );
}
