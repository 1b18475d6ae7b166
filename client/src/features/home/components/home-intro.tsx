import { PageLink } from '@/lib/page-context.tsx';
import { paths } from '@/config/paths.ts';
import { useSchool } from '@/lib/site.ts';

/** The top of Home: the school's name, its welcome line and the two things parents come for. */
export function HomeIntro() {
  const school = useSchool();
  return (
    <section className="home-intro" aria-labelledby="home-intro-title">
      <div className="home-intro__inner">
        <h1 id="home-intro-title" className="home-intro__title">
          {school.name}
        </h1>
        <p className="home-intro__welcome">{school.home.welcome.subline}</p>
        <p className="home-intro__actions">
          <PageLink className="button home-intro__action" to={paths.registration}>
            Admissions
          </PageLink>
          <PageLink className="button button--secondary home-intro__action" to={paths.contact}>
            Contact us
          </PageLink>
        </p>
      </div>
    </section>
  );
}
