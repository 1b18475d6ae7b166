import { useSchool } from '@/lib/site.ts';
import type { HomeData } from '@shared/types.ts';
import { HomeErrands } from './home-errands.tsx';

/** The top of Home: the school's name, its welcome line and the errands parents come for, each one tap. */
export function HomeIntro({ holiday }: { holiday: Pick<HomeData, 'nextHoliday' | 'today'> }) {
  const school = useSchool();
  return (
    <section className="home-intro" aria-labelledby="home-intro-title">
      <div className="home-intro__inner">
        <h1 id="home-intro-title" className="home-intro__title">
          {school.name}
        </h1>
        {school.home?.welcome ? <p className="home-intro__welcome">{school.home.welcome.subline}</p> : null}
        <HomeErrands holiday={holiday} />
      </div>
    </section>
  );
}
