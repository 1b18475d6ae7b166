import { Link } from 'react-router-dom';
import { homeText } from '../home-text.ts';
import { paths } from '@/config/paths.ts';
import { useSchool } from '@/lib/site.ts';
import { HomeSection } from './home-section.tsx';

/** The about-us summary with a link to the full introduction. */
export function AboutBlock() {
  const paragraphs = useSchool().home.about;
  return (
    <HomeSection title={homeText.headings.about} className="home-about">
      {paragraphs.map((text) => (
        <p key={text.slice(0, 24)} className="home-about__text">
          {text}
        </p>
      ))}
      <Link to={paths.about} className="home-button">
        {homeText.readMore}{' '}
        <span className="home-sr-only">about the school</span>
      </Link>
    </HomeSection>
  );
}
