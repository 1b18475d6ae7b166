import { Fragment, type ReactNode } from 'react';
import { pdfOf, timingsOn } from '@shared/school-parts.ts';
import { isUnderWay } from '@shared/school-year.ts';
import type { HomeData } from '@shared/types.ts';
import { holidayLine } from '@/components/calendar/next-holiday.tsx';
import { paths, whatsAppChatUrl } from '@/config/paths.ts';
import { PageLink } from '@/lib/page-context.tsx';
import { useSite, useWords } from '@/lib/site.ts';
import { ExternalLink } from './external-link.tsx';
import { HomeFacts } from './home-facts.tsx';
import { HomeSection } from './home-section.tsx';

/** The facts parents come for (school.yaml): the next holiday, this season's timings, office hours and contacts, address, fees. */
export function GlanceBlock({ holiday }: { holiday: Pick<HomeData, 'nextHoliday' | 'today'> }) {
  const words = useWords();
  const homeText = words.home;
  const { school, pages } = useSite();
  const text = homeText.glance;
  const facts: Array<[string, ReactNode]> = [];
  if (holiday.nextHoliday)
    facts.push([
      isUnderWay(holiday.nextHoliday, holiday.today) ? words.year.holidayNow : words.year.nextHoliday,
      <PageLink to={paths.schoolYear}>{holidayLine(holiday.nextHoliday, words)}</PageLink>,
    ]);
  facts.push([
    text.timings,
    timingsOn(school.timings, holiday.today).map((row, i) => (
      <Fragment key={row.label}>
        {i > 0 ? <br /> : null}
        {row.label}: {row.hours}
      </Fragment>
    )),
  ]);
  if (school.officeHours) facts.push([text.office, school.officeHours]);
  facts.push([text.phone, <a href={`tel:${school.phone.tel}`}>{school.phone.display}</a>]);
  if (school.whatsapp)
    facts.push([
      text.whatsapp,
      <ExternalLink href={whatsAppChatUrl(school.whatsapp, words.header.whatsappGreeting)}>
        {text.whatsappLink}
      </ExternalLink>,
    ]);
  facts.push([
    text.address,
    <>
      {school.address.oneLine}
      {school.map ? (
        <>
          {' '}
          <ExternalLink href={school.map.linkUrl}>{text.map}</ExternalLink>
        </>
      ) : null}
    </>,
  ]);
  const fees = pages.find((page) => `/${page.slug}` === paths.feeStructure);
  if (fees)
    facts.push([
      text.fees,
      <PageLink to={paths.feeStructure}>{pdfOf(school, 'feeStructure')?.label ?? fees.title}</PageLink>,
    ]);
  return (
    <HomeSection title={homeText.headings.glance} className="home-glance">
      <HomeFacts facts={facts} block="home-glance" />
    </HomeSection>
  );
}
