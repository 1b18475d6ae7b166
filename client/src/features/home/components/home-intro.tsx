import { PageLink } from '@/lib/page-context.tsx';
import { paths } from '@/config/paths.ts';
import { useHasPage, useSchool, useWords } from '@/lib/site.ts';
import type { HomeData } from '@shared/types.ts';
import { NextHoliday } from '@/components/calendar/next-holiday.tsx';

/** The top of Home: the school's name, its welcome line, the two things parents come for and the next holiday. */
export function HomeIntro({ holiday }: { holiday: Pick<HomeData, 'nextHoliday' | 'today'> }) {
  const school = useSchool();
  const hasPage = useHasPage();
  const words = useWords().year;
  return (
    <section className="home-intro" aria-labelledby="home-intro-title">
      <div className="home-intro__inner">
        <h1 id="home-intro-title" className="home-intro__title">
          {school.name}
        </h1>
        {school.home?.welcome ? <p className="home-intro__welcome">{school.home.welcome.subline}</p> : null}
        <p className="home-intro__actions">
          {hasPage(paths.registration) ? (
            <PageLink className="button home-intro__action" to={paths.registration}>
              Admissions
            </PageLink>
          ) : null}
          {hasPage(paths.contact) ? (
            <PageLink className="button button--secondary home-intro__action" to={paths.contact}>
              Contact us
            </PageLink>
          ) : null}
        </p>
        {hasPage(paths.schoolYear) ? (
          <div className="home-intro__holiday">
            <NextHoliday day={holiday.nextHoliday} today={holiday.today} className="home-intro__next" />
            <PageLink to={paths.schoolYear}>{words.allDates}</PageLink>
          </div>
        ) : null}
      </div>
    </section>
  );
}
