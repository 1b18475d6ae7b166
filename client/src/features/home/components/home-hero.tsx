import { Link } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { useSchool } from '@/lib/site.ts';

/**
 * The top of Home: the school's name, its one-line welcome and the two things parents come for.
 * On a phone it was a short slider under the tickers, with no words and no way onward.
 */
export function HomeHero() {
  const school = useSchool();
  return (
    <section className="home-hero" aria-labelledby="home-hero-title">
      <div className="home-hero__inner">
        <h1 id="home-hero-title" className="home-hero__title">
          {school.name}
        </h1>
        <p className="home-hero__welcome">{school.home.welcome.subline}</p>
        <p className="home-hero__actions">
          <Link className="button home-hero__action" to={paths.registration}>
            Admissions
          </Link>
          <Link className="button button--secondary home-hero__action" to={paths.contact}>
            Contact us
          </Link>
        </p>
      </div>
    </section>
  );
}
