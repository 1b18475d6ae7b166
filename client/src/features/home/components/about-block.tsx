import type { ReactNode } from 'react';
import { PageLink } from '@/lib/page-context.tsx';
import { useSchool, useWords } from '@/lib/site.ts';
import { paths } from '@/config/paths.ts';
import { HomeFacts } from './home-facts.tsx';
import { HomeSection } from './home-section.tsx';

/** The about-us summary, key facts, and a link to the full page. */
export function AboutBlock() {
  const homeText = useWords().home;
  const school = useSchool();
  const facts: Array<[string, ReactNode]> = [
    [homeText.about.founded, school.founded],
    // Short name; the paragraphs give the full one.
    [homeText.about.board, school.boardShort ?? school.board],
  ];
  return (
    <HomeSection title={homeText.headings.about} className="home-about">
      {school.home?.about?.map((text) => (
        <p key={text.slice(0, 24)} className="home-about__text">
          {text}
        </p>
      ))}
      <HomeFacts facts={facts} block="home-about" />
      <PageLink to={paths.about} className="home-button">
        {homeText.readMore} <span className="home-sr-only">{homeText.readMoreAbout}</span>
      </PageLink>
    </HomeSection>
  );
}
