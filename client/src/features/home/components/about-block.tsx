import { Link } from 'react-router-dom';
import { homeContent } from '@content/home.ts';
import { paths } from '@/config/paths.ts';
import { HomeSection } from './home-section.tsx';

/** The about-us summary with a link to the full introduction. */
export function AboutBlock() {
  return (
    <HomeSection title={homeContent.headings.about} className="home-about">
      {homeContent.about.paragraphs.map((text) => (
        <p key={text.slice(0, 24)} className="home-about__text">
          {text}
        </p>
      ))}
      <Link to={paths.about} className="home-button">
        {homeContent.about.readMore}{' '}
        <span className="home-sr-only">about the school</span>
      </Link>
    </HomeSection>
  );
}
