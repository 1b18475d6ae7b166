import { PageLink } from '@/lib/page-context.tsx';
import { paths } from '@/config/paths.ts';
import { useHasPage, useSchool } from '@/lib/site.ts';

/** The top of Home: the school's name, its welcome line and the two things parents come for. */
export function HomeIntro() {
  const school = useSchool();
  const hasPage = useHasPage();
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
      </div>
    </section>
  );
}
